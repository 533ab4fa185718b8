import Basics

extension TreeSplice {
  /// A parse kept to splice the next edit into: the text, its tree and parse diagnostics,
  /// and its line count; made only of a text a splice can start from.
  package struct Base: Sendable {
    /// The text parsed.
    package private(set) var bytes: [UInt8]
    /// Its root.
    package private(set) var root: Node
    /// Its parse diagnostics.
    package private(set) var diagnostics: [Diagnostic]
    /// Its lines, counting the empty one after a last `\n`.
    package private(set) var lineCount: Int

    /// The parse `result` of `bytes` kept, when a splice can start from it: a block mapping
    /// at the root, no anchor or alias, no block scalar, no byte-order mark, no `\r`.
    package init?(bytes: [UInt8], result: YAMLParser.Result) {
      guard let root = result.root, root.isBlockMapping, !result.usesAnchors,
        !bytes.starts(with: YAMLParser.byteOrderMark), !root.holdsBlockScalar,
        bytes.withUnsafeBufferPointer({ ByteWords.firstIndex(of: UInt8(ascii: "\r"), in: $0) })
          == nil
      else { return nil }
      self.bytes = bytes
      self.root = root
      self.diagnostics = result.diagnostics
      lineCount = 1 + bytes.withUnsafeBufferPointer { TextLines.newlines(in: $0, 0..<$0.count) }
    }

    /// The splice of `new` into this parse, which then becomes `new`'s; nil (and this
    /// parse unchanged) when there is none.
    package mutating func splice(_ new: [UInt8], limits: ParseLimits) -> TreeSplice? {
      guard
        let splice = TreeSplice(
          old: bytes, root: &root, diagnostics: diagnostics, lineCount: lineCount, new: new,
          limits: limits)
      else { return nil }
      bytes = new
      diagnostics = splice.diagnostics
      lineCount = splice.lineCount
      return splice
    }
  }
}
