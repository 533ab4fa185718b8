import Testing

@testable import PropertyList

/// Whatever the edit, the spliced bytes read back as the new plist (the splice is only a
/// layout: its meaning is the writer's), in every layout the original may have.

/// A small deterministic generator (a linear congruential one), so failures reproduce.
private struct Seeded {
  var state: UInt64
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(max(bound, 1)))
  }
}

private func specifier(_ index: Int, _ random: inout Seeded) -> PlistNode {
  var entries = [
    PlistEntry(key: "Type", value: PlistNode(.string("PSToggleSwitchSpecifier"))),
    PlistEntry(key: "Title", value: PlistNode(.string("Row \(index) <&>"))),
    PlistEntry(key: "Key", value: PlistNode(.string("key\(index)"))),
  ]
  switch random.next(4) {
  case 0: entries.append(PlistEntry(key: "DefaultValue", value: PlistNode(.boolean(true))))
  case 1: entries.append(PlistEntry(key: "MaximumValue", value: PlistNode(.real("1"))))
  case 2:
    entries.append(
      PlistEntry(
        key: "Values",
        value: PlistNode(.array([PlistNode(.integer("1")), PlistNode(.integer("2"))]))))
  default: break
  }
  return PlistNode(.dictionary(entries))
}

private func root(_ items: [PlistNode]) -> PlistNode {
  PlistNode(
    .dictionary([
      PlistEntry(key: "StringsTable", value: PlistNode(.string("Root"))),
      PlistEntry(key: "PreferenceSpecifiers", value: PlistNode(.array(items))),
    ]))
}

/// The edited specifiers: one removed, inserted, retitled, given or losing a key, moved.
private func edited(_ items: [PlistNode], _ random: inout Seeded, counter: Int) -> [PlistNode] {
  var items = items
  switch random.next(6) {
  case 0 where !items.isEmpty: items.remove(at: random.next(items.count))
  case 1: items.insert(specifier(100 + counter, &random), at: random.next(items.count + 1))
  case 2 where !items.isEmpty:
    let at = random.next(items.count)
    if case .dictionary(var entries) = items[at].content {
      entries[1].value = PlistNode(.string("Retitled \(counter)"))
      items[at].content = .dictionary(entries)
    }
  case 3 where !items.isEmpty:
    let at = random.next(items.count)
    if case .dictionary(var entries) = items[at].content {
      if entries.count > 3 {
        entries.removeLast()
      } else {
        entries.append(PlistEntry(key: "IsSecure", value: PlistNode(.boolean(false))))
      }
      items[at].content = .dictionary(entries)
    }
  case 4 where items.count > 1:
    items.swapAt(0, items.count - 1)
  case 5 where items.count > 1:
    let item = items.remove(at: random.next(items.count))
    items.insert(item, at: random.next(items.count + 1))
  default:
    break
  }
  return items
}

/// The file as a person may have laid it out: Xcode's, two spaces, CRLF, a comment in
/// each item that tells it from the others.
private func layouts(_ node: PlistNode) -> [[UInt8]] {
  let xcode = PropertyList.xml(node)
  let lines: [Substring] = xcode.split(separator: "\n", omittingEmptySubsequences: false)
  let spaces = lines.map { (line: Substring) -> String in
    let tabs = line.prefix { $0 == "\t" }.count
    return String(repeating: "  ", count: tabs) + line.dropFirst(tabs)
  }.joined(separator: "\n")
  let crlf = spaces.replacing("\n", with: "\r\n")
  let items = xcode.split(separator: "\t\t<dict>\n", omittingEmptySubsequences: false)
  let noted = items.enumerated().map { "\($1)" }.reduce("") { text, item in
    text.isEmpty ? item : text + "\t\t<dict>\n\t\t\t<!-- \(text.count) -->\n" + item
  }
  return [Array(xcode.utf8), Array(spaces.utf8), Array(crlf.utf8), Array(noted.utf8)]
}

@Test(arguments: 0..<40)
func aSpliceReadsBackAsTheNewPlist(seed: Int) throws {
  var random = Seeded(state: UInt64(seed) &+ 11)
  let count = 1 + random.next(6)
  let items = (0..<count).map { specifier($0, &random) }
  let before = root(items)
  var after = items
  for edit in 0..<(1 + random.next(3)) { after = edited(after, &random, counter: edit) }
  let new = root(after)
  for original in layouts(before) {
    let spliced = PlistSplice.bytes(new, over: original)
    let read = try #require(
      PropertyList.parse(spliced).root, "\(String(decoding: spliced, as: UTF8.self))")
    #expect(read.means(new), "\(String(decoding: spliced, as: UTF8.self))")
    if before.means(new) { #expect(spliced == original) }
  }
}

/// The bytes of each specifier.
private func itemBytes(_ bytes: [UInt8]) -> [[UInt8]] {
  let entries = PropertyList.parse(bytes).root?.dictionary ?? []
  guard let at = entries.firstIndex(where: { $0.key == "PreferenceSpecifiers" }),
    let layout = XMLPlistLayout.read(bytes), layout.children.count == entries.count
  else { return [] }
  return layout.children[at].children.map { Array(bytes[$0.range]) }
}

/// Whatever the edits, each specifier they left as it was keeps its bytes, where it was or
/// where it moved.
@Test(arguments: 0..<40)
func aSpliceKeepsTheBytesOfTheItemsItLeaves(seed: Int) throws {
  var random = Seeded(state: UInt64(seed) &+ 23)
  let items = (0..<(1 + random.next(6))).map { specifier($0, &random) }
  var after = items
  for edit in 0..<(1 + random.next(3)) { after = edited(after, &random, counter: edit) }
  for original in layouts(root(items)) {
    let spliced = PlistSplice.bytes(root(after), over: original)
    let (old, new) = (itemBytes(original), itemBytes(spliced))
    try #require(new.count == after.count, "\(String(decoding: spliced, as: UTF8.self))")
    for (index, item) in after.enumerated() {
      guard let was = items.firstIndex(where: { $0.means(item) }) else { continue }
      #expect(new[index] == old[was], "\(String(decoding: spliced, as: UTF8.self))")
    }
  }
}

/// The same for a `.strings` table: whatever entries are changed, added or removed, the
/// spliced file reads back as the new table, in UTF-8 with comments and in UTF-16.
@Test(arguments: 0..<40)
func aStringsSpliceReadsBackAsTheNewTable(seed: Int) throws {
  var random = Seeded(state: UInt64(seed) &+ 97)
  var entries: [(key: String, value: String)] = (0..<(1 + random.next(6))).map {
    ("Key \($0)", "Wert \"\($0)\"\n")
  }
  var text = "/* comment */\n\n"
  for entry in entries {
    text += StringsFile.text([entry]) + (random.next(2) == 0 ? "\n" : "")
  }
  let original = Array(text.utf8)
  for step in 0..<(1 + random.next(4)) {
    switch random.next(3) {
    case 0 where !entries.isEmpty: entries.remove(at: random.next(entries.count))
    case 1: entries.insert(("New \(step)", "Neu \(step)"), at: random.next(entries.count + 1))
    default:
      if !entries.isEmpty { entries[random.next(entries.count)].value = "Geändert \(step)" }
    }
  }
  let fresh = StringsFile.bytes(entries)
  let spliced = StringsSplice.bytes(entries, fresh: fresh, over: original)
  let read = StringsFile.parse(spliced)
  #expect(read.problems.isEmpty, "\(String(decoding: spliced, as: UTF8.self))")
  let got: [String] = read.entries.map { $0.key + "=" + $0.value }.sorted()
  let wanted: [String] = entries.map { $0.key + "=" + $0.value }.sorted()
  #expect(got == wanted, "\(String(decoding: spliced, as: UTF8.self))")
  #expect(String(decoding: spliced, as: UTF8.self).hasPrefix("/* comment */\n\n"))
}
