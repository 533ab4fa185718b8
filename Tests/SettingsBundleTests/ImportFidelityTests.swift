import PropertyList
import Testing

@testable import SettingsBundle

/// What the import keeps so that the screens say what the bundle says: values in their
/// plist types, and every spelling that would not come back from an export warned about.
private func pane(_ specifiers: [KeyValuePairs<String, String>]) -> MemoryBundle {
  plist(specifiers.map(TestBundles.specifier))
}

/// A bundle of one plist whose specifiers are given as their inner XML.
private func plist(_ specifiers: [String]) -> MemoryBundle {
  MemoryBundle(["Root.plist": TestBundles.plist(specifiers)])
}

@Test func aDefaultOfAnotherTypeThanItsValuesIsReportedByTheScreensToo() throws {
  let bundle = pane([
    [
      "Type": TestBundles.string("PSMultiValueSpecifier"), "Title": TestBundles.string("Lines"),
      "Key": TestBundles.string("lines"), "DefaultValue": TestBundles.string("2"),
      "Titles": TestBundles.strings(["One", "Two"]),
      "Values": "<array><integer>1</integer><integer>2</integer></array>",
    ]
  ])
  let result = BundleImport.read(bundle, title: "Settings")
  #expect(
    result.problems.map(\.problem.message) == [
      "DefaultValue '2' is not one of the 'Values'; Settings shows no choice checked"
    ])
  let app = try #require(result.app)
  #expect(
    TestBundles.check(app).diagnostics.contains(
      "app.yaml:5:10: error: state key 'lines' holds a value its control cannot: '2' is a text, and the picker's value 2 is a number; Settings stores them as different values (quote both or neither)"
    ), "\(TestBundles.check(app).diagnostics)")
}

/// The warnings import gives for a one-plist bundle, as `line:column: message`.
private func warnings(_ bundle: MemoryBundle) -> [String] {
  BundleImport.read(bundle, title: "Settings").problems.filter { $0.problem.severity == .warning }
    .map {
      "\($0.problem.location.mark.map { "\($0.line):\($0.column)" } ?? "-"): \($0.problem.message)"
    }
}

/// The specifiers export writes for the app import makes of a bundle.
private func exported(_ bundle: MemoryBundle) throws -> [Specifier] {
  let app = try #require(BundleImport.read(bundle, title: "Settings").app)
  let files = importedFiles(app).map { AppExport.File(path: $0.path, bytes: Array($0.text.utf8)) }
  let read = AppExport.read(files, iask: true)
  #expect(read.problems.isEmpty, "\(read.problems)")
  let document = try #require(read.app)
  return try #require(BundleExport.panes(document).first).specifiers
}

/// A switch's inner XML, with extra keys after its own.
private func toggle(_ extra: KeyValuePairs<String, String> = [:]) -> String {
  TestBundles.specifier([
    "Type": TestBundles.string("PSToggleSwitchSpecifier"), "Title": TestBundles.string("On"),
    "Key": TestBundles.string("on"), "DefaultValue": "<true/>",
  ]) + TestBundles.specifier(extra)
}

private let untitledGroup = TestBundles.specifier([
  "Type": TestBundles.string("PSGroupSpecifier"), "FooterText": TestBundles.string("Below"),
])

/// Settings draws a first group with neither Title nor FooterText as nothing; it is kept
/// (`groupSpecifier: true`) and written back.
@Test func aFirstGroupWithNeitherTitleNorFooterIsKept() throws {
  let bundle = plist([
    TestBundles.specifier(["Type": TestBundles.string("PSGroupSpecifier")]), toggle(),
  ])
  #expect(warnings(bundle) == [])
  let app = try #require(BundleImport.read(bundle, title: "Settings").app)
  #expect(
    importedFiles(app).first { $0.path == "root.yaml" }?.text.contains(
      "  - groupSpecifier: true\n    rows:\n") == true)
  #expect(TestBundles.check(app).diagnostics == "")
  #expect(try exported(bundle).map(\.kind) == [.group, .toggle])
  // Rows before any group stay without one.
  #expect(try exported(plist([toggle()])).map(\.kind) == [.toggle])
}

private let radio = TestBundles.specifier([
  "Type": TestBundles.string("PSRadioGroupSpecifier"), "Title": TestBundles.string("Mode"),
  "Key": TestBundles.string("mode"), "DefaultValue": TestBundles.string("a"),
  "Titles": TestBundles.strings(["A", "B"]), "Values": TestBundles.strings(["a", "b"]),
])

/// A group that only ends a radio group is kept, with its footer: Settings draws the rows
/// after it as a section of their own.
@Test func aGroupThatEndsARadioGroupIsKept() throws {
  let ended = plist([radio, untitledGroup, toggle()])
  #expect(warnings(ended) == [])
  let specifiers = try exported(ended)
  #expect(specifiers.map(\.kind) == [.radioGroup, .group, .toggle])
  #expect(specifiers.map(\.footer) == [nil, "Below", nil])
  let bare = TestBundles.specifier(["Type": TestBundles.string("PSGroupSpecifier")])
  #expect(
    try exported(plist([radio, bare, toggle()])).map(\.kind) == [.radioGroup, .group, .toggle])
  // Without the group, the rows continue the radio group's section.
  #expect(try exported(plist([radio, toggle()])).map(\.kind) == [.radioGroup, .toggle])
  let footer = TestBundles.specifier(["FooterText": TestBundles.string("About modes")])
  let clear = plist([radio + footer, untitledGroup, toggle()])
  #expect(warnings(clear) == [])
  #expect(try exported(clear).map(\.footer) == ["About modes", "Below", nil])
}

@Test func aSwitchWithOnlyOneOfItsValuesIsWarnedAbout() {
  #expect(
    warnings(plist([toggle(["TrueValue": "<true/>"])])) == [
      "16:4: only 'TrueValue' is set (Settings stores false for the other); the screens hold both values, so export writes 'FalseValue' false too"
    ])
  #expect(
    warnings(plist([toggle(["FalseValue": "<integer>0</integer>"])])).map { $0.prefix(30) } == [
      "16:4: only 'FalseValue' is set"
    ])
}

@Test func anExplicitIsSecureFalseSurvivesTheRoundTrip() throws {
  let field = pane([
    [
      "Type": TestBundles.string("PSTextFieldSpecifier"), "Title": TestBundles.string("Name"),
      "Key": TestBundles.string("name"), "DefaultValue": TestBundles.string(""),
      "IsSecure": "<false/>",
    ]
  ])
  #expect(warnings(field) == [])
  #expect(try exported(field).map(\.isSecure) == [false])
}

@Test func aTextFieldWithoutDefaultOrTitleIsWarnedAbout() {
  let field = pane([
    ["Type": TestBundles.string("PSTextFieldSpecifier"), "Key": TestBundles.string("name")]
  ])
  #expect(
    warnings(field) == [
      "7:3: PSTextFieldSpecifier has no Title; it is imported with the title '', and export writes Title ''",
      "7:3: PSTextFieldSpecifier has no DefaultValue; Settings shows nothing until one is stored (imported as '')",
    ])
}

/// A password field without a default is the usual case: it starts empty, with no warning,
/// and comes back without one (a new user's trial was warned at every check).
@Test func aSecureFieldWithoutDefaultIsNotWarnedAbout() throws {
  let field = pane([
    [
      "Type": TestBundles.string("PSTextFieldSpecifier"), "Title": TestBundles.string("Password"),
      "Key": TestBundles.string("password"), "IsSecure": "<true/>",
    ]
  ])
  #expect(warnings(field) == [])
  let specifier = try #require(try exported(field).first)
  #expect(specifier.isSecure == true)
  #expect(specifier.defaultValue == nil)
}

@Test(arguments: [
  ("PSToggleSwitchSpecifer", "; did you mean 'PSToggleSwitchSpecifier'?"),
  ("PSMultivalueSpecifier", "; did you mean 'PSMultiValueSpecifier'?"),
  ("PSSomethingNew", ""),
])
func anUnknownTypeOffersTheNearestKnownOne(type: String, ending: String) throws {
  // A misspelt type is an error (Settings shows nothing for it); another type is the app's
  // own, a warning. Either is imported as a plain row, its keys kept.
  let bundle = pane([["Type": TestBundles.string(type), "Title": TestBundles.string("A")]])
  let read = BundleImport.read(bundle, title: "Settings")
  let found = read.problems.map {
    "\($0.problem.severity) \($0.problem.location.mark.map { "\($0.line):\($0.column)" } ?? "-"): \($0.problem.message)"
  }
  #expect(
    found == [
      "\(ending.isEmpty ? "warning" : "error") 9:4: '\(type)' is not a specifier type Settings or InAppSettingsKit draws; it is imported as a plain row with its title\(ending)"
    ])
  let app = try #require(read.app)
  let text = importedFiles(app).first { $0.path == "root.yaml" }?.text ?? ""
  #expect(text.contains("settings: {Type: \(type)}"), "\(text)")
}

@Test func aRealThatReadsAsAWholeNumberStaysARealThroughTheRoundTrip() throws {
  let slider = pane([
    [
      "Type": TestBundles.string("PSSliderSpecifier"), "Key": TestBundles.string("boost"),
      "DefaultValue": "<real>1</real>", "MinimumValue": "<real>1</real>",
      "MaximumValue": "<real>1e1</real>",
    ]
  ])
  let app = try #require(BundleImport.read(slider, title: "Settings").app)
  #expect(
    importedFiles(app).first { $0.path == "app.yaml" }?.text.contains("boost: 1.0\n") == true)
  let specifier = try #require(try exported(slider).first)
  #expect(specifier.defaultValue == .real("1.0"))
  #expect(specifier.minimum == .real("1.0"))
  // The screens write a bound without an exponent: the same real.
  #expect(specifier.maximum == .real("10.0"))
}

/// Settings compares a stored number with a picker's values by value, so an `<integer>`
/// default of a picker whose value is a `<real>` checks it: kept as written, an integer, and
/// the screens check the same choice.
@Test func anIntegerDefaultOfRealValuesStaysAnInteger() throws {
  let picker = pane([
    [
      "Type": TestBundles.string("PSMultiValueSpecifier"), "Title": TestBundles.string("Theme"),
      "Key": TestBundles.string("theme"), "DefaultValue": "<integer>0</integer>",
      "Titles": TestBundles.strings(["Light", "Dark"]),
      "Values": "<array><real>0</real><integer>1</integer></array>",
    ]
  ])
  #expect(warnings(picker) == [])
  let app = try #require(BundleImport.read(picker, title: "Settings").app)
  #expect(app.stateKeys == ["theme"])
  #expect(app.app.state.text(at: ["theme"]) == "0" && app.app.stateTypes["theme"] == .number)
  let loaded = TestBundles.check(app)
  #expect(loaded.diagnostics == "")
  let exported = try #require(try exported(picker).first)
  #expect(exported.values == [.real("0.0"), .integer("1")])
  #expect(exported.defaultValue == .integer("0"))
}

/// A switch's `<string>YES</string>` stays a string: the screens' switch holds it (and
/// draws it on, as Settings reads it), and export writes the string back.
@Test func aSwitchsTextYesStaysAString() throws {
  let bundle = pane([
    [
      "Type": TestBundles.string("PSToggleSwitchSpecifier"), "Title": TestBundles.string("On"),
      "Key": TestBundles.string("on"), "DefaultValue": TestBundles.string("YES"),
    ]
  ])
  #expect(warnings(bundle) == [])
  let app = try #require(BundleImport.read(bundle, title: "Settings").app)
  #expect(app.stateKeys == ["on"])
  #expect(app.app.state.text(at: ["on"]) == "YES" && app.app.stateTypes["on"] == .text)
  #expect(TestBundles.check(app).diagnostics == "")
  #expect(try exported(bundle).first?.defaultValue == .string("YES"))
}

@Test func aSwitchsDefaultOfAnotherTypeThanItsValuesIsReportedByTheScreensToo() throws {
  let bundle = pane([
    [
      "Type": TestBundles.string("PSToggleSwitchSpecifier"), "Title": TestBundles.string("On"),
      "Key": TestBundles.string("on"), "DefaultValue": TestBundles.string("1"),
      "TrueValue": "<integer>1</integer>", "FalseValue": "<integer>0</integer>",
    ]
  ])
  let result = BundleImport.read(bundle, title: "Settings")
  #expect(
    result.problems.map(\.problem.message) == [
      "DefaultValue '1' is neither TrueValue 1 nor FalseValue 0; Settings shows the switch off"
    ])
  let app = try #require(result.app)
  let diagnostics = TestBundles.check(app).diagnostics
  #expect(
    diagnostics.contains(
      "'1' is a text, and the switch's value 1 is a number; Settings stores them as different values"
    ), "\(diagnostics)")
}

/// A control without a `DefaultValue` keeps none: its state holds what Settings shows (and
/// import says so), and `writesDefault: false` leaves the key out on export.
@Test func aControlWithoutADefaultComesBackWithoutOne() throws {
  func field(_ extra: KeyValuePairs<String, String>) -> MemoryBundle {
    var entries: [(String, String)] = [
      ("Type", TestBundles.string("PSTextFieldSpecifier")), ("Title", TestBundles.string("Phone")),
      ("Key", TestBundles.string("phone")),
    ]
    entries += extra.map { ($0.key, $0.value) }
    return MemoryBundle([
      "Root.plist": TestBundles.plist([
        entries.map { "\t\t\t<key>\($0.0)</key>\n\t\t\t\($0.1)\n" }.joined()
      ])
    ])
  }
  let without = field([:])
  let app = try #require(BundleImport.read(without, title: "Settings").app)
  #expect(
    importedFiles(app).first { $0.path == "root.yaml" }?.text.contains("writesDefault: false\n")
      == true)
  #expect(TestBundles.check(app).diagnostics == "")
  #expect(try exported(without).first?.defaultValue == nil)
  // An empty DefaultValue is written back.
  #expect(
    try exported(field(["DefaultValue": TestBundles.string("")])).first?.defaultValue == .string("")
  )
}

/// IASK's date picker is a `datePicker` row with its mode, style and minute interval; a
/// `<date>` default is stored as the ISO 8601 text of the picker's mode, the row keeps the
/// date as written, and export with `--iask` writes the specifier back with it.
@Test func anIASKDatePickerImportsAsADatePickerAndExportsBack() throws {
  let bundle = pane([
    [
      "Type": TestBundles.string("IASKDatePickerSpecifier"), "Title": TestBundles.string("Day"),
      "Key": TestBundles.string("day"), "DatePickerMode": TestBundles.string("Date"),
      "DatePickerStyle": TestBundles.string("Inline"), "MinuteInterval": "<integer>5</integer>",
      "DefaultValue": "<date>2026-12-01T09:30:00Z</date>",
    ]
  ])
  #expect(warnings(bundle) == [])
  let app = try #require(BundleImport.read(bundle, title: "Settings").app)
  let files = importedFiles(app)
  let root = try #require(files.first { $0.path == "root.yaml" }?.text)
  #expect(root.contains("datePicker: day\n        mode: date\n        style: inline\n"), "\(root)")
  #expect(root.contains("minuteInterval: 5"))
  #expect(files.first { $0.path == "app.yaml" }?.text.contains("day: \"2026-12-01\"") == true)
  #expect(TestBundles.check(app).diagnostics == "")
  let specifier = try #require(try exported(bundle).first)
  #expect(specifier.kind == .datePicker)
  #expect(specifier.datePickerMode == "Date")
  #expect(specifier.datePickerStyle == "Inline")
  #expect(specifier.minuteInterval == .integer("5"))
  // State holds the picker's text; the specifier keeps its own `<date>`, which export writes
  // back as it was.
  #expect(specifier.defaultValue == nil)
  let kept = specifier.extra.first { $0.key == "DefaultValue" }?.value.content
  #expect(kept == .date("2026-12-01T09:30:00Z"))
}

/// Without `--iask`, a date picker is refused at its kind key, naming the option.
@Test func exportWithoutIASKRefusesADatePickerAtItsKey() throws {
  let files = [
    AppExport.File(
      path: "app.yaml", bytes: Array("start: root\nstate:\n  day: \"2026-12-01\"\n".utf8)),
    AppExport.File(
      path: "root.yaml",
      bytes: Array("title: Root\nrows:\n  - {title: Day, datePicker: day, mode: date}\n".utf8)),
  ]
  let read = AppExport.read(files, iask: false)
  let messages = read.problems.map {
    "\($0.diagnostic.mark.line):\($0.diagnostic.mark.column): \($0.diagnostic.message)"
  }
  #expect(
    messages.contains(
      "3:18: 'datePicker' is an InAppSettingsKit element; export with --iask to write it"),
    "\(messages)")
}

/// IASK's text view is a `textView` row with its field keys; export with `--iask` writes it
/// back, and without it refuses it at its key.
@Test func anIASKTextViewImportsAsATextViewAndExportsBack() throws {
  let bundle = pane([
    [
      "Type": TestBundles.string("IASKTextViewSpecifier"), "Title": TestBundles.string("Notes"),
      "Key": TestBundles.string("notes"), "IASKPlaceholder": TestBundles.string("Write"),
      "AutocapitalizationType": TestBundles.string("Sentences"),
      "DefaultValue": TestBundles.string("One"),
    ]
  ])
  #expect(warnings(bundle) == [])
  let app = try #require(BundleImport.read(bundle, title: "Settings").app)
  let root = try #require(importedFiles(app).first { $0.path == "root.yaml" }?.text)
  #expect(root.contains("textView: notes\n"), "\(root)")
  #expect(root.contains("autocapitalization: sentences\n"), "\(root)")
  #expect(TestBundles.check(app).diagnostics == "")
  let specifier = try #require(try exported(bundle).first)
  #expect(specifier.kind == .textView)
  #expect(specifier.placeholder == "Write")
  #expect(specifier.autocapitalization == "Sentences")
  #expect(specifier.defaultValue == .string("One"))
  let files = [
    AppExport.File(path: "app.yaml", bytes: Array("start: root\nstate:\n  notes: \"\"\n".utf8)),
    AppExport.File(
      path: "root.yaml", bytes: Array("title: Root\nrows:\n  - {title: N, textView: notes}\n".utf8)),
  ]
  let refused = AppExport.read(files, iask: false).problems.map {
    "\($0.diagnostic.mark.line):\($0.diagnostic.mark.column): \($0.diagnostic.message)"
  }
  #expect(
    refused.contains(
      "3:16: 'textView' is an InAppSettingsKit element; export with --iask to write it"),
    "\(refused)")
}

/// IASK's mail compose row is a `mail` row with its recipients, subject and body; export
/// with `--iask` writes every key back in its plist type.
@Test func anIASKMailRowImportsAsAMailRowAndExportsBack() throws {
  let bundle = pane([
    [
      "Type": TestBundles.string("IASKMailComposeSpecifier"),
      "Title": TestBundles.string("Feedback"),
      "IASKMailComposeToRecipents": TestBundles.strings(["a@example.com"]),
      "IASKMailComposeBccRecipents": TestBundles.strings(["b@example.com", "c@example.com"]),
      "IASKMailComposeSubject": TestBundles.string("Hi {name}"),
      "IASKMailComposeBody": TestBundles.string("Hello"),
      "IASKMailComposeBodyIsHTML": "<false/>",
    ]
  ])
  #expect(warnings(bundle) == [])
  let app = try #require(BundleImport.read(bundle, title: "Settings").app)
  let root = try #require(importedFiles(app).first { $0.path == "root.yaml" }?.text)
  #expect(root.contains("mail:\n          to: [\"a@example.com\"]\n"), "\(root)")
  #expect(root.contains("subject: \"Hi {{name}}\"\n"), "\(root)")
  #expect(TestBundles.check(app).diagnostics == "")
  let specifier = try #require(try exported(bundle).first)
  #expect(specifier.kind == .mail)
  #expect(specifier.mailTo == ["a@example.com"])
  #expect(specifier.mailCc == nil)
  #expect(specifier.mailBcc == ["b@example.com", "c@example.com"])
  #expect(specifier.mailSubject == "Hi {name}")
  #expect(specifier.mailBody == "Hello")
  #expect(specifier.mailBodyIsHTML == false)
}

/// IASK's custom view is a `custom` row named by its `Key`; export with `--iask` writes it
/// back (its height is the app's delegate's, so none is written).
@Test func anIASKCustomViewImportsAsACustomRowAndExportsBack() throws {
  let bundle = pane([
    [
      "Type": TestBundles.string("IASKCustomViewSpecifier"),
      "Title": TestBundles.string("Poster"), "Key": TestBundles.string("poster"),
    ]
  ])
  #expect(warnings(bundle) == [])
  let app = try #require(BundleImport.read(bundle, title: "Settings").app)
  let root = try #require(importedFiles(app).first { $0.path == "root.yaml" }?.text)
  #expect(root.contains("- title: Poster\n        custom: poster\n"), "\(root)")
  #expect(TestBundles.check(app).diagnostics == "")
  let specifier = try #require(try exported(bundle).first)
  #expect(specifier.kind == .customView)
  #expect(specifier.key == "poster")
  #expect(specifier.title == "Poster")
}
