import Basics
import YAMLTree

/// A YAML value as `import --update` writes a merged file back: scalars in their style, and
/// each mapping and list block or flow (`{a: 1}`, `[x, y]`) as the file it came from wrote it.
package indirect enum MergedYAML: Sendable {
  /// One key and value of a mapping.
  package struct Entry: Sendable {
    var key: MergedYAML
    var value: MergedYAML
  }

  case scalar(Scalar)
  case mapping([Entry], flow: Bool)
  case sequence([MergedYAML], flow: Bool)

  /// A parsed node as it is written, flow or block as `source` writes it at its mark.
  package init(_ node: Node, in source: SourceMarks) {
    switch node.content {
    case .scalar(let scalar): self = .scalar(scalar)
    case .sequence(let items):
      self = .sequence(
        items.map { MergedYAML($0, in: source) }, flow: source.startsFlow(at: node.mark))
    case .mapping(let pairs):
      self = .mapping(
        pairs.map {
          Entry(key: MergedYAML($0.key, in: source), value: MergedYAML($0.value, in: source))
        },
        flow: source.startsFlow(at: node.mark))
    }
  }

  /// Whether this is what `node` holds (marks, styles of collections and flow aside).
  package func holds(_ node: Node) -> Bool {
    switch (self, node.content) {
    // Quoted one way or another, a text is the same string.
    case (.scalar(let a), .scalar(let b)):
      return a.text == b.text && (a.style == .plain) == (b.style == .plain)
    case (.sequence(let items, _), .sequence(let nodes)):
      return items.count == nodes.count && zip(items, nodes).allSatisfy { $0.holds($1) }
    case (.mapping(let entries, _), .mapping(let pairs)):
      return entries.count == pairs.count
        && zip(entries, pairs).allSatisfy { $0.key.holds($1.key) && $0.value.holds($1.value) }
    default: return false
    }
  }

  /// The document's text: the value, then a newline.
  package var document: String {
    var out = ""
    switch self {
    case .mapping(let entries, false) where !entries.isEmpty:
      Self.writeBlock(entries, indent: 0, first: "", into: &out)
    case .sequence(let items, false) where !items.isEmpty:
      Self.writeBlock(items, indent: 0, into: &out)
    default: out = flowText + "\n"
    }
    return out
  }

  /// The value on one line, in flow style.
  var flowText: String {
    switch self {
    case .scalar(let scalar): return Self.spelled(scalar, inFlow: true)
    case .sequence(let items, _): return "[" + items.map(\.flowText).joined(separator: ", ") + "]"
    case .mapping(let entries, _):
      return "{"
        + entries.map { $0.key.flowText + ": " + $0.value.flowText }.joined(separator: ", ")
        + "}"
    }
  }

  /// Whether the value is written on its key's line.
  private var isInline: Bool {
    switch self {
    case .scalar: return true
    case .sequence(let items, let flow): return flow || items.isEmpty
    case .mapping(let entries, let flow): return flow || entries.isEmpty
    }
  }

  private var inlineText: String {
    if case .scalar(let scalar) = self { return Self.spelled(scalar, inFlow: false) }
    return flowText
  }

  private static func pad(_ indent: Int) -> String { String(repeating: "  ", count: indent) }

  /// A block mapping at `indent`, its first key after `first` (a list item's `- `) when given.
  private static func writeBlock(
    _ entries: [Entry], indent: Int, first: String?, into out: inout String
  ) {
    for (index, entry) in entries.enumerated() {
      out += (index == 0 ? first : nil) ?? pad(indent)
      out += entry.key.isInline ? entry.key.inlineText : entry.key.flowText
      out += ":"
      writeValue(entry.value, indent: indent + 1, into: &out)
    }
  }

  /// A block list at `indent`.
  private static func writeBlock(_ items: [MergedYAML], indent: Int, into out: inout String) {
    for item in items {
      switch item {
      case .mapping(let entries, false) where !entries.isEmpty:
        writeBlock(entries, indent: indent + 1, first: pad(indent) + "- ", into: &out)
      case .sequence(let inner, false) where !inner.isEmpty:
        out += pad(indent) + "-\n"
        writeBlock(inner, indent: indent + 1, into: &out)
      default:
        let text = item.inlineText
        out += pad(indent) + (text.isEmpty ? "-" : "- " + text) + "\n"
      }
    }
  }

  /// A value after its key's `:`: on the same line, or the lines under it.
  private static func writeValue(_ value: MergedYAML, indent: Int, into out: inout String) {
    switch value {
    case .mapping(let entries, false) where !entries.isEmpty:
      out += "\n"
      writeBlock(entries, indent: indent, first: nil, into: &out)
    case .sequence(let items, false) where !items.isEmpty:
      out += "\n"
      writeBlock(items, indent: indent, into: &out)
    default:
      let text = value.inlineText
      out += (text.isEmpty ? "" : " " + text) + "\n"
    }
  }

  /// A scalar spelled so that it reads back as the same text and style: plain as written
  /// (quoted in a flow collection when it holds a flow indicator), single-quoted with `''`,
  /// anything else double-quoted (a `|` or `>` block reads back as the same text).
  static func spelled(_ scalar: Scalar, inFlow: Bool) -> String {
    let text = scalar.text
    switch scalar.style {
    case .plain:
      if inFlow, text.isEmpty { return "null" }
      let indicators = text.contains(where: { ",[]{}#".contains($0) }) || text.contains(": ")
      return inFlow && indicators ? YAMLText.quoted(text) : text
    case .singleQuoted where !YAMLText.needsEscape(text):
      var out = "'"
      for character in text {
        if character == "'" { out.append("'") }
        out.append(character)
      }
      return out + "'"
    default:
      return YAMLText.quoted(text)
    }
  }
}

/// Where each line of a file starts, to look at the character a mark points to.
package struct SourceMarks: Sendable {
  private let bytes: [UInt8]
  private var starts: [Int]

  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    let skip = bytes.starts(with: YAMLParser.byteOrderMark) ? YAMLParser.byteOrderMark.count : 0
    var starts = [skip]
    for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
    self.starts = starts
  }

  /// Whether a flow collection (`{` or `[`) starts at the mark.
  func startsFlow(at mark: Mark) -> Bool {
    guard mark.line >= 1, mark.line <= starts.count else { return false }
    var offset = starts[mark.line - 1]
    var column = 1
    while offset < bytes.count, column < mark.column {
      offset += 1
      // A column counts Unicode scalars: skip continuation bytes.
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      column += 1
    }
    guard offset < bytes.count else { return false }
    return bytes[offset] == UInt8(ascii: "{") || bytes[offset] == UInt8(ascii: "[")
  }
}
