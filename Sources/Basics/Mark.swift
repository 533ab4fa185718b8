/// A position in a source file: 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does, not bytes or display columns.
/// The path is deliberately not part of a mark; it is added when a diagnostic is
/// formatted, so that test goldens never hold absolute paths.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
  // Stored in 32 bits each: a tree holds one mark per node, and files are bounded far below
  // 2^31 lines by the size limit.
  private var storedLine: Int32
  private var storedColumn: Int32

  /// The 1-based line number.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  /// The 1-based column, counted in Unicode scalars.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }

  /// Creates a mark at a 1-based line and column.
  public init(line: Int, column: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
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
