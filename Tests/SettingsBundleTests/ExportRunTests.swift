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

  /// Runs an export of the app folder `folder` into the bundle `out`.
  static func exportBundle(_ folder: String, into out: String) throws -> RunOutcome {
    let outputs = try ExportOutputs.chosen { ["out": out][$0] }
    let reader = PathReader(base: DiskFiles(), limits: .default)
    return try ExportRun(outputs: outputs, wording: Self.wording)
      .run(try reader.loadPath(folder), reader: reader)
  }

  static let pushing = [
    "app.yaml": "start: root\nstate: {sound: true, expert: false}\n",
    "root.yaml": "title: Root\nrows:\n  - {title: Sound, toggle: sound}\n"
      + "  - {title: Advanced, push: advanced}\n",
    "advanced.yaml": "title: Advanced\nrows:\n  - {title: Expert, toggle: expert}\n",
  ]

  @Test func intoAnotherBundleExportRemovesNothingItDidNotWriteThere() throws {
    let folder = try TemporaryFolder.make("App", Self.pushing)
    let parent = (folder as NSString).deletingLastPathComponent
    #expect(try !Self.exportBundle(folder, into: parent + "/L1.bundle").failed)
    try FileManager.default.removeItem(atPath: folder + "/advanced.yaml")
    try Data("title: Root\nrows:\n  - {title: Sound, toggle: sound}\n".utf8)
      .write(to: URL(fileURLWithPath: folder + "/root.yaml"))
    try FileManager.default.createDirectory(
      atPath: parent + "/Other.bundle", withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: parent + "/Other.bundle/advanced.plist"))
    let other = try Self.exportBundle(folder, into: parent + "/Other.bundle")
    #expect(!other.failed, "\(other.stderr)")
    #expect(!other.stdout.contains("removed"), "\(other.stdout)")
    #expect(FileManager.default.fileExists(atPath: parent + "/Other.bundle/advanced.plist"))
    // A list a bundle: the first bundle's stays beside the new one's.
    let lists = OwnedFiles.lists(app: folder)
    #expect(lists.map(\.bundle) == ["../L1.bundle", "../Other.bundle"])
    #expect(lists.last?.paths == ["Root.plist"])
    // Back into the first bundle: its own list says what export wrote there.
    let back = try Self.exportBundle(folder, into: parent + "/L1.bundle")
    #expect(!back.failed, "\(back.stderr)")
    #expect(back.stdout.contains("removed") && back.stdout.contains("L1.bundle/advanced.plist"))
    #expect(FileManager.default.fileExists(atPath: parent + "/Other.bundle/advanced.plist"))
  }

  @Test func aFileEditedSinceExportWroteItIsARefusal() throws {
    let folder = try TemporaryFolder.make("App", Self.pushing)
    let out = (folder as NSString).deletingLastPathComponent + "/Settings.bundle"
    #expect(try !Self.exportBundle(folder, into: out).failed)
    try Data("edited".utf8).write(to: URL(fileURLWithPath: out + "/advanced.plist"))
    #expect {
      try Self.exportBundle(folder, into: out)
    } throws: { error in
      guard case .changedInBundle(let paths, let bundle, let app) = error as? ExportRun.Refusal
      else { return false }
      return paths == [out + "/advanced.plist"] && bundle == out && app == folder
    }
    #expect(FileManager.default.contents(atPath: out + "/advanced.plist") == Data("edited".utf8))
    // Export writes what the file already holds: no change lost, no refusal.
    try FileManager.default.removeItem(atPath: out + "/advanced.plist")
    #expect(try !Self.exportBundle(folder, into: out).failed)
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
