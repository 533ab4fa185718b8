import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #36, items 6, 7 and 8: what a pull request cannot make the tool do. It cannot
/// read outside the repository (a scenario's `app:`, a link), write or delete outside the
/// app (a linked snapshot folder, a file without the snapshot header), nor print raw bytes
/// (a file name holding escape sequences).
@Suite struct PullRequestSafety {
  static let secret = "password: hunter2"

  /// A repository holding an app, with a secret beside it, outside the repository.
  static func repository() throws -> (Workspace, root: String) {
    let ws = try Workspace()
    try ws.write("outside/secret.txt", "user: me\n\(secret)\n")
    try ws.write("outside/conf.yaml", "strings:\n  Home: \(secret)\n")
    try ws.write("repo/Package.swift", "// swift-tools-version: 6.0\n")
    try ws.write("repo/app/home.yaml", "title: Home\nrows: [A]\n")
    return (ws, "repo")
  }

  static func link(_ ws: Workspace, _ path: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: ws.path(path), withDestinationPath: target)
  }

  /// Item 6: `app:` stays inside the repository; an absolute path, one that leaves it and
  /// a file that is not YAML are errors that show nothing of their target.
  @Test(arguments: [
    ("/etc/passwd", "an absolute path"),
    ("../../outside/secret.txt", "which leaves the repository"),
    ("../../outside", "which leaves the repository"),
    ("../app/notes.txt", "which is not a '.yaml' or '.yml' file"),
  ])
  func aScenarioReadsNothingOutsideTheRepository(app: String, error: String) throws {
    let (ws, _) = try Self.repository()
    try ws.write("repo/app/notes.txt", "root:x:0:0\n\(Self.secret)\n")
    try ws.write("repo/sc/leak.yaml", "app: \(app)\nsteps: [tap 1]\n")
    for words in [["check", "@repo/sc/leak.yaml"], ["snapshot", "--ci", "@repo/sc"]] {
      let run = ws.run(words)
      #expect(run.status == 1, "\(words)")
      let all = run.stdout + run.stderr
      #expect(all.contains("leak.yaml:1:6: error: 'app' names '\(app)', \(error)"), "\(all)")
      #expect(!all.contains("hunter2") && !all.contains("root:x"), "\(all)")
    }
  }

  /// Item 6: the seed layout, `Scenarios/` with `app: ../Screens`, keeps working; the
  /// repository is found above the PATH, not from the current folder.
  @Test func aScenarioBesideItsAppStillRuns() throws {
    let (ws, _) = try Self.repository()
    try ws.write("repo/Scenarios/tap.yaml", "app: ../app\nsteps: [tap 1]\n")
    #expect(ws.run("check", "@repo/Scenarios").status == 0)
    // A link inside the repository to a folder outside it is refused on its resolved path.
    try Self.link(ws, "repo/elsewhere", to: ws.path("outside"))
    try ws.write("repo/Scenarios/far.yaml", "app: ../elsewhere\nsteps: [tap 1]\n")
    let far = ws.run("check", "@repo/Scenarios/far.yaml")
    #expect(far.stderr.contains("'app' names '../elsewhere', which leaves the repository"))
    #expect(!far.stderr.contains("hunter2"))
  }

  /// With no `.git` or `Package.swift` above a scenario, the folder it may read is said,
  /// and how to widen it (a new user's finding: "the repository" named a folder that was not).
  @Test func aScenarioOutsideAnyRepositoryIsToldWhichFolderItMayRead() throws {
    let ws = try Workspace()
    // Not a clone: no `.git` anywhere above.
    try FileManager.default.removeItem(atPath: ws.path(".git"))
    try ws.write("loose/app/home.yaml", "title: Home\nrows: [One]\n")
    try ws.write("loose/Scenarios/tap.yaml", "app: ../app\nsteps: [tap 1]\n")
    let run = ws.run("check", "@loose/Scenarios/tap.yaml")
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "'app' names '../app', which leaves '\(ws.path("loose/Scenarios"))', the folder a scenario may read here (no folder above it holds '.git' or 'Package.swift'"
      ), "\(run.stderr)")
  }

  /// Item 7: a linked screen file, strings folder or templates folder leading out of the
  /// app is an error at it, and nothing of its target is shown.
  @Test func linksOutOfTheAppAreNotFollowed() throws {
    let (ws, _) = try Self.repository()
    try Self.link(ws, "repo/app/link.yaml", to: "../../outside/secret.txt")
    let check = ws.run("check", "@repo/app")
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "link.yaml:1:1: error: cannot read this file: it is a symbolic link that leads out of the app folder"
      ), "\(check.stderr)")
    #expect(!check.stderr.contains("hunter2"))
    try FileManager.default.removeItem(atPath: ws.path("repo/app/link.yaml"))
    try Self.link(ws, "repo/app/strings", to: ws.path("outside"))
    let strings = ws.run("render", "@repo/app/home.yaml", "--locale", "conf")
    #expect(!strings.stdout.contains("hunter2"), "\(strings.stdout)")
    let checkStrings = ws.run("check", "@repo/app")
    #expect(checkStrings.status == 1)
    #expect(
      checkStrings.stderr.contains(
        "strings:1:1: error: cannot read this file: it is a symbolic link"))
    // A link that stays inside the app is followed.
    try FileManager.default.removeItem(atPath: ws.path("repo/app/strings"))
    try Self.link(ws, "repo/app/again.yaml", to: "home.yaml")
    #expect(ws.run("check", "@repo/app").status == 0)
  }

  /// Item 7: a linked `__snapshots__` folder is neither written, read nor deleted through.
  @Test func aLinkedSnapshotFolderIsRefused() throws {
    let (ws, _) = try Self.repository()
    try ws.write("victim/notes.snap", "my notes\n")
    try Self.link(ws, "repo/app/__snapshots__", to: "../../victim")
    for mode in ["pending", "missing", "all"] {
      let run = ws.run("snapshot", "--record", mode, "--delete-orphans", "@repo/app")
      #expect(run.status == 1)
      #expect(run.stdout.contains("is a symbolic link; refusing"), "\(run.stdout)")
    }
    #expect(ws.list("victim") == ["notes.snap"])
  }

  /// Item 7: importing translations neither reads nor writes a linked strings table.
  @Test func translationsAreNotMergedThroughALink() throws {
    let (ws, _) = try Self.repository()
    try ws.write("de.lproj/Root.strings", "\"Home\" = \"Start\";\n")
    try Self.link(ws, "repo/app/strings", to: ws.path("outside"))
    let folder = ws.run("import", "@de.lproj", "--out", "@repo/app")
    #expect(folder.status == 2)
    #expect(
      folder.stderr.contains("is a symbolic link; importing translations"), "\(folder.stderr)")
    #expect(ws.list("outside") == ["conf.yaml", "secret.txt"])
    try FileManager.default.removeItem(atPath: ws.path("repo/app/strings"))
    try FileManager.default.createDirectory(
      atPath: ws.path("repo/app/strings"), withIntermediateDirectories: true)
    try Self.link(ws, "repo/app/strings/de.yaml", to: ws.path("outside/conf.yaml"))
    let table = ws.run("import", "@de.lproj", "--out", "@repo/app")
    #expect(table.status == 2)
    #expect(!table.stderr.contains("hunter2"))
  }

  /// Item 7: `export` writes nothing through a link in the bundle it replaces.
  @Test func exportWritesNothingThroughALink() throws {
    let (ws, _) = try Self.repository()
    try ws.write("repo/app/home.yaml", "title: Home\nrows: [{title: Sound, toggle: sound}]\n")
    try ws.write("repo/app/app.yaml", "state: {sound: true}\n")
    try ws.write("repo/app/strings/de.yaml", "strings:\n  Sound: Ton\n")
    #expect(ws.run("export", "@repo/app", "--out", "@repo/Settings.bundle").status == 0)
    try FileManager.default.removeItem(atPath: ws.path("repo/Settings.bundle/de.lproj"))
    try FileManager.default.createDirectory(
      atPath: ws.path("victim"), withIntermediateDirectories: true)
    try Self.link(ws, "repo/Settings.bundle/de.lproj", to: ws.path("victim"))
    let run = ws.run("export", "@repo/app", "--out", "@repo/Settings.bundle")
    #expect(run.status == 2)
    #expect(run.stderr.contains("de.lproj' is a symbolic link; export writes no file"))
    #expect(ws.list("victim") == [])
  }

  /// Item 7: `--delete-orphans` deletes only references the tool wrote.
  @Test func deleteOrphansDeletesOnlySnapshots() throws {
    let (ws, _) = try Self.repository()
    _ = ws.run("snapshot", "--record", "all", "@repo/app")
    try ws.write("repo/app/__snapshots__/notes.snap", "my notes\n")
    try ws.write(
      "repo/app/__snapshots__/gone.snap", try #require(ws.read("repo/app/__snapshots__/home.snap")))
    try Self.link(ws, "repo/app/__snapshots__/far.snap", to: ws.path("outside/secret.txt"))
    let run = ws.run("snapshot", "--delete-orphans", "@repo/app")
    #expect(run.stdout.contains("DELETED"), "\(run.stdout)")
    // The counts say what was deleted and what is left (a new user's trial: they said
    // "3 orphans" after one was deleted).
    #expect(run.stdout.contains(", 2 orphans, 1 orphan deleted\n"), "\(run.stdout)")
    #expect(ws.list("repo/app/__snapshots__") == ["far.snap", "home.snap", "notes.snap"])
    #expect(ws.read("outside/secret.txt")?.contains("hunter2") == true)
  }

  /// Item 8: a file name holding escape sequences is an error, and every status line
  /// shows it escaped.
  @Test func fileNamesReachTheTerminalEscaped() throws {
    let ws = try Workspace()
    let evil = "\u{1B}]52;c;aGk=\u{07}\u{1B}[2Jx"
    try ws.write("app/home.yaml", "title: Home\nrows: [A]\n")
    try ws.write("app/\(evil).yaml", "title: Evil\nrows: [A]\n")
    try ws.write("app/\(evil)2.yaml", "app: .\nscreen: home\nsteps: [tap 1]\n")
    let snapshot = ws.run("snapshot", "@app")
    #expect(snapshot.status == 1)
    #expect(TerminalSafety.isPrintable(snapshot.stdout), "\(snapshot.stdout.debugDescription)")
    #expect(snapshot.stdout.contains("<U+001B>]52;c;aGk=<U+0007><U+001B>[2Jx"))
    #expect(snapshot.stderr.contains("cannot name a screen or its snapshot"), "\(snapshot.stderr)")
    #expect(!ws.list("app/__snapshots__").contains { $0.contains("\u{1B}") })
    // A pending file named so (written by hand, or by an older version) is shown escaped.
    let pending = try #require(ws.read("app/__snapshots__/home.snap.new"))
    try ws.write("app/__snapshots__/\(evil).snap.new", pending)
    for verb in ["review", "accept"] {
      let run = ws.run("snapshot", verb, "--dir", "@app/__snapshots__")
      #expect(TerminalSafety.isPrintable(run.stdout), "\(verb): \(run.stdout.debugDescription)")
      #expect(run.stdout.contains("<U+001B>[2Jx"), "\(verb): \(run.stdout)")
    }
  }
}
