import Basics
import PropertyList
import ScreenFormat
import ScreenModel

/// The plist keys the screens do not model, kept in their plist types: read from a plist
/// into `settings:` (``PlistNode``), written as YAML, and from the loaded screens
/// (``PassthroughValue``) back into the plist.
enum KeptKeys {
  /// A loaded `settings:` value as a plist node.
  static func node(_ value: PassthroughValue) -> PlistNode {
    switch value {
    case .string(let text): PlistNode(.string(text))
    case .integer(let text): PlistNode(.integer(text))
    case .real(let text): PlistNode(.real(text))
    case .boolean(let flag): PlistNode(.boolean(flag))
    case .date(let text): PlistNode(.date(text))
    case .data(let text): PlistNode(.data(Base64.decode(text) ?? []))
    case .array(let items): PlistNode(.array(items.map(node)))
    case .dictionary(let keys): PlistNode(.dictionary(entries(keys)))
    }
  }

  /// Loaded `settings:` keys as plist entries.
  static func entries(_ keys: [PassthroughKey]?) -> [PlistEntry] {
    (keys ?? []).map { PlistEntry(key: $0.key, value: node($0.value)) }
  }

  /// A `settings:` mapping in flow style (`{infobuttonvalue: INFO, Count: 3}`), each value
  /// spelled in its plist type (``PassthroughValue``).
  static func yaml(_ entries: [PlistEntry]) -> String {
    "{" + entries.map { "\(YAMLText.text($0.key)): \(yaml($0.value))" }.joined(separator: ", ")
      + "}"
  }

  static func yaml(_ node: PlistNode) -> String {
    switch node.content {
    case .string(let text): return YAMLText.text(text)
    case .integer(let digits): return digits
    case .real(let text): return YAMLText.value(.real(text))
    case .boolean(let flag): return flag ? "true" : "false"
    case .date(let text): return "{date: \(YAMLText.quoted(text))}"
    case .data(let bytes): return "{data: \(YAMLText.quoted(Base64.encode(bytes)))}"
    case .array(let items): return "[" + items.map(yaml).joined(separator: ", ") + "]"
    case .dictionary(let entries):
      // A dictionary whose only key names a type of its own is spelled `{dict: …}`.
      if entries.count == 1, ["date", "data", "dict"].contains(entries[0].key) {
        return "{dict: \(yaml(entries))}"
      }
      return yaml(entries)
    }
  }
}

extension PlistNode {
  /// The node without the places it was read from (a kept value compares by what it holds).
  static func unlocated(_ node: PlistNode) -> PlistNode {
    switch node.content {
    case .array(let items): PlistNode(.array(items.map(unlocated)))
    case .dictionary(let entries):
      PlistNode(.dictionary(entries.map { PlistEntry(key: $0.key, value: unlocated($0.value)) }))
    default: PlistNode(node.content)
    }
  }

  /// The node as a kept value: without its places, every dictionary's keys in byte order,
  /// as export writes them (so that a bundle export wrote imports to the same screens).
  static func kept(_ node: PlistNode) -> PlistNode {
    switch node.content {
    case .array(let items): PlistNode(.array(items.map(kept)))
    case .dictionary(let entries): PlistNode(.dictionary(KeptKeys.sorted(entries)))
    default: PlistNode(node.content)
    }
  }
}

extension KeptKeys {
  /// Kept entries in byte order of their keys, their values kept (``PlistNode/kept(_:)``).
  static func sorted(_ entries: [PlistEntry]) -> [PlistEntry] {
    entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map {
      PlistEntry(key: $0.key, value: PlistNode.kept($0.value))
    }
  }
}
