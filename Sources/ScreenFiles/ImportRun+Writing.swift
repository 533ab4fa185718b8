import OperatingSystem
import SettingsBundle

/// Writing an imported app into DIR: a first import's files, or an update merged over the
/// base an earlier import kept.
extension ImportRun {
  /// Writes a first import's files into DIR, each named on standard output, then its base.
  func write(_ app: ImportedApp, to out: String) -> RunOutcome {
    var stdout = ""
    do throws(FileSystem.Failure) {
      try ImportBase.write(ImportBase.files(app), into: out, saying: &stdout)
    } catch {
      return RunOutcome(stdout: stdout, stderr: wording.error("\(error)"), failed: true)
    }
    return RunOutcome(stdout: stdout)
  }

  /// The update of DIR with what the import now writes (``ImportUpdate/plan(new:base:mine:)``):
  /// everything is read and merged first; with any conflict nothing is written, else each
  /// file is written atomically, then the base is replaced by what the import wrote now.
  func update(_ app: ImportedApp, base: [String: [UInt8]], out: String) -> RunOutcome {
    let new = ImportBase.files(app)
    let mine: [String: [UInt8]]
    do throws(ImportUpdate.NotAFile) {
      mine = try ImportUpdate.mine(Set(new.map(\.path)).union(base.keys), in: out)
    } catch {
      return RunOutcome(stderr: wording.notAFile(error.path), failed: true)
    }
    let plan = ImportUpdate.plan(new: new, base: base, mine: mine)
    guard plan.problems.isEmpty else {
      return RunOutcome(
        stderr: plan.printedProblems(in: out) + wording.updateNotWritten, failed: true)
    }
    var stdout = ""
    do throws(FileSystem.Failure) {
      try plan.write(in: out, base: base, new: new, saying: &stdout)
    } catch {
      return RunOutcome(stdout: stdout, stderr: wording.error("\(error)"), failed: true)
    }
    return RunOutcome(stdout: stdout, stderr: plan.printedWarnings(in: out))
  }
}
