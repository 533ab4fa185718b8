import ScreenModel
import Testing

@testable import SettingsBundle

private typealias B = TestBundles

/// Issue #54, item 8: a bundle with `Root.inApp.plist` imports with `{host: app}` among its
/// `snapshotVariants`, so a plain `snapshot --ci` verifies what the app shows too.
@Test func anInAppPlistAddsTheAppHostToTheSnapshotVariants() throws {
  let toggle = B.specifier([
    "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("A"),
    "Key": B.string("a"), "DefaultValue": "<true/>",
  ])
  let withInApp = try #require(
    BundleImport.read(
      MemoryBundle(["Root.plist": B.plist([toggle]), "Root.inApp.plist": B.plist([toggle])]),
      title: "S"
    ).app)
  let app = importedFiles(withInApp).first { $0.path == "app.yaml" }?.text ?? ""
  #expect(app.contains("settingsBundle: true\nsnapshotVariants:\n  - {host: app}\n"), "\(app)")
  #expect(TestBundles.check(withInApp).diagnostics == "")
  let plain = try #require(
    BundleImport.read(MemoryBundle(["Root.plist": B.plist([toggle])]), title: "S").app)
  let plainApp = importedFiles(plain).first { $0.path == "app.yaml" }?.text ?? ""
  #expect(!plainApp.contains("snapshotVariants"))
}

/// Issue #54, item 6: an IASK child pane that opens the app's view controller, storyboard
/// scene or segue has no `File`, and is valid in `Root.inApp.plist`, which only IASK reads;
/// in `Root.plist`, Settings shows it as an empty pane, and it stays an error.
@Test(arguments: [
  "IASKViewControllerClass", "IASKViewControllerStoryBoardId", "IASKSegueIdentifier",
])
func aChildPaneOpeningTheAppsViewIsValidInTheInAppPlist(key: String) throws {
  let pane = B.specifier([
    "Type": B.string("PSChildPaneSpecifier"), "Title": B.string("Custom"),
    key: B.string("MyView"),
  ])
  let toggle = B.specifier([
    "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("A"),
    "Key": B.string("a"), "DefaultValue": "<true/>",
  ])
  let inApp = BundleImport.read(
    MemoryBundle(["Root.plist": B.plist([toggle]), "Root.inApp.plist": B.plist([toggle, pane])]),
    title: "S")
  #expect(!inApp.hasErrors, "\(inApp.problems.map(\.problem.message))")
  let settings = BundleImport.read(
    MemoryBundle(["Root.plist": B.plist([toggle, pane])]), title: "S")
  #expect(settings.problems.contains { $0.problem.message.contains("has no 'File'") })
}

/// Issue #54, item 6: what only one host offers is no mistake. `Root.inApp.plist` may offer a
/// value `Root.plist` does not, or bind a key by a picker where Settings has a switch: the
/// import warns what each host shows of the other's values, and the app it writes checks
/// clean; two bindings that disagree within one host stay an error.
@Test func aValueOnlyOneHostOffersIsAWarningAcrossHostsAndAnErrorWithinOne() throws {
  func speed(_ values: [String]) -> String {
    B.specifier([
      "Type": B.string("PSMultiValueSpecifier"), "Title": B.string("Speed \(values.count)"),
      "Key": B.string("speed"), "DefaultValue": B.string("1"),
      "Titles": B.strings(values), "Values": B.strings(values),
    ])
  }
  let toggle = B.specifier([
    "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("Next"),
    "Key": B.string("next"), "DefaultValue": "<true/>",
  ])
  let next = B.specifier([
    "Type": B.string("PSMultiValueSpecifier"), "Title": B.string("Then"),
    "Key": B.string("next"), "DefaultValue": "<true/>",
    "Titles": B.strings(["On", "Off"]), "Values": "<array><true/><false/></array>",
  ])
  let across = BundleImport.read(
    MemoryBundle([
      "Root.plist": B.plist([speed(["1", "2"]), toggle]),
      "Root.inApp.plist": B.plist([speed(["1", "2", "custom"]), next]),
    ]), title: "S")
  #expect(!across.hasErrors, "\(across.problems.map(\.problem.message))")
  let warnings = across.problems.map(\.problem.message)
  #expect(warnings.contains { $0.contains("'speed' offers other 'Values' in the app") })
  #expect(
    warnings.contains {
      $0.contains("'next' is bound by a picker in the app and by a switch in Settings")
        || $0.contains(
          "'next' is bound by a choice of values in the app and by a switch in Settings")
    })
  let app = try #require(across.app)
  #expect(TestBundles.check(app).diagnostics == "")

  let within = BundleImport.read(
    MemoryBundle(["Root.plist": B.plist([speed(["1", "2"]), speed(["1", "2", "custom"])])]),
    title: "S")
  #expect(within.hasErrors)
  #expect(
    within.problems.contains {
      $0.problem.message.contains("two specifiers with different 'Values'")
    })
}

/// Issue #54, item 6: a multi-value whose titles and values IASK asks the app for
/// (`IASKValuesDataSource`) has neither `Titles` nor `Values` in `Root.inApp.plist`: it is no
/// error there, imports as a plain row keeping its specifier whole, checks clean and
/// exports back; in `Root.plist`, which Settings reads, a multi-value without them stays
/// an error.
@Test func aMultiValueWhoseValuesComeFromTheAppIsKeptAndExported() throws {
  let toggle = B.specifier([
    "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("Sync"),
    "Key": B.string("sync"), "DefaultValue": "<true/>",
  ])
  let accounts = B.specifier([
    "Type": B.string("PSMultiValueSpecifier"), "Title": B.string("Account"),
    "Key": B.string("account"), "DefaultValue": B.string("a"),
    "IASKValuesDataSource": B.string("accounts"),
  ])
  let imported = BundleImport.read(
    MemoryBundle([
      "Root.plist": B.plist([toggle]), "Root.inApp.plist": B.plist([toggle, accounts]),
    ]),
    title: "S")
  #expect(!imported.hasErrors, "\(imported.problems.map(\.problem.message))")
  #expect(imported.problems.contains { $0.problem.message.contains("come from the app") })
  let app = try #require(imported.app)
  let root = importedFiles(app).first { $0.path == "root.yaml" }?.text ?? ""
  #expect(root.contains("IASKValuesDataSource: accounts"), "\(root)")
  #expect(!root.contains("push:"), "\(root)")
  #expect(TestBundles.check(app).diagnostics == "")
  let inSettings = BundleImport.read(
    MemoryBundle(["Root.plist": B.plist([toggle, accounts])]), title: "S")
  #expect(inSettings.problems.contains { $0.problem.message.contains("has no 'Values'") })
}

/// Issue #54, item 8: where `Root.plist` and `Root.inApp.plist` differ, only what differs
/// gets a host. A row both show alike is written once, without a condition; a group both
/// have is one section, matched with the in-app group of its header whose rows it shares
/// most (vlc-ios's in-app plist has two groups `SETTINGS_LAB`, the second with the
/// Settings group's rows); each host's order is kept, and both plists come back.
@Test func onlyWhatDiffersBetweenTheHostsGetsAHost() throws {
  func toggle(_ title: String) -> String {
    B.specifier([
      "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string(title),
      "Key": B.string(title.lowercased()), "DefaultValue": "<true/>",
    ])
  }
  let lab = B.specifier(["Type": B.string("PSGroupSpecifier"), "Title": B.string("Lab")])
  let settings = B.plist([toggle("Sound"), toggle("Snapshot"), lab, toggle("Log"), toggle("Sync")])
  let inApp = B.plist([
    toggle("Sound"), toggle("Theme"), lab, toggle("Player"), lab, toggle("Log"), toggle("Reset"),
    toggle("Sync"),
  ])
  let bundle = MemoryBundle(["Root.plist": settings, "Root.inApp.plist": inApp])
  let app = try #require(BundleImport.read(bundle, title: "S").app)
  let sections = app.sections("root")
  func hosts(_ section: Section) -> [String] {
    section.rows.map { $0.title.literalText + ($0.shownOn.host.map { "@\($0.rawValue)" } ?? "") }
  }
  #expect(sections.map { $0.header?.literalText } == [nil, "Lab", "Lab"])
  #expect(sections.map(\.shownOn.host) == [nil, .app, nil])
  #expect(hosts(sections[0]) == ["Sound", "Snapshot@settings", "Theme@app"])
  #expect(hosts(sections[1]) == ["Player"])
  #expect(hosts(sections[2]) == ["Log", "Reset@app", "Sync"])
  // Each host sees exactly its own plist.
  func shown(_ host: Host) -> [[String]] {
    sections.filter { [nil, host].contains($0.shownOn.host) }.map { section in
      titles(section.rows.filter { [nil, host].contains($0.shownOn.host) })
    }
  }
  #expect(shown(.settings) == [["Sound", "Snapshot"], ["Log", "Sync"]])
  #expect(shown(.app) == [["Sound", "Theme"], ["Player"], ["Log", "Reset", "Sync"]])
  #expect(TestBundles.check(app).diagnostics == "")
  let (files, _) = try B.roundTrip(bundle)
  #expect(B.root(files["Root.plist"]) == B.root(settings))
  #expect(B.root(files["Root.inApp.plist"]) == B.root(inApp))
}
