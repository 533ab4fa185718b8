import Basics

/// Parses YAML bytes into a ``Node`` tree with libyaml's event API.
///
/// Every libyaml call of ScreenSpec lives in `ParseEvent.swift` (the event reader and the
/// error state it turns into a diagnostic). Limits are enforced while events stream in, so a crafted file is stopped before
/// it costs time or memory. A large file is read on a second thread (`EventPipeline`).
///
/// ```swift
/// let result = YAMLParser.parse(Array("title: Posts\n".utf8))
/// result.root?.mapping?.first?.key.scalar?.text  // "title"
/// ```
public enum YAMLParser {
  /// The outcome of parsing: the document's root node (nil after a fatal error) and every
  /// diagnostic found.
  public struct Result: Sendable {
    /// The document's root node, or nil when parsing stopped.
    public var root: Node?
    /// Problems found, in the order they were found.
    public var diagnostics: [Diagnostic]
    /// Whether the document names an anchor or an alias: then no part of it can be parsed
    /// again alone (``TreeSplice``).
    package var usesAnchors = false
  }

  /// Parses exactly one YAML document.
  ///
  /// Syntax errors and crossed limits stop parsing (`root` is nil); duplicate keys, tags and
  /// merge keys are reported and parsing goes on.
  public static func parse(_ bytes: [UInt8], limits: ParseLimits = .default) -> Result {
    parse(bytes, limits: limits, streaming: nil)
  }

  /// The UTF-8 byte-order mark that Windows editors write at the start of a file; it is
  /// skipped, so marks count from the first character a person sees.
  package static let byteOrderMark = ByteOrderMark.utf8

  /// Parses exactly one document, handing each item of one top-level list to `streaming`
  /// as soon as it is complete instead of keeping it in the tree, where that list then
  /// appears empty (with its mark). Long lists, such as a feed's `rows`, thus never have to
  /// be held as nodes all at once.
  ///
  /// - Parameter streaming: the top-level key whose list items are streamed, and the
  ///   function that receives each item. Items of a value that is not a list, or of a
  ///   document that is not a mapping, are not streamed.
  ///   - fileSize: the size of the whole file when `bytes` is only its start (a reader stops
  ///     one byte past the size limit), so the size error names the real size.
  ///   - pipelineThreshold: from this many bytes on, libyaml reads on a second thread while
  ///     this one builds the tree (the result is the same either way).
  package static func parse(
    _ bytes: [UInt8], limits: ParseLimits = .default,
    streaming: (key: String, receive: (Node) -> Void)?, fileSize: Int? = nil,
    pipelineThreshold: Int = pipelineThreshold
  ) -> Result {
    bytes.withUnsafeBufferPointer { whole in
      let skip = whole.starts(with: byteOrderMark) ? byteOrderMark.count : 0
      let buffer = UnsafeBufferPointer(rebasing: whole[skip...])
      if let size = fileSize, size > limits.maxBytes {
        return Result(
          root: nil,
          diagnostics: [.tooLarge(size, limit: limits.maxBytes, at: .start)]
        )
      }
      if let problem = EncodingCheck.problem(in: buffer, limits: limits) {
        return Result(root: nil, diagnostics: [problem])
      }
      // YAML allows tabs on a line that is only white space; libyaml does not. A tab there
      // becomes a space: one character for one, so every mark stays where it was.
      // Scalars are sliced from the file's own bytes (the cleaned copy has the same
      // offsets), so that the copy is not kept alive.
      let slicer = ScalarSlicer(bytes: whole, base: skip)
      if let cleaned = ParseHints.blankLineTabsAsSpaces(buffer) {
        return cleaned.withUnsafeBufferPointer {
          parseDocument($0, slicer, limits, streaming, pipelineThreshold: pipelineThreshold)
        }
      }
      return parseDocument(
        buffer, slicer, limits, streaming, pipelineThreshold: pipelineThreshold)
    }
  }

  /// Files at least this large are read on one thread and built into a tree on another.
  package static let pipelineThreshold = 1 << 18

  private static func parseDocument(
    _ buffer: UnsafeBufferPointer<UInt8>, _ slicer: ScalarSlicer, _ limits: ParseLimits,
    _ streaming: (key: String, receive: (Node) -> Void)?, pipelineThreshold: Int
  ) -> Result {
    var applier = EventApplier(
      builder: TreeBuilder(limits: limits, streaming: streaming), slicer: slicer)
    do throws(Diagnostic) {
      let root =
        // Batches hold offsets in 32 bits.
        buffer.count >= pipelineThreshold && buffer.count < Int(UInt32.max)
        ? try EventPipeline.build(buffer, into: &applier)
        : try build(buffer, into: &applier)
      var result = Result(root: root, diagnostics: applier.builder.diagnostics)
      result.usesAnchors = applier.builder.usesAnchors
      return result
    } catch {
      return Result(root: nil, diagnostics: applier.builder.diagnostics + [error])
    }
  }

  /// Reads the events and builds the tree on this thread, one event at a time.
  private static func build(_ buffer: UnsafeBufferPointer<UInt8>, into applier: inout EventApplier)
    throws(Diagnostic) -> Node
  {
    let reader = try EventReader(buffer)
    while true {
      if let done = try reader.read(into: &applier) { return done }
    }
  }
}
