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
    guard
      let files = ImportBase.read(in: out, files: DiskFiles(), bytes: { try? FileSystem.read($0) })
    else {
      throw UsageError(
        UsageMessages.noImportBase(out, base: ImportBase.folder), command: "import")
    }
    return files
  }

  /// The update of DIR with what the import now writes: the lines to print and the status
  /// (`stderr` already holds the bundle's problems, `failed` whether any is an error).
  static func apply(
    _ app: AppDocument, base: [String: [UInt8]], out: String, stderr: String, failed: Bool
  ) -> CommandResult {
    let new = ImportBase.files(app)
    var mine: [String: [UInt8]] = [:]
    for path in Set(new.map(\.path)).union(base.keys) {
      let target = FolderPath.join(out, path)
      let kind = FileSystem.kind(target)
      if kind == .missing { continue }
      guard kind == .file, let bytes = try? FileSystem.read(target) else {
        return CommandResult(
          stderr: stderr + "screenspec: error: \(UsageMessages.notAFile(Shown.path(target)))\n",
          status: 1)
      }
      mine[path] = bytes
    }
    let plan = ImportUpdate.plan(new: new, base: base, mine: mine)
    guard plan.problems.isEmpty else {
      var stderr = stderr
      for problem in plan.problems {
        let formatter = DiagnosticFormatter(
          path: FolderPath.join(out, problem.path), source: problem.source)
        stderr += formatter.format(problem.diagnostic)
      }
      return CommandResult(
        stderr: stderr + "screenspec: \(UsageMessages.updateNotWritten)\n", status: 1)
    }
    var stdout = ""
    var made = Set<String>()
    do throws(FileSystem.Failure) {
      for change in plan.changes {
        let target = FolderPath.join(out, change.path)
        stdout += "\(change.change.word) \(Shown.path(target))\n"
        switch change.change {
        case .unchanged, .kept: continue
        case .removed: try FileSystem.remove(target)
        case .added, .replaced, .merged:
          try write(change.bytes, to: target, made: &made)
        }
      }
      try replaceBase(base, with: new, in: out, made: &made)
    } catch {
      return CommandResult(
        stdout: stdout, stderr: stderr + "screenspec: error: \(error)\n", status: 1)
    }
    return CommandResult(stdout: stdout, stderr: stderr, status: failed ? 1 : 0)
  }

  /// Writes what the import wrote now as the base: each file that changed, and the old
  /// base's files the import no longer writes removed.
  static func replaceBase(
    _ base: [String: [UInt8]], with new: [(path: String, bytes: [UInt8])], in out: String,
    made: inout Set<String>
  ) throws(FileSystem.Failure) {
    let folder = FolderPath.join(out, ImportBase.folder)
    for (path, bytes) in new where base[path] != bytes {
      try write(bytes, to: FolderPath.join(folder, path), made: &made)
    }
    let written = Set(new.map(\.path))
    for path in base.keys where !written.contains(path) {
      try FileSystem.remove(FolderPath.join(folder, path))
    }
  }

  /// Writes a file atomically (unflushed: the folder is the command's own), its folder made
  /// first unless `made` holds it: a folder of sixty tables is made once, not sixty times.
  static func write(_ bytes: [UInt8], to target: String, made: inout Set<String>)
    throws(FileSystem.Failure)
  {
    let folder = FolderPath.folder(of: target)
    if made.insert(folder).inserted { try FileSystem.makeDirectories(folder) }
    try FileSystem.writeAtomically(bytes, to: target, sync: false)
  }
}
