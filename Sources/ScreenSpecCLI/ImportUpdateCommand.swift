import Basics
import OperatingSystem
import ScreenFiles
import ScreenFormat
import ScreenModel
import SettingsBundle

/// `screenspec import --update BUNDLE --out DIR`: the reading and writing around
/// `ImportUpdate.plan`. Everything is read and merged first; with any conflict nothing is
/// written, else each file is written atomically, then the base is replaced by what the
/// import wrote now.
enum ImportUpdateCommand {
  /// The base an earlier import kept in DIR, by path; a usage error when there is none.
  static func base(of out: String) throws(UsageError) -> [String: [UInt8]] {
    switch FileSystem.kind(out) {
    case .directory: break
    case .missing: throw UsageError(UsageMessages.noFolderToUpdate(out), command: "import")
    default: throw UsageError(UsageMessages.notAFolder(out), command: "import")
    }
    guard let files = ImportBase.onDisk(out) else {
      throw UsageError(
        UsageMessages.noImportBase(out, base: ImportBase.folder), command: "import")
    }
    return files
  }

  /// The update of DIR with what the import now writes: the lines to print and the status
  /// (`stderr` already holds the bundle's problems, `failed` whether any is an error).
  static func apply(
    _ app: ImportedApp, base: [String: [UInt8]], out: String, stderr: String, failed: Bool
  ) -> CommandResult {
    let new = ImportBase.files(app)
    let mine: [String: [UInt8]]
    do throws(ImportUpdate.NotAFile) {
      mine = try ImportUpdate.mine(Set(new.map(\.path)).union(base.keys), in: out)
    } catch {
      return CommandResult(
        stderr: stderr + "screenspec: error: \(UsageMessages.notAFile(Shown.path(error.path)))\n",
        status: 1)
    }
    let plan = ImportUpdate.plan(new: new, base: base, mine: mine)
    guard plan.problems.isEmpty else {
      return CommandResult(
        stderr: stderr + plan.printedProblems(in: out)
          + "screenspec: \(UsageMessages.updateNotWritten)\n",
        status: 1)
    }
    var stdout = ""
    do throws(FileSystem.Failure) {
      try plan.write(in: out, base: base, new: new, saying: &stdout)
    } catch {
      return CommandResult(
        stdout: stdout, stderr: stderr + "screenspec: error: \(error)\n", status: 1)
    }
    return CommandResult(stdout: stdout, stderr: stderr, status: failed ? 1 : 0)
  }
}
