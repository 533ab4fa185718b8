import YAMLTree

/// Receives the items of a screen's top-level `rows` while the file is parsed and decodes
/// each at once, so that a long feed is never held as nodes all at once.
final class RowStream {
  /// The key whose items are streamed.
  static let key = "rows"
  private(set) var context: DecodeContext

  /// A stream whose rows are decoded with the settings of `context` (whether texts are
  /// recorded, the file's bytes that their texts share), into a context of their own.
  /// `capacity` is room for rows made before the first arrives: an upper bound costs only
  /// address space, since pages a row never touches are never resident, while growing by
  /// doubling would hold the old and the new array at once.
  init(like context: DecodeContext = DecodeContext(), capacity: Int = 0) {
    self.context = DecodeContext()
    self.context.recordsTexts = context.recordsTexts
    self.context.fileBytes = context.fileBytes
    rows.reserveCapacity(capacity)
  }

  /// Room for the rows of a large file: in block style every row starts on its own line,
  /// so the file's line count bounds them (a flow list on one line just grows as usual).
  /// Small files reserve nothing.
  static func capacity(for bytes: [UInt8]) -> Int {
    guard bytes.count >= 1 << 16 else { return 0 }
    return bytes.withUnsafeBytes { buffer in
      var lines = 1
      var offset = 0
      while offset + 8 <= buffer.count {
        let word = buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        lines += ByteWords.zeroByteCount(word ^ ByteWords.repeating(0x0A))
        offset += 8
      }
      for byte in buffer[offset...] where byte == 0x0A { lines += 1 }
      return lines
    }
  }

  private(set) var rows: [Row] = []
  private(set) var received = false
  /// Expands `- use:` items as they arrive.
  var expander: TemplateExpander?

  func receive(_ node: Node) {
    received = true
    if let expander, TemplateExpander.isUse(node) {
      for item in expander.expandStreamed(node) {
        if let row = ScreenDecoder.row(item, &context) { rows.append(row) }
      }
      return
    }
    if let row = ScreenDecoder.row(node, &context) { rows.append(row) }
  }
}
