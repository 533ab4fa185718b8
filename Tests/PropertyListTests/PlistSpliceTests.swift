import Testing

@testable import PropertyList

/// A pane as a person wrote it: spaces, keys out of order, a comment, `<real>1</real>`.
private let pane = """
  <?xml version="1.0" encoding="UTF-8"?>
  <plist version="1.0">
  <dict>
    <!-- the app's settings -->
    <key>StringsTable</key>
    <string>Root</string>
    <key>PreferenceSpecifiers</key>
    <array>
      <dict>
        <key>Type</key>
        <string>PSToggleSwitchSpecifier</string>
        <key>Title</key>
        <string>Sounds</string>
        <key>Key</key>
        <string>sounds</string>
      </dict>
      <dict>
        <key>Type</key>
        <string>PSSliderSpecifier</string>
        <key>MaximumValue</key>
        <real>1</real>
        <key>Key</key>
        <string>volume</string>
      </dict>
    </array>
  </dict>
  </plist>

  """

private func node(_ text: String) -> PlistNode {
  PropertyList.parse(Array(text.utf8)).root?.withoutLocations ?? PlistNode(.array([]))
}

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// The pane's specifiers changed by `edit`, the rest of the root as it is.
private func edited(_ edit: (inout [PlistNode]) -> Void) -> PlistNode {
  var root = node(pane)
  guard case .dictionary(var entries) = root.content,
    let at = entries.firstIndex(where: { $0.key == "PreferenceSpecifiers" }),
    var items = entries[at].value.array
  else { return root }
  edit(&items)
  entries[at].value = PlistNode(.array(items))
  root.content = .dictionary(entries)
  return root
}

private func specifier(_ pairs: [(String, PlistNode.Content)]) -> PlistNode {
  PlistNode(.dictionary(pairs.map { PlistEntry(key: $0.0, value: PlistNode($0.1)) }))
}

@Test func theSameMeaningGivesTheFileBackByteForByte() {
  // Xcode's order and spelling: keys sorted, `1.0`; the file keeps its own.
  let same = specifier([
    ("PreferenceSpecifiers", .array(node(pane)["PreferenceSpecifiers"]?.array ?? [])),
    ("StringsTable", .string("Root")),
  ])
  var respelled = same
  if case .dictionary(var entries) = respelled.content,
    case .array(var items) = entries[0].value.content,
    case .dictionary(var slider) = items[1].content
  {
    slider[1].value = PlistNode(.real("1.0"))
    items[1].content = .dictionary(slider.reversed())
    entries[0].value.content = .array(items)
    respelled.content = .dictionary(entries)
  }
  #expect(PlistSplice.bytes(respelled, over: Array(pane.utf8)) == Array(pane.utf8))
  let crlf = Array(pane.replacing("\n", with: "\r\n").utf8)
  #expect(PlistSplice.bytes(respelled, over: crlf) == crlf)
}

@Test func aRetitledRowRewritesOnlyItsLine() {
  let root = edited { items in
    if case .dictionary(var entries) = items[0].content {
      entries[1].value = PlistNode(.string("Sounds & Haptics"))
      items[0].content = .dictionary(entries)
    }
  }
  let expected = pane.replacing(
    "<string>Sounds</string>", with: "<string>Sounds &amp; Haptics</string>")
  #expect(text(PlistSplice.bytes(root, over: Array(pane.utf8))) == expected)
}

@Test func aNewSpecifierIsItsDictIndentedAsItsNeighbours() {
  let root = edited { items in
    items.insert(
      specifier([
        ("Type", .string("PSToggleSwitchSpecifier")), ("Title", .string("Vibrate")),
        ("Key", .string("vibrate")), ("DefaultValue", .boolean(false)),
      ]), at: 1)
  }
  let added = [
    "<dict>", "  <key>DefaultValue</key>", "  <false/>", "  <key>Key</key>",
    "  <string>vibrate</string>", "  <key>Title</key>", "  <string>Vibrate</string>",
    "  <key>Type</key>", "  <string>PSToggleSwitchSpecifier</string>", "</dict>",
  ].map { "    " + $0 + "\n" }.joined()
  let expected = pane.replacing(
    "    </dict>\n    <dict>\n", with: "    </dict>\n" + added + "    <dict>\n")
  #expect(expected != pane)
  #expect(text(PlistSplice.bytes(root, over: Array(pane.utf8))) == expected)
}

@Test func aRemovedSpecifierTakesItsLinesWithIt() {
  let root = edited { items in items.remove(at: 0) }
  let first = [
    "<dict>", "  <key>Type</key>", "  <string>PSToggleSwitchSpecifier</string>",
    "  <key>Title</key>", "  <string>Sounds</string>", "  <key>Key</key>",
    "  <string>sounds</string>", "</dict>",
  ].map { "    " + $0 + "\n" }.joined()
  let expected = pane.replacing(first, with: "")
  #expect(expected != pane)
  #expect(text(PlistSplice.bytes(root, over: Array(pane.utf8))) == expected)
}

@Test func aNewKeyGoesInKeyOrderWhereTheKeysAreSorted() {
  let sorted = """
    <plist version="1.0">
    <dict>
    \t<key>Key</key>
    \t<string>k</string>
    \t<key>Type</key>
    \t<string>PSTextFieldSpecifier</string>
    </dict>
    </plist>

    """
  var root = node(sorted)
  if case .dictionary(var entries) = root.content {
    entries.append(PlistEntry(key: "IsSecure", value: PlistNode(.boolean(true))))
    root.content = .dictionary(entries)
  }
  let expected = sorted.replacing(
    "\t<key>Key</key>", with: "\t<key>IsSecure</key>\n\t<true/>\n\t<key>Key</key>")
  #expect(text(PlistSplice.bytes(root, over: Array(sorted.utf8))) == expected)
}

@Test func withoutAFileTheLayoutIsXcodes() {
  let root = node(pane)
  #expect(PlistSplice.bytes(root, over: nil) == Array(PropertyList.xml(root).utf8))
  #expect(text(PlistSplice.bytes(root, over: nil)).contains("\t\t<dict>\n\t\t\t<key>Key</key>"))
}

@Test func aBinaryPlistStaysBinaryUntilItsMeaningChanges() {
  let binary = BinaryFixtures.settings
  guard let root = PropertyList.parse(binary).root else {
    Issue.record("the fixture does not parse")
    return
  }
  #expect(PlistSplice.bytes(root.withoutLocations, over: binary) == binary)
  var changed = root
  if case .dictionary(var entries) = changed.content {
    entries.removeLast()
    changed.content = .dictionary(entries)
  }
  let written = PlistSplice.bytes(changed, over: binary)
  #expect(text(written).hasPrefix("<?xml"))
  #expect(PropertyList.parse(written).root?.means(changed) == true)
}

@Test func meaningComparesNumbersByValueAndDictionariesByKey() {
  #expect(PlistNode(.real("1")).means(PlistNode(.real("1.0"))))
  #expect(PlistNode(.integer("010")).means(PlistNode(.integer("10"))))
  #expect(!PlistNode(.integer("1")).means(PlistNode(.real("1"))))
  #expect(!PlistNode(.string("1")).means(PlistNode(.integer("1"))))
  let a = specifier([("A", .string("x")), ("B", .boolean(true))])
  let b = specifier([("B", .boolean(true)), ("A", .string("x"))])
  #expect(a.means(b))
  #expect(!a.means(specifier([("A", .string("x"))])))
}
