import Basics
import OperatingSystem
import ScreenFiles
import ScreenFormat
import ScreenModel
import SwiftUIExport

/// `export --swiftui DIR [--min-ios 16|17|18] [--module NAME]`: the app's screens as
/// SwiftUI source the app owns, one file a screen and one for the app.
extension ExportCommand {
  /// `--swiftui DIR`: the SwiftUI files of the loaded app, its load's errors told first.
  static func exportSwiftUI(
    _ loaded: App, to folder: String, _ arguments: Arguments, folder app: String,
    _ loader: InputLoader, told: String
  ) throws(UsageError) -> CommandResult {
    let sources = try appSources(app, loader)
    let options = try swiftUIOptions(arguments)
    // An error Settings would draw anyway is still an error: no file is written over it.
    guard told.isEmpty else {
      return CommandResult(
        stderr: told + loader.skippedFolderWarnings + "screenspec: nothing written\n", status: 1)
    }
    if FileSystem.kind(folder) == .file {
      throw UsageError(UsageMessages.swiftUIFolderIsAFile(folder), command: "export")
    }
    let written = writeSwiftUI(loaded, to: folder, options: options, sources: sources)
    return CommandResult(
      stdout: written.stdout, stderr: told + written.stderr + loader.skippedFolderWarnings,
      status: written.status != 0 || !told.isEmpty ? 1 : 0)
  }

  /// The options, when `--swiftui` is given: a usage error for a minimum iOS version the
  /// generator does not know.
  static func swiftUIOptions(_ arguments: Arguments) throws(UsageError) -> SwiftUIExport.Options {
    let module = arguments.value("module")
    if let module, !SwiftUIExport.isModuleName(module) {
      throw UsageError(UsageMessages.notAModuleName(module), command: "export")
    }
    var options = SwiftUIExport.Options(module: module)
    if let text = arguments.value("min-ios") {
      guard let version = Int(text), SwiftUIExport.minimumIOSVersions.contains(version) else {
        throw UsageError(UsageMessages.minimumIOS(text), command: "export")
      }
      options.minimumIOS = version
    }
    return options
  }

  /// Writes the files into `folder` (``SwiftUIExport/Output/write(to:saying:)``); or, on a
  /// problem, nothing, with each problem at its key.
  static func writeSwiftUI(
    _ app: App, to folder: String, options: SwiftUIExport.Options, sources: [String: [UInt8]]
  ) -> CommandResult {
    let output = SwiftUIExport.generate(app, options: options)
    guard output.problems.isEmpty else {
      let printed = output.problems.map {
        // An app without app.yaml: a problem at its key is the app's, at no line.
        $0.printed(in: app, sources: sources) ?? "screenspec: error: \($0.message)\n"
      }.joined()
      return CommandResult(stderr: printed + "screenspec: nothing written\n", status: 1)
    }
    var stdout = ""
    do throws(FileSystem.Failure) {
      try output.write(to: folder, saying: &stdout)
    } catch {
      return CommandResult(stdout: stdout, stderr: "screenspec: error: \(error)\n", status: 1)
    }
    return CommandResult(stdout: stdout)
  }
}
