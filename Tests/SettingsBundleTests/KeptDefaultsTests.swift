import PropertyList
import ScreenFormat
import ScreenModel
import Testing

@testable import SettingsBundle

private typealias B = TestBundles

/// The `DefaultValue` of each specifier of a pane, in order (nil: none written).
private func defaults(_ bytes: [UInt8]?) -> [PlistNode?] {
  (B.root(bytes)?["PreferenceSpecifiers"]?.array ?? []).map { $0["DefaultValue"] }
}

@Test func twoSpecifiersOfOneKeyKeepTheirOwnDefaults() throws {
  func picker(_ title: String, _ value: String) -> String {
    B.specifier([
      "Type": B.string("PSMultiValueSpecifier"), "Title": B.string(title),
      "Key": B.string("mode"), "DefaultValue": value,
      "Titles": B.strings(["One", "Two"]),
      "Values": "<array><integer>1</integer><integer>2</integer></array>",
    ])
  }
  let root = B.plist([
    picker("Mode", "<integer>2</integer>"), picker("Mode again", "<integer>1</integer>"),
  ])
  let (files, yaml) = try B.roundTrip(MemoryBundle(["Root.plist": root]))
  // State holds the first; the second row keeps its own.
  #expect(yaml["app.yaml"]?.contains("mode: 2\n") == true)
  #expect(yaml["root.yaml"]?.contains("settings: {DefaultValue: 1}") == true)
  #expect(defaults(files["Root.plist"]) == defaults(root))
}

@Test func aDefaultTheScreensHoldOtherwiseComesBackAsWritten() throws {
  // A switch storing 300 and 0 whose default is written `<false/>`: Settings reads 0.
  let root = B.plist([
    B.specifier([
      "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("Timeout"),
      "Key": B.string("timeout"), "DefaultValue": "<false/>",
      "TrueValue": "<integer>300</integer>", "FalseValue": "<integer>0</integer>",
    ]),
    B.specifier([
      "Type": B.string("IASKDatePickerSpecifier"), "Title": B.string("Day"),
      "Key": B.string("day"), "DatePickerMode": B.string("Date"),
      "DefaultValue": "<date>2026-12-01T09:30:00Z</date>",
    ]),
  ])
  let (files, yaml) = try B.roundTrip(MemoryBundle(["Root.plist": root]))
  #expect(yaml["app.yaml"]?.contains("timeout: 0\n") == true)
  #expect(yaml["app.yaml"]?.contains("day: \"2026-12-01\"\n") == true)
  #expect(defaults(files["Root.plist"]) == defaults(root))
}

@Test func aChangedStateDefaultWinsOverTheKeptOne() throws {
  let root = B.plist([
    B.specifier([
      "Type": B.string("IASKDatePickerSpecifier"), "Title": B.string("Day"),
      "Key": B.string("day"), "DatePickerMode": B.string("Date"),
      "DefaultValue": "<date>2026-12-01T09:30:00Z</date>",
    ])
  ])
  let app = try #require(BundleImport.read(MemoryBundle(["Root.plist": root]), title: "S").app)
  var files = importedFiles(app).map { AppExport.File(path: $0.path, bytes: Array($0.text.utf8)) }
  let index = try #require(files.firstIndex { $0.path == "app.yaml" })
  let edited = String(decoding: files[index].bytes, as: UTF8.self)
    .replacingOccurrences(of: "2026-12-01", with: "2027-01-15")
  files[index].bytes = Array(edited.utf8)
  let document = try #require(AppExport.read(files, iask: true).app)
  let pane = try #require(BundleExport.panes(document).first)
  #expect(pane.specifiers.first?.defaultValue == .string("2027-01-15"))
  #expect(pane.specifiers.first?.extra.contains { $0.key == "DefaultValue" } == false)
}

@Test func aSpecifierTheScreensCannotExpressKeepsEveryKey() throws {
  let root = B.plist([
    B.specifier([
      "Type": B.string("IASKOpenURLSpecifier"), "Title": B.string("Privacy"),
      "File": B.string("app-settings:"), "Key": B.string("privacy"),
      "IASKSubtitle": B.string("Open Settings"),
    ]),
    B.specifier(["Title": B.string("No type"), "Key": B.string("loose")]),
    B.specifier([
      "Type": B.string("PSFutureSpecifier"), "Title": B.string("Later"),
      "Size": "<integer>3</integer>",
    ]),
  ])
  let (files, yaml) = try B.roundTrip(MemoryBundle(["Root.plist": root]))
  #expect(yaml["root.yaml"]?.contains("Type: IASKOpenURLSpecifier") == true)
  #expect(B.root(files["Root.plist"]) == B.root(root))
}

/// A control without a `Key`, or with an empty one, is bound to `''`: an error the screen
/// is drawn in spite of, and export writes it back as it was, its default too.
@Test func aKeylessControlIsDrawnAndComesBackAsWritten() throws {
  let root = B.plist([
    B.specifier([
      "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("Empty"),
      "Key": B.string(""), "DefaultValue": "<false/>",
    ]),
    B.specifier(["Type": B.string("PSTextFieldSpecifier"), "Title": B.string("No key")]),
  ])
  let bundle = MemoryBundle(["Root.plist": root])
  let app = try #require(BundleImport.read(bundle, title: "S").app)
  let loaded = TestBundles.check(app)
  // Both told, neither stopping the drawing.
  #expect(loaded.app != nil)
  #expect(loaded.diagnostics.contains("'toggle' is empty"))
  #expect(loaded.diagnostics.contains("'textField' is empty"))
  let diagnostics = AppAssembler.load(
    importedFiles(app).filter { !$0.path.hasPrefix("strings/") }.map {
      SourceFile(path: $0.path, text: $0.text)
    }
  ).reports.flatMap(\.diagnostics)
  let errors = diagnostics.filter { $0.severity == .error }
  #expect(errors.count == 2)
  #expect(errors.allSatisfy { $0.previewable })
  // Drawn in spite of them because of what they are: their code says so.
  #expect(errors.allSatisfy { $0.code == .emptyBinding && $0.code.isPreviewable })
  let (files, _) = try B.roundTrip(bundle)
  #expect(B.root(files["Root.plist"]) == B.root(root))
}
