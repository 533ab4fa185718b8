import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #36, items 1, 2, 3 and 14: a run that stays green while it checks less than it
/// should. Each is a failure, or a warning, that says so.
@Suite struct FalseGreens {
  /// An app declaring two variants, recorded whole.
  static func recordedApp() throws -> Workspace {
    let ws = try Workspace()
    try ws.write(
      "app/app.yaml", "start: s\nsnapshotVariants:\n  - {appearance: dark}\n  - {textSize: ax3}\n")
    try ws.write("app/s.yaml", "title: Settings\nrows: [Wi-Fi]\n")
    try ws.write("app/t.yaml", "title: Other\nrows: [Bluetooth]\n")
    _ = ws.run("snapshot", "--record", "all", "@app")
    #expect(ws.list("app/__snapshots__").count == 6)
    return ws
  }

  /// Item 1: the references of a variant no longer declared are orphans, and under `--ci`
  /// an orphan fails the run.
  @Test func aDroppedVariantLeavesOrphansThatFailCI() throws {
    let ws = try Self.recordedApp()
    #expect(ws.run("snapshot", "--ci", "@app").status == 0)
    try ws.write("app/app.yaml", "start: s\nsnapshotVariants:\n  - {appearance: dark}\n")
    let ci = ws.run("snapshot", "--ci", "@app")
    #expect(ci.status == 1, "\(ci.stdout)")
    for name in ["s@ax3.snap", "t@ax3.snap"] {
      let path = ws.path("app/__snapshots__/" + name)
      #expect(ci.stdout.contains("ORPHAN     \(path)"), "\(ci.stdout)")
    }
    #expect(ci.stdout.contains("4 snapshots: 4 passed, 0 failed, 2 orphans"), "\(ci.stdout)")
    #expect(ci.stdout.contains("orphans fail a CI run"))
    let junit = ws.run("snapshot", "--ci", "--junit", "@report.xml", "@app")
    #expect(junit.status == 1)
    #expect(ws.read("report.xml")?.contains("tests=\"6\" failures=\"2\"") == true)
    // Outside CI an orphan is listed, and the run does not fail for it.
    #expect(ws.run("snapshot", "@app").status == 0)
  }

  /// Item 1: a copied reference (or a deleted screen's) fails `--ci`.
  @Test func anOrphanFailsCI() throws {
    let ws = try Self.recordedApp()
    try ws.write("app/__snapshots__/zzz.snap", try #require(ws.read("app/__snapshots__/s.snap")))
    let ci = ws.run("snapshot", "--ci", "@app")
    #expect(ci.status == 1)
    #expect(ci.stdout.contains("6 snapshots: 6 passed, 0 failed, 1 orphan"), "\(ci.stdout)")
    try FileManager.default.removeItem(atPath: ws.path("app/__snapshots__/zzz.snap"))
    try FileManager.default.removeItem(atPath: ws.path("app/t.yaml"))
    let deleted = ws.run("snapshot", "--ci", "@app")
    #expect(deleted.status == 1)
    #expect(deleted.stdout.contains("3 orphans"), "\(deleted.stdout)")
  }

  /// Item 2: every command that skips a folder of YAML files says so, as `check` does.
  @Test func everyCommandSaysWhichFolderItSkips() throws {
    let ws = try Self.recordedApp()
    try ws.write("app/more/u.yaml", "title: Hidden\nrows: [A]\n")
    let warning = "more: warning: the YAML files in this folder are not loaded"
    for words in [
      ["check", "@app"], ["snapshot", "--ci", "@app"], ["render", "@app"],
      ["gallery", "@app", "--out", "@site"], ["export", "@app", "--out", "@Settings.bundle"],
    ] {
      let run = ws.run(words)
      #expect(run.stderr.contains(warning), "\(words): \(run.stderr)")
    }
  }

  /// A folder of scenarios inside an app (`app: ..`) is no folder skipped when the run loads
  /// it, as a PATH or through one of its scenarios (a new user's trial); checking the app
  /// alone still says it is not loaded.
  @Test func aFolderOfScenariosTheRunLoadsIsNotSaidToBeSkipped() throws {
    let ws = try Self.recordedApp()
    try ws.write("app/scenarios/tap.yaml", "app: ..\nsteps: [back]\n")
    let warning = "scenarios: warning: the YAML files in this folder are not loaded"
    #expect(ws.run("check", "@app").stderr.contains(warning))
    for words in [
      ["check", "@app/scenarios"], ["check", "@app/scenarios/tap.yaml"],
      ["check", "@app/scenarios/tap.yaml", "@app"], ["render", "@app/scenarios/tap.yaml"],
    ] {
      let run = ws.run(words)
      #expect(!run.stderr.contains(warning), "\(words): \(run.stderr)")
    }
  }

  /// Item 3: one broken file drops no declared variant: the German mismatch of `a` is
  /// reported although `b.yaml` is broken.
  @Test func aBrokenFileDropsNoVariant() throws {
    let ws = try Workspace()
    try ws.write("app/app.yaml", "start: a\nsnapshotVariants:\n  - {locale: de}\n")
    try ws.write("app/strings/de.yaml", "strings:\n  Home: Start\n  Other: Andere\n")
    try ws.write("app/a.yaml", "title: Home\nrows: [A]\n")
    try ws.write("app/b.yaml", "title: Other\nrows: [B]\n")
    _ = ws.run("snapshot", "--record", "all", "@app")
    #expect(ws.exists("app/__snapshots__/a@de.snap"))
    try ws.write("app/strings/de.yaml", "strings:\n  Home: Zuhause\n  Other: Andere\n")
    try ws.write("app/b.yaml", "title: Other\nrows: [B]\nbogus: 1\n")
    let ci = ws.run("snapshot", "--ci", "@app")
    #expect(ci.status == 1)
    #expect(
      ci.stdout.contains("MISMATCH   \(ws.path("app/__snapshots__/a@de.snap"))"), "\(ci.stdout)")
    #expect(ci.stdout.contains("PASSED     \(ws.path("app/__snapshots__/a.snap"))"))
    #expect(ci.stdout.contains("FAILED     \(ws.path("app/__snapshots__/b@de.snap"))"))
    #expect(ci.stdout.contains("4 snapshots: 1 passed, 3 failed"), "\(ci.stdout)")
  }

  /// Item 14: a folder of scenarios is judged by the apps its scenarios drive: a locale
  /// their app translates needs no table in the scenarios' folder.
  @Test func aScenarioFolderRunsInALocaleItsAppHas() throws {
    let ws = try Workspace()
    try ws.write("Screens/app.yaml", "start: s\nsnapshotVariants:\n  - {locale: de}\n")
    try ws.write("Screens/strings/de.yaml", "strings:\n  Settings: Einstellungen\n")
    try ws.write("Screens/s.yaml", "title: Settings\nrows: [A]\n")
    try ws.write("Scenarios/tap.yaml", "app: ../Screens\nsteps: [tap 1]\n")
    let plain = ws.run("snapshot", "--record", "all", "@Scenarios")
    #expect(plain.status == 1 && plain.stdout.contains("RECORDED"), "\(plain.stderr)")
    #expect(ws.run("snapshot", "--ci", "@Scenarios").status == 0)
    #expect(
      Set(ws.list("Scenarios/__snapshots__")) == ["tap.scenario.snap", "tap.scenario@de.snap"])
    #expect(
      ws.read("Scenarios/__snapshots__/tap.scenario@de.snap")?.contains("Einstellungen") == true)
    let german = ws.run("snapshot", "--ci", "--locale", "de", "@Scenarios")
    #expect(german.status == 0, "\(german.stderr)\(german.stdout)")
    #expect(german.stdout.contains("1 snapshot: 1 passed"), "\(german.stdout)")
    let check = ws.run("check", "--locale", "de", "@Scenarios")
    #expect(check.status == 0, "\(check.stderr)")
    let gallery = ws.run("gallery", "--locale", "de", "@Scenarios", "--out", "@site")
    #expect(gallery.status == 0, "\(gallery.stderr)")
  }
}
