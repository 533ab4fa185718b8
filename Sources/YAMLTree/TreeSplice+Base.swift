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
    /// Where each of its lines starts (``LineStarts``, found at the first splice and kept
    /// true by each), so that an edit's lines are found without counting the lines before.
    private var starts: [Int] = []
    /// Its lines, counting the empty one after a last `\n` (counted at the first splice).
    package var lineCount: Int { starts.count }

    /// Whether the text was found fit to splice into (no block scalar, no `\r`): asked at
    /// the first splice, so that a file kept but never edited costs nothing more.
    private var fit: Bool?

    /// The parse `result` of `bytes` kept, when a splice can start from it: a block mapping
    /// at the root, no anchor or alias, no byte-order mark (and, asked at the first splice,
    /// no block scalar and no `\r`).
    package init?(bytes: [UInt8], result: YAMLParser.Result) {
      guard let root = result.root, root.isBlockMapping, !result.usesAnchors,
        !bytes.starts(with: YAMLParser.byteOrderMark)
      else { return nil }
      self.bytes = bytes
      self.root = root
      self.diagnostics = result.diagnostics
    }

    /// The splice of `new` into this parse, which then becomes `new`'s; nil (and this
    /// parse unchanged) when there is none. `edit`, when given, is what changed (the caller
    /// answers for it): the texts are then not compared.
    package mutating func splice(_ new: [UInt8], limits: ParseLimits, edit: Edit? = nil)
      -> TreeSplice?
    {
      if fit == nil {
        fit =
          !root.holdsBlockScalar
          && bytes.withUnsafeBufferPointer { ByteWords.firstIndex(of: 0x0D, in: $0) } == nil
        // No `\r`, so every start follows a `\n`.
        if fit == true { starts = LineStarts.of(bytes) }
      }
      guard fit == true else { return nil }
      guard
        let splice = TreeSplice(
          old: bytes, root: &root, diagnostics: diagnostics, lines: starts, new: new,
          limits: limits, edit: edit)
      else { return nil }
      bytes = new
      diagnostics = splice.diagnostics
      LineStarts.update(
        &starts, in: bytes, replacing: splice.editedBytes, count: splice.insertedBytes)
      return splice
    }
  }
}
