import Basics
import PropertyList

/// How the pane reader tells what it finds: errors and warnings at their places.
extension PaneReader {
  /// "an array", "a string": a node's type for messages.
  static func described(_ node: PlistNode) -> String {
    let name = node.typeName
    return (["array", "integer"].contains(name) ? "an " : "a ") + name
  }

  mutating func error(_ message: Diagnostic.Message, at location: PlistLocation) {
    problems.append(.init(.error, message, at: location))
  }

  mutating func warning(_ message: Diagnostic.Message, at location: PlistLocation) {
    problems.append(.init(.warning, message, at: location))
  }
}

extension PaneReader {
  /// Notes the known key an unknown one is near (`DefautValue`), once a name.
  mutating func noteNearKey(_ key: String, known: Set<String>) {
    guard nearKeys[key] == nil, key.count >= 4,
      let near = Suggestion.nearest(to: key, in: known.union(Self.commonKeys).sorted())
    else { return }
    nearKeys[key] = near
  }

  /// An entry as kept: its value without the places it was read from.
  static func kept(_ entry: PlistEntry) -> PlistEntry {
    PlistEntry(key: entry.key, value: PlistNode.kept(entry.value))
  }
}
