import Foundation
import ScreenDrawing
import ScreenFiles
import ScreenFormat
import ScreenModel
import ScreenSnapshots
import Testing

/// The gallery of a run's PATHs, as a value: each PATH's screens and scenarios as pages,
/// and what keeps the site from being written.
struct GalleryPathsTests {
  static func load(_ folder: SnapshotSuiteTests.Folder, _ path: String) throws -> LoadedPath {
    try AppReader(files: DiskFiles()).load(folder.path(path))
  }

  @Test func aFoldersScreensAndScenariosArePages() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("app/a.yaml", "title: Ay\nrows: [A]\n")
    try folder.write("app/b.yaml", "title: Bee\nrows: [B]\n")
    try folder.write("app/app.yaml", "start: a\n")
    try folder.write("app/tap.yaml", "app: .\nsteps: [tap 1]\n")
    var gallery = Gallery(options: DrawingOptions())
    let added = try gallery.add(try Self.load(folder, "app"))
    #expect(!added.failed && !added.drawnWithErrors, "\(added.diagnostics)")
    let pages = gallery.pages().map(\.path)
    #expect(pages.contains { $0.hasSuffix("a.html") }, "\(pages)")
    #expect(pages.contains { $0.hasSuffix("b.html") }, "\(pages)")
    #expect(pages.contains { $0.contains("tap") }, "\(pages)")
    #expect(pages.contains("index.html"))
  }

  @Test func aScenarioThatCannotRunKeepsTheSiteFromBeingWritten() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("app/a.yaml", "title: Ay\nrows: [A]\n")
    try folder.write("app/bad.yaml", "app: .\nsteps: [tap 9]\n")
    var gallery = Gallery(options: DrawingOptions())
    let added = try gallery.add(try Self.load(folder, "app"))
    #expect(added.failed)
    #expect(added.diagnostics.contains("bad.yaml"), "\(added.diagnostics)")
  }

  @Test func aLocaleWithNoTableIsAProblem() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("app/a.yaml", "title: Ay\nrows: [A]\n")
    var options = DrawingOptions()
    options.locale = "xx"
    var gallery = Gallery(options: options)
    #expect(throws: LocaleProblem.self) { try gallery.add(try Self.load(folder, "app")) }
  }

  @Test func thePathsFindingsAddUpAndTheSiteIsWrittenUnderOut() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("one/a.yaml", "title: Ay\nrows: [A]\n")
    try folder.write("two/b.yaml", "title: Bee\nrows: [B]\n")
    try folder.write("two/bad.yaml", "app: .\nsteps: [tap 9]\n")
    var gallery = Gallery(options: DrawingOptions())
    var added = Gallery.Added()
    added += try gallery.add(try Self.load(folder, "one"))
    #expect(!added.failed)
    added += try gallery.add(try Self.load(folder, "two"))
    #expect(added.failed, "a later PATH's failure is the run's")
    #expect(added.folders == [folder.path("one"), folder.path("two")])
    #expect(added.diagnostics.contains("bad.yaml"))
    let site = gallery.site(added)
    try Gallery.write(site, to: folder.path("site"))
    for page in site {
      let written = try String(contentsOfFile: folder.path("site/" + page.path), encoding: .utf8)
      #expect(written == page.text, "\(page.path)")
    }
  }
}
