import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #48, items 1 to 4: a PATH, a bundle's file or a pending snapshot that is a link
/// is never followed out of the repository, and no name a pull request chooses prints a
/// line of its own.
@Suite struct LinkedPaths {
  static let secret = "api_token: sk-LIVE-0123"

  /// A repository with an app, and a folder outside it holding a screen with a secret.
  static func repository() throws -> Workspace {
    let ws = try Workspace()
    try ws.write("outside/leak.yaml", "title: Leak\nrows: [A]\n\(secret)\n")
    try ws.write("outside/netrc", "machine github.com login bot password ghp_secret\n")
    try ws.write("outside/secret.strings", "\"Sync\" = \"ghp_secret\";\n")
    try ws.write("repo/Package.swift", "// swift-tools-version: 6.0\n")
    try ws.write("repo/app/home.yaml", "title: Home\nrows: [A]\n")
    return ws
  }

  static func link(_ ws: Workspace, _ path: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: ws.path(path), withDestinationPath: target)
  }

  /// Item 1: a named folder or file that is a link out of the repository is refused before
  /// anything is read or written; one that stays inside is followed.
  @Test func aNamedPathThatLinksOutIsRefused() throws {
    let ws = try Self.repository()
    try Self.link(ws, "repo/Scenarios", to: ws.path("outside"))
    try Self.link(ws, "repo/one.yaml", to: ws.path("outside/leak.yaml"))
    for words in [
      ["check", "@repo/Scenarios"], ["snapshot", "--ci", "@repo/Scenarios"],
      ["snapshot", "--record", "missing", "@repo/Scenarios"], ["render", "@repo/one.yaml"],
      ["check", "@repo/Scenarios/leak.yaml"],
    ] {
      let run = ws.run(words, environment: Environment(variables: [:]))
      #expect(run.status == 2, "\(words)")
      #expect(
        run.stderr.contains("leads out of the repository through a symbolic link"),
        "\(words): \(run.stderr)")
      #expect(!(run.stdout + run.stderr).contains("sk-LIVE"), "\(words)")
    }
    #expect(ws.list("outside") == ["leak.yaml", "netrc", "secret.strings"])
    try Self.link(ws, "repo/inside", to: "app")
    #expect(ws.run("check", "@repo/inside").status == 0)
  }

  static let root = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
    <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>
    <key>Key</key><string>sync</string><key>DefaultValue</key><true/></dict>
    </array></dict></plist>

    """

  /// Item 2: every link in a bundle is an error at its path, never read: not a strings
  /// file, a plist, a folder, nor a loop; nothing of their targets is printed or copied.
  @Test func linksInABundleAreErrorsNeverRead() throws {
    let ws = try Self.repository()
    try ws.write("repo/B.bundle/Root.plist", Self.root)
    try FileManager.default.createDirectory(
      atPath: ws.path("repo/B.bundle/de.lproj"), withIntermediateDirectories: true)
    try Self.link(ws, "repo/B.bundle/de.lproj/Root.strings", to: ws.path("outside/secret.strings"))
    try Self.link(ws, "repo/B.bundle/Advanced.plist", to: ws.path("outside/netrc"))
    try Self.link(ws, "repo/B.bundle/private.lproj", to: ws.path("outside"))
    try Self.link(ws, "repo/B.bundle/loop.lproj", to: ".")
    for words in [["check", "@repo/B.bundle"], ["render", "@repo/B.bundle"]] {
      let run = ws.run(words)
      #expect(run.status == 1, "\(words)")
      let all = run.stdout + run.stderr
      for path in ["Advanced.plist", "de.lproj/Root.strings", "loop.lproj", "private.lproj"] {
        #expect(all.contains("B.bundle/\(path):1:1: error: this is a symbolic link"), "\(all)")
      }
      #expect(!all.contains("ghp_secret"), "\(words): \(all)")
    }
    let imported = ws.run("import", "@repo/B.bundle", "--out", "@repo/out")
    #expect(imported.status == 1)
    let written = try FileManager.default.subpathsOfDirectory(atPath: ws.path("repo/out"))
    #expect(written.count < 10, "\(written)")
    for file in written where !file.hasSuffix("/") {
      #expect(ws.read("repo/out/" + file)?.contains("ghp_secret") != true, "\(file)")
    }
  }

  /// Item 3: a pending file that is a link is not printed, accepted, nor shown in the
  /// gallery's changes.
  @Test func aLinkedPendingFileIsRefused() throws {
    let ws = try Self.repository()
    try ws.write(
      "outside/f.snap.new", "screenspec-snapshot: 2\nname: home\nscreen: home\n---\nghp_secret\n")
    try FileManager.default.createDirectory(
      atPath: ws.path("repo/app/__snapshots__"), withIntermediateDirectories: true)
    try Self.link(ws, "repo/app/__snapshots__/home.snap.new", to: ws.path("outside/f.snap.new"))
    let review = ws.run("snapshot", "review", "--dir", "@repo/app")
    #expect(!review.stdout.contains("ghp_secret"), "\(review.stdout)")
    #expect(review.stdout.contains("a symbolic link: not read"), "\(review.stdout)")
    let accept = ws.run("snapshot", "accept", "--dir", "@repo/app", "home")
    #expect(accept.status != 0)
    #expect((accept.stdout + accept.stderr).contains("is a symbolic link; refusing to read it"))
    #expect(!ws.exists("repo/app/__snapshots__/home.snap"))
    let gallery = ws.run("gallery", "@repo/app", "--out", "@repo/gallery")
    #expect(ws.read("repo/gallery/changes.html")?.contains("ghp_secret") != true)
    _ = gallery
  }

  /// Item 4: names a pull request chooses print no line of their own and no control or
  /// bidi character, in diagnostics, JSON and JUnit alike.
  @Test func namesForgeNoLines() throws {
    let ws = try Self.repository()
    try ws.write("repo/app/abc\u{202E}exe.yaml", "title: Bad\nrows: [A]\n")
    let junit = ws.run("snapshot", "--ci", "--junit", "@repo/r.xml", "@repo/app")
    #expect(junit.status == 1)
    let xml = ws.read("repo/r.xml") ?? ""
    #expect(!xml.isEmpty && !xml.contains("\u{202E}"), "\(xml)")
    #expect(xml.contains("abc&lt;U+202E&gt;exe"), "\(xml)")
    let json = ws.run("snapshot", "--ci", "--json", "@repo/app")
    #expect(!json.stdout.contains("\u{202E}"), "\(json.stdout)")
    let check = ws.run("check", "--format", "json", "@repo/app")
    #expect(!check.stdout.contains("\u{202E}"), "\(check.stdout)")
    try ws.write("repo/C.bundle/Root.plist", Self.root)
    try ws.write(
      "repo/C.bundle/de\u{1B}]0;pwned\u{07}.lproj/Root.strings", "\"Sync\" = \"Abgleich\";\n")
    let imported = ws.run("import", "@repo/C.bundle", "--out", "@repo/c")
    #expect(!(imported.stdout + imported.stderr).contains("\u{1B}"))
    #expect(ws.list("repo/c/strings").allSatisfy { !$0.contains("\u{1B}") })
    // A newline in a child pane's File or a plist's name starts no line of its own.
    let forged = Self.root.replacingOccurrences(
      of: "</array>",
      with:
        "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>A</string><key>File</key><string>A\nx.plist:1:1: error: forged</string></dict></array>"
    )
    try ws.write("repo/N.bundle/Root.plist", forged)
    try ws.write("repo/N.bundle/Odd\ny.plist:1:1: error: forged.plist", Self.root)
    for words in [["check", "@repo/N.bundle"], ["import", "@repo/N.bundle", "--out", "@repo/n"]] {
      let run = ws.run(words)
      let lines = (run.stdout + run.stderr).split(separator: "\n")
      #expect(!lines.contains { $0.hasPrefix("x.plist") || $0.hasPrefix("y.plist") }, "\(lines)")
      #expect(lines.contains { $0.contains("forged") }, "\(words)")
    }
  }
}
