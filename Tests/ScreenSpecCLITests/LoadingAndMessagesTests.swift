import Foundation
import Testing

@testable import ScreenSpecCLI

/// Loading and messages as a new user meets them.
@Suite struct LoadingAndMessages {
  @Test(arguments: ["Screens//posts.yaml", "Screens/./posts.yaml", "Screens/../Screens/posts.yaml"])
  func oneFileIsOneFile(spelling: String) throws {
    let ws = try Workspace()
    try ws.copySeedScreens()
    // The path is passed as typed, not tidied by URL.
    let result = ws.run("render", ws.path("") + "/" + spelling)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("two screens have the id"))
    #expect(result.stdout.contains("Posts (3 unread)"))
  }

  @Test func aMissingPathSuggestsANearNameInItsFolder() throws {
    let ws = try Workspace()
    try ws.write("Screens/fight-card.yaml", "title: Card\nrows: [A]\n")
    let folder = ws.run("render", "@Screen")
    #expect(folder.status == 2)
    #expect(
      folder.stderr.contains(
        "no such file or folder: \(ws.path("Screen")); did you mean '\(ws.path("Screens"))'?"),
      "\(folder.stderr)")
    let file = ws.run("check", "@Screens/fight-crd.yaml")
    #expect(file.stderr.contains("did you mean '\(ws.path("Screens/fight-card.yaml"))'?"))
    let far = ws.run("check", "@Screens/zzzzzzzzzz.yaml")
    #expect(far.stderr.contains("no such file or folder") && !far.stderr.contains("did you mean"))
  }

  @Test func theSizeErrorNamesTheFilesSize() throws {
    let ws = try Workspace()
    try ws.write("big/s.yaml", "title: A\nrows: [" + String(repeating: "a, ", count: 500) + "a]\n")
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: ws.path("big/s.yaml"))[.size] as? Int)
    let result = ws.run("check", "--max-size", "100", "@big/s.yaml")
    #expect(result.status == 1)
    #expect(result.stderr.contains("file is \(size) bytes; the limit is 100"))
  }

  @Test func maxErrorsBoundsWhatIsPrinted() throws {
    let ws = try Workspace()
    let keys = (1...120).map { "k\($0): 1" }.joined(separator: "\n")
    try ws.write("app/s.yaml", "title: A\nrows: [a]\n" + keys + "\n")
    let capped = ws.run("check", "@app")
    #expect(capped.status == 1)
    #expect(capped.stderr.components(separatedBy: ": error: ").count - 1 == 50)
    #expect(capped.stderr.contains("70 more diagnostics not shown (--max-errors 50)"))
    let ten = ws.run("check", "--max-errors", "10", "@app")
    #expect(ten.stderr.components(separatedBy: ": error: ").count - 1 == 10)
    let all = ws.run("check", "--max-errors", "0", "@app")
    #expect(all.stderr.components(separatedBy: ": error: ").count - 1 == 120)
    #expect(!all.stderr.contains("not shown"))
    let json = ws.run("check", "--format", "json", "@app")
    #expect(json.stdout.components(separatedBy: "\"severity\"").count - 1 == 120)
    #expect(ws.run("check", "--max-errors", "-1", "@app").status == 2)
  }

  @Test func helpForAnUnknownTopicIsAUsageError() {
    let result = ScreenSpecCommand.run(["help", "bogus"], environment: Environment())
    #expect(result.status == 2)
    #expect(result.stderr.contains("no help for 'bogus'"))
    #expect(ScreenSpecCommand.run(["help", "render"], environment: Environment()).status == 0)
  }

  @Test(arguments: [
    ("tap 0", "no row 0; positions start at 1"), ("tap 99", "no row 99; positions start at 1"),
  ])
  func positionsSayWhereTheyStart(action: String, expected: String) throws {
    let ws = try Workspace()
    try ws.copySeedScreens()
    let result = ws.run("render", "@Screens/home.yaml", "--do", action)
    #expect(result.status == 1)
    #expect(result.stderr.contains(expected))
    #expect(result.stderr.contains("the screen shows"))
  }

  @Test func aBrokenOrUnrelatedSiblingDoesNotBreakAGoodScreen() throws {
    let ws = try Workspace()
    try ws.copySeedScreens()
    try ws.write("Screens/zz-broken.yaml", "title: [broken\n")
    try ws.write("Screens/docker-compose.yaml", "services:\n  web:\n    image: nginx\n")
    let render = ws.run(
      "render", "@Screens/fight-card.yaml", "--do", "tap Weight Class", "--do", "tap Welterweight")
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.contains("Welterweight"))
    #expect(ws.run("check", "@Screens/fight-card.yaml").status == 0)
    let snapshot = ws.run("snapshot", "--ci", "@Screens/posts.yaml")
    #expect(snapshot.stdout.contains("1 snapshot"))
    #expect(!snapshot.stderr.contains("zz-broken"))
    // The folder as a whole still fails, at the broken file.
    let folder = ws.run("check", "@Screens")
    #expect(folder.status == 1)
    #expect(folder.stderr.contains("zz-broken.yaml:2:1: error:"))
  }

  @Test func aScreenFileLoadsWhatItReachesAndNoMore() throws {
    let ws = try Workspace()
    try ws.copySeedScreens()
    try ws.write("Screens/unrelated.yaml", "title: Unrelated\nrows: [a]\n")
    // A picker bound to a key the fight card shows, reached by nothing but the key.
    let picker = try #require(ws.read("Screens/weight-class.yaml"))
    try ws.write(
      "Screens/other-picker.yaml",
      picker.replacingOccurrences(of: "title: Weight Class", with: "title: Other"))
    let loader = InputLoader(limits: .default)
    let input = try loader.load(ws.path("Screens/fight-card.yaml"))
    guard case .app(let result, let id) = input.kind else {
      Issue.record("not an app")
      return
    }
    #expect(id == "fight-card")
    let loaded = Set(result.app?.screens.map(\.id) ?? [])
    #expect(
      loaded.isSuperset(of: ["fight-card", "weight-class", "rounds", "referee", "other-picker"]))
    #expect(!loaded.contains("unrelated"))
    #expect(!loaded.contains("posts"))
  }

  @Test func aScreenFileReachesTheScreensThatBindSetOrTestAKeyItUses() throws {
    let ws = try Workspace()
    try ws.write("app/app.yaml", "start: elsewhere\nstate: {wifi: \"true\", mode: a, other: x}\n")
    try ws.write("app/home.yaml", "title: Home\nrows: [\"Wi-Fi {wifi}\"]\n")
    try ws.write("app/switch.yaml", "title: Switch\nrows: [{title: Wi-Fi, toggle: wifi}]\n")
    try ws.write(
      "app/reset.yaml",
      "title: Reset\nrows: [{title: Reset, button: true, sets: {wifi: \"false\"}}]\n")
    try ws.write("app/shown.yaml", "title: Shown\nrows: [{title: A, visibleIf: wifi}]\n")
    try ws.write("app/unrelated.yaml", "title: Unrelated\nrows: [{title: B, toggle: other}]\n")
    try ws.write("app/elsewhere.yaml", "title: Elsewhere\nrows: [c]\n")
    let input = try InputLoader(limits: .default).load(ws.path("app/home.yaml"))
    guard case .app(let result, _) = input.kind else {
      Issue.record("not an app")
      return
    }
    // `start` names a screen that exists but is not reached: no error.
    #expect(result.reports.isEmpty, "\(result.reports.map(\.formatted))")
    #expect(Set(result.app?.screens.map(\.id) ?? []) == ["home", "switch", "reset", "shown"])
    // The reset button writes a value the switch cannot hold: found from the home screen.
    try ws.write(
      "app/reset.yaml", "title: Reset\nrows: [{title: Reset, button: true, sets: {wifi: maybe}}]\n")
    let render = ws.run("render", "@app/home.yaml")
    #expect(render.status == 1)
    #expect(render.stderr.contains("reset.yaml:2:"), "\(render.stderr)")
  }

  @Test func aPushToAnOverriddenIDFindsTheScreenThatHoldsIt() throws {
    let ws = try Workspace()
    try ws.write("app/home.yaml", "title: Home\nrows:\n  - {title: Go, push: details}\n")
    try ws.write("app/file-name.yaml", "id: details\ntitle: Details\nrows: [a]\n")
    let render = ws.run("render", "@app/home.yaml", "--do", "tap Go")
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.contains("Details"))
    // The screen holding the id is found among the siblings; one it does not reach still
    // cannot fail it.
    try ws.write(
      "app/unrelated.yaml", "title: Unrelated\nrows:\n  - {title: A, visibleIf: nokey}\n")
    let again = ws.run("render", "@app/home.yaml", "--do", "tap Go")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("Details"))
    let check = ws.run("check", "@app/home.yaml")
    #expect(check.status == 0, "\(check.stderr)")
    #expect(ws.run("check", "@app").status == 1)
    // A pushed id that no file holds is an error at the push.
    try ws.write("app/home.yaml", "title: Home\nrows:\n  - {title: Go, push: detials}\n")
    let typo = ws.run("check", "@app/home.yaml")
    #expect(typo.status == 1)
    #expect(typo.stderr.contains("home.yaml:3:"), "\(typo.stderr)")
    #expect(typo.stderr.contains("no screen 'detials'"), "\(typo.stderr)")
    // The folder's other screens are what it may have meant, `id:` overrides included.
    #expect(typo.stderr.contains("did you mean 'details'?"), "\(typo.stderr)")
    try ws.write("app/home.yaml", "title: Home\nrows:\n  - {title: Go, push: unrelatd}\n")
    let byName = ws.run("check", "@app/home.yaml")
    #expect(byName.stderr.contains("did you mean 'unrelated'?"), "\(byName.stderr)")
  }

  @Test func aStartNamingAnOverriddenIDDoesNotFailAScreenRenderedAlone() throws {
    let ws = try Workspace()
    try ws.write("app/app.yaml", "start: home\n")
    try ws.write(
      "app/main-screen.yaml", "id: home\ntitle: Home\nrows: [{title: Go, push: settings}]\n")
    try ws.write("app/settings.yaml", "title: Settings\nrows: [Wi-Fi]\n")
    // The folder and the screen alone agree: `start` names the screen whose `id:` is home.
    #expect(ws.run("check", "@app").status == 0)
    let render = ws.run("render", "@app/settings.yaml")
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.contains("Wi-Fi"))
    let check = ws.run("check", "@app/settings.yaml")
    #expect(check.status == 0, "\(check.stderr)")
    // A start that no file or `id:` holds is still an error at `start`.
    try ws.write("app/app.yaml", "start: hom\n")
    let typo = ws.run("check", "@app/settings.yaml")
    #expect(typo.status == 1)
    #expect(
      typo.stderr.contains(
        "app.yaml:1:8: error: 'start' names no screen 'hom'; did you mean 'home'?"),
      "\(typo.stderr)")
  }
}

@Test func aPadSnapshotIsNamedForItsDeviceAndJudgedApart() throws {
  let ws = try Workspace()
  try ws.write(
    "app/home.yaml",
    "title: Home\nsections:\n  - {visibleIf: {device: pad}, rows: [Wide]}\n  - {rows: [A]}\n")
  #expect(ws.run("snapshot", "--record", "missing", "@app").status == 1)
  #expect(ws.run("snapshot", "--record", "missing", "--device", "pad", "@app").status == 1)
  #expect(ws.list("app/__snapshots__") == ["home.snap", "home@pad.snap"])
  let pad = try #require(ws.read("app/__snapshots__/home@pad.snap"))
  #expect(pad.contains("device: pad") && pad.contains("Wide"))
  let phone = try #require(ws.read("app/__snapshots__/home.snap"))
  let phoneDrawing = phone.components(separatedBy: "look:")[0]
  #expect(!phoneDrawing.contains("Wide"), "a phone draws no pad row")
  #expect(phone.contains("not drawn:\n  'Wide' (hidden)\n"), "but its snapshot pins it")
  // A pad run does not call the phone reference an orphan. A run choosing no variant is
  // the whole suite, the app's declared variants: the pad reference is an orphan until the
  // app declares it.
  let padRun = ws.run("snapshot", "--device", "pad", "@app")
  #expect(padRun.status == 0 && !padRun.stdout.contains("ORPHAN"))
  #expect(ws.run("snapshot", "@app").stdout.contains("ORPHAN"))
  try ws.write("app/app.yaml", "snapshotVariants: [{device: pad}]\n")
  let phoneRun = ws.run("snapshot", "@app")
  #expect(phoneRun.status == 0 && !phoneRun.stdout.contains("ORPHAN"), "\(phoneRun.stdout)")
  #expect(ws.run("render", "--device", "tablet", "@app/home.yaml").status == 2)
  #expect(ws.run("render", "--device", "pad", "@app/home.yaml").stdout.contains("Wide"))
}

@Test func checkWarnsAtUntranslatedTextsAndSnapshotsAreNamedForTheLocale() throws {
  let ws = try Workspace()
  try ws.write("app/home.yaml", "title: Home\nrows: [Welcome, \"{name}\"]\n")
  try ws.write("app/app.yaml", "state:\n  name: Ann\n")
  try ws.write("app/strings/de.yaml", "strings:\n  Home: Startseite\n  Unused: Unbenutzt\n")
  let check = ws.run("check", "--locale", "de-CH", "@app")
  #expect(check.status == 0)
  #expect(check.stderr.contains("home.yaml:2:8: warning: 'Welcome' has no translation for 'de-CH'"))
  #expect(!check.stderr.contains("'{name}' has no translation"), "nothing to translate")
  #expect(
    check.stderr.contains("de.yaml:3:3: warning: no screen shows 'Unused'; the entry is unused"))
  #expect(ws.run("check", "--locale", "fr", "@app").status == 2)
  let render = ws.run("render", "--locale", "de", "@app/home.yaml")
  #expect(render.stdout.contains("Startseite") && render.stdout.contains("Ann"))
  #expect(!render.stderr.contains("Unused"), "render does not judge unused entries")
  #expect(
    ws.run("snapshot", "--record", "missing", "--locale", "de", "--device", "pad", "@app").status
      == 1)
  #expect(ws.list("app/__snapshots__") == ["home@pad@de.snap"])
  let file = try #require(ws.read("app/__snapshots__/home@pad@de.snap"))
  #expect(file.contains("device: pad\nlocale: de"))
}

@Test func theGalleryIsDeterministicStaysInsideItsFolderAndShowsChanges() throws {
  let ws = try Workspace()
  try ws.copySeedScreens()
  try ws.copySeedScenarios()
  let first = ws.run("gallery", "@Screens", "@Scenarios", "--out", "@site")
  #expect(first.status == 0, "\(first.stderr)")
  let index = try #require(ws.read("site/index.html"))
  #expect(
    index.contains("Fight Card") && index.contains("Welcome to the feed"), "texts present as text")
  #expect(index.contains("(scenario)"))
  // Each screen shows what VoiceOver reads of it beside its picture.
  #expect(
    index.contains(
      "<summary>VoiceOver</summary><pre>voiceover 2 · fight-card · width 40 · 6 elements"))
  #expect(index.contains("Weight Class: Lightweight. Button."))
  #expect(
    !index.contains("<script") && !index.contains("src=\"http") && !index.contains("href=\"http"))
  let pages = FileManager.default.enumerator(atPath: ws.path("site"))?.allObjects as? [String] ?? []
  var before: [String: String] = [:]
  for page in pages where page.hasSuffix(".html") { before[page] = ws.read("site/" + page) }
  _ = ws.run("gallery", "@Screens", "@Scenarios", "--out", "@site")
  for (page, text) in before {
    #expect(ws.read("site/" + page) == text, "\(page) is the same bytes")
  }
  #expect(
    ws.list("").sorted() == ["Scenarios", "Screens", "site"], "nothing written outside --out")
  // A pending snapshot shows on the changes page, its changed line marked.
  _ = ws.run("snapshot", "--record", "missing", "@Screens")
  try ws.write(
    "Screens/home.yaml",
    try #require(ws.read("Screens/home.yaml")).replacingOccurrences(
      of: "Fightcard", with: "Fight Night"))
  _ = ws.run("snapshot", "@Screens")
  _ = ws.run("gallery", "@Screens", "--out", "@site2")
  let changes = try #require(ws.read("site2/changes.html"))
  #expect(changes.contains("class=\"changed\""))
  #expect(changes.contains("Fight Night"))
  #expect(ws.run("gallery", "@Screens").status == 2, "--out is required")
}
