import Basics
internal import CYAML

/// What an event is and where it starts (line and column from 0, as libyaml counts).
struct EventHeader: Sendable {
  enum Kind: UInt8, Sendable {
    case documentStart, scalar, sequenceStart, mappingStart, end, alias, streamEnd, other
  }
  var kind: Kind
  var style = ScalarStyle.plain
  var line = 0
  var column = 0
}

/// Receives events from an ``EventReader``: their header, their text (a scalar's value, an
/// alias's name) and anchor, valid only during the call.
protocol EventSink {
  /// Takes one event; returns the document's root once the stream ends.
  mutating func receive(
    _ header: EventHeader, text: UnsafeBufferPointer<UInt8>, anchor: UnsafeBufferPointer<UInt8>?
  ) throws(Diagnostic) -> Node?
}

/// Events read from libyaml, kept flat: a record per event and the bytes of their texts in
/// one array, so that they can be read on one thread and built into a tree on another,
/// with nothing allocated per event on the reading side and every string made (and later
/// freed) on the building side.
struct EventBatch: Sendable, EventSink {
  /// One event in 24 bytes: its kind, style, line and column, and where its text and then
  /// its anchor are in `bytes`. The pipeline is used only for buffers under 4 GiB, so
  /// every offset and count fits.
  struct Record: Sendable {
    var kind: EventHeader.Kind
    var style: ScalarStyle
    var line: UInt32
    var column: UInt32
    var textStart: UInt32
    var textCount: UInt32
    /// The anchor's length after the text, or `UInt32.max` for no anchor.
    var anchorCount: UInt32

    var header: EventHeader {
      EventHeader(kind: kind, style: style, line: Int(line), column: Int(column))
    }
  }

  var records: [Record] = []
  var bytes: [UInt8] = []
  /// The syntax error that ended reading, after the records.
  var failure: Diagnostic?
  /// Whether the reader sends nothing after this batch.
  var isLast = false

  /// An empty batch with room for `capacity` events and `bytes` bytes of text.
  init(capacity: Int = 0, bytes: Int = 0) {
    records.reserveCapacity(capacity)
    self.bytes.reserveCapacity(bytes)
  }

  /// Whether the last event is the stream's end.
  var endsStream: Bool { records.last?.kind == .streamEnd }

  mutating func receive(
    _ header: EventHeader, text: UnsafeBufferPointer<UInt8>, anchor: UnsafeBufferPointer<UInt8>?
  ) -> Node? {
    let start = bytes.count
    bytes.append(contentsOf: text)
    if let anchor { bytes.append(contentsOf: anchor) }
    records.append(
      Record(
        kind: header.kind, style: header.style, line: UInt32(truncatingIfNeeded: header.line),
        column: UInt32(truncatingIfNeeded: header.column),
        textStart: UInt32(truncatingIfNeeded: start),
        textCount: UInt32(truncatingIfNeeded: text.count),
        anchorCount: anchor.map { UInt32(truncatingIfNeeded: $0.count) } ?? .max))
    return nil
  }

  /// Hands the events to `sink` in order; returns the root once the stream ends.
  func replay(into sink: inout some EventSink) throws(Diagnostic) -> Node? {
    try bytes.withUnsafeBufferPointer { bytes throws(Diagnostic) -> Node? in
      for record in records {
        let start = Int(record.textStart)
        let end = start + Int(record.textCount)
        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let anchor =
          record.anchorCount == .max
          ? nil : UnsafeBufferPointer(rebasing: bytes[end..<(end + Int(record.anchorCount))])
        if let done = try sink.receive(record.header, text: text, anchor: anchor) { return done }
      }
      return nil
    }
  }
}

/// libyaml's parser over a buffer, read one event at a time into an ``EventBatch``.
final class EventReader {
  /// libyaml keeps a pointer to its parser, so the parser lives at one address.
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let buffer: UnsafeBufferPointer<UInt8>

  /// A reader of `buffer`, which must stay valid while the reader is used.
  init(_ buffer: UnsafeBufferPointer<UInt8>) throws(Diagnostic) {
    self.buffer = buffer
    parser = .allocate(capacity: 1)
    parser.initialize(to: yaml_parser_t())
    guard yaml_parser_initialize(parser) == 1 else {
      parser.deallocate()
      throw .error(Messages.unknownParseError, at: .start)
    }
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
  }

  deinit {
    yaml_parser_delete(parser)
    parser.deallocate()
  }

  /// Reads the next event into `sink`; returns what the sink returns. A syntax error or a
  /// tag is thrown, located and explained.
  func read(into sink: inout some EventSink) throws(Diagnostic) -> Node? {
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) == 1 else {
      throw YAMLParser.parserError(parser.pointee, buffer)
    }
    defer { yaml_event_delete(&event) }
    var header = EventHeader(
      kind: .other, line: Int(event.start_mark.line), column: Int(event.start_mark.column))
    var text = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var anchor: UnsafeMutablePointer<yaml_char_t>?
    switch event.type {
    case YAML_STREAM_END_EVENT:
      header.kind = .streamEnd
    case YAML_DOCUMENT_START_EVENT:
      header.kind = .documentStart
    case YAML_SCALAR_EVENT:
      let data = event.data.scalar
      try checkTag(data.tag, header)
      header.kind = .scalar
      header.style = Self.style(data.style)
      // A scalar may hold NUL bytes: its length counts.
      if let value = data.value {
        text = UnsafeBufferPointer(start: value, count: Int(data.length))
      }
      anchor = data.anchor
    case YAML_SEQUENCE_START_EVENT:
      let data = event.data.sequence_start
      try checkTag(data.tag, header)
      header.kind = .sequenceStart
      anchor = data.anchor
    case YAML_MAPPING_START_EVENT:
      let data = event.data.mapping_start
      try checkTag(data.tag, header)
      header.kind = .mappingStart
      anchor = data.anchor
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      header.kind = .end
    case YAML_ALIAS_EVENT:
      header.kind = .alias
      text = Self.terminated(event.data.alias.anchor) ?? text
    default:
      break
    }
    return try sink.receive(header, text: text, anchor: Self.terminated(anchor))
  }

  private func checkTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, _ header: EventHeader)
    throws(Diagnostic)
  {
    guard let tag else { return }
    let mark = Mark(line: header.line + 1, column: header.column + 1)
    throw .error(Messages.tag(YAMLParser.cString(tag)), at: mark)
  }

  /// A NUL-terminated text (an anchor or alias name), or nil for none.
  private static func terminated(_ pointer: UnsafeMutablePointer<yaml_char_t>?)
    -> UnsafeBufferPointer<UInt8>?
  {
    guard let pointer else { return nil }
    var count = 0
    while pointer[count] != 0 { count += 1 }
    return UnsafeBufferPointer(start: pointer, count: count)
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
}

/// Builds events into the tree, in order: strings are made here, and where each scalar
/// may start in the file is found here (``ScalarSlicer``).
struct EventApplier: EventSink {
  /// The tree builder, whose diagnostics the parse reports.
  private(set) var builder: TreeBuilder
  private var slicer: ScalarSlicer
  /// The document's root once complete (a second document is refused).
  private var root: Node?

  init(builder: TreeBuilder, slicer: ScalarSlicer) {
    self.builder = builder
    self.slicer = slicer
  }

  mutating func receive(
    _ header: EventHeader, text: UnsafeBufferPointer<UInt8>, anchor: UnsafeBufferPointer<UInt8>?
  ) throws(Diagnostic) -> Node? {
    let mark = Mark(line: header.line + 1, column: header.column + 1)
    let anchor = anchor.map { String(decoding: $0, as: UTF8.self) }
    switch header.kind {
    case .documentStart:
      if root != nil { throw .error(Messages.secondDocument, at: mark) }
    case .scalar:
      let start = slicer.start(line: header.line, column: header.column, style: header.style)
      let value = text.isEmpty ? "" : String(decoding: text, as: UTF8.self)
      let scalar = Scalar(value, style: header.style, start: start)
      if let node = try builder.add(.scalar(scalar), at: mark, anchor: anchor, size: 1) {
        root = node
      }
    case .sequenceStart:
      try builder.open(.sequence, at: mark, anchor: anchor)
    case .mappingStart:
      try builder.open(.mapping, at: mark, anchor: anchor)
    case .end:
      if let node = try builder.close() { root = node }
    case .alias:
      let name = String(decoding: text, as: UTF8.self)
      if let node = try builder.alias(name, at: mark) { root = node }
    case .streamEnd:
      guard let root else { throw .error(Messages.empty, at: .start) }
      return root
    case .other:
      break
    }
    return nil
  }
}

extension YAMLParser {
  /// Anchors and tags are NUL-terminated in libyaml; their length is found, then the
  /// string is built from pointer and length.
  static func cString(_ pointer: UnsafeRawPointer) -> String {
    let bytes = pointer.assumingMemoryBound(to: UInt8.self)
    var length = 0
    while bytes[length] != 0 { length += 1 }
    return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
  }

  /// Turns libyaml's error state into a located diagnostic. Reader errors carry only a byte
  /// offset, so their line and column are computed here; libyaml's "while parsing …"
  /// context becomes a note.
  static func parserError(_ parser: yaml_parser_t, _ buffer: UnsafeBufferPointer<UInt8>)
    -> Diagnostic
  {
    let problem = parser.problem.map { cString($0) }
    let message = Messages.parserProblem(problem)
    if parser.error == YAML_READER_ERROR {
      let offset = Int(parser.problem_offset)
      let mark = SourceLines(Array(buffer)).mark(atOffset: offset)
      if let problem, problem.contains("UTF-8") {
        // Nearly always Latin-1 or Windows-1252 text: say so rather than libyaml's octets.
        let byte = offset >= 0 && offset < buffer.count ? buffer[offset] : nil
        return .error(Messages.invalidUTF8(byte), at: mark)
      }
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
