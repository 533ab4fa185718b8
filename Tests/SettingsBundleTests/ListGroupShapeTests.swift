import PropertyList
import Testing

@testable import SettingsBundle

/// What InAppSettingsKit needs of a list group: an `ItemSpecifier` and an `AddSpecifier`,
/// each with a `Type` it draws there (a new user's finding: export wrote an add row of
/// `Title` and `IASKPlaceholder` alone, and no `ItemSpecifier`, which IASK asserts on).

private typealias B = TestBundles

private let screen = """
  title: Settings
  plists: [Root.inApp.plist]
  sections:
    - header: Feeds
      rowsFrom: feeds
      deletable: true
      addRow: {title: Add Feed, placeholder: feed address}

  """

/// The bundle export writes of an app (expecting no export problem).
private func export(_ files: [String: String]) throws -> [String: [UInt8]] {
  let read = AppExport.read(
    files.map { AppExport.File(path: $0.key, bytes: Array($0.value.utf8)) }, iask: true)
  #expect(read.problems.map(\.diagnostic.message) == [])
  let document = try #require(read.app)
  return Dictionary(
    uniqueKeysWithValues: BundleExport.files(document).map { ($0.path, $0.bytes) })
}

/// The app import makes of a bundle, by path, expecting no import problem.
private func importing(_ files: [String: [UInt8]]) throws -> [String: String] {
  let result = BundleImport.read(MemoryBundle(files), title: "Settings")
  #expect(result.problems.map(\.problem.message) == [])
  let app = try #require(result.app)
  return Dictionary(uniqueKeysWithValues: importedFiles(app).map { ($0.path, $0.text) })
}

@Test func aListSectionExportsTheTypesIASKNeedsAndImportsBackWithoutSettings() throws {
  let bundle = try export(["app.yaml": "start: root\nstate:\n  feeds: []\n", "root.yaml": screen])
  let group = try #require(
    B.root(bundle["Root.inApp.plist"])?["PreferenceSpecifiers"]?.array?.first)
  #expect(group["AddSpecifier"]?["Type"]?.string == "PSTextFieldSpecifier")
  #expect(group["AddSpecifier"]?["Title"]?.string == "Add Feed")
  #expect(group["AddSpecifier"]?["IASKPlaceholder"]?.string == "feed address")
  #expect(group["ItemSpecifier"]?.dictionary?.map(\.key) == ["Type"])
  #expect(group["ItemSpecifier"]?["Type"]?.string == "PSTextFieldSpecifier")
  // Import gives the section back with no `settings:`; export then import writes it again.
  let back = try importing(bundle)
  let root = try #require(back["root.yaml"])
  #expect(!root.contains("settings:"), "\(root)")
  #expect(root.contains("addRow: {title: Add Feed, placeholder: feed address}"), "\(root)")
  let again = try export(back)
  #expect(again == bundle)
  #expect(try importing(again) == back)
}

@Test func aListGroupIASKCannotDrawIsAnErrorAtItsKey() {
  let group = B.specifier([
    "Type": B.string("IASKListGroupSpecifier"), "Key": B.string("feeds"),
    "AddSpecifier":
      "<dict><key>Title</key><string>Add Feed</string><key>IASKPlaceholder</key><string>feed address</string></dict>",
  ])
  let other = B.specifier([
    "Type": B.string("IASKListGroupSpecifier"), "Key": B.string("names"),
    "ItemSpecifier": "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string></dict>",
  ])
  let bundle = MemoryBundle(["Root.plist": B.plist([group, other])])
  let result = BundleImport.read(bundle, title: "Settings")
  let problems = result.problems.map { problem in
    let text = problem.formatted(path: problem.file, source: bundle.read(problem.file) ?? []) {
      result.specifierIndex(of: $0, in: problem.file)
    }
    return String(text.split(separator: "\n").first ?? "")
  }
  #expect(
    problems == [
      "Root.plist:7:3: error: IASKListGroupSpecifier has no 'ItemSpecifier'; InAppSettingsKit shows none of the list's items without one (a debug build stops at an assertion)",
      "Root.plist:12:4: error: this AddSpecifier has no 'Type'; InAppSettingsKit shows an add row only as one of IASKButtonSpecifier, IASKCustomViewSpecifier, PSChildPaneSpecifier, PSMultiValueSpecifier, PSTextFieldSpecifier (a debug build stops at an assertion)",
      "Root.plist:20:4: error: this ItemSpecifier's 'Type' is 'PSToggleSwitchSpecifier'; InAppSettingsKit shows the list's items only as one of IASKButtonSpecifier, IASKCustomViewSpecifier, PSChildPaneSpecifier, PSMultiValueSpecifier, PSTextFieldSpecifier, PSTitleValueSpecifier (a debug build stops at an assertion)",
    ])
}
