import Basics

/// Finds where each scalar may start in the file's bytes, so that its text can later be
/// kept as a slice of them (``Scalar/sourceText(in:)``) instead of a copy.
///
/// libyaml hands each scalar over as a copy, with the line and column (in characters) where
/// it starts. The slicer walks forward to that line and takes the column as bytes, which
/// holds on lines that are ASCII up to the scalar (keys always are). It only guesses: the
/// guess is compared with the text before any slice is kept, so a wrong one (a line with
/// other characters first, a file with line breaks other than `\n`) costs a copy, never the
/// wrong text.
struct ScalarSlicer {
  /// The file's bytes, valid while the parse runs.
  private let bytes: UnsafeBufferPointer<UInt8>
  /// The line (from 0) that `lineStart` starts; scalars come in the order they are written.
  private var line = 0
  private var lineStart: Int

  /// A slicer over `bytes`, whose parsed text starts at `base` (after a byte-order mark).
  init(bytes: UnsafeBufferPointer<UInt8>, base: Int) {
    self.bytes = bytes
    lineStart = base
  }

  /// Where a scalar of `style` starting at `line` and `column` (from 0) may start in the
  /// file's bytes, or -1.
  mutating func start(line: Int, column: Int, style: ScalarStyle) -> Int {
    guard style != .literal, style != .folded, line >= self.line else { return -1 }
    while self.line < line {
      guard let newline = ByteWords.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: lineStart)
      else { return -1 }
      lineStart = newline + 1
      self.line += 1
    }
    return lineStart + column + (style == .plain ? 0 : 1)  // after an opening quote
  }
}
