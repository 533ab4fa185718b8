import Fixtures
import PropertyList
import Testing

@testable import SettingsBundle

/// A random pane of what the screens express exactly (no lossy or warned cases).
private func randomPane(_ random: inout SeededGenerator) -> SettingsPane {
  var specifiers: [Specifier] = []
  var keyCounter = 0
  func key() -> String {
    keyCounter += 1
    return "key\(keyCounter)"
  }
  func text(_ random: inout SeededGenerator) -> String {
    ["Sound", "A {b}", "Ünïcode “quotes”", "x & <y>", "Line\nbreak", "1", "YES", ""].randomElement(
      using: &random) ?? ""
  }
  func value(_ random: inout SeededGenerator, _ index: Int) -> SettingValue {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: .string("v\(index)")
    case 1: .integer("\(index)")
    case 2: .real("\(index).5")
    default: .string("\(index)")
    }
  }
  func device(_ random: inout SeededGenerator) -> [String]? {
    [nil, nil, ["Phone"], ["Pad"]].randomElement(using: &random) ?? nil
  }
  var afterRadio = false
  for position in 0..<Int.random(in: 1...14, using: &random) {
    var specifier: Specifier
    switch Int.random(in: 0..<13, using: &random) {
    case 0:
      specifier = Specifier(.group, title: Bool.random(using: &random) ? text(&random) : nil)
      specifier.footer = Bool.random(using: &random) ? text(&random) : nil
      if position == 0 || afterRadio, specifier.title == nil { specifier.title = "Group" }
    case 1:
      specifier = Specifier(.toggle, title: text(&random), key: key())
      if Bool.random(using: &random) {
        specifier.trueValue = .string("on")
        specifier.falseValue = .string("off")
        specifier.defaultValue = .string("on")
      } else {
        specifier.defaultValue = .boolean(Bool.random(using: &random))
      }
    case 2:
      specifier = Specifier(.textField, title: text(&random), key: key())
      specifier.defaultValue = .string(text(&random))
      specifier.isSecure = [nil, true, false].randomElement(using: &random) ?? nil
      specifier.keyboard =
        [nil, "Alphabet", "URL", "EmailAddress", "NumberPad", "DecimalPad"].randomElement(
          using: &random) ?? nil
      specifier.autocapitalization =
        [nil, "None", "Words", "AllCharacters"].randomElement(using: &random) ?? nil
      specifier.autocorrection = [nil, "Yes", "No"].randomElement(using: &random) ?? nil
    case 3:
      specifier = Specifier(.slider, key: key())
      specifier.minimum = .integer("0")
      specifier.maximum = .real("2.5")
      specifier.defaultValue = .real("1.5")
      if Bool.random(using: &random) {
        specifier.minimumImage = "quiet"
        specifier.maximumImage = "loud"
      }
    case 4, 5:
      let kind: Specifier.Kind = Bool.random(using: &random) ? .multiValue : .radioGroup
      specifier = Specifier(kind, title: text(&random), key: key())
      let count = Int.random(in: 1...4, using: &random)
      specifier.values = (0..<count).map { value(&random, $0) }
      specifier.titles = (0..<count).map { "Choice \($0)" }
      if kind == .multiValue, Bool.random(using: &random) {
        specifier.shortTitles = (0..<count).map { "C\($0)" }
      }
      specifier.defaultValue = specifier.values?.last
      specifier.sortedByTitle = Bool.random(using: &random)
      if Bool.random(using: &random) { specifier.footer = text(&random) }
    case 6:
      specifier = Specifier(.titleValue, title: text(&random), key: key())
      specifier.defaultValue = .string("7")
      if Bool.random(using: &random) {
        specifier.titles = ["Seven", "Eight"]
        specifier.values = [.string("7"), .integer("8")]
      }
    case 7:
      specifier = Specifier(.childPane, title: text(&random))
      specifier.file = "Child\(position)"
    case 11:
      specifier = Specifier(.customView, title: text(&random), key: key())
    case 10:
      specifier = Specifier(.mail, title: text(&random))
      specifier.mailTo = Bool.random(using: &random) ? ["a@example.com"] : nil
      specifier.mailCc = Bool.random(using: &random) ? ["b@example.com", "c@example.com"] : nil
      specifier.mailSubject = Bool.random(using: &random) ? text(&random) : nil
      specifier.mailBody = Bool.random(using: &random) ? text(&random) : nil
      specifier.mailBodyIsHTML = [nil, true, false].randomElement(using: &random) ?? nil
    case 9:
      specifier = Specifier(.textView, title: text(&random), key: key())
      specifier.defaultValue = .string(text(&random))
      specifier.keyboard = [nil, "URL", "EmailAddress"].randomElement(using: &random) ?? nil
      specifier.autocapitalization = [nil, "Sentences"].randomElement(using: &random) ?? nil
      specifier.autocorrection = [nil, "Yes", "No"].randomElement(using: &random) ?? nil
      specifier.placeholder = Bool.random(using: &random) ? "Write" : nil
    case 8:
      specifier = Specifier(.datePicker, title: text(&random), key: key())
      specifier.datePickerMode = [nil, "Date", "Time"].randomElement(using: &random) ?? nil
      specifier.datePickerStyle = [nil, "Compact", "Inline"].randomElement(using: &random) ?? nil
      specifier.minuteInterval = Bool.random(using: &random) ? .integer("15") : nil
      specifier.defaultValue = .string(specifier.datePickerMode == "Time" ? "09:30" : "2026-12-01")
    default:
      specifier = Specifier(Bool.random(using: &random) ? .button : .openURL, title: text(&random))
      if specifier.kind == .openURL { specifier.file = "https://example.com/\(position)" }
    }
    if specifier.kind != .radioGroup { specifier.idioms = device(&random) }
    if specifier.kind == .radioGroup, position == 0 { specifier.idioms = nil }
    afterRadio = specifier.kind == .radioGroup
    specifiers.append(specifier)
  }
  return SettingsPane(name: "Root", stringsTable: "Root", specifiers: specifiers)
}

@Test(arguments: 0..<300)
func specifiersSurviveImportThenExport(seed: UInt64) throws {
  var random = SeededGenerator(seed: seed)
  let pane = randomPane(&random)
  let mapped = PaneImport.map(pane, pickerID: { index, _, _ in "picker\(index)" }, childID: { $0 })
  #expect(mapped.problems.isEmpty)
  // The pane as a bundle's Root.plist (with the child panes it opens), imported and
  // exported whole.
  var files = ["Root.plist": Array(PropertyList.xml(SpecifierEncoding.plist(pane)).utf8)]
  for file in pane.specifiers.compactMap({ $0.kind == .childPane ? $0.file : nil }) {
    files[file + ".plist"] = TestBundles.plist([])
  }
  let bundle = MemoryBundle(files)
  let imported = try #require(BundleImport.read(bundle, title: "S").app)
  let exported = BundleExport.panes(try exportedApp(imported)).first { $0.name == "Root" }?
    .specifiers
  #expect(exported == pane.specifiers, "seed \(seed)")
}

@Test func anImportedBundleExportsToTheSameApp() throws {
  let first = try #require(BundleImport.read(TestBundles.full, title: "Settings").app)
  let files = importedFiles(first)
  let read = AppExport.read(
    files.map { AppExport.File(path: $0.path, bytes: Array($0.text.utf8)) }, iask: false)
  #expect(read.problems.map(\.diagnostic.message) == [])
  let document = try #require(read.app)
  let bundle = MemoryBundle(
    Dictionary(uniqueKeysWithValues: BundleExport.files(document).map { ($0.path, $0.bytes) }))
  let second = try #require(BundleImport.read(bundle, title: "Settings").app)
  #expect(importedFiles(second).map(\.text) == files.map(\.text))
  #expect(importedFiles(second).map(\.path) == files.map(\.path))
}

@Test func exportIsDeterministicAndSorted() throws {
  let app = try exportedApp(
    try #require(BundleImport.read(TestBundles.full, title: "Settings").app))
  let once = BundleExport.files(app)
  #expect(
    once.map(\.path) == [
      "Root.plist", "Licences/Alamofire.plist", "de.lproj/Root.strings", "en.lproj/Root.strings",
    ])
  #expect(once.map(\.bytes) == BundleExport.files(app).map(\.bytes))
  let root = String(decoding: once[0].bytes, as: UTF8.self)
  #expect(root.contains("\t\t\t<key>DefaultValue</key>\n\t\t\t<integer>1</integer>\n"))
  #expect(root.contains("<key>StringsTable</key>\n\t<string>Root</string>"))
  // Every entry, unused ones too, in the file's own encoding (UTF-16LE with a mark).
  #expect(
    once[2].bytes
      == TestBundles.utf16(
        "\"Sound\" = \"Ton\";\n\"Theme\" = \"Thema\";\n\"Dark\" = \"Dunkel\";\n\"Unused\" = \"Nie\";\n"
      ))
}

@Test func aFileNameThatLeavesTheBundleIsNotWritten() throws {
  let files = [
    AppExport.File(path: "app.yaml", bytes: Array("start: root\nstate: {}\n".utf8)),
    AppExport.File(
      path: "root.yaml",
      bytes: Array("title: S\nrows:\n  - {title: More, push: more}\n".utf8)),
    AppExport.File(
      path: "more.yaml",
      bytes: Array("# Imported from ../../outside.plist.\ntitle: More\nrows: []\n".utf8)),
  ]
  let app = try #require(AppExport.read(files, iask: false).app)
  #expect(BundleExport.files(app).map(\.path) == ["Root.plist", "more.plist"])
}

@Test func onlyTheScreensSettingsShowsAreJudged() throws {
  let files = [
    AppExport.File(path: "app.yaml", bytes: Array("start: root\nstate: {on: true}\n".utf8)),
    AppExport.File(
      path: "root.yaml", bytes: Array("title: S\nrows:\n  - {title: On, toggle: on}\n".utf8)),
    // Not pushed from root: its paging is no reason to refuse the export.
    AppExport.File(
      path: "feed.yaml", bytes: Array("title: Feed\npaging: {pageSize: 2}\nrows: [a, b, c]\n".utf8)),
  ]
  let read = AppExport.read(files, iask: false)
  #expect(read.problems.isEmpty)
  let app = try #require(read.app)
  #expect(BundleExport.files(app).map(\.path) == ["Root.plist"])
  // Pushed, it is judged.
  var pushed = files
  pushed[1] = AppExport.File(
    path: "root.yaml",
    bytes: Array(
      "title: S\nrows:\n  - {title: On, toggle: on}\n  - {title: Feed, push: feed}\n".utf8))
  #expect(
    AppExport.read(pushed, iask: false).problems.map(\.diagnostic.message).contains(
      "Settings has no element for 'paging'; a Settings.bundle cannot hold it"))
  // Without a start, the only screen; with several, an error.
  let noStart = AppExport.File(path: "app.yaml", bytes: Array("state: {on: true}\n".utf8))
  let alone = AppExport.read([noStart, files[1]], iask: false)
  #expect(BundleExport.files(try #require(alone.app)).map(\.path) == ["Root.plist"])
  let several = AppExport.read([noStart, files[1], files[2]], iask: false)
  #expect(several.app == nil)
  #expect(
    several.problems.map(\.diagnostic.message) == [
      "app.yaml names no 'start' and the app has 2 screens: name the screen that becomes Root.plist"
    ])
}

/// A row Settings has no element for is told once, at its key (a new user's finding: a
/// stepper row was also "a row that only shows a title").
@Test func aStepperRowIsOneErrorAtItsKey() {
  let files = [
    AppExport.File(path: "app.yaml", bytes: Array("start: s\nstate:\n  n: \"3\"\n".utf8)),
    AppExport.File(
      path: "s.yaml",
      bytes: Array(
        "title: S\nrows:\n  - {title: Count, stepper: n, min: 0, max: 9}\n  - {title: Plain}\n"
          .utf8)),
  ]
  let problems = AppExport.read(files, iask: false).problems.map {
    "\($0.path):\($0.diagnostic.mark): \($0.diagnostic.message)"
  }
  #expect(
    problems == [
      "s.yaml:3:20: Settings has no element for 'stepper'; a Settings.bundle cannot hold it",
      "s.yaml:4:5: Settings has no element for a row that only shows a title; give it a control, a push or a detail '{key}'",
    ], "\(problems)")
}
