#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A snapshot whose body is made a piece at a time: a scenario's frames, each drawn as it is
/// reached. Verifying it compares each piece with the reference as it comes, so a run that
/// matches holds the reference and one frame, never the whole transcript; the whole text is
/// built only when something must be written (a mismatch's pending file, a new reference).
package struct StreamedSnapshot: Sendable {
  /// Header fields in order, `name` first.
  package var header: [(key: String, value: String)]
  /// Hands the body to `write` a piece at a time, in order. It returns nil, or the
  /// formatted diagnostics of why the body could not be made.
  package var stream: @Sendable (_ write: (String) -> Void) -> String?

  /// Creates a named snapshot: `name` first, then the settings that say what was drawn.
  package init(
    name: String, settings: [(key: String, value: String)],
    stream: @escaping @Sendable (_ write: (String) -> Void) -> String?
  ) {
    self.header = [(SnapshotFile.Key.name.rawValue, name)] + settings
    self.stream = stream
  }

  /// The whole snapshot, or why it could not be made.
  package func whole() -> Result<SnapshotFile, SnapshotCase.LoadFailure> {
    var body = ""
    if let problem = stream({ body += $0 }) { return .failure(.init(diagnostics: problem)) }
    return .success(SnapshotFile(header: header, body: body))
  }

  /// Whether the body streamed is, byte for byte, the body of the snapshot file `text`,
  /// with the header the same. False also when only the whole comparison can tell (a
  /// carriage return, a reference whose end is not normalized); nil when the body could
  /// not be made.
  package func matches(referenceText text: String) -> Bool? {
    guard !text.holdsCR, let reference = SnapshotFile.parts(of: text),
      reference.header.elementsEqual(header, by: { $0 == $1 })
    else { return false }
    var comparison = StreamComparison(expected: reference.body)
    if stream({ comparison.take($0) }) != nil { return nil }
    return comparison.finished
  }
}

/// A comparison of pieces of text, as they come, with an expected text that ends in one
/// newline (``SnapshotFile/normalized(_:)``): the pieces joined and normalized equal it.
/// Newlines that end a piece are held until more text follows, as normalizing drops all but
/// one at the very end. Bytes are compared where they lie, a piece at a time.
struct StreamComparison {
  private var expected: Substring
  private let count: Int
  private var offset = 0
  private var heldNewlines = 0
  private(set) var equal = true

  init(expected: Substring) {
    self.expected = expected
    self.count = expected.utf8.count
  }

  mutating func take(_ piece: String) {
    guard equal else { return }
    // A carriage return would be normalized away; such a text is compared whole instead.
    if piece.holdsCR {
      equal = false
      return
    }
    var piece = piece
    piece.withUTF8 { bytes in
      var content = bytes.count
      while content > 0, bytes[content - 1] == 0x0A { content -= 1 }
      if content == 0 {
        heldNewlines += bytes.count
        return
      }
      matchNewlines(heldNewlines)
      match(UnsafeBufferPointer(rebasing: bytes[..<content]))
      heldNewlines = bytes.count - content
    }
  }

  /// Whether everything taken equals the whole expected text.
  var finished: Bool {
    guard equal, count == offset + 1 else { return false }
    return expected.utf8.last == 0x0A
  }

  private mutating func matchNewlines(_ newlines: Int) {
    guard equal, newlines > 0 else { return }
    let start = offset
    equal =
      start + newlines <= count
      && expected.withUTF8 { whole in whole[start..<start + newlines].allSatisfy { $0 == 0x0A } }
    offset += newlines
  }

  private mutating func match(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard equal else { return }
    let start = offset
    equal =
      start + bytes.count <= count
      && expected.withUTF8 { whole in
        guard let base = whole.baseAddress, let other = bytes.baseAddress else { return true }
        return memcmp(base + start, other, bytes.count) == 0
      }
    offset += bytes.count
  }
}
