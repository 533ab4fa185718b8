import Basics
import YAMLTree

/// The three-way merge of one YAML file of an imported app: what the last import wrote
/// (base), the file as the app holds it now (mine), and what the import writes now (new).
///
/// Mappings merge key by key and lists item by item, items matched by what they are (a
/// row's bound key, an `id`, a section by its first row); a value only
/// one side changed takes that side's; one both sides changed differently is a conflict, an
/// error at the app's node that names the bundle's value.
package struct YAMLMerge {
  /// The app's file, for the styles its collections are written in.
  let mine: SourceMarks
  /// The new import's file, likewise.
  let new: SourceMarks
  /// The conflicts found, in the order found.
  package private(set) var conflicts: [Diagnostic] = []

  package init(mine: [UInt8], new: [UInt8]) {
    self.mine = SourceMarks(mine)
    self.new = SourceMarks(new)
  }

  /// The merged value at `path` (nil: none), with `parent` the app's node that holds it
  /// (where a conflict about a value the app removed is reported).
  package mutating func merge(
    base: Node?, mine: Node?, new: Node?, path: String, parent: Mark
  ) -> MergedYAML? {
    if let mine, let new, Self.same(mine, new) { return MergedYAML(mine, in: self.mine) }
    if Self.same(base, mine) {
      // The bundle's value, in the styles the app wrote its collections in (a row kept flow).
      guard let new else { return nil }
      return mine.map { restyled(new, like: $0) } ?? MergedYAML(new, in: self.new)
    }
    if Self.same(base, new) { return mine.map { MergedYAML($0, in: self.mine) } }
    guard let mine else {
      conflicts.append(
        .error(MergeMessages.removedHereChangedInBundle(path, Self.described(new)), at: parent))
      return nil
    }
    guard let new else {
      conflicts.append(.error(MergeMessages.changedHereRemovedInBundle(path), at: mine.mark))
      return MergedYAML(mine, in: self.mine)
    }
    let flow = self.mine.startsFlow(at: mine.mark)
    switch (mine.content, new.content) {
    case (.mapping(let ours), .mapping(let theirs)):
      let entries = mergeMappings(
        base: base?.mapping ?? [], mine: ours, new: theirs, path: path, at: mine.mark)
      return .mapping(entries, flow: flow)
    case (.sequence(let ours), .sequence(let theirs)):
      let items = mergeSequences(
        base: base?.sequence ?? [], mine: ours, new: theirs, path: path, at: mine.mark)
      return .sequence(items, flow: flow)
    default:
      conflicts.append(
        .error(MergeMessages.changedOnBothSides(path, Self.described(new)), at: mine.mark))
      return MergedYAML(mine, in: self.mine)
    }
  }

  private mutating func mergeMappings(
    base: [Pair], mine: [Pair], new: [Pair], path: String, at mark: Mark
  ) -> [MergedYAML.Entry] {
    func keyed(_ pairs: [Pair]) -> [(String, Pair)] {
      pairs.map { ($0.key.scalar?.text ?? $0.key.kindDescription, $0) }
    }
    let (b, m, n) = (keyed(base), keyed(mine), keyed(new))
    let (byBase, byMine, byNew) = (Self.table(b), Self.table(m), Self.table(n))
    var entries: [MergedYAML.Entry] = []
    for key in Self.order(base: b.map(\.0), mine: m.map(\.0), new: n.map(\.0)) {
      let here = path.isEmpty ? key : path + "." + key
      guard
        let value = merge(
          base: byBase[key]?.value, mine: byMine[key]?.value, new: byNew[key]?.value,
          path: here, parent: mark)
      else { continue }
      let key =
        byMine[key].map { MergedYAML($0.key, in: self.mine) }
        ?? byNew[key].map { MergedYAML($0.key, in: self.new) } ?? .scalar(Scalar(key))
      entries.append(MergedYAML.Entry(key: key, value: value))
    }
    return entries
  }

  private mutating func mergeSequences(
    base: [Node], mine: [Node], new: [Node], path: String, at mark: Mark
  ) -> [MergedYAML] {
    let (b, m, n) = Self.aligned(base: base, mine: mine, new: new)
    let byBase = Dictionary(zip(b, base), uniquingKeysWith: { first, _ in first })
    let byMine = Dictionary(zip(m, mine), uniquingKeysWith: { first, _ in first })
    let byNew = Dictionary(zip(n, new), uniquingKeysWith: { first, _ in first })
    // An item both sides changed what it is of (a plain row retitled on both) is gone from
    // both, and each has one of its own: a conflict, not two items.
    let (inBase, inMine, inNew) = (Set(b), Set(m), Set(n))
    if b.contains(where: { !inMine.contains($0) && !inNew.contains($0) }),
      let ours = m.firstIndex(where: { !inBase.contains($0) }),
      let theirs = n.first(where: { !inBase.contains($0) && !inMine.contains($0) })
    {
      conflicts.append(
        .error(
          MergeMessages.changedOnBothSides(
            path + "[" + (Self.header(mine[ours]) ?? m[ours]) + "]", Self.described(byNew[theirs])),
          at: mine[ours].mark))
    }
    var items: [MergedYAML] = []
    for identity in Self.order(base: b, mine: m, new: n) {
      let shown = byMine[identity] ?? byNew[identity] ?? byBase[identity]
      let here = path + "[" + (shown.flatMap(Self.header) ?? identity) + "]"
      let parent = byMine[identity]?.mark ?? mark
      if let item = merge(
        base: byBase[identity], mine: byMine[identity], new: byNew[identity], path: here,
        parent: parent)
      {
        items.append(item)
      }
    }
    return items
  }

  private static func table(_ pairs: [(String, Pair)]) -> [String: Pair] {
    Dictionary(pairs, uniquingKeysWith: { first, _ in first })
  }

  /// Every key or item of the three sides in the order to write them. When the app kept
  /// the order of what the last import wrote, the bundle's new order, with the app's own
  /// additions each after the one it follows in the app (and after what the bundle added
  /// there); else the app's order, with the bundle's additions each after the one it
  /// follows in the bundle (and before what the app added there).
  package static func order(base: [String], mine: [String], new: [String]) -> [String] {
    let inMine = Set(mine)
    let inBase = Set(base)
    guard base.filter(inMine.contains) == mine.filter(inBase.contains) else {
      return interleaved(mine, with: new)
    }
    let added = Set(new.filter { !inBase.contains($0) && !inMine.contains($0) })
    return interleaved(new, with: mine, passing: added)
  }

  /// `skeleton`, with each item of `other` not in it inserted after the one it follows in
  /// `other` (at the start when it follows none), past the items of `passing` there.
  static func interleaved(
    _ skeleton: [String], with other: [String], passing: Set<String> = []
  ) -> [String] {
    var result = skeleton
    var placed = Set(skeleton)
    var at = 0
    while at < result.count, passing.contains(result[at]) { at += 1 }
    for item in other {
      if placed.contains(item) {
        guard let index = result.firstIndex(of: item) else { continue }
        at = index + 1
        while at < result.count, passing.contains(result[at]) { at += 1 }
      } else {
        result.insert(item, at: at)
        placed.insert(item)
        at += 1
      }
    }
    return result
  }

  /// The keys that say which row, section, choice or plist entry a list item is, in the
  /// order they are looked for.
  static let identityKeys = [
    "id", "toggle", "textField", "textView", "slider", "stepper", "picker", "segmented",
    "titleValue", "datePicker", "push", "bind", "url", "custom", "file", "value",
  ]

  /// What each list item of the three sides is, items of the app and of the bundle named
  /// as the base's item they share a name with (see `names(of:)`): a section whose first row
  /// one side removed is still that section. An item of no base item is named by its first
  /// name; a name that repeats gets its occurrence (`title: Done#2`), an item without one
  /// its place among such items (`#2`).
  static func aligned(base: [Node], mine: [Node], new: [Node]) -> (
    base: [String], mine: [String], new: [String]
  ) {
    let baseNames = base.map(names(of:))
    let ids = numbered(baseNames.map(\.first))
    var holders: [String: [Int]] = [:]
    for (index, names) in baseNames.enumerated() {
      for name in names { holders[name, default: []].append(index) }
    }
    func matched(_ items: [Node]) -> [String] {
      var taken = Set<Int>()
      var own: [String?] = []
      var found: [Int: String] = [:]
      for (position, item) in items.enumerated() {
        let names = Self.names(of: item)
        let index = names.lazy.compactMap { holders[$0]?.first { !taken.contains($0) } }.first
        if let index {
          taken.insert(index)
          found[position] = ids[index]
          own.append(nil)
        } else {
          own.append(names.first ?? "")
        }
      }
      let others = numbered(own.map { $0.map { "+" + $0 } })
      return items.indices.map { found[$0] ?? others[$0] }
    }
    return (ids, matched(mine), matched(new))
  }

  /// Names made unique: a repeat gets its occurrence (`#2`), nil the next `#N` of its own.
  private static func numbered(_ names: [String?]) -> [String] {
    var seen: [String: Int] = [:]
    var anonymous = 0
    return names.map { name in
      var name = name ?? ""
      if name.isEmpty {
        anonymous += 1
        name = "#\(anonymous)"
      }
      let count = seen[name, default: 0] + 1
      seen[name] = count
      return count > 1 ? name + "#\(count)" : name
    }
  }

  /// The names a list item goes by, the best first: `toggle: vibrate`, `= text` for a
  /// scalar; a section by each of its rows (`rows[toggle: vibrate]`), then its header; a
  /// row without a bound key or id by its title.
  static func names(of item: Node) -> [String] {
    if let scalar = item.scalar { return ["= " + scalar.text] }
    guard let pairs = item.mapping else { return [] }
    func named(_ keys: [String]) -> String? {
      for key in keys {
        if let pair = pairs.first(where: { $0.key.scalar?.text == key }),
          let text = pair.value.scalar?.text
        {
          return key + ": " + text
        }
      }
      return nil
    }
    var names: [String] = []
    if let known = named(identityKeys) { names.append(known) }
    // A section is what its rows are: its header is a text either side may edit.
    for key in ["rows", "choices"] {
      for inner in pairs.first(where: { $0.key.scalar?.text == key })?.value.sequence ?? [] {
        if let first = Self.names(of: inner).first { names.append(key + "[" + first + "]") }
      }
    }
    if let text = named(["header", "title"]) { names.append(text) }
    return names
  }

  /// A section's header, as its place in a message's path names it (`header: Sound`).
  private static func header(_ item: Node) -> String? {
    item.mapping?.first { $0.key.scalar?.text == "header" }?.value.scalar.map {
      "header: " + $0.text
    }
  }

  /// Whether a scalar is a text whatever its quoting: quoted, or plain and neither null,
  /// a boolean, a number nor a YAML keyword (`yes`, `off`).
  static func readsAsText(_ scalar: Scalar) -> Bool {
    scalar.style != .plain
      || (scalar.kindDescription == "a string"
        && !YAMLText.keywords.contains(scalar.text.lowercased()))
  }

  /// A value for a message: a scalar's text, else the value on one line (its start only
  /// when long).
  static func described(_ node: Node?) -> String {
    guard let node else { return "nothing" }
    if let scalar = node.scalar { return "'" + scalar.text + "'" }
    let text = MergedYAML(node, in: SourceMarks([])).flowText
    return "'" + (text.count > 60 ? text.prefix(59) + "…" : text) + "'"
  }

  /// Whether two nodes hold the same (marks aside; a text quoted either way, or plain
  /// where it reads as a text, is one text: `"Ogólne"` and `Ogólne`, not `"true"` and
  /// `true`).
  static func same(_ a: Node?, _ b: Node?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    switch (a.content, b.content) {
    case (.scalar(let x), .scalar(let y)):
      return x.text == y.text
        && ((x.style == .plain) == (y.style == .plain) || (readsAsText(x) && readsAsText(y)))
    case (.sequence(let x), .sequence(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    case (.mapping(let x), .mapping(let y)):
      return x.count == y.count
        && zip(x, y).allSatisfy { same($0.key, $1.key) && same($0.value, $1.value) }
    default: return false
    }
  }
}
