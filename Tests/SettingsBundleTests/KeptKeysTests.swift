import PropertyList
import ScreenFormat
import ScreenModel
import Testing

@testable import SettingsBundle

private typealias B = TestBundles

private func roundTrip(_ bundle: MemoryBundle, iask: Bool = true) throws -> (
  files: [String: [UInt8]], yaml: [String: String]
) { try B.roundTrip(bundle, iask: iask) }

/// A plist's root without the places it was read from.
private func root(_ bytes: [UInt8]?) -> PlistNode? {
  PropertyList.parse(bytes ?? []).root.map(PlistNode.unlocated)
}

/// The entries of a dictionary node, by key.
private func entries(_ node: PlistNode?) -> [String: PlistNode] {
  Dictionary((node?.dictionary ?? []).map { ($0.key, $0.value) }) { first, _ in first }
}

@Test func anAppsOwnKeysComeBackInTheirPlistTypes() throws {
  let own = """
    \t\t\t<key>infobuttonvalue</key>
    \t\t\t<string>INFO</string>
    \t\t\t<key>IASKMinimumFontSize</key>
    \t\t\t<real>11.5</real>
    \t\t\t<key>Count</key>
    \t\t\t<integer>3</integer>
    \t\t\t<key>Flag</key>
    \t\t\t<false/>
    \t\t\t<key>Since</key>
    \t\t\t<date>2024-01-31T12:00:00Z</date>
    \t\t\t<key>Blob</key>
    \t\t\t<data>SGVsbG8=</data>
    \t\t\t<key>List</key>
    \t\t\t<array><string>a</string><integer>2</integer></array>
    \t\t\t<key>Nested</key>
    \t\t\t<dict><key>date</key><string>not a date</string></dict>

    """
  let plist = B.plist(
    [
      B.specifier([
        "Type": B.string("PSGroupSpecifier"), "Title": B.string("General"),
        "Key": B.string("general_group"),
      ]),
      B.specifier([
        "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("On"),
        "Key": B.string("on"), "DefaultValue": "<true/>",
      ]) + own,
    ],
    extra:
      "\t<key>Title</key>\n\t<string>Settings</string>\n\t<key>ApplicationGroupContainerIdentifier</key>\n\t<string>group.example</string>\n"
  )
  let bundle = MemoryBundle(["Root.plist": plist])
  let (files, yaml) = try roundTrip(bundle)
  // Kept where they were, spelled in their types, in the order export writes keys.
  let screen = try #require(yaml["root.yaml"])
  #expect(
    screen.contains(
      "settings: {ApplicationGroupContainerIdentifier: group.example, Title: Settings}\n"))
  #expect(screen.contains("settings: {Key: general_group}\n"))
  #expect(
    screen.contains(
      "settings: {Blob: {data: \"SGVsbG8=\"}, Count: 3, Flag: false, IASKMinimumFontSize: 11.5, List: [a, 2], Nested: {dict: {date: not a date}}, Since: {date: \"2024-01-31T12:00:00Z\"}, infobuttonvalue: INFO}\n"
    ))
  // Export writes each back, in its plist type.
  let original = try #require(root(plist))
  let exported = try #require(root(files["Root.plist"]))
  #expect(entries(exported)["Title"] == entries(original)["Title"])
  #expect(
    entries(exported)["ApplicationGroupContainerIdentifier"]
      == entries(original)["ApplicationGroupContainerIdentifier"])
  let before = entries(original)["PreferenceSpecifiers"]?.array ?? []
  let after = entries(exported)["PreferenceSpecifiers"]?.array ?? []
  #expect(after.count == before.count)
  for (old, new) in zip(before, after) { #expect(entries(new) == entries(old)) }
}

@Test func aKeyboardSettingsDoesNotKnowIsKeptAsWritten() throws {
  let plist = B.plist([
    B.specifier([
      "Type": B.string("PSTextFieldSpecifier"), "Title": B.string("Name"),
      "Key": B.string("name"), "KeyboardType": B.string("ASCII"),
    ])
  ])
  let (files, yaml) = try roundTrip(MemoryBundle(["Root.plist": plist]))
  #expect(yaml["root.yaml"]?.contains("settings: {KeyboardType: ASCII}\n") == true)
  let specifier = entries(root(files["Root.plist"]))["PreferenceSpecifiers"]?.array?.first
  #expect(entries(specifier)["KeyboardType"] == PlistNode(.string("ASCII")))
}

/// `settings:` is checked when the screens load, at its place.
@Test func settingsAreCheckedWhereTheyAreWritten() {
  func errors(_ row: String) -> [String] {
    let screen = "title: S\nrows:\n  - {title: A, detail: x, \(row)}\n"
    return AppAssembler.load([SourceFile(path: "s.yaml", text: screen)]).reports.flatMap {
      $0.diagnostics.map { "\($0.mark.line):\($0.mark.column): \($0.message)" }
    }
  }
  #expect(errors("settings: {a: 1, b: [x, {c: true}]}") == [])
  #expect(
    errors("settings: 5") == [
      "3:37: expected 'settings' as a mapping of plist keys ({infobuttonvalue: INFO}), found a number"
    ])
  #expect(
    errors("settings: {when: {date: tomorrow}}") == [
      "3:51: 'tomorrow' is not a plist date: write {date: 2024-01-31T12:00:00Z}"
    ])
  #expect(
    errors("settings: {blob: {data: \"**\"}}") == [
      "3:51: a plist data value is base64 text: {data: SGVsbG8=}"
    ])
}

/// A kept key the screens write themselves is refused at that key: the plist holds it once.
@Test func aKeptKeyTheScreensWriteIsAnExportError() throws {
  let files = [
    AppExport.File(path: "app.yaml", bytes: Array("start: root\nstate: {on: true}\n".utf8)),
    AppExport.File(
      path: "root.yaml",
      bytes: Array(
        "title: S\nrows:\n  - {title: On, toggle: on, settings: {Title: Other, own: 1}}\n".utf8)),
  ]
  let read = AppExport.read(files, iask: false)
  #expect(
    read.problems.map { "\($0.path):\($0.diagnostic.mark.line):\($0.diagnostic.mark.column)" }
      == ["root.yaml:3:40"])
  #expect(
    read.problems.first?.diagnostic.message
      == "'Title' is written from the screens themselves; a plist holds it once: remove it from 'settings'"
  )
}

/// An IASK button's `Key` tells the app which button was tapped: it is the row's `id`, and
/// comes back as the `Key`.
@Test func anIASKButtonsKeyIsTheRowsID() throws {
  let plist = B.plist([
    B.specifier([
      "Type": B.string("IASKButtonSpecifier"), "Title": B.string("Reset"),
      "Key": B.string("reset_button"),
    ])
  ])
  let bundle = MemoryBundle(["Root.plist": plist])
  #expect(
    BundleImport.read(bundle, title: "Settings").problems.map(\.problem.message).filter {
      $0.contains("Key")
    } == [])
  let (files, yaml) = try roundTrip(bundle)
  #expect(yaml["root.yaml"]?.contains("button: true\n        id: reset_button\n") == true)
  let specifier = entries(root(files["Root.plist"]))["PreferenceSpecifiers"]?.array?.first
  #expect(entries(specifier)["Key"] == PlistNode(.string("reset_button")))
}

/// A plist no pane opens (a debug pane the app shows itself) is imported as a screen
/// nothing pushes, its file naming its plist, and export writes it back.
@Test func aPlistNoPaneOpensComesBack() throws {
  let debug = B.plist([
    B.specifier([
      "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("Verbose"),
      "Key": B.string("verbose"), "DefaultValue": "<false/>",
    ])
  ])
  let bundle = MemoryBundle([
    "Root.plist": B.plist([
      B.specifier([
        "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("On"),
        "Key": B.string("on"), "DefaultValue": "<true/>",
      ])
    ]),
    "Debug.plist": debug,
  ])
  let (files, yaml) = try roundTrip(bundle)
  #expect(yaml["Debug.yaml"]?.hasPrefix("# Imported from Debug.plist.\n") == true)
  #expect(files.keys.sorted() == ["Debug.plist", "Root.plist"])
  let before = entries(root(debug))["PreferenceSpecifiers"]?.array ?? []
  let after = entries(root(files["Debug.plist"]))["PreferenceSpecifiers"]?.array ?? []
  #expect(after.map(entries) == before.map(entries))
  // The screens hold it as any other: it loads, and nothing pushes it.
  let app = try #require(BundleImport.read(bundle, title: "Settings").app)
  #expect(TestBundles.check(app).diagnostics == "")
}

/// A plist without `PreferenceSpecifiers` (an app's own data beside its panes) comes back
/// without them, its keys kept.
@Test func aPlistWithoutSpecifiersComesBackWithout() throws {
  let data = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>LockSettings</key>
    \t<dict><key>tries</key><integer>3</integer></dict>
    </dict>
    </plist>

    """.utf8)
  let bundle = MemoryBundle([
    "Root.plist": B.plist([
      B.specifier([
        "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("On"),
        "Key": B.string("on"), "DefaultValue": "<true/>",
      ])
    ]),
    "Lock.plist": data,
  ])
  let (files, yaml) = try roundTrip(bundle)
  #expect(yaml["Lock.yaml"]?.contains("preferenceSpecifiers: false\n") == true)
  #expect(root(files["Lock.plist"]) == root(data))
  // The screens check it: such a screen has no rows.
  let rows = AppAssembler.load([
    SourceFile(
      path: "s.yaml", text: "title: S\npreferenceSpecifiers: false\nrows: [{title: A, detail: x}]\n"
    )
  ])
  #expect(
    rows.reports.flatMap(\.diagnostics).map { "\($0.mark.line): \($0.message)" } == [
      "2: a screen with 'preferenceSpecifiers: false' is written as a plist without specifiers: it has no rows (rows: [])"
    ])
}
