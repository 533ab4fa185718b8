/// A YAML value to write, its scalars already spelled (``YAMLText``): what ``ScreenEncoder``
/// builds, printed in block style with short lists and mappings of scalars in flow style.
///
/// ```yaml
/// title: Refresh
/// choices: [5 min, 15 min, Never]
/// icon: {symbol: wifi, background: blue}
/// ```
package indirect enum YAMLOut: Sendable, Hashable {
  /// A scalar as it is written: `Wi-Fi`, `"{count} posts"`, `12`.
  case scalar(String)
  /// A sequence.
  case list([YAMLOut])
  /// A sequence always written in block style, one item a line (choices, plists); `[]`
  /// when empty.
  case lines([YAMLOut])
  /// A mapping, its keys spelled, in the order to write them.
  case map([Entry])
  /// A mapping always written in block style, one key a line (a row, a section); `{}` when
  /// empty.
  case block([Entry])

  /// One key of a mapping and its value.
  package struct Entry: Sendable, Hashable {
    /// The key as it is written.
    package var key: String
    /// The value.
    package var value: YAMLOut

    /// An entry of a mapping; `key` is spelled here.
    package init(_ key: String, _ value: YAMLOut) {
      self.key = YAMLText.text(key)
      self.value = value
    }

    /// An entry whose key is already spelled (a strings table's `"source"`, always quoted).
    package init(spelled key: String, _ value: YAMLOut) {
      self.key = key
      self.value = value
    }
  }

  /// The longest line a flow list or mapping takes, its key and indentation left out.
  static let flowWidth = 60

  /// The value as a YAML document: a mapping's keys at the left margin, one per line.
  package var document: String {
    var out = ""
    switch self {
    case .map(let entries) where !entries.isEmpty, .block(let entries) where !entries.isEmpty:
      Self.writeMap(entries, indent: 0, into: &out)
    default:
      out = flow ?? "{}"
      out += "\n"
    }
    return out
  }

  /// The value in flow style, when it is a scalar, or an empty or short list or mapping of
  /// scalars; else nil.
  var flow: String? {
    switch self {
    case .scalar(let text): return text
    case .block(let entries): return entries.isEmpty ? "{}" : nil
    case .lines(let items): return items.isEmpty ? "[]" : nil
    case .list(let items):
      var parts: [String] = []
      for item in items {
        guard case .scalar(let text) = item else { return nil }
        parts.append(text)
      }
      let text = "[" + parts.joined(separator: ", ") + "]"
      return items.isEmpty || text.utf8.count <= Self.flowWidth ? text : nil
    case .map(let entries):
      var parts: [String] = []
      for entry in entries {
        guard case .scalar(let text) = entry.value else { return nil }
        parts.append(entry.key + ": " + text)
      }
      let text = "{" + parts.joined(separator: ", ") + "}"
      return entries.isEmpty || text.utf8.count <= Self.flowWidth ? text : nil
    }
  }

  /// Writes a mapping's entries, each line at `indent` but the first, which follows
  /// `first` (a list item's `- `) when given.
  static func writeMap(
    _ entries: [Entry], indent: Int, first: String? = nil, into out: inout String
  ) {
    let pad = String(repeating: " ", count: indent)
    for (index, entry) in entries.enumerated() {
      out += index == 0 ? (first ?? pad) : pad
      out += entry.key + ":"
      if let flow = entry.value.flow {
        out += " " + flow + "\n"
        continue
      }
      out += "\n"
      switch entry.value {
      case .map(let inner), .block(let inner): writeMap(inner, indent: indent + 2, into: &out)
      case .list(let items), .lines(let items): writeList(items, indent: indent + 2, into: &out)
      case .scalar: break
      }
    }
  }

  /// Writes a list's items, each `- ` at `indent`.
  static func writeList(_ items: [YAMLOut], indent: Int, into out: inout String) {
    let pad = String(repeating: " ", count: indent)
    for item in items {
      if let flow = item.flow {
        out += pad + "- " + flow + "\n"
        continue
      }
      switch item {
      case .map(let entries), .block(let entries):
        writeMap(entries, indent: indent + 2, first: pad + "- ", into: &out)
      case .list(let inner), .lines(let inner):
        out += pad + "-\n"
        writeList(inner, indent: indent + 2, into: &out)
      case .scalar: break
      }
    }
  }
}

extension YAMLOut {
  /// The value on one line in flow style, however long or deep: `{all: [{device: pad}]}`.
  var inline: String {
    switch self {
    case .scalar(let text): return text
    case .list(let items), .lines(let items):
      return "[" + items.map(\.inline).joined(separator: ", ") + "]"
    case .map(let entries), .block(let entries):
      return "{" + entries.map { $0.key + ": " + $0.value.inline }.joined(separator: ", ") + "}"
    }
  }

  /// The value written in flow style on one line wherever it is (``inline``).
  var flowLine: YAMLOut { .scalar(inline) }
}

extension [YAMLOut.Entry] {
  /// Appends `key: value` when there is a value.
  mutating func add(_ key: String, _ value: YAMLOut?) {
    if let value { append(YAMLOut.Entry(key, value)) }
  }

  /// Appends `key: TEXT`, the text spelled, when there is one.
  mutating func add(_ key: String, text: String?) {
    if let text { append(YAMLOut.Entry(key, .scalar(YAMLText.text(text)))) }
  }

  /// Appends `key: true` or `key: false` when `flag` differs from the key's default.
  mutating func add(_ key: String, _ flag: Bool, unless fallback: Bool) {
    if flag != fallback { append(YAMLOut.Entry(key, .scalar(flag ? "true" : "false"))) }
  }
}
