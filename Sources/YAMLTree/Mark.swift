/// A position in a source file: 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does, not bytes or display columns.
/// The path is deliberately not part of a mark; it is added when a diagnostic is
/// formatted, so that test goldens never hold absolute paths.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars.
  public var column: Int

  /// Creates a mark at a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The first position of a file.
  public static let start = Mark(line: 1, column: 1)

  /// Orders marks by line, then column.
  public static func < (lhs: Mark, rhs: Mark) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`, as it appears in a diagnostic.
  public var description: String { "\(line):\(column)" }
}
