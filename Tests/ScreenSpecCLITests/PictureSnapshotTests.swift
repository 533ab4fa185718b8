import Foundation
import Testing

@testable import ScreenSpecCLI

/// `snapshot --format svg`: pictures recorded and verified as `NAME.svg`, with the modes,
/// reports, review, accept, reject and orphan rules of text snapshots.
@Suite struct PictureSnapshots {
  /// A small app: one screen and a scenario that taps its first row.
  static func app() throws -> Workspace {
    let ws = try Workspace()
    try ws.write("app/s.yaml", "title: Settings\nrows: [{title: Wi-Fi, detail: On}, Bluetooth]\n")
    try ws.write("app/tap.yaml", "app: .\nscreen: s\nsteps: [tap Bluetooth]\n")
    return ws
  }

  @Test func recordVerifyChangeReviewAcceptAndReject() throws {
    let ws = try Self.app()
    let recorded = ws.run("snapshot", "--format", "svg", "--record", "missing", "@app")
    #expect(recorded.status == 1, "a new reference fails once, to be looked at")
    #expect(ws.list("app/__snapshots__") == ["s.svg", "tap.scenario.svg"])
    let picture = try #require(ws.read("app/__snapshots__/s.svg"))
    #expect(picture == ws.run("render", "@app/s.yaml", "--format", "svg").stdout)
    #expect(
      ws.read("app/__snapshots__/tap.scenario.svg")
        == ws.run("render", "@app/tap.yaml", "--format", "svg").stdout)
    let verified = ws.run("snapshot", "--format", "svg", "@app")
    #expect(verified.status == 0, "\(verified.stdout)")
    #expect(verified.stdout.contains("PASSED     \(ws.path("app/__snapshots__/s.svg"))"))

    try ws.write("app/s.yaml", "title: Settings\nrows: [{title: Wi-Fi, detail: Off}, Bluetooth]\n")
    let changed = ws.run("snapshot", "--format", "svg", "@app")
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("MISMATCH   \(ws.path("app/__snapshots__/s.svg"))"))
    #expect(changed.stdout.contains("+<text") && changed.stdout.contains(">Off</text>"))
    let pending = try #require(ws.read("app/__snapshots__/s.svg.new"))
    #expect(pending.hasPrefix("<!-- screenspec-pending base: "), "\(pending.prefix(80))")
    #expect(ws.read("app/__snapshots__/s.svg") == picture, "the reference is untouched")

    let review = ws.run("snapshot", "review", "--dir", "@app")
    #expect(review.stdout.contains("pending \(ws.path("app/__snapshots__/s.svg.new"))"))
    let lines = review.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("-<text") && $0.hasSuffix(">On</text>") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("+<text") && $0.hasSuffix(">Off</text>") })
    let accept = ws.run("snapshot", "accept", "s.svg", "tap.scenario.svg", "--dir", "@app")
    #expect(accept.status == 0, "\(accept.stderr)")
    #expect(!ws.exists("app/__snapshots__/s.svg.new"))
    let accepted = try #require(ws.read("app/__snapshots__/s.svg"))
    #expect(accepted == ws.run("render", "@app/s.yaml", "--format", "svg").stdout)
    #expect(!accepted.contains("screenspec-pending"), "the base comment is not kept")
    #expect(ws.run("snapshot", "--format", "svg", "--ci", "@app").status == 0)

    try ws.write("app/s.yaml", "title: Settings\nrows: [Bluetooth]\n")
    _ = ws.run("snapshot", "--format", "svg", "@app")
    #expect(ws.exists("app/__snapshots__/s.svg.new"))
    let reject = ws.run("snapshot", "reject", "s", "--dir", "@app")
    #expect(reject.stdout.contains("rejected"), "\(reject.stderr)")
    #expect(!ws.exists("app/__snapshots__/s.svg.new"))
    #expect(ws.read("app/__snapshots__/s.svg") == accepted)
  }

  @Test func aMissingReferenceGetsAPendingPictureAndAStalePendingIsRefused() throws {
    let ws = try Self.app()
    let first = ws.run("snapshot", "--format", "svg", "@app")
    #expect(first.status == 1 && first.stdout.contains("MISSING"))
    let pending = try #require(ws.read("app/__snapshots__/s.svg.new"))
    #expect(pending.hasPrefix("<!-- screenspec-pending base: none -->\n<svg "))
    #expect(!ws.exists("app/__snapshots__/s.svg"))
    // The reference appears after the pending file was written: accepting it is refused.
    try ws.write("app/__snapshots__/s.svg", "<svg/>\n")
    let stale = ws.run("snapshot", "accept", "s", "--dir", "@app")
    #expect(stale.status == 1)
    #expect(stale.stderr.contains("changed since it was written"), "\(stale.stderr)")
    try FileManager.default.removeItem(atPath: ws.path("app/__snapshots__/s.svg"))
    #expect(ws.run("snapshot", "accept", "--dir", "@app").status == 0)
    #expect(
      ws.read("app/__snapshots__/s.svg") == String(pending.drop { $0 != "\n" }.dropFirst()))
    #expect(ws.run("snapshot", "--format", "svg", "--ci", "@app").status == 0)
  }

  @Test func aNameAcceptsItsTextAndItsPictureInOneFolder() throws {
    let ws = try Self.app()
    _ = ws.run("snapshot", "@app")
    _ = ws.run("snapshot", "--format", "svg", "@app")
    #expect(ws.exists("app/__snapshots__/s.snap.new") && ws.exists("app/__snapshots__/s.svg.new"))
    let accept = ws.run("snapshot", "accept", "s", "--dir", "@app")
    #expect(accept.status == 0, "\(accept.stderr)")
    #expect(ws.exists("app/__snapshots__/s.snap") && ws.exists("app/__snapshots__/s.svg"))
  }

  @Test func inCINothingIsWritten() throws {
    let ws = try Self.app()
    let ci = ws.run("snapshot", "--format", "svg", "--ci", "--record", "all", "@app")
    #expect(ci.status == 1)
    #expect(ci.stdout.contains("no reference, and nothing was written (CI)"), "\(ci.stdout)")
    let environment = ws.run("snapshot", "--format", "svg", "@app", environment: ["CI": "true"])
    #expect(environment.status == 1)
    #expect(!ws.exists("app/__snapshots__"))
  }

  @Test func orphansAreJudgedPerFormat() throws {
    let ws = try Self.app()
    _ = ws.run("snapshot", "--record", "all", "@app")
    _ = ws.run("snapshot", "--format", "svg", "--record", "all", "@app")
    try ws.write("app/__snapshots__/gone.svg", "<svg/>\n")
    try ws.write("app/__snapshots__/gone.snap", "screenspec-snapshot: 2\nname: gone\n---\nx\n")
    // A run choosing its format judges that format alone; one choosing none, every format.
    let text = ws.run("snapshot", "--format", "text", "--ci", "@app")
    #expect(text.stdout.contains("ORPHAN     \(ws.path("app/__snapshots__/gone.snap"))"))
    #expect(!text.stdout.contains("gone.svg"), "\(text.stdout)")
    let whole = ws.run("snapshot", "--ci", "@app")
    #expect(whole.stdout.contains("gone.svg") && whole.stdout.contains("gone.snap"))
    let svg = ws.run("snapshot", "--format", "svg", "--ci", "@app")
    #expect(svg.stdout.contains("ORPHAN     \(ws.path("app/__snapshots__/gone.svg"))"))
    #expect(
      !svg.stdout.contains("gone.snap")
        && !svg.stdout.contains("ORPHAN     \(ws.path("app/__snapshots__/s"))"))
    _ = ws.run("snapshot", "--format", "svg", "--delete-orphans", "@app")
    #expect(!ws.exists("app/__snapshots__/gone.svg") && ws.exists("app/__snapshots__/gone.snap"))
    #expect(ws.exists("app/__snapshots__/s.svg") && ws.exists("app/__snapshots__/s.snap"))
  }

  @Test func picturesAreTheSameBytesEveryRun() throws {
    let one = try Self.app()
    let two = try Self.app()
    for ws in [one, two] {
      _ = ws.run("snapshot", "--format", "svg", "--record", "all", "--appearance", "dark", "@app")
    }
    let first = try #require(one.read("app/__snapshots__/s@dark.svg"))
    #expect(first == two.read("app/__snapshots__/s@dark.svg"))
    _ = one.run("snapshot", "--format", "svg", "--record", "all", "--appearance", "dark", "@app")
    #expect(one.read("app/__snapshots__/s@dark.svg") == first)
    #expect(first.contains("#1C1C1E") || first.contains("#000000"))
  }

  @Test func reportsNameThePictureFiles() throws {
    let ws = try Self.app()
    _ = ws.run("snapshot", "--format", "svg", "--record", "all", "@app")
    let json = ws.run("snapshot", "--format", "svg", "--ci", "--json", "--junit", "@r.xml", "@app")
    #expect(json.stdout.contains("\"file\":\"\(ws.path("app/__snapshots__/s.svg"))\""))
    #expect(ws.read("r.xml")?.contains("name=\"tap.scenario\"") == true)
    let shards = (1...2).map {
      ws.run("snapshot", "--format", "svg", "--ci", "--shard", "\($0)/2", "@app").stdout
    }
    #expect(shards.joined().components(separatedBy: "PASSED").count - 1 == 2, "\(shards)")
    let junit = ws.run("snapshot", "--format", "svg", "--junit", "@app/__snapshots__/s.svg", "@app")
    #expect(junit.status == 2, "a report never overwrites a picture")
  }

  @Test func aDeclaredSVGVariantIsRecordedAndVerifiedByAPlainRun() throws {
    let ws = try Self.app()
    try ws.write(
      "app/app.yaml",
      "start: s\nsnapshotVariants:\n  - {format: svg}\n  - {appearance: dark, format: svg}\n")
    _ = ws.run("snapshot", "--record", "all", "@app")
    #expect(
      Set(ws.list("app/__snapshots__")) == [
        "s.snap", "s.svg", "s@dark.svg", "tap.scenario.snap", "tap.scenario.svg",
        "tap.scenario@dark.svg",
      ], "\(ws.list("app/__snapshots__"))")
    #expect(
      ws.read("app/__snapshots__/s@dark.svg")
        == ws.run("render", "@app/s.yaml", "--format", "svg", "--appearance", "dark").stdout)
    let verify = ws.run("snapshot", "--ci", "@app")
    #expect(verify.status == 0, "\(verify.stdout)")
    #expect(verify.stdout.contains("6 snapshots: 6 passed, 0 failed"))
    #expect(!verify.stdout.contains("ORPHAN"))
    // Dropping the dark picture leaves it an orphan of its own variant and format.
    try ws.write("app/app.yaml", "start: s\nsnapshotVariants:\n  - {format: svg}\n")
    let fewer = ws.run("snapshot", "--ci", "@app")
    #expect(fewer.stdout.contains("4 snapshots: 4 passed"), "\(fewer.stdout)")
  }

  @Test func theGalleryShowsAPendingPictureBesideItsReference() throws {
    let ws = try Self.app()
    _ = ws.run("snapshot", "--format", "svg", "--record", "all", "@app")
    let reference = try #require(ws.read("app/__snapshots__/s.svg"))
    try ws.write("app/s.yaml", "title: Settings\nrows: [Bluetooth]\n")
    _ = ws.run("snapshot", "--format", "svg", "@app")
    let gallery = ws.run("gallery", "@app", "--out", "@site")
    #expect(gallery.status == 0, "\(gallery.stderr)")
    let page = try #require(ws.read("site/changes.html"))
    let base64 = { (svg: String) in Data(svg.utf8).base64EncodedString() }
    let pending = ws.run("render", "@app/s.yaml", "--format", "svg").stdout
    #expect(
      page.contains(
        "<img alt=\"s (reference)\" src=\"data:image/svg+xml;base64,\(base64(reference))\">"))
    #expect(
      page.contains(
        "<img alt=\"s (pending)\" src=\"data:image/svg+xml;base64,\(base64(pending))\">"))
    #expect(!page.contains("<svg"), "pictures are images, never markup in the page")
  }

  /// The gallery's pages say what VoiceOver reads as `render --format voiceover` does with
  /// the same flags: `--locale de` translates what is read.
  @Test func theGalleryReadsVoiceOverWithTheFlagsOptions() throws {
    let ws = try Workspace()
    try ws.write(
      "app/s.yaml",
      "title: Settings\nrows: [{title: A title long enough to wrap at the largest sizes, "
        + "detail: On}, Bluetooth]\n")
    try ws.write("app/strings/de.yaml", "strings:\n  Settings: Einstellungen\n")
    let flags = ["--text-size", "ax3", "--appearance", "dark", "--locale", "de"]
    let gallery = ws.run(["gallery", "@app", "--out", "@site"] + flags)
    #expect(gallery.status == 0, "\(gallery.stderr)")
    let index = try #require(ws.read("site/index.html"))
    let escaped = { (text: String) in
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        .replacingOccurrences(of: "'", with: "&#39;")
    }
    let read = ws.run(["render", "@app/s.yaml", "--format", "voiceover"] + flags).stdout
    let readAtLarge = ws.run("render", "@app/s.yaml", "--format", "voiceover").stdout
    #expect(read != readAtLarge, "the locale translates what is read")
    #expect(index.contains(escaped(read)), "\(index)")
    #expect(!index.contains(escaped(readAtLarge)))
  }

  /// Issue #54, item 1: each line of a pending text snapshot is isolated, so an Arabic
  /// line keeps its parentheses and numbers where the snapshot has them.
  @Test func theGalleryIsolatesEachLineOfAPendingText() throws {
    let ws = try Self.app()
    _ = ws.run("snapshot", "--record", "all", "@app/s.yaml")
    try ws.write("app/s.yaml", "title: الخلاصة (3 غير مقروء)\nrows: [Bluetooth]\n")
    _ = ws.run("snapshot", "@app/s.yaml")
    #expect(ws.run("gallery", "@app", "--out", "@site").status == 0)
    let page = try #require(ws.read("site/changes.html"))
    let title = try #require(page.range(of: "الخلاصة (3 غير مقروء)"))
    let before = page[..<title.lowerBound]
    let opened = try #require(before.range(of: "<bdi>", options: .backwards))
    #expect(!before[opened.upperBound...].contains("<"), "the line is in its <bdi>")
    #expect(!page.contains("<div>│") && !page.contains("changed\">│"), "every line isolated")
  }
}
