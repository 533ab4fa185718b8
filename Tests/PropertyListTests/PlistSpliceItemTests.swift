import Testing

@testable import PropertyList

/// Items of an array are matched by what they are (a specifier's `Key`, else its `File`,
/// else its `Type` and `Title`) before by position: an item kept keeps its bytes, where it
/// is or where it moved; a new one is written fresh; one that matches nothing is removed.

/// One specifier's lines as a person left them: its keys in the order given.
private func dict(_ entries: KeyValuePairs<String, String>) -> String {
  let lines = entries.map { "\t\t\t<key>\($0)</key>\n\t\t\t\($1)\n" }
  return "\t\t<dict>\n" + lines.joined() + "\t\t</dict>\n"
}

private func strings(_ texts: String...) -> String {
  "<array>\n" + texts.map { "\t\t\t\t<string>\($0)</string>\n" }.joined() + "\t\t\t</array>"
}

/// The pane's specifiers: a group (its `Title` first), a multi-value row (its `Type`
/// first) and a child pane.
private let old = [
  dict(["Title": "<string>Look</string>", "Type": "<string>PSGroupSpecifier</string>"]),
  dict([
    "Type": "<string>PSMultiValueSpecifier</string>", "Title": "<string>Theme</string>",
    "Key": "<string>theme</string>", "DefaultValue": "<string>light</string>",
    "Titles": strings("Light", "Dark"), "Values": strings("light", "dark"),
  ]),
  dict([
    "Type": "<string>PSChildPaneSpecifier</string>", "Title": "<string>About</string>",
    "File": "<string>About</string>",
  ]),
]

/// The pane with `items` for its specifiers.
private func pane(_ items: [String]) -> String {
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
    + "\t<key>PreferenceSpecifiers</key>\n\t<array>\n" + items.joined()
    + "\t</array>\n</dict>\n</plist>\n"
}

private let themes = pane(old)

/// The multi-value row with its default changed to `dark`: one line.
private let darkTheme = old[1].replacing(
  "<string>light</string>\n\t\t\t<key>Titles", with: "<string>dark</string>\n\t\t\t<key>Titles")

/// The pane's specifiers changed by `edit`.
private func edited(_ edit: (inout [PlistNode]) -> Void) -> PlistNode {
  let root = PropertyList.parse(Array(themes.utf8)).root?.withoutLocations
  var specifiers = root?["PreferenceSpecifiers"]?.array ?? []
  edit(&specifiers)
  return PlistNode(
    .dictionary([PlistEntry(key: "PreferenceSpecifiers", value: PlistNode(.array(specifiers)))]))
}

private func spliced(_ root: PlistNode) -> String {
  String(decoding: PlistSplice.bytes(root, over: Array(themes.utf8)), as: UTF8.self)
}

private func theme(default value: String, _ items: inout [PlistNode]) {
  guard case .dictionary(var entries) = items[1].content else { return }
  entries[3].value = PlistNode(.string(value))
  items[1].content = .dictionary(entries)
}

private let toggle = PlistNode(
  .dictionary([
    PlistEntry(key: "Type", value: PlistNode(.string("PSToggleSwitchSpecifier"))),
    PlistEntry(key: "Title", value: PlistNode(.string("Sounds"))),
    PlistEntry(key: "Key", value: PlistNode(.string("sounds"))),
    PlistEntry(key: "DefaultValue", value: PlistNode(.boolean(true))),
  ]))

@Test func aRowAddedBeforeAnotherLeavesItsBytesButTheLineThatChanged() {
  let root = edited { items in
    theme(default: "dark", &items)
    items.insert(toggle, at: 1)
  }
  // A new row is written fresh, its keys sorted.
  let added = dict([
    "DefaultValue": "<true/>", "Key": "<string>sounds</string>",
    "Title": "<string>Sounds</string>", "Type": "<string>PSToggleSwitchSpecifier</string>",
  ])
  #expect(darkTheme != old[1])
  #expect(spliced(root) == pane([old[0], added, darkTheme, old[2]]))
}

@Test func aMovedRowTakesItsBytesWhole() {
  let root = edited { items in items.insert(items.remove(at: 2), at: 0) }
  #expect(spliced(root) == pane([old[2], old[0], old[1]]))
  // Moved and changed: its bytes moved, only its changed line rewritten.
  let changed = edited { items in
    theme(default: "dark", &items)
    items.append(items.remove(at: 1))
  }
  #expect(spliced(changed) == pane([old[0], old[2], darkTheme]))
}

@Test func aRemovedRowGoesAndTheNextKeepsItsBytes() {
  let root = edited { items in
    theme(default: "dark", &items)
    items.remove(at: 0)
  }
  #expect(spliced(root) == pane([darkTheme, old[2]]))
}

@Test func identitiesAreKeysFilesOrTypesAndTitlesNoOtherItemShares() {
  let a = PlistNode(
    .dictionary([PlistEntry(key: "Type", value: PlistNode(.string("PSGroupSpecifier")))]))
  let items = edited { _ in }["PreferenceSpecifiers"]?.array ?? []
  let found = PlistSplice.Splicer.identities(items + [a, a])
  #expect(found.count == 3)
  #expect(found[PlistSplice.Splicer.identity(items[1]) ?? ""] == 1)
  #expect(PlistSplice.Splicer.identity(items[2]) != PlistSplice.Splicer.identity(items[0]))
  #expect(PlistSplice.Splicer.identities(items + items).isEmpty)
}

/// An item that matches nothing is edited into the new one at its place only when both are
/// of one `Type`: a group replaced by a switch is removed and the switch written fresh, so
/// none of the group's bytes (its key order, a comment) end up in the switch.
@Test func aRowReplacedByOneOfAnotherTypeIsWrittenFresh() {
  let root = edited { items in items[0] = toggle }
  let added = dict([
    "DefaultValue": "<true/>", "Key": "<string>sounds</string>",
    "Title": "<string>Sounds</string>", "Type": "<string>PSToggleSwitchSpecifier</string>",
  ])
  #expect(spliced(root) == pane([added, old[1], old[2]]))
  // Retitled, a group is still a group: edited in place, its key order kept.
  let retitled = edited { items in
    guard case .dictionary(var entries) = items[0].content else { return }
    entries[0].value = PlistNode(.string("Appearance"))
    items[0].content = .dictionary(entries)
  }
  let group = dict([
    "Title": "<string>Appearance</string>", "Type": "<string>PSGroupSpecifier</string>",
  ])
  #expect(spliced(retitled) == pane([group, old[1], old[2]]))
}
