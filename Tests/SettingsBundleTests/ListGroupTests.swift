import PropertyList
import ScreenModel
import Testing

@testable import SettingsBundle

/// IASK list groups (`IASKListGroupSpecifier`): a section drawing the list under its `Key`
/// (`rowsFrom`), its `AddSpecifier` as the section's `addRow`, `Deletable` as its
/// `deletable`, and every other key in its `settings:`, so that export with `--iask` writes
/// the specifier back as it was.

private typealias B = TestBundles

/// A list group's inner XML, with the keys given after its own.
private func listGroup(_ extra: KeyValuePairs<String, String> = [:]) -> String {
  var group: [(String, String)] = [
    ("Type", B.string("IASKListGroupSpecifier")), ("Title", B.string("Tags")),
    ("FooterText", B.string("Swipe a tag to delete it.")), ("Key", B.string("tags")),
    ("Deletable", "<true/>"),
    (
      "ItemSpecifier",
      "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>tag</string></dict>"
    ),
    (
      "AddSpecifier",
      "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Add Tag</string><key>IASKPlaceholder</key><string>tag name</string><key>Key</key><string>newTag</string></dict>"
    ),
  ]
  group += extra.map { ($0.key, $0.value) }
  return group.map { "\t\t\t<key>\($0.0)</key>\n\t\t\t\($0.1)\n" }.joined()
}

/// A pane: a switch, a list group (with the keys given after its own), and a row after it.
private func listBundle(_ extra: KeyValuePairs<String, String> = [:]) -> MemoryBundle {
  let list = listGroup(extra)
  return MemoryBundle([
    "Root.plist": B.plist([
      B.specifier([
        "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("Sync"),
        "Key": B.string("sync"), "DefaultValue": "<true/>",
      ]),
      list,
      B.specifier([
        "Type": B.string("PSTitleValueSpecifier"), "Title": B.string("Version"),
        "Key": B.string("version"), "DefaultValue": B.string("1.0"),
      ]),
    ])
  ])
}

@Test func anIASKListGroupImportsAsASectionOfAListInState() throws {
  let result = BundleImport.read(listBundle(), title: "Settings")
  #expect(result.problems.map(\.problem.message) == [])
  let app = try #require(result.app)
  let files = Dictionary(uniqueKeysWithValues: importedFiles(app).map { ($0.path, $0.text) })
  let root = try #require(files["root.yaml"])
  #expect(
    root.contains(
      """
        - header: Tags
          footer: Swipe a tag to delete it.
          settings: {AddSpecifier: {Key: newTag}, ItemSpecifier: {Key: tag, Type: PSTextFieldSpecifier}}
          rowsFrom: tags
          addRow: {title: Add Tag, placeholder: tag name}
          deletable: true
        - rows:
            - title: Version

      """), "\(root)")
  #expect(files["app.yaml"]?.contains("  tags: []\n") == true)
  #expect(TestBundles.check(app).diagnostics == "")
}

@Test func anIASKListGroupExportsBackAsItWasWithIASK() throws {
  let bundle = listBundle(["appOwn": B.string("kept")])
  let (files, _) = try TestBundles.roundTrip(bundle)
  #expect(
    TestBundles.root(files["Root.plist"]) == TestBundles.root(bundle.files["Root.plist"]))
}

@Test func anIASKListGroupsTextsAreTranslated() throws {
  let app = try #require(BundleImport.read(listBundle(), title: "Settings").app)
  let add = app.sections("root").compactMap(\.addRow).first
  #expect(add?.title.literalText == "Add Tag" && add?.placeholder?.literalText == "tag name")
}

@Test func anIASKListGroupWithoutIASKIsRefusedAtItsList() throws {
  let app = try #require(BundleImport.read(listBundle(), title: "Settings").app)
  let written = importedFiles(app)
  let read = AppExport.read(
    written.map { AppExport.File(path: $0.path, bytes: Array($0.text.utf8)) }, iask: false)
  #expect(
    read.problems.map {
      "\($0.path):\($0.diagnostic.mark.line):\($0.diagnostic.mark.column): \($0.diagnostic.message)"
    } == [
      "root.yaml:10:5: 'rowsFrom' is an InAppSettingsKit element; export with --iask to write it"
    ])
}

/// A list the screens start with items is told at export, not emptied without a word: a
/// list group's items are the app's, so the bundle holds none (a new user's finding).
@Test func aListsStartingItemsAreAWarningAtExport() throws {
  let app = try #require(BundleImport.read(listBundle(), title: "Settings").app)
  let written = importedFiles(app).map { file in
    AppExport.File(
      path: file.path,
      bytes: Array(
        (file.path == "app.yaml"
          ? file.text.replacingOccurrences(of: "  tags: []\n", with: "  tags: [home, work]\n")
          : file.text).utf8))
  }
  let read = AppExport.read(written, iask: true)
  #expect(read.app != nil)
  #expect(
    read.problems.map {
      "\($0.path):\($0.diagnostic.mark.line): \($0.diagnostic.severity): \($0.diagnostic.message)"
    } == [
      "app.yaml:\(try lineOf("  tags:", in: written)): warning: state key 'tags' starts with 2 items, which the bundle cannot hold: an IASK list group's items are the ones the app stores, so an import of the bundle starts it empty"
    ])
}

private func lineOf(_ prefix: String, in files: [AppExport.File]) throws -> Int {
  let text = String(
    decoding: try #require(files.first { $0.path == "app.yaml" }).bytes, as: UTF8.self)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  return try #require(lines.firstIndex { $0.hasPrefix(prefix) }) + 1
}

@Test func anAddSpecifierWithoutATitleIsKeptWhole() throws {
  let bundle = MemoryBundle([
    "Root.plist": B.plist([
      B.specifier([
        "Type": B.string("IASKListGroupSpecifier"), "Key": B.string("names"),
        "ItemSpecifier":
          "<dict><key>Type</key><string>PSTitleValueSpecifier</string><key>Key</key><string>name</string></dict>",
        "AddSpecifier":
          "<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>n</string></dict>",
      ])
    ])
  ])
  let app = try #require(BundleImport.read(bundle, title: "Settings").app)
  let root = try #require(importedFiles(app).first { $0.path == "root.yaml" }?.text)
  #expect(!root.contains("addRow"), "\(root)")
  let (files, _) = try TestBundles.roundTrip(bundle)
  #expect(
    TestBundles.root(files["Root.plist"]) == TestBundles.root(bundle.files["Root.plist"]))
}

@Test func aListGroupOfBothHostsIsOneSectionAndComesBackInEach() throws {
  let toggle = B.specifier([
    "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("Sync"),
    "Key": B.string("sync"), "DefaultValue": "<true/>",
  ])
  let settings = B.plist([listGroup()])
  let inApp = B.plist([listGroup(), toggle])
  let bundle = MemoryBundle(["Root.plist": settings, "Root.inApp.plist": inApp])
  let app = try #require(BundleImport.read(bundle, title: "Settings").app)
  let sections = app.sections("root")
  #expect(sections.count == 2)
  #expect(sections.first?.shownOn.host == nil)
  let (files, _) = try TestBundles.roundTrip(bundle)
  #expect(TestBundles.root(files["Root.plist"]) == TestBundles.root(settings))
  #expect(TestBundles.root(files["Root.inApp.plist"]) == TestBundles.root(inApp))
}
