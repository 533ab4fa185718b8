import PropertyList
import ScreenModel
import Testing

@testable import SettingsBundle

@Test func importsEverySpecifierOfTheTable() throws {
  let result = BundleImport.read(TestBundles.full, title: "Settings")
  #expect(result.problems.map(\.problem.message) == [])
  let app = try #require(result.app)
  let files = Dictionary(uniqueKeysWithValues: importedFiles(app).map { ($0.path, $0.text) })
  #expect(
    files.keys.sorted() == [
      "Licences-Alamofire.yaml", "app.yaml", "root.yaml", "strings/de.yaml", "strings/en.yaml",
      "theme.yaml",
    ])
  #expect(
    files["root.yaml"] == """
      title: Settings
      stringsTable: Root
      style: insetGrouped
      sections:
        - rows:
            - title: Early
              toggle: early
        - header: Sound
          footer: "Say {{name}}"
          rows:
            - title: Vibrate
              toggle: vibrate
            - title: Ring
              toggle: ring
              trueValue: loud
              falseValue: quiet
            - slider: volume
              min: 0
              max: 1
              minImage: quiet
        - header: Account
          rows:
            - title: Name
              textField: user.name
              keyboard: emailAddress
              autocapitalization: none
              autocorrection: false
            - title: Password
              textField: password
              secure: true
            - title: Theme
              push: theme
            - title: Version
              titleValue: version
        - header: Size
          bind: size
          choices:
            - {title: Small, value: s}
            - {title: Medium, value: m}
        - footer: After the rows
          rows:
            - title: Licences
              push: Licences-Alamofire
        - header: Pad only
          visibleIf: {device: pad}
          rows: []

      """)
  #expect(
    files["app.yaml"] == """
      # Imported from a Settings.bundle by 'screenspec import': each key's DefaultValue.
      start: root
      settingsBundle: true
      state:
        early: false
        vibrate: true
        ring: loud
        volume: 0.5
        user:
          name: ""
        password: ""
        theme: 1
        version: "1.0"
        size: m

      """)
  #expect(
    files["theme.yaml"] == """
      title: Theme
      stringsTable: Root
      style: insetGrouped
      bind: theme
      choices:
        - {title: Light, value: 0, shortTitle: L}
        - {title: Dark, value: 1, shortTitle: D}

      """)
  #expect(
    files["strings/de.yaml"] == """
      # Imported from de.lproj/Root.strings by 'screenspec import'.
      encoding: utf-16le-bom
      strings:
        "Sound": Ton
        "Theme": Thema
        "Dark": Dunkel
        "Unused": Nie

      """)
  #expect(files["Licences-Alamofire.yaml"]?.contains("title: Licences\n") == true)
  #expect(files["Licences-Alamofire.yaml"]?.contains("footer: \"Copyright & co\"\n") == true)
  // The screens' own loader accepts what was written.
  let checked = TestBundles.check(app)
  // No error; a Settings slider has no title, which VoiceOver reads badly (a warning).
  #expect(!checked.diagnostics.contains(": error: "), "\(checked.diagnostics)")
  #expect(checked.diagnostics.contains("warning: VoiceOver reads this slider without a name"))
  #expect(checked.app?.screens.count == 3)
}

@Test func padAndPhonePlistsMergeIntoOneScreen() throws {
  let toggle = TestBundles.specifier([
    "Type": TestBundles.string("PSToggleSwitchSpecifier"), "Title": TestBundles.string("Both"),
    "Key": TestBundles.string("both"), "DefaultValue": "<true/>",
  ])
  let padOnly = TestBundles.specifier([
    "Type": TestBundles.string("PSToggleSwitchSpecifier"),
    "Title": TestBundles.string("Split View"),
    "Key": TestBundles.string("split"), "DefaultValue": "<false/>",
  ])
  let bundle = MemoryBundle([
    "Root.plist": TestBundles.plist([toggle]),
    "Root~ipad.plist": TestBundles.plist([toggle, padOnly]),
  ])
  let result = BundleImport.read(bundle, title: "Settings")
  let app = try #require(result.app)
  let sections = app.sections("root")
  #expect(sections.count == 1)
  #expect(titles(sections[0].rows) == ["Both", "Split View"])
  #expect(sections[0].rows.map(\.shownOn.device) == [nil, .pad])
  #expect(app.stateKeys == ["both", "split"])
  #expect(TestBundles.check(app).diagnostics == "")
}

@Test func aTitleValueKeepsItsKeyAndItsTitlesForValues() throws {
  let bundle = MemoryBundle([
    "Root.plist": TestBundles.plist([
      TestBundles.specifier([
        "Type": TestBundles.string("PSTitleValueSpecifier"), "Title": TestBundles.string("Plan"),
        "Key": TestBundles.string("plan-kind"), "DefaultValue": TestBundles.string("pro"),
        "Titles": TestBundles.strings(["Professional", "Free"]),
        "Values": TestBundles.strings(["pro", "free"]),
      ])
    ]),
    "de.lproj/Root.strings": Array("\"Professional\" = \"Profi\";\n".utf8),
  ])
  let result = BundleImport.read(bundle, title: "Settings")
  #expect(result.problems.map(\.problem.message) == [])
  let app = try #require(result.app)
  let root = importedFiles(app).first { $0.path == "root.yaml" }?.text ?? ""
  #expect(
    root.hasSuffix(
      """
            - title: Plan
              titleValue: plan-kind
              choices:
                - {title: Professional, value: pro}
                - {title: Free, value: free}

      """))
  #expect(app.tables.first?.entries.map(\.translation) == ["Profi"])
  let checked = TestBundles.check(app)
  #expect(checked.diagnostics == "")
}

@Test func aSpecifierWithoutItsKeyIsReportedByTheScreensToo() throws {
  let bundle = MemoryBundle([
    "Root.plist": TestBundles.plist([
      TestBundles.specifier([
        "Type": TestBundles.string("PSTextFieldSpecifier"), "Title": TestBundles.string("Core"),
      ])
    ])
  ])
  let result = BundleImport.read(bundle, title: "Settings")
  #expect(result.hasErrors)
  let app = try #require(result.app)
  #expect(
    TestBundles.check(app).diagnostics.contains(
      "root.yaml:6:20: error: 'textField' is empty: name the state key a text field binds"))
}

@Test func aGroupOnlyThePadPlistHasIsAPadSection() {
  func section(_ header: String, _ titles: String...) -> PaneSection {
    PaneSection(
      Section(
        header: InterpolatedText(literal: header),
        rows: titles.map { Row(title: InterpolatedText(literal: $0)) }))
  }
  let (a, b, c) = (section("A", "One"), section("B", "Two"), section("C", "Big"))
  let bOnPad = section("B", "Two", "Wide")
  let merged = DeviceMerge.merge(phone: [a, b], pad: [a, c, bOnPad]).map(\.section)
  #expect(merged.map { $0.header?.literalText } == ["A", "C", "B"])
  #expect(merged.map(\.shownOn.device) == [nil, .pad, nil])
  #expect(titles(merged[2].rows) == ["Two", "Wide"])
  #expect(merged[2].rows.map(\.shownOn.device) == [nil, .pad])
  // Each device sees exactly its own plist.
  func shown(_ device: ShownOn.Device) -> [[String]] {
    merged.filter { [nil, device].contains($0.shownOn.device) }.map { section in
      titles(section.rows.filter { [nil, device].contains($0.shownOn.device) })
    }
  }
  #expect(shown(.phone) == [["One"], ["Two"]])
  #expect(shown(.pad) == [["One"], ["Big"], ["Two", "Wide"]])
}
