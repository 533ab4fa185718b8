import Basics
import YAMLTree

/// The styles a merged file is written in where the app only restyled what the bundle
/// changed.
extension YAMLMerge {
  /// `new` as the bundle writes it, each mapping and list in it flow where the app wrote
  /// the one in its place (`mine`: by key, and by place in a list of as many items) flow.
  func restyled(_ new: Node, like mine: Node) -> MergedYAML {
    let flow = self.mine.startsFlow(at: mine.mark)
    switch (new.content, mine.content) {
    case (.mapping(let theirs), .mapping(let ours)):
      return .mapping(
        theirs.map { pair in
          let key = pair.key.scalar?.text
          let value =
            ours.first { key != nil && $0.key.scalar?.text == key }.map {
              restyled(pair.value, like: $0.value)
            } ?? MergedYAML(pair.value, in: self.new)
          return MergedYAML.Entry(key: MergedYAML(pair.key, in: self.new), value: value)
        }, flow: flow)
    case (.sequence(let theirs), .sequence(let ours)):
      let items =
        theirs.count == ours.count
        ? zip(theirs, ours).map { restyled($0, like: $1) }
        : theirs.map { MergedYAML($0, in: self.new) }
      return .sequence(items, flow: flow)
    default:
      return MergedYAML(new, in: self.new)
    }
  }
}
