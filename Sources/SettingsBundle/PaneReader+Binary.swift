import PropertyList

extension PaneReader {
  /// A node and everything in it located at `location`.
  static func located(_ node: PlistNode, at location: PlistLocation) -> PlistNode {
    var node = node
    node.location = location
    switch node.content {
    case .array(let items): node.content = .array(items.map { located($0, at: location) })
    case .dictionary(let entries):
      node.content = .dictionary(
        entries.map {
          PlistEntry(key: $0.key, at: location, value: located($0.value, at: location))
        })
    default: break
    }
    return node
  }
}
