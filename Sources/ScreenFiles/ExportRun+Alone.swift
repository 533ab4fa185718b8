import Basics
import OperatingSystem
import ScreenCompiled
import ScreenFormat
import ScreenModel
import SwiftUIExport

/// `export --compiled FILE` and `export --swiftui DIR [--min-ios 16|17|18] [--module NAME]`,
/// each written alone, and only for an app its load found no error in: an error Settings
/// would draw anyway is still an error, and no file is written over it.
extension ExportRun {
  /// Writes the compiled app to `file` (atomically), the form the runtime reads without a
  /// YAML parser; unchanged when the file holds it already.
  func compiled(_ loaded: App, to file: String, told: String, skipped: () -> String)
    throws(Refusal) -> RunOutcome
  {
    guard told.isEmpty else {
      return RunOutcome(stderr: told + skipped() + wording.nothingWritten, failed: true)
    }
    if FileSystem.kind(file) == .directory { throw .compiledIsAFolder(file) }
    let bytes = loaded.compiled
    do throws(FileSystem.Failure) {
      // Its folder is made as `--out`, `--swiftui` and `--catalog` make theirs.
      guard try ChangedFile.write(bytes, to: file) else {
        return RunOutcome(stdout: "unchanged \(VisibleText.escaped(file))\n")
      }
    } catch {
      // Said of the file asked for, never of the temporary one written beside it.
      return RunOutcome(stderr: wording.cannotWrite(file, error.reason), failed: true)
    }
    return RunOutcome(
      stdout: "wrote \(VisibleText.escaped(file)) (\(bytes.count) bytes)\n", stderr: skipped())
  }

  /// The SwiftUI options of `--module` and `--min-ios`: a module name Swift takes, a
  /// minimum iOS version the generator knows.
  package func swiftUIOptions() throws(Refusal) -> SwiftUIExport.Options {
    if let module, !SwiftUIExport.isModuleName(module) { throw .notAModuleName(module) }
    var options = SwiftUIExport.Options(module: module)
    if let text = minimumIOS {
      guard let version = Int(text), SwiftUIExport.minimumIOSVersions.contains(version) else {
        throw .minimumIOS(text)
      }
      options.minimumIOS = version
    }
    return options
  }

  /// Writes the SwiftUI files of the app into `folder`
  /// (``SwiftUIExport/Output/write(to:saying:)``); or, on a problem, nothing, with each
  /// problem at its key, quoting its line from `sources`.
  func swiftUI(
    _ app: App, to folder: String, sources: [String: [UInt8]], told: String,
    skipped: () -> String
  ) throws(Refusal) -> RunOutcome {
    let options = try swiftUIOptions()
    guard told.isEmpty else {
      return RunOutcome(stderr: told + skipped() + wording.nothingWritten, failed: true)
    }
    if FileSystem.kind(folder) == .file { throw .swiftUIFolderIsAFile(folder) }
    let output = SwiftUIExport.generate(app, options: options)
    guard output.problems.isEmpty else {
      let printed = output.problems.map {
        // An app without app.yaml: a problem at its key is the app's, at no line.
        $0.printed(in: app, sources: sources) ?? wording.error($0.message)
      }.joined()
      return RunOutcome(stderr: printed + wording.nothingWritten + skipped(), failed: true)
    }
    var stdout = ""
    do throws(FileSystem.Failure) {
      try output.write(to: folder, saying: &stdout)
    } catch {
      return RunOutcome(stdout: stdout, stderr: wording.error("\(error)") + skipped(), failed: true)
    }
    return RunOutcome(stdout: stdout, stderr: skipped())
  }
}
