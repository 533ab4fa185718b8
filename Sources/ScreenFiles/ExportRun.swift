import Basics
import JSON
import OperatingSystem
import PropertyList
import ScreenFormat
import SettingsBundle
import StringCatalogs

/// What one `export` does with a loaded app, in its order: the policy of the command, which
/// the tool words (``Wording``) and prints.
///
/// An error Settings cannot draw over stops it before anything is written. `--compiled`
/// and `--swiftui` are each written alone, and only for an app without errors. Else the
/// bundle is mapped and planned, the catalog is written first (one that cannot be written
/// stops the bundle), then the bundle and the Swift defaults beside it. A mistake Settings
/// shows without a word is written back as it was read, and fails the run.
///
/// ```swift
/// let outcome = try ExportRun(outputs: outputs, wording: wording).run(app, reader: reader)
/// ```
package struct ExportRun {
  /// Why the export cannot run as asked: a usage error of the tool.
  package enum Refusal: Error {
    /// The app's files cannot be read again to quote their lines.
    case load(LoadProblem)
    /// The bundle's path (`--out`) holds something that is not a folder.
    case notAFolder(String)
    /// A symbolic link in the bundle, at this path: export writes through none.
    case linkInBundle(String)
    /// Files of the bundle export owns and would write over or remove (full paths, in
    /// order) that changed since ScreenSpec last read or wrote them (``OwnedFiles``), in the
    /// bundle (`--out`) of the app folder.
    case changedInBundle([String], bundle: String, app: String)
    /// Something that is not a file is at the catalog's path (`--catalog`).
    case catalogNotAFile(String)
    /// A folder is at the compiled app's path (`--compiled`).
    case compiledIsAFolder(String)
    /// A folder is at the Swift defaults file's path (`--swift`).
    case swiftIsAFolder(String)
    /// The bundle's path (`--out`) is a folder of screens (it holds YAML files, this one
    /// first): an app, never a Settings.bundle.
    case outHoldsScreens(String, file: String)
    /// The bundle's path (`--out`) holds the app's folder (given second).
    case outHoldsApp(String, app: String)
    /// A file at the Swift defaults file's path that `--swift` did not write.
    case swiftNotOurs(String)
    /// The Swift defaults file's folder is a file (given second): nothing can be written.
    case swiftFolderIsAFile(String, folder: String)
    /// A file is at the SwiftUI files' folder (`--swiftui`).
    case swiftUIFolderIsAFile(String)
    /// `--module` is not a Swift module name.
    case notAModuleName(String)
    /// `--min-ios` is not a version the generator knows.
    case minimumIOS(String)
  }

  /// How the tool says what the export did: its own lines, never the library's.
  package struct Wording {
    /// The line that says nothing was written.
    package var nothingWritten: String
    /// The line for an error, from its text.
    package var error: (String) -> String
    /// The line for a file that cannot be written: its path and why.
    package var cannotWrite: (String, String) -> String
    /// The warning for a folder of the app that was not loaded.
    package var folderNotLoaded: (String) -> String
    /// The line for the files of the bundle export keeps, by their shown paths.
    package var keptInBundle: ([String]) -> String
    /// The line for a translator's change the catalog keeps, and the catalog's shown path.
    package var kept: (CatalogTranslators.Difference, String) -> String
    /// The message of a translation changed in both the catalog and the app.
    package var conflict: (CatalogTranslators.Difference) -> Diagnostic.Message
    /// A catalog's problem with what the tool notes of it (how to raise a limit).
    package var noted: (BundleProblem) -> BundleProblem

    /// The wording from each of its lines.
    package init(
      nothingWritten: String, error: @escaping (String) -> String,
      cannotWrite: @escaping (String, String) -> String,
      folderNotLoaded: @escaping (String) -> String,
      keptInBundle: @escaping ([String]) -> String,
      kept: @escaping (CatalogTranslators.Difference, String) -> String,
      conflict: @escaping (CatalogTranslators.Difference) -> Diagnostic.Message,
      noted: @escaping (BundleProblem) -> BundleProblem
    ) {
      self.nothingWritten = nothingWritten
      self.error = error
      self.cannotWrite = cannotWrite
      self.folderNotLoaded = folderNotLoaded
      self.keptInBundle = keptInBundle
      self.kept = kept
      self.conflict = conflict
      self.noted = noted
    }
  }

  /// What the export writes.
  package var outputs: ExportOutputs
  /// Whether the bundle is InAppSettingsKit's (`--iask`).
  package var iask = false
  /// `--module` as given, read only for `--swiftui` (``swiftUIOptions()``).
  package var module: String?
  /// `--min-ios` as given, read only for `--swiftui` (``swiftUIOptions()``).
  package var minimumIOS: String?
  /// The catalog's read limits.
  package var catalogLimits = JSONLimits.default
  /// How the tool says what it did.
  package var wording: Wording

  /// An export of `outputs`, said with `wording`.
  package init(outputs: ExportOutputs, wording: Wording) {
    self.outputs = outputs
    self.wording = wording
  }

  /// Exports `app`, an app folder as `reader` loaded it, in the order the type describes.
  package func run(_ app: LoadedPath, reader: PathReader) throws(Refusal) -> RunOutcome {
    let skipped = { reader.skippedFolders.map(wording.folderNotLoaded).joined() }
    // A mistake Settings shows without a word is written back as it was read (and still
    // fails the run); any other error writes nothing.
    let told = app.reports.filter { $0.diagnostics.contains { $0.severity == .error } }
      .map(\.formatted).joined()
    guard !app.reports.stopDrawing else {
      return RunOutcome(stderr: told + skipped() + wording.nothingWritten, failed: true)
    }
    let folder = app.folder
    let memory = OwnedFiles.memory(ofApp: folder)
    guard case .app(let result, _) = app.kind, let loaded = result.app else {
      return RunOutcome(stderr: skipped(), failed: true)
    }
    if let file = outputs.compiled {
      return try compiled(loaded, to: file, told: told, skipped: skipped)
    }
    if let ui = outputs.swiftUI {
      let sources = try Self.sources(folder, reader)
      return try swiftUI(loaded, to: ui, sources: sources, told: told, skipped: skipped)
    }
    try checkPaths(app: folder)
    guard let out = outputs.out else {
      var written = try catalog(result, loaded, app: memory)
      written.stderr = told + written.stderr + skipped()
      written.failed = written.failed || !told.isEmpty
      return written
    }
    var outcome = try bundle(
      loaded, result, into: out, folder: folder, memory: memory, reader, skipped: skipped)
    if !outcome.failed {
      outcome.stderr = told + outcome.stderr + skipped()
      outcome.failed = !told.isEmpty
    }
    return outcome
  }

  /// The bytes of the app's files by their path, as its load read them, for quoting its
  /// problems' lines.
  static func sources(_ folder: String, _ reader: PathReader) throws(Refusal)
    -> [String: [UInt8]]
  {
    do throws(LoadProblem) {
      return Dictionary(
        try reader.appFiles(of: folder).map { (FolderPath.join(folder, $0.path), $0.bytes) }
      ) { first, _ in first }
    } catch {
      throw .load(error)
    }
  }
}
