import Foundation
import JSON
import ScreenFiles
import ScreenFormat
import ScreenModel
import Testing

@testable import SettingsBundle

/// What `export --out`, `--catalog` and `--compiled` write on disk: each file only when its
/// bytes differ, the files export owns and no longer writes removed, and what the app
/// folder remembers.
struct ExportDiskTests {
  static func text(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// An app folder that did not load, with its diagnostics.
  struct NotLoaded: Error { var diagnostics: String }

  /// The app folder loaded as export loads it (its texts collected, its sources kept).
  static func loaded(_ folder: String) throws -> (AppAssembler.Result, App) {
    let loaded = try PathReader(
      base: DiskFiles(), limits: .default, settings: .export(collectingTexts: true)
    ).loadPath(folder)
    guard case .app(let result, _) = loaded.kind, let app = result.app else {
      throw NotLoaded(diagnostics: loaded.reports.map(\.formatted).joined())
    }
    return (result, app)
  }

  @Test func aFileIsWrittenOnlyWhenItsBytesDiffer() throws {
    let folder = try TemporaryFolder.make("changed", ["a.txt": "one"])
    #expect(try ChangedFile.write(Array("one".utf8), to: folder + "/a.txt") == false)
    #expect(try ChangedFile.write(Array("two".utf8), to: folder + "/a.txt") == true)
    #expect(Self.text(folder + "/a.txt") == "two")
    #expect(try ChangedFile.write(Array("new".utf8), to: folder + "/sub/b.txt") == true)
    #expect(Self.text(folder + "/sub/b.txt") == "new", "its folder made")
    // The bytes already read are what the file is judged by: no second read.
    #expect(
      try ChangedFile.write(Array("same".utf8), to: folder + "/a.txt", held: Array("same".utf8))
        == false)
    #expect(Self.text(folder + "/a.txt") == "two")
  }

  @Test func theBundleIsWrittenOverWhatItHoldsAndWhatExportOwnsIsRemoved() throws {
    let out = try TemporaryFolder.make(
      "Out.bundle",
      ["Root.plist": "<plist/>", "de.lproj/Old.strings": "", "icon.png": "png"])
    let app = try TemporaryFolder.make("app")
    let bundle = BundleOutput.onDisk(out)
    let plan = BundleOutput.Plan(
      files: [("Root.plist", Array("<plist/>".utf8)), ("More.plist", Array("<more/>".utf8))],
      held: [:], kept: [out + "/icon.png"])
    var said = ""
    try bundle.write(
      plan, owned: ["Root.plist", "de.lproj/Old.strings"], remembering: app, saying: &said)
    #expect(
      said == "unchanged \(out)/Root.plist\nwrote \(out)/More.plist\n"
        + "removed \(out)/de.lproj/Old.strings\n")
    #expect(Self.text(out + "/More.plist") == "<more/>")
    #expect(!FileManager.default.fileExists(atPath: out + "/de.lproj"), "left empty: removed")
    #expect(Self.text(out + "/icon.png") == "png", "not owned: kept")
    #expect(OwnedFiles.onDisk(app: app) == ["More.plist", "Root.plist"])
  }

  @Test func aBundleReadAsAnAppRemembersNothing() throws {
    let bundle = try TemporaryFolder.make("Settings.bundle")
    let app = try TemporaryFolder.make("app", [OwnedFiles.path: "# owned\nRoot.plist\n../out\n"])
    #expect(OwnedFiles.memory(ofApp: bundle) == nil)
    #expect(OwnedFiles.memory(ofApp: app) == app)
    #expect(OwnedFiles.onDisk(app: nil).isEmpty)
    #expect(OwnedFiles.onDisk(app: app) == ["Root.plist"], "a path out of the bundle is dropped")
  }

  @Test func theCatalogIsWrittenWithWhatTheAppRemembers() throws {
    let app = try TemporaryFolder.make(
      "app", ["app.yaml": "start: root\n", "root.yaml": "title: Root\nrows:\n  - title: Sync\n"])
    let path = app + "/out/Texts.xcstrings"
    let (result, value) = try Self.loaded(app)
    let file = try CatalogFile(path, remembering: app, limits: JSONLimits())
    #expect(file.held == nil)
    let update = try file.update(result, app: value).get()
    #expect(!file.isUnchanged(by: update))
    try file.write(update)
    #expect(Self.text(path)?.contains("\"Sync\"") == true)
    #expect(Self.text(file.base ?? "") == String(decoding: update.base, as: UTF8.self))
    #expect(Self.text(file.last ?? "") == String(decoding: update.bytes, as: UTF8.self))
    let again = try CatalogFile(path, remembering: app, limits: JSONLimits())
    #expect(again.isUnchanged(by: try again.update(result, app: value).get()))
    #expect(throws: CatalogFile.Refusal.self) {
      try CatalogFile(app, remembering: nil, limits: JSONLimits())
    }
  }
}
