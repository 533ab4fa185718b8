import Basics
import Foundation
import ScreenFiles
import ScreenFormat
import Testing

@testable import SettingsBundle

/// `export`'s flow as a value (``ExportRun``): what stops it, and what each output writes,
/// said in the wording given.
struct ExportRunTests {
  static var wording: ExportRun.Wording {
    ExportRun.Wording(
      nothingWritten: "nothing written\n", error: { "error: \($0)\n" },
      cannotWrite: { "cannot write \($0): \($1)\n" }, folderNotLoaded: { "skipped \($0)\n" },
      keptInBundle: { "kept \($0)\n" }, kept: { _, catalog in "kept in \(catalog)\n" },
      conflict: { _ in Diagnostic.Message(.translationConflict, "both changed") },
      noted: { $0 })
  }

  static let app = [
    "app.yaml": "start: root\nstate: {sound: true}\n",
    "root.yaml": "title: Root\nrows:\n  - title: Sound\n    toggle: sound\n",
  ]

  /// The outcome of exporting the app folder holding `files` to the outputs the options
  /// choose (their paths inside the folder's parent).
  static func export(_ files: [String: String], _ options: [String: String]) throws
    -> (RunOutcome, parent: String)
  {
    let folder = try TemporaryFolder.make("App", files)
    let parent = (folder as NSString).deletingLastPathComponent
    let outputs = try ExportOutputs.chosen { options[$0].map { parent + "/" + $0 } }
    let reader = PathReader(base: DiskFiles(), limits: .default)
    let run = ExportRun(outputs: outputs, wording: wording)
    return (try run.run(try reader.loadPath(folder), reader: reader), parent)
  }

  @Test func theCompiledAppIsWrittenAlone() throws {
    let (outcome, parent) = try Self.export(Self.app, ["compiled": "app.bin"])
    #expect(!outcome.failed, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("wrote \(parent)/app.bin ("))
    #expect(FileManager.default.fileExists(atPath: parent + "/app.bin"))
  }

  @Test func anErrorInTheAppWritesNothing() throws {
    var files = Self.app
    files["root.yaml"] = "title: Root\nrows: [Sound\n"
    for option in ["compiled", "swiftui", "out"] {
      let (outcome, parent) = try Self.export(files, [option: "written"])
      #expect(outcome.failed, "\(option)")
      #expect(outcome.stdout.isEmpty, "\(option)")
      #expect(outcome.stderr.hasSuffix("nothing written\n"), "\(option): \(outcome.stderr)")
      #expect(!FileManager.default.fileExists(atPath: parent + "/written"), "\(option)")
    }
  }

  @Test func aCatalogThatIsNotAFileStopsTheBundle() throws {
    let folder = try TemporaryFolder.make("Catalog.xcstrings/inside", ["x": "x"])
    let parent = (folder as NSString).deletingLastPathComponent
    let outputs = try ExportOutputs.chosen {
      ["out": parent + "/Settings.bundle", "catalog": parent][$0]
    }
    let app = try TemporaryFolder.make("App", Self.app)
    let reader = PathReader(
      base: DiskFiles(), limits: .default, settings: .export(collectingTexts: true))
    #expect(throws: ExportRun.Refusal.self) {
      try ExportRun(outputs: outputs, wording: Self.wording)
        .run(try reader.loadPath(app), reader: reader)
    }
    #expect(!FileManager.default.fileExists(atPath: parent + "/Settings.bundle"))
  }

  @Test func theBundleIsWrittenThenUnchanged() throws {
    let folder = try TemporaryFolder.make("App", Self.app)
    let outputs = try ExportOutputs.chosen { ["out": folder + "/../Settings.bundle"][$0] }
    let reader = PathReader(base: DiskFiles(), limits: .default)
    let run = ExportRun(outputs: outputs, wording: Self.wording)
    let first = try run.run(try reader.loadPath(folder), reader: reader)
    #expect(!first.failed, "\(first.stderr)")
    #expect(first.stdout.contains("wrote "))
    let again = try run.run(try reader.loadPath(folder), reader: reader)
    #expect(!again.stdout.contains("wrote "), "\(again.stdout)")
    #expect(again.stdout.contains("unchanged "))
  }

  @Test func swiftUIOptionsAreAModuleNameAndAKnownIOS() throws {
    let outputs = try ExportOutputs.chosen { ["swiftui": "UI"][$0] }
    var run = ExportRun(outputs: outputs, wording: Self.wording)
    run.module = "1App"
    #expect(throws: ExportRun.Refusal.self) { try run.swiftUIOptions() }
    run.module = "App"
    run.minimumIOS = "15"
    #expect(throws: ExportRun.Refusal.self) { try run.swiftUIOptions() }
    run.minimumIOS = "17"
    let options = try run.swiftUIOptions()
    #expect(options.minimumIOS == 17)
    #expect(options.module == "App")
  }
}
