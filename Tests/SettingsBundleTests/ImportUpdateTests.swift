import Basics
import Testing

@testable import SettingsBundle

/// `import --update`: the plan of what to write over an app an earlier import wrote, from
/// that import's files (base), the app's (mine) and the import's now (new).
private enum Update {
  static func toggle(_ title: String, _ key: String) -> String {
    TestBundles.specifier([
      "Type": TestBundles.string("PSToggleSwitchSpecifier"), "Title": TestBundles.string(title),
      "Key": TestBundles.string(key), "DefaultValue": "<true/>",
    ])
  }

  static func group(_ title: String) -> String {
    TestBundles.specifier([
      "Type": TestBundles.string("PSGroupSpecifier"), "Title": TestBundles.string(title),
    ])
  }

  /// What an import of a Root.plist of these specifiers writes.
  static func files(_ specifiers: [String]) throws -> [(path: String, bytes: [UInt8])] {
    let bundle = MemoryBundle(["Root.plist": TestBundles.plist(specifiers)])
    let result = BundleImport.read(bundle, title: "Settings")
    return ImportBase.files(try #require(result.app))
  }

  static let v1 = [group("Sound"), toggle("Vibrate", "vibrate"), toggle("Ring", "ring")]

  static func table(_ files: [(path: String, bytes: [UInt8])]) -> [String: [UInt8]] {
    Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
  }

  /// The plan of updating the import of `v1`, its `root.yaml` edited by `edit`, with `now`.
  static func plan(_ now: [String], edit: (String) -> String) throws -> ImportUpdate.Plan {
    let base = table(try files(v1))
    var mine = base
    mine["root.yaml"] = Array(edit(String(decoding: base["root.yaml"] ?? [], as: UTF8.self)).utf8)
    return ImportUpdate.plan(new: try files(now), base: base, mine: mine)
  }

  static func root(_ plan: ImportUpdate.Plan) -> String? {
    plan.changes.first { $0.path == "root.yaml" }.map { String(decoding: $0.bytes, as: UTF8.self) }
  }

  static func messages(_ plan: ImportUpdate.Plan) -> [String] {
    plan.problems.map { "\($0.path):\($0.diagnostic.mark): \($0.diagnostic.message)" }
  }
}

private func replacing(_ text: String, _ old: String, _ new: String) -> String {
  text.replacing(old, with: new, maxReplacements: 1)
}

@Test func anAppLeftAsImportedBecomesTheFreshImport() throws {
  let now = [
    Update.group("Sounds"), Update.toggle("Vibrate", "vibrate"), Update.toggle("Buzz", "buzz"),
  ]
  let plan = try Update.plan(now) { $0 }
  #expect(plan.problems.isEmpty)
  let fresh = try Update.files(now)
  #expect(plan.changes.map(\.path) == fresh.map(\.path))
  #expect(plan.changes.map(\.bytes) == fresh.map(\.bytes))
  #expect(plan.changes.map(\.change) == [.replaced, .replaced])
}

@Test func aKeyTheAppAddedIsKeptBesideTheBundlesChange() throws {
  let now = [
    Update.group("Sound"), Update.toggle("Vibration", "vibrate"), Update.toggle("Ring", "ring"),
  ]
  let plan = try Update.plan(now) {
    "# Our settings.\n"
      + replacing($0, "toggle: vibrate\n", "toggle: vibrate\n        accessibilityHint: Shakes\n")
  }
  #expect(Update.messages(plan) == [])
  #expect(
    Update.root(plan) == """
      # Our settings.
      title: Settings
      style: insetGrouped
      sections:
        - header: Sound
          rows:
            - title: Vibration
              toggle: vibrate
              accessibilityHint: Shakes
            - title: Ring
              toggle: ring

      """)
  #expect(plan.changes.first { $0.path == "root.yaml" }?.change == .merged)
}

@Test func aRowTheBundleAddedGoesInItsPlaceAndTheAppsOwnRowStays() throws {
  let now = [
    Update.group("Sound"), Update.toggle("Vibrate", "vibrate"), Update.toggle("Chime", "chime"),
    Update.toggle("Ring", "ring"),
  ]
  let plan = try Update.plan(now) {
    $0 + "  - header: Ours\n    rows:\n      - title: Help\n        push: help\n"
  }
  #expect(Update.messages(plan) == [])
  #expect(
    Update.root(plan) == """
      title: Settings
      style: insetGrouped
      sections:
        - header: Sound
          rows:
            - title: Vibrate
              toggle: vibrate
            - title: Chime
              toggle: chime
            - title: Ring
              toggle: ring
        - header: Ours
          rows:
            - title: Help
              push: help

      """)
}

@Test func aRowTheBundleRemovedIsRemoved() throws {
  let plan = try Update.plan([Update.group("Sound"), Update.toggle("Ring", "ring")]) {
    replacing($0, "toggle: ring\n", "toggle: ring\n        selectionStyle: none\n")
  }
  #expect(Update.messages(plan) == [])
  #expect(Update.root(plan)?.contains("vibrate") == false)
  #expect(Update.root(plan)?.contains("selectionStyle: none") == true)
}

@Test func aKeyChangedOnBothSidesIsAnErrorAtTheAppsValue() throws {
  let now = [
    Update.group("Sound"), Update.toggle("Vibration", "vibrate"), Update.toggle("Ring", "ring"),
  ]
  let plan = try Update.plan(now) { replacing($0, "title: Vibrate", "title: Shake") }
  #expect(
    Update.messages(plan) == [
      "root.yaml:6:16: 'sections[header: Sound].rows[toggle: vibrate].title' was changed here and in the bundle, which now has 'Vibration'; make the two agree (here or in the plist), then update again"
    ])
  #expect(plan.problems.first?.source.isEmpty == false)
}

@Test func aKeyChangedOnBothSidesToTheSameValueIsFine() throws {
  let now = [
    Update.group("Sound"), Update.toggle("Vibration", "vibrate"), Update.toggle("Ring", "ring"),
  ]
  let plan = try Update.plan(now) {
    replacing($0, "title: Vibrate", "title: Vibration") + "  - header: Ours\n    rows: []\n"
  }
  #expect(Update.messages(plan) == [])
  #expect(Update.root(plan)?.contains("title: Vibration") == true)
  #expect(Update.root(plan)?.contains("header: Ours") == true)
}

@Test func aRowRetitledOnBothSidesIsAConflictNotTwoRows() throws {
  let button = { (title: String) in
    TestBundles.specifier([
      "Type": TestBundles.string("PSTitleValueSpecifier"), "Title": TestBundles.string(title),
    ])
  }
  let base = Update.table(try Update.files([Update.group("About"), button("Version")]))
  var mine = base
  mine["root.yaml"] = Array(
    replacing(String(decoding: base["root.yaml"] ?? [], as: UTF8.self), "Version", "Build").utf8)
  let plan = ImportUpdate.plan(
    new: try Update.files([Update.group("About"), button("Release")]), base: base, mine: mine)
  #expect(Update.messages(plan).count == 1, "\(Update.messages(plan))")
  #expect(Update.messages(plan).first?.contains("which now has 'Release'") == true)
  // Rows known by their titles only: retitled on both sides, one row, a conflict.
  let yaml = { (title: String) in Array("rows:\n  - title: \(title)\n".utf8) }
  let titled = ImportUpdate.plan(
    new: [("s.yaml", yaml("C"))], base: ["s.yaml": yaml("A")], mine: ["s.yaml": yaml("B")])
  #expect(
    Update.messages(titled) == [
      "s.yaml:2:5: 'rows[+title: B]' was changed here and in the bundle, which now has '{title: C}'; make the two agree (here or in the plist), then update again"
    ])
}

@Test func aMalformedFileIsAnErrorAtItsPlaceNotACrash() throws {
  let now = [
    Update.group("Sound"), Update.toggle("Vibration", "vibrate"), Update.toggle("Ring", "ring"),
  ]
  let plan = try Update.plan(now) { $0 + "  - header: [unclosed\n" }
  #expect(plan.changes.allSatisfy { $0.path != "root.yaml" })
  let problem = try #require(plan.problems.first)
  #expect(problem.path == "root.yaml")
  #expect(problem.diagnostic.severity == .error)
  #expect(problem.diagnostic.mark.line >= 10)
  // A base that does not parse is reported in the base's folder.
  var base = Update.table(try Update.files(Update.v1))
  base["root.yaml"] = Array("title: [\n".utf8)
  var mine = base
  mine["root.yaml"] = Array("title: Mine\n".utf8)
  let broken = ImportUpdate.plan(new: try Update.files(now), base: base, mine: mine)
  #expect(broken.problems.map(\.path) == [".screenspec/import-base/root.yaml"])
}

@Test func aFileTheBundleNoLongerWritesIsRemovedUnlessTheAppChangedIt() {
  let base = ["app.yaml": Array("start: root\n".utf8), "kept/a.png": [1, 2], "kept/b.png": [3]]
  var mine = base
  mine["kept/b.png"] = [4]
  let plan = ImportUpdate.plan(
    new: [("app.yaml", Array("start: root\n".utf8))], base: base, mine: mine)
  #expect(plan.changes.map(\.change) == [.unchanged, .removed])
  #expect(plan.changes.map(\.path) == ["app.yaml", "kept/a.png"])
  #expect(
    Update.messages(plan) == [
      "kept/b.png:1:1: this file was changed here, and the bundle no longer has it; remove it here too, or add it back to the bundle"
    ])
}

@Test func theTitleOfTheEarlierImportIsFoundInItsBase() throws {
  let bundle = MemoryBundle(["Root.plist": TestBundles.plist(Update.v1)])
  let app = try #require(BundleImport.read(bundle, title: "My {app}").app)
  #expect(ImportBase.title(in: Update.table(ImportBase.files(app))) == "My {app}")
  #expect(ImportBase.title(in: [:]) == nil)
}

@Test func aMergedFileKeepsFlowCollectionsAndQuotes() {
  let base = Array("a: {x: 1}\nb: \"2\"\nc: ['p, q']\nd: plain\n".utf8)
  let mine = Array("a: {x: 1, y: 2}\nb: \"2\"\nc: ['p, q']\nd: plain\n".utf8)
  let new = Array("a: {x: 1}\nb: \"3\"\nc: ['p, q']\nd: plain\n".utf8)
  let plan = ImportUpdate.plan(
    new: [("s.yaml", new)], base: ["s.yaml": base], mine: ["s.yaml": mine])
  #expect(Update.messages(plan) == [])
  #expect(
    plan.changes.map { String(decoding: $0.bytes, as: UTF8.self) } == [
      "a: {x: 1, y: 2}\nb: \"3\"\nc: ['p, q']\nd: plain\n"
    ])
}

@Test func theAppsCommentsAndBlankLinesStayWhereTheBundleChangedNothing() throws {
  let now = [
    Update.group("Sound"), Update.toggle("Vibration", "vibrate"), Update.toggle("Chime", "chime"),
    Update.toggle("Ring", "ring"),
  ]
  let plan = try Update.plan(now) {
    replacing(
      replacing($0, "sections:\n", "# The sections.\nsections:\n"), "      - title: Ring\n",
      "\n      # Ours: a hint.\n      - title: Ring\n        accessibilityHint: Rings\n")
  }
  #expect(Update.messages(plan) == [])
  #expect(
    Update.root(plan) == """
      title: Settings
      style: insetGrouped
      # The sections.
      sections:
        - header: Sound
          rows:
            - title: Vibration
              toggle: vibrate
            - title: Chime
              toggle: chime

            # Ours: a hint.
            - title: Ring
              accessibilityHint: Rings
              toggle: ring

      """)
}

@Test func aFileLaidOutOtherwiseIsWrittenOutWhole() {
  let base = Array("title: A\nrows:\n  - title: One\n    toggle: one\n".utf8)
  let mine = Array(
    "# Ours.\ntitle: A\nrows:\n    -   title: One   # first\n        toggle: one\nextra: 1\n".utf8)
  let new = Array("title: B\nrows:\n  - title: Uno\n    toggle: one\n".utf8)
  let plan = ImportUpdate.plan(
    new: [("s.yaml", new)], base: ["s.yaml": base], mine: ["s.yaml": mine])
  #expect(Update.messages(plan) == [])
  #expect(
    plan.changes.map { String(decoding: $0.bytes, as: UTF8.self) } == [
      "# Ours.\ntitle: B\nrows:\n  - title: Uno\n    toggle: one\nextra: 1\n"
    ])
}

@Test func aStringsTableTakesTheBundlesEntriesAndKeepsTheAppsOwn() {
  let head = "# Imported from de.lproj/Root.strings by 'screenspec import'.\nstrings:\n"
  let base = Array((head + "  \"Theme\": Thema\n").utf8)
  let mine = Array((head + "  \"Theme\": Thema\n  \"Help\": Hilfe\n").utf8)
  let new = Array((head + "  \"Dark\": Dunkel\n  \"Theme\": Farbschema\n").utf8)
  let plan = ImportUpdate.plan(
    new: [("strings/de.yaml", new)], base: ["strings/de.yaml": base],
    mine: ["strings/de.yaml": mine])
  #expect(Update.messages(plan) == [])
  #expect(
    plan.changes.map { String(decoding: $0.bytes, as: UTF8.self) } == [
      head + "  \"Dark\": Dunkel\n  \"Theme\": Farbschema\n  \"Help\": Hilfe\n"
    ])
}

@Test func aFileTheAppEmptiedIsAnErrorAtItWhenTheBundleChangedIt() {
  let plan = ImportUpdate.plan(
    new: [("s.yaml", Array("title: B\n".utf8))], base: ["s.yaml": Array("title: A\n".utf8)],
    mine: ["s.yaml": []])
  #expect(Update.messages(plan) == ["s.yaml:1:1: the file is empty: it holds no YAML document"])
  #expect(plan.changes.isEmpty)
}

@Test func rowsBothSidesAddedAfterOneRowGoTheBundlesFirst() {
  let rows = { (keys: [String]) in
    Array(("rows:\n" + keys.map { "  - toggle: \($0)\n" }.joined()).utf8)
  }
  let plan = ImportUpdate.plan(
    new: [("s.yaml", rows(["a", "n", "z"]))], base: ["s.yaml": rows(["a", "z"])],
    mine: ["s.yaml": rows(["a", "m", "z"])])
  #expect(
    plan.changes.map { String(decoding: $0.bytes, as: UTF8.self) } == [
      String(decoding: rows(["a", "n", "m", "z"]), as: UTF8.self)
    ])
}
