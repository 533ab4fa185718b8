import PropertyList
import ScreenFormat
import ScreenModel
import Testing

@testable import SettingsBundle

private typealias B = TestBundles

private func roundTrip(_ bundle: MemoryBundle) throws -> (
  files: [String: [UInt8]], yaml: [String: String]
) { try B.roundTrip(bundle) }

private func root(_ bytes: [UInt8]?) -> PlistNode? { B.root(bytes) }

private func toggle(_ title: String, _ key: String) -> String {
  B.specifier([
    "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string(title), "Key": B.string(key),
    "DefaultValue": "<true/>",
  ])
}

private let group = B.specifier(["Type": B.string("PSGroupSpecifier"), "Title": B.string("Extra")])

@Test func aPadPlistComesBackAsItsOwnFileWithItsOwnRoot() throws {
  let phone = B.plist([toggle("Sound", "sound"), toggle("Phone only", "small")])
  let pad = B.plist(
    [toggle("Sound", "sound"), group, toggle("Split View", "split")],
    extra: "\t<key>Title</key>\n\t<string>Pad</string>\n")
  let bundle = MemoryBundle(["Root.plist": phone, "Root~ipad.plist": pad])
  let (files, yaml) = try roundTrip(bundle)
  #expect(
    yaml["root.yaml"]?.contains("plists:\n  - Root.plist\n  - file: \"Root~ipad.plist\"\n") == true)
  #expect(files.keys.sorted() == ["Root.plist", "Root~ipad.plist"])
  // Each file holds what its device shows, with no idiom added: the file says the device.
  #expect(root(files["Root.plist"]) == root(phone))
  #expect(root(files["Root~ipad.plist"]) == root(pad))
}

@Test func anInAppPlistIsMergedByHostAndComesBack() throws {
  let settings = B.plist([toggle("Sound", "sound")])
  let inApp = B.plist([toggle("Sound", "sound"), toggle("Theme", "theme")])
  let bundle = MemoryBundle(["Root.plist": settings, "Root.inApp.plist": inApp])
  let result = BundleImport.read(bundle, title: "Settings")
  // The in-app plist is read, not skipped as a plist no pane opens.
  #expect(result.problems.map(\.problem.message) == [])
  let app = try #require(result.app)
  let sections = app.sections("root")
  #expect(titles(sections.flatMap(\.rows)) == ["Sound", "Theme"])
  #expect(sections.flatMap(\.rows).map(\.shownOn.host) == [nil, .app])
  #expect(TestBundles.check(app).diagnostics == "")
  let (files, yaml) = try roundTrip(bundle)
  #expect(yaml["root.yaml"]?.contains("visibleIf: {host: app}") == true)
  #expect(files.keys.sorted() == ["Root.inApp.plist", "Root.plist"])
  #expect(root(files["Root.plist"]) == root(settings))
  #expect(root(files["Root.inApp.plist"]) == root(inApp))
}

@Test func aBundleOfOnlyAnInAppPlistShowsInTheApp() throws {
  let inApp = B.plist([toggle("Sound", "sound")])
  let bundle = MemoryBundle(["Root.inApp.plist": inApp])
  let result = BundleImport.read(bundle, title: "Settings")
  #expect(result.problems.map(\.problem.message) == [])
  let app = try #require(result.app)
  let sections = app.sections("root")
  #expect(sections.map(\.shownOn.host) == [.app])
  let (files, yaml) = try roundTrip(bundle)
  #expect(yaml["root.yaml"]?.contains("plists:\n  - Root.inApp.plist\n") == true)
  // No Root.plist appears that the bundle did not have.
  #expect(files.keys.sorted() == ["Root.inApp.plist"])
  #expect(root(files["Root.inApp.plist"]) == root(inApp))
}

/// `plists:` is checked where it is written, and export says where a host limit needs one.
@Test func plistsAreCheckedAtLoadAndAtExport() {
  func errors(_ screen: String) -> [String] {
    let result = AppAssembler.load([SourceFile(path: "root.yaml", text: screen)])
    return result.reports.flatMap(\.diagnostics).filter { $0.severity == .error }.map {
      "\($0.mark.line):\($0.mark.column): \($0.message)"
    }
  }
  let rows = "rows: [{title: A, detail: x}]\n"
  #expect(
    errors("title: S\nplists: [Root.txt]\n" + rows) == [
      "2:10: 'Root.txt' is not a pane's plist: write NAME.plist, NAME~iphone.plist, NAME~ipad.plist, NAME.inApp.plist, NAME~iphone.inApp.plist or NAME~ipad.inApp.plist"
    ])
  #expect(
    errors("title: S\nplists: [Root.plist, Root.plist]\n" + rows) == [
      "2:22: 'Root.plist' is listed twice in 'plists'"
    ])
  #expect(
    errors("title: S\nplists: [Root.plist, Other~ipad.plist]\n" + rows) == [
      "2:22: 'Other~ipad.plist' is a plist of pane 'Other', not of this screen's 'Root'; every plist of 'plists' shares one name"
    ])
  #expect(errors("title: S\nplists: []\n" + rows).count == 1)

  func exportErrors(_ screen: String) -> [String] {
    let files = [
      AppExport.File(path: "app.yaml", bytes: Array("start: root\nstate: {a: true}\n".utf8)),
      AppExport.File(path: "root.yaml", bytes: Array(screen.utf8)),
    ]
    let read = AppExport.read(files, iask: true)
    return read.problems.map { "\($0.diagnostic.mark.line): \($0.diagnostic.message)" }
  }
  let toggleRow = "  - {title: A, toggle: a, visibleIf: {host: app}}\n"
  let hostOnly = exportErrors("title: S\nrows:\n" + toggleRow)
  #expect(hostOnly.count == 1)
  #expect(hostOnly.first?.hasPrefix("3: Settings has no host of its own") == true)
  #expect(
    hostOnly.first?.hasSuffix("add 'plists: [Root.plist, Root.inApp.plist]' to the screen") == true)
  #expect(
    exportErrors("title: S\nplists: [Root.plist, Root.inApp.plist]\nrows:\n" + toggleRow).isEmpty)
  #expect(
    exportErrors("title: S\nplists: [Prefs.plist]\nrows:\n  - {title: A, toggle: a}\n") == [
      "2: 'Prefs.plist' is not a plist of this pane: export writes it as 'Root.plist', so its plists are named 'Root' too"
    ])
}

/// Issue #38, item 8: beside a `Root~ipad.plist`, a group of `Root.plist` marked
/// `SupportedUserInterfaceIdioms: [Pad]` is shown on neither device (the phone hides it, the
/// pad reads its own plist), and both plists come back with their idioms.
@Test func idiomsInADevicesOwnPlistLimitWhatThatPlistShows() throws {
  func specifier(_ title: String, _ key: String?, idioms: String?) -> String {
    var entries: [String: String] = [
      "Type": B.string(key == nil ? "PSGroupSpecifier" : "PSToggleSwitchSpecifier"),
      "Title": B.string(title),
    ]
    if let key { (entries["Key"], entries["DefaultValue"]) = (B.string(key), "<true/>") }
    if let idioms { entries["SupportedUserInterfaceIdioms"] = B.strings([idioms]) }
    return entries.sorted { $0.key < $1.key }.map {
      "\t\t\t<key>\($0.key)</key>\n\t\t\t\($0.value)\n"
    }.joined()
  }
  let phone = B.plist([
    specifier("Sound", "sound", idioms: nil), specifier("Pad things", nil, idioms: "Pad"),
    specifier("Split", "split", idioms: "Pad"),
  ])
  let pad = B.plist([
    specifier("Sound", "sound", idioms: nil), specifier("Pad things", nil, idioms: nil),
    specifier("Split", "split", idioms: nil),
  ])
  let bundle = MemoryBundle(["Root.plist": phone, "Root~ipad.plist": pad])
  let app = try #require(BundleImport.read(bundle, title: "S").app)
  let sections = app.sections("root")
  // The phone shows Sound only; the pad its own plist's group.
  #expect(sections.map { $0.header?.literalText } == [nil, "Pad things", "Pad things"])
  #expect(sections.map(\.shownOn.device) == [nil, .neither, .pad])
  #expect(sections[1].rows.map(\.shownOn.device) == [.neither])
  let (files, _) = try roundTrip(bundle)
  #expect(root(files["Root.plist"]) == root(phone))
  #expect(root(files["Root~ipad.plist"]) == root(pad))
}

/// What only VoiceOver reads is told, not dropped silently: a warning at the key, and the
/// export goes on (a new user's finding). A slider without a title is not warned of its
/// label: `check` asks for one there (Settings' sliders have no title), and Settings reads
/// it the same either way (a second trial's finding: the two could not both be quiet).
@Test func aVoiceOverLabelIsAWarningAtExport() throws {
  let files = [
    AppExport.File(
      path: "app.yaml", bytes: Array("start: root\nstate: {v: 0.5, w: true}\n".utf8)),
    AppExport.File(
      path: "root.yaml",
      bytes: Array(
        ("title: S\nrows:\n  - {slider: v, min: 0, max: 1, accessibilityLabel: Volume}\n"
          + "  - {title: Wi-Fi, toggle: w, accessibilityLabel: Wireless}\n").utf8)
    ),
  ]
  let read = AppExport.read(files, iask: false)
  #expect(read.app != nil)
  #expect(read.problems.map(\.diagnostic.severity) == [.warning])
  #expect(
    read.problems.map {
      "\($0.diagnostic.mark.line):\($0.diagnostic.mark.column): \($0.diagnostic.message)"
    } == [
      "4:31: Settings has no 'accessibilityLabel': what VoiceOver reads is not written to the bundle (it stays in the screens)"
    ])
}

/// Export's refusals say what to do (a new user's trial): a titled slider, to remove its
/// title; a screen's list, that a section's is IASK's list group. A screen's `deletable`
/// without a list is only refused.
@Test func exportRefusalsSayWhatToDo() throws {
  func problems(_ screen: String) -> [String] {
    let files = [
      AppExport.File(
        path: "app.yaml", bytes: Array("start: root\nstate: {v: 1, w: true, servers: [a]}\n".utf8)),
      AppExport.File(path: "root.yaml", bytes: Array(screen.utf8)),
    ]
    return AppExport.read(files, iask: true).problems.filter { $0.path == "root.yaml" }.map {
      "\($0.diagnostic.mark.line):\($0.diagnostic.mark.column): \($0.diagnostic.message)"
    }
  }
  #expect(
    problems("title: S\nrows:\n  - {title: Volume, slider: v, min: 0, max: 2}\n") == [
      "3:6: Settings draws a slider without a title; remove 'title' (a group's header above it can name it)"
    ])
  let list = problems("title: S\nrowsFrom: servers\naddRow: {title: Add}\ndeletable: true\n")
  #expect(list.count == 3, "\(list)")
  #expect(
    list.allSatisfy {
      $0.contains("move 'rowsFrom' (with 'addRow' and 'deletable') into a section")
    },
    "\(list)")
  #expect(
    problems("title: S\ndeletable: true\nrows: [{title: W, toggle: w}]\n").prefix(1) == [
      "2:1: Settings has no element for 'deletable'; a Settings.bundle cannot hold it"
    ])
}
