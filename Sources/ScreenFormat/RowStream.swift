import Basics
import ScreenModel
import YAMLTree

/// Receives the items of a screen's top-level `rows` while the file is parsed and decodes
/// each at once, so that a long feed is never held as nodes all at once.
final class RowStream {
  /// The key whose items are streamed.
  static let key = "rows"
  private(set) var context: DecodeContext

  /// A stream whose rows are decoded into a context of their own, recording their texts
  /// when `recordsTexts` is set and sharing `fileBytes`, the file's bytes. `capacity` is
  /// room for rows made before the first arrives: an upper bound costs only address space,
  /// since pages a row never touches are never resident, while growing by doubling would
  /// hold the old and the new array at once.
  init(recordsTexts: Bool = false, fileBytes: [UInt8] = [], capacity: Int = 0) {
    context = DecodeContext()
    context.recordsTexts = recordsTexts
    context.fileBytes = fileBytes
    rows.reserveCapacity(capacity)
  }

  /// The rows' context, taken: the stream keeps an empty one (no copy of its arrays).
  func takeContext() -> DecodeContext {
    var taken = DecodeContext()
    swap(&taken, &context)
    return taken
  }

  /// Room for the rows of a file: in block style every row starts on its own line, so the
  /// line count bounds them (a flow list on one line just grows as usual). A small file's
  /// room is at most 64 rows, so that a folder of small screens holds little spare room,
  /// while its rows are still not moved three times as the array doubles from one.
  static func capacity(for bytes: [UInt8]) -> Int {
    let lines = bytes.withUnsafeBytes { buffer in
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
    return bytes.count >= 1 << 16 ? lines : min(lines, 64)
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
    guard let row = ScreenDecoder.row(node, &context) else { return }
    rows.append(consume row)
  }
}
