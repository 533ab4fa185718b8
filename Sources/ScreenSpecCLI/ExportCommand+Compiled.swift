import Basics
import OperatingSystem
import ScreenCompiled
import ScreenFiles
import ScreenFormat
import ScreenModel
import SettingsBundle

/// `export --compiled FILE`: the app in the form the runtime reads without a YAML parser.
extension ExportCommand {
  /// What `--compiled` or `--swiftui` writes, each alone; nil when neither is given.
  static func exportAlone(
    _ outputs: ExportOutputs, _ arguments: Arguments, _ loaded: App, folder: String,
    _ loader: InputLoader, told: String
  ) throws(UsageError) -> CommandResult? {
    if let file = outputs.compiled {
      return try exportCompiled(loaded, to: file, loader, told: told)
    }
    if let ui = outputs.swiftUI {
      return try exportSwiftUI(loaded, to: ui, arguments, folder: folder, loader, told: told)
    }
    return nil
  }

  /// Writes the compiled app to `file` (atomically), or nothing when the app has errors.
  static func exportCompiled(
    _ loaded: App, to file: String, _ loader: InputLoader, told: String
  ) throws(UsageError) -> CommandResult {
    guard told.isEmpty else {
      return CommandResult(
        stderr: told + loader.skippedFolderWarnings + "screenspec: nothing written\n", status: 1)
    }
    if FileSystem.kind(file) == .directory {
      throw UsageError(UsageMessages.compiledIsAFolder(file), command: "export")
    }
    let bytes = loaded.compiled
    do throws(FileSystem.Failure) {
      // Its folder is made as `--out`, `--swiftui` and `--catalog` make theirs.
      guard try ChangedFile.write(bytes, to: file) else {
        return CommandResult(stdout: "unchanged \(Shown.path(file))\n")
      }
    } catch {
      // Said of the file asked for, never of the temporary one written beside it.
      return CommandResult(
        stderr: "screenspec: error: cannot write \(Shown.path(file)): \(error.reason)\n",
        status: 1)
    }
    return CommandResult(
      stdout: "wrote \(Shown.path(file)) (\(bytes.count) bytes)\n",
      stderr: loader.skippedFolderWarnings)
  }
}
