import PropertyList
import Testing

@testable import SettingsBundle

private typealias B = TestBundles

/// Each problem's first line, as the CLI prints it (with the file's path in the bundle).
private func problems(_ files: [String: [UInt8]]) -> [String] {
  let bundle = MemoryBundle(files)
  let result = BundleImport.read(bundle, title: "Settings")
  return result.problems.map { problem in
    let text = problem.formatted(path: problem.file, source: bundle.read(problem.file) ?? []) {
      result.specifierIndex(of: $0, in: problem.file)
    }
    return String(text.split(separator: "\n").first ?? "")
  }
}

private func toggle(_ extra: KeyValuePairs<String, String> = [:], key: String? = "sound") -> String
{
  var entries: [(String, String)] = [
    ("Type", B.string("PSToggleSwitchSpecifier")), ("Title", B.string("Sound")),
  ]
  if let key { entries.append(("Key", B.string(key))) }
  entries.append(("DefaultValue", "<true/>"))
  entries += extra.map { ($0.key, $0.value) }
  return entries.map { "\t\t\t<key>\($0.0)</key>\n\t\t\t\($0.1)\n" }.joined()
}

private func multiValue(default value: String, titles: [String], values: [String]) -> String {
  B.specifier([
    "Type": B.string("PSMultiValueSpecifier"), "Title": B.string("Theme"), "Key": B.string("theme"),
    "DefaultValue": value, "Titles": B.strings(titles), "Values": B.strings(values),
  ])
}

/// A choice's title stored as the default is offered the value at its place; a misspelt
/// value the nearest one (a new user's trial wrote `System` for `system`).
@Test func aDefaultThatIsATitleIsOfferedItsValue() {
  for (stored, offered) in [("System", "system"), ("drak", "dark")] {
    let found = problems([
      "Root.plist": B.plist([
        multiValue(
          default: B.string(stored), titles: ["Light", "Dark", "System"],
          values: ["light", "dark", "system"])
      ])
    ])
    #expect(
      found == [
        "Root.plist:14:4: error: DefaultValue '\(stored)' is not one of the 'Values'; Settings shows no choice checked; did you mean '\(offered)'?"
      ])
  }
}

@Test func settingsSilentMistakesAreErrorsAtTheirPlace() {
  #expect(
    problems([
      "Root.plist": B.plist([
        multiValue(
          default: B.string("Blue"), titles: ["Light", "Dark"], values: ["light", "dark"])
      ])
    ])
      == [
        "Root.plist:14:4: error: DefaultValue 'Blue' is not one of the 'Values'; Settings shows no choice checked"
      ])
  #expect(
    problems([
      "Root.plist": B.plist([
        multiValue(default: B.string("light"), titles: ["Light"], values: ["light", "dark"])
      ])
    ])
      == [
        "Root.plist:16:4: error: 'Titles' has 1 entries and 'Values' 2; Settings shows the shorter count"
      ])
  #expect(
    problems(["Root.plist": B.plist([toggle(key: nil)])])
      == [
        "Root.plist:7:3: error: PSToggleSwitchSpecifier has no 'Key'; Settings shows it without a word"
      ])
  #expect(
    problems([
      "Root.plist": B.plist([
        B.specifier([
          "Type": B.string("PSChildPaneSpecifier"), "Title": B.string("More"),
          "File": B.string("More"),
        ])
      ])
    ]) == [
      "Root.plist:12:4: error: 'File' names 'More.plist', which the bundle does not hold; Settings shows an empty pane"
    ])
  #expect(
    problems([
      "Root.plist": B.plist([
        toggle(),
        B.specifier([
          "Type": B.string("PSTextFieldSpecifier"), "Title": B.string("Sound"),
          "Key": B.string("sound"),
        ]),
      ])
    ]) == [
      "Root.plist:22:4: error: key 'sound' is bound by a text field here and by a switch elsewhere; one stored value cannot be both"
    ])
}

@Test func aFileOutsideTheBundleIsNotFollowed() {
  #expect(
    problems([
      "Root.plist": B.plist([
        B.specifier([
          "Type": B.string("PSChildPaneSpecifier"), "Title": B.string("Up"),
          "File": B.string("../../etc/passwd"),
        ])
      ]),
      "../../etc/passwd.plist": B.plist([]),
    ]) == [
      "Root.plist:12:4: error: 'File' '../../etc/passwd' is outside the bundle; it is not followed"
    ])
}

/// Issue #36, item 8: a `File` holding control characters is refused as one leaving the
/// bundle is, so no file is written under that name.
@Test func aFileHoldingControlCharactersIsNotFollowed() {
  let file = "\u{9B}2J\u{202E}child"
  #expect(
    problems([
      "Root.plist": B.plist([
        B.specifier([
          "Type": B.string("PSChildPaneSpecifier"), "Title": B.string("Up"),
          "File": B.string(file),
        ])
      ]),
      "\(file).plist": B.plist([]),
    ]) == [
      "Root.plist:12:4: error: 'File' '<U+009B>2J<U+202E>child' holds a control, bidi or invisible character; it is not followed, nor written as a file name",
      "<U+009B>2J<U+202E>child.plist: warning: no child pane opens this plist from Root.plist; its name holds a control, bidi or invisible character, so it is not imported",
    ])
}

@Test func whatTheScreensCannotExpressIsAWarning() {
  #expect(
    problems(["Root.plist": B.plist([toggle(["infobuttonvalue": B.string("x")])])])
      == [
        "Root.plist:16:4: warning: 'infobuttonvalue' is not a key of PSToggleSwitchSpecifier the screens model; it is kept in the row's or section's 'settings'"
      ])
  #expect(
    problems([
      "Root.plist": B.plist([
        B.specifier([
          "Type": B.string("IASKListGroupSpecifier"), "Title": B.string("When"),
          "ItemSpecifier": "<dict><key>Type</key><string>PSTextFieldSpecifier</string></dict>",
        ])
      ])
    ])
      == [
        "Root.plist:7:3: error: IASKListGroupSpecifier has no 'Key'; Settings shows it without a word"
      ])
}

@Test func nothingFaithfulMeansNoApp() {
  let cases: [([String: [UInt8]], String)] = [
    ([:], "Root.plist: error: the bundle holds no Root.plist (nor one inside an .lproj folder)"),
    // An app folder given to import (a new user's trial) is told export writes its bundle.
    (
      ["app.yaml": Array("start: s\n".utf8), "s.yaml": Array("title: S\nrows: [A]\n".utf8)],
      "Root.plist: error: the folder holds no Root.plist but YAML screens: it is an app, not a Settings.bundle; 'screenspec export FOLDER --out NAME.bundle' writes its bundle"
    ),
    (
      ["Root.plist": Array("not a plist".utf8)],
      "Root.plist:1:1: error: expected an element, found text"
    ),
    (
      ["Root.plist": Array(B.plist([]).prefix(200))],
      "Root.plist:5:27: error: the file ends inside a tag"
    ),
    (
      ["Root.plist": Array("<plist><array/></plist>".utf8)],
      "Root.plist:1:8: error: a settings pane is a dict with 'PreferenceSpecifiers'; found an array"
    ),
  ]
  for (files, expected) in cases {
    let result = BundleImport.read(MemoryBundle(files), title: "Settings")
    #expect(problems(files).first == expected)
    if expected.contains("an array") { continue }
    #expect(result.app == nil, "\(expected)")
  }
}

@Test func aBinaryPlistIsLocatedBySpecifier() {
  // Two specifiers, the second's default not among its values (plistlib, FMT_BINARY).
  let result = problems(["Root.plist": BinaryFixtures.mistake])
  #expect(
    result == [
      "Root.plist: specifier 1: error: DefaultValue 'blue' is not one of the 'Values'; Settings shows no choice checked"
    ])
}

/// Issue #54, item 13: a binary plist shares one object among equal keys, yet each
/// problem names its own specifier.
@Test func aBinaryPlistNamesEachProblemsOwnSpecifier() {
  let result = problems(["Root.plist": BinaryFixtures.twoMistakes])
  #expect(
    result == [
      "Root.plist: specifier 1: error: DefaultValue 'blue' is not one of the 'Values'; Settings shows no choice checked",
      "Root.plist: specifier 2: error: DefaultValue 'pink' is not one of the 'Values'; Settings shows no choice checked",
    ], "\(result)")
}

@Test func aChainOfChildPanesIsCutWithoutACrash() {
  var files: [String: [UInt8]] = [:]
  for depth in 0..<1_000 {
    let name = depth == 0 ? "Root" : "p\(depth)"
    files[name + ".plist"] = B.plist([
      B.specifier([
        "Type": B.string("PSChildPaneSpecifier"), "Title": B.string("Next"),
        "File": B.string("p\(depth + 1)"),
      ])
    ])
  }
  files["p1000.plist"] = B.plist([])
  let result = BundleImport.read(MemoryBundle(files), title: "Settings")
  #expect(result.app?.app.screens.count == BundleWalk.maxPanes)
  #expect(
    result.problems.map(\.problem.message) == [
      "the bundle's child panes reach more than 500 plists; the rest are not imported"
    ])
}

@Test func aLargePlistIsRefusedBeforeParsing() {
  let big = [UInt8](repeating: 0x20, count: 5 << 20)
  #expect(
    problems(["Root.plist": big]) == [
      "Root.plist: error: file is larger than the limit of 4194304 bytes"
    ])
}

@Test func aStringsFileInAnUnknownEncodingIsAnError() {
  let files: [String: [UInt8]] = [
    "Root.plist": B.plist([toggle()]),
    "de.lproj/Root.strings": [
      0x22, 0x53, 0x6F, 0x75, 0x6E, 0x64, 0x22, 0x3D, 0x22, 0xD6, 0x22, 0x3B,
    ],
  ]
  #expect(
    problems(files) == [
      "de.lproj/Root.strings:1:10: error: byte 0xD6 is not UTF-8, and the file is not UTF-16; the file is not imported: save it as UTF-8 or UTF-16"
    ])
}

@Test func aPlistNoPaneOpensAndAPaneTitleAreWarnings() {
  #expect(
    problems([
      "Root.plist": B.plist([], extra: "\t<key>Title</key>\n\t<string>Mine</string>\n"),
      "Licences/Old.plist": B.plist([]),
      "de.lproj/Root.plist": B.plist([]),
    ]) == [
      "Root.plist:5:2: warning: Settings titles a pane with the Title of the row that opens it (the root pane with the app's name); this 'Title' is not drawn, and kept in the screen's 'settings'",
      "Licences/Old.plist: warning: no child pane opens this plist from Root.plist, so Settings never shows it; it is imported as a screen nothing pushes, and exported back",
    ])
}

/// A `File` that names a plist of the bundle in another case is offered it (a new user's
/// trial wrote `advanced` for `Advanced.plist`).
@Test func aFileInTheWrongCaseIsOfferedThePlist() {
  let found = problems([
    "Root.plist": B.plist([
      B.specifier([
        "Type": B.string("PSChildPaneSpecifier"), "Title": B.string("More"),
        "File": B.string("advanced"),
      ])
    ]),
    "Advanced.plist": B.plist([]),
  ])
  #expect(
    found.first
      == "Root.plist:12:4: error: 'File' names 'advanced.plist', which the bundle does not hold; Settings shows an empty pane; did you mean 'Advanced'?",
    "\(found)")
}

/// A Root.plist that does not parse opens no pane: its error alone, not also "no child pane
/// opens" at every other plist (a new user's trial).
@Test func aRootThatDoesNotParseIsNotFollowedByUnopenedWarnings() {
  let found = problems([
    "Root.plist": Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n".utf8),
    "Advanced.plist": B.plist([]),
  ])
  #expect(found.count == 1, "\(found)")
  #expect(found.first?.hasPrefix("Root.plist:") == true, "\(found)")
  #expect(!found.contains { $0.contains("no child pane opens") })
}

/// Issue #38, item 5: a strings file in a folder that is not a `LANG.lproj` (a misspelt
/// `zh-Hans.lpoj`) is not lost: it is told, and kept as it is.
@Test func aStringsFileOutsideALanguageFolderIsAWarning() {
  #expect(
    problems([
      "Root.plist": B.plist([toggle()]),
      "zh-Hans.lpoj/Root.strings": Array("\"Sound\" = \"声音\";\n".utf8),
      "de.lproj/Root.strings": Array("\"Sound\" = \"Ton\";\n".utf8),
    ]) == [
      "zh-Hans.lpoj/Root.strings: warning: a strings file outside a LANG.lproj folder, which Settings never reads; it is kept as it is in the app's kept/ folder, and export writes it back"
    ])
}

/// Issue #54, item 5: a plist without `StringsTable` beside a table of its own name is
/// looked up there, as Settings does: no warning.
@Test func aPlistWithoutStringsTableBesideItsOwnTableIsLookedUpThere() {
  #expect(
    problems([
      "Root.plist": B.plist([
        B.specifier([
          "Type": B.string("PSChildPaneSpecifier"), "Title": B.string("More"),
          "File": B.string("More"),
        ])
      ]),
      "More.plist": B.plist([toggle()]),
      "de.lproj/More.strings": Array("\"Sound\" = \"Ton\";\n".utf8),
    ]) == [])
}

/// An unknown key is warned about once per name in the bundle, at its first use, with how
/// many uses there are (vlc-ios writes `infobuttonvalue` on six pickers).
@Test func anUnknownKeyIsWarnedOncePerNameWithItsCount() {
  let found = problems([
    "Root.plist": B.plist([
      toggle(["infobuttonvalue": B.string("x")], key: "a"),
      toggle(["infobuttonvalue": B.string("x")], key: "b"),
      toggle(["other": B.string("y")], key: "c"),
      B.specifier([
        "Type": B.string("PSChildPaneSpecifier"), "Title": B.string("More"),
        "File": B.string("Child"),
      ]),
    ]),
    "Child.plist": B.plist([toggle(["infobuttonvalue": B.string("x")], key: "d")]),
  ]).filter { $0.contains("is not a key of") }
  #expect(found.count == 2, "\(found)")
  #expect(
    found.first?.hasSuffix(
      "'infobuttonvalue' is not a key of PSToggleSwitchSpecifier the screens model; it is kept in the row's or section's 'settings' (3 uses in the bundle; this is the first)"
    ) == true, "\(found)")
  #expect(
    found.last?.hasSuffix(
      "'other' is not a key of PSToggleSwitchSpecifier the screens model; it is kept in the row's or section's 'settings'"
    )
      == true)
}

/// A misspelt key of a specifier (`DefautValue`) is offered the key it is near, which Settings
/// reads (a new user's trial); a key near none is not.
@Test func aMisspeltSpecifierKeyIsOfferedTheKeyItIsNear() {
  let found = problems([
    "Root.plist": B.plist([
      toggle(["DefautValue": "<true/>"], key: "a"),
      toggle(["infobuttonvalue": B.string("x")], key: "b"),
    ])
  ]).filter { $0.contains("is not a key of") }
  #expect(
    found.first?.hasSuffix(
      "'DefautValue' is not a key of PSToggleSwitchSpecifier the screens model (did you mean 'DefaultValue'? Settings reads only that); it is kept in the row's or section's 'settings'"
    ) == true, "\(found)")
  #expect(found.last?.contains("did you mean") == false, "\(found)")
}

/// An empty `Key` is told as empty, at the key, not as a missing one.
@Test func anEmptyKeyIsToldAsEmpty() {
  let found = problems([
    "Root.plist": B.plist([
      B.specifier([
        "Type": B.string("PSTitleValueSpecifier"), "Title": B.string("Version"),
        "Key": B.string(""),
      ])
    ])
  ])
  #expect(
    found.contains {
      $0.contains("error: PSTitleValueSpecifier has an empty 'Key'; Settings shows it")
    }, "\(found)")
  #expect(!found.contains { $0.contains("has no 'Key'") })
}

/// A pane's own `Title` is kept in its screen's `settings`, and told once per bundle.
@Test func aPaneTitleIsToldOncePerBundle() {
  let title = "\t<key>Title</key>\n\t<string>Mine</string>\n"
  let found = problems([
    "Root.plist": B.plist(
      [
        B.specifier([
          "Type": B.string("PSChildPaneSpecifier"), "Title": B.string("More"),
          "File": B.string("Child"),
        ])
      ], extra: title),
    "Child.plist": B.plist([], extra: title),
  ]).filter { $0.contains("Title of the row") }
  #expect(found.count == 1)
  #expect(found.first?.hasSuffix("(2 uses in the bundle; this is the first)") == true)
}

/// A bundle's problems carry the codes of their messages, a limit's as well: the code is
/// what `check --format json` and an editor show of each.
@Test func aBundlesProblemsCarryTheirCodes() {
  let big = [UInt8](repeating: 0x20, count: 5 << 20)
  let tooLarge = BundleImport.read(MemoryBundle(["Root.plist": big]), title: "Settings")
  #expect(tooLarge.problems.map(\.problem.code) == [.fileTooLarge])
  #expect(tooLarge.problems.first?.problem.exceeded == .fileSize)
  let unknown = BundleImport.read(
    MemoryBundle(["Root.plist": B.plist([toggle(["infobuttonvalue": B.string("x")])])]),
    title: "Settings")
  #expect(unknown.problems.map(\.problem.code).contains(.unknownKey))
}
