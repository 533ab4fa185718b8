import Foundation
import ScreenFormat
import ScreenModel

/// Paths of the repository and of the shared design material beside it.
public enum Fixtures {
  /// The repository root: three levels above this file (Tests/Fixtures/…).
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  /// The test corpora kept in the repository: `Tests/Corpora`.
  public static let corpora = root.appendingPathComponent("Tests/Corpora")
  /// Our own hostile screen files.
  public static let hostile = corpora.appendingPathComponent("hostile")
  /// The YAML test suite's cases.
  public static let yamlTestSuite = corpora.appendingPathComponent("yaml-test-suite")

  /// The files of a folder with a suffix, sorted.
  public static func files(in folder: URL, suffix: String = ".yaml") -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// A file read as a source file, named by its file name unless a path is given.
  public static func source(_ url: URL, path: String? = nil) -> SourceFile {
    let bytes = (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
    return SourceFile(path: path ?? url.lastPathComponent, bytes: bytes)
  }

  /// The seed app, loaded.
  public static func app() throws -> App {
    try app(screens(), templates: templates())
  }

  /// An app loaded from files; when it does not load, the error holds every located
  /// diagnostic, so the failing test shows what is wrong.
  public static func app(
    _ files: [SourceFile], templates: [SourceFile] = [], strings: [SourceFile] = []
  ) throws -> App {
    let result = AppAssembler.load(files, strings: strings, templates: templates)
    guard let app = result.app else {
      throw LoadFailure(diagnostics: result.reports.map(\.formatted).joined())
    }
    return app
  }

  /// An app that did not load, with its diagnostics.
  public struct LoadFailure: Error, CustomStringConvertible {
    /// The load's diagnostics, formatted.
    public let diagnostics: String
    /// What a failing test prints.
    public var description: String { "the app did not load:\n" + diagnostics }
  }

  /// An app folder of the repository (`Screens`, `Examples/Plurals`) loaded as `check`
  /// loads it: its screens, its `templates/` and its `strings/` tables.
  public static func app(folder name: String) throws -> App {
    let base = root.appendingPathComponent(name)
    var files: [SourceFile] = []
    let walker = FileManager.default.enumerator(atPath: base.path)
    while let path = walker?.nextObject() as? String {
      guard path.hasSuffix(".yaml"), !path.hasPrefix("__snapshots__") else { continue }
      files.append(source(base.appendingPathComponent(path), path: path))
    }
    return try app(
      files.filter { !$0.path.contains("/") }.sorted { $0.path < $1.path },
      templates: files.filter { $0.path.hasPrefix("templates/") },
      strings: files.filter { $0.path.hasPrefix("strings/") })
  }

  /// The files of a folder of the repository (a `Settings.bundle`), by their paths in it.
  public static func files(inFolder path: String) -> [String: [UInt8]] {
    let base = root.appendingPathComponent(path)
    var files: [String: [UInt8]] = [:]
    let walker = FileManager.default.enumerator(atPath: base.path)
    while let name = walker?.nextObject() as? String {
      if let data = FileManager.default.contents(atPath: base.appendingPathComponent(name).path) {
        files[name] = [UInt8](data)
      }
    }
    return files
  }

  /// An app with where it was written left out (its tables' and plists' marks): an app
  /// written again by `ScreenEncoder` has them at other lines.
  public static func unmarked(_ app: App) -> App {
    var app = app
    func unmarked(_ table: StringsTable) -> StringsTable {
      var table = table
      table.marks = [:]
      return table
    }
    app.tables = app.tables.mapValues(unmarked)
    app.namedTables = app.namedTables.mapValues { $0.mapValues(unmarked) }
    for screen in app.screens where screen.plists != nil {
      var changed = screen
      changed.plists = screen.plists?.map { file in
        var file = file
        file.mark = .start
        return file
      }
      _ = app.replaceScreen(with: changed)
    }
    return app
  }

  /// The seed app in `Screens/`.
  public static func screens() -> [SourceFile] {
    files(in: root.appendingPathComponent("Screens")).map { source($0) }
  }

  /// The seed app's templates (`Screens/templates/`), named `templates/NAME.yaml`.
  public static func templates() -> [SourceFile] {
    files(in: root.appendingPathComponent("Screens/templates")).map {
      source($0, path: "templates/" + $0.lastPathComponent)
    }
  }

  /// Every case folder of the YAML test suite.
  public static func conformanceCases() -> [String] {
    let folder = yamlTestSuite
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/in.yaml").path)
    }.sorted()
  }

  /// `hostile/expected.tsv`: each hostile file's name and expected outcome (`OK`, or a
  /// `line:column: message` among its diagnostics).
  public static func hostileExpectations() -> [(file: String, expected: String)] {
    let url = hostile.appendingPathComponent("expected.tsv")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let fields = line.split(separator: "\t", maxSplits: 1)
      guard fields.count == 2 else { return nil }
      return (String(fields[0]), String(fields[1]))
    }
  }
}
