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
