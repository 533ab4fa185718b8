internal import CYAML

/// Parses YAML bytes into a ``Node`` tree with libyaml's event API.
///
/// Every libyaml call of ScreenSpec lives in this file. Limits are enforced while events
/// stream in, so a crafted file is stopped before it costs time or memory.
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
  public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

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
  public static func parse(
    _ bytes: [UInt8], limits: ParseLimits = .default,
    streaming: (key: String, receive: (Node) -> Void)?, fileSize: Int? = nil
  ) -> Result {
    bytes.withUnsafeBufferPointer { whole in
      let skip = whole.starts(with: byteOrderMark) ? byteOrderMark.count : 0
      let buffer = UnsafeBufferPointer(rebasing: whole[skip...])
      if let size = fileSize, size > limits.maxBytes {
        return Result(
          root: nil,
          diagnostics: [.error(Messages.tooLarge(size, limit: limits.maxBytes), at: .start)]
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
        return cleaned.withUnsafeBufferPointer { parseDocument($0, slicer, limits, streaming) }
      }
      return parseDocument(buffer, slicer, limits, streaming)
    }
  }

  private static func parseDocument(
    _ buffer: UnsafeBufferPointer<UInt8>, _ slicer: ScalarSlicer, _ limits: ParseLimits,
    _ streaming: (key: String, receive: (Node) -> Void)?
  ) -> Result {
    var builder = TreeBuilder(limits: limits, streaming: streaming)
    var slicer = slicer
    do throws(Diagnostic) {
      let root = try run(buffer, &builder, &slicer)
      return Result(root: root, diagnostics: builder.diagnostics)
    } catch {
      return Result(root: nil, diagnostics: builder.diagnostics + [error])
    }
  }

  private static func run(
    _ buffer: UnsafeBufferPointer<UInt8>, _ builder: inout TreeBuilder,
    _ slicer: inout ScalarSlicer
  ) throws(Diagnostic) -> Node {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      throw .error(Messages.unknownParseError, at: .start)
    }
    defer { yaml_parser_delete(&parser) }
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)

    var root: Node?
    while true {
      var event = yaml_event_t()
      guard yaml_parser_parse(&parser, &event) == 1 else {
        throw parserError(parser, buffer)
      }
      defer { yaml_event_delete(&event) }
      let mark = Mark(
        line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
      switch event.type {
      case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT, YAML_NO_EVENT:
        break
      case YAML_STREAM_END_EVENT:
        guard let root else { throw .error(Messages.empty, at: .start) }
        return root
      case YAML_DOCUMENT_START_EVENT:
        if root != nil { throw .error(Messages.secondDocument, at: mark) }
      case YAML_SCALAR_EVENT:
        let data = event.data.scalar
        try checkTag(data.tag, at: mark)
        let style = style(data.style)
        let start = slicer.start(
          line: Int(event.start_mark.line), column: Int(event.start_mark.column), style: style)
        let scalar = Scalar(string(data.value, Int(data.length)), style: style, start: start)
        if let node = try builder.add(
          .scalar(scalar), at: mark, anchor: optionalString(data.anchor), size: 1)
        {
          root = node
        }
      case YAML_SEQUENCE_START_EVENT:
        let data = event.data.sequence_start
        try checkTag(data.tag, at: mark)
        try builder.open(.sequence, at: mark, anchor: optionalString(data.anchor))
      case YAML_MAPPING_START_EVENT:
        let data = event.data.mapping_start
        try checkTag(data.tag, at: mark)
        try builder.open(.mapping, at: mark, anchor: optionalString(data.anchor))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        if let node = try builder.close() { root = node }
      case YAML_ALIAS_EVENT:
        let name = optionalString(event.data.alias.anchor) ?? ""
        if let node = try builder.alias(name, at: mark) { root = node }
      default:
        break
      }
    }
  }

  private static func checkTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, at mark: Mark)
    throws(Diagnostic)
  {
    guard let tag else { return }
    throw .error(Messages.tag(cString(tag)), at: mark)
  }

  /// Builds a string from a pointer and a length (scalars may hold NUL bytes).
  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, _ length: Int)
    -> String
  {
    guard let pointer, length > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
  }

  /// Anchors and tags are NUL-terminated in libyaml; their length is found, then the
  /// string is built from pointer and length.
  private static func cString(_ pointer: UnsafeRawPointer) -> String {
    let bytes = pointer.assumingMemoryBound(to: UInt8.self)
    var length = 0
    while bytes[length] != 0 { length += 1 }
    return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
  }

  private static func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let pointer else { return nil }
    return cString(pointer)
  }

  private static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: return .literal
    case YAML_FOLDED_SCALAR_STYLE: return .folded
    default: return .plain
    }
  }

  /// Turns libyaml's error state into a located diagnostic. Reader errors carry only a byte
  /// offset, so their line and column are computed here; libyaml's "while parsing …"
  /// context becomes a note.
  private static func parserError(_ parser: yaml_parser_t, _ buffer: UnsafeBufferPointer<UInt8>)
    -> Diagnostic
  {
    let problem = parser.problem.map { cString($0) }
    let message = problem ?? Messages.unknownParseError
    if parser.error == YAML_READER_ERROR {
      let mark = SourceLines(Array(buffer)).mark(atOffset: Int(parser.problem_offset))
      return .error(message, at: mark)
    }
    let mark = Mark(
      line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
    var notes: [Diagnostic.Note] = []
    var contextMark: Mark?
    if let context = parser.context {
      let found = Mark(
        line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1)
      notes.append(.init(cString(context), at: found))
      contextMark = found
    }
    return ParseHints.explained(
      .error(message, at: mark, notes: notes), context: contextMark,
      lines: SourceLines(Array(buffer)))
  }
}
