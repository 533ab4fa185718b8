import Basics
import OperatingSystem
import ScreenFormat
import ScreenModel
import SettingsBundle

/// `export --out BUNDLE [--iask] [--swift FILE]`: the app's screens as a Settings.bundle.
extension ExportRun {
  /// Maps the app (`loaded`, of the app folder `folder`) to the bundle `out` and writes it:
  /// nothing on an export error, nor when a file it owns and would write over or remove
  /// changed since (a refusal); else the plan, the catalog first (one that cannot be
  /// written stops the bundle), the bundle, the Swift defaults. When it does not fail, its
  /// standard error holds only the export's warnings: the caller adds what the load told.
  func bundle(
    _ loaded: App, _ result: AppAssembler.Result, into out: String, folder: String,
    memory: String?, _ reader: PathReader, skipped: () -> String
  ) throws(Refusal) -> RunOutcome {
    let read = AppExport.map(loaded, iask: iask, appPath: FolderPath.join(folder, "app.yaml"))
    let exportErrors = read.problems.filter { $0.diagnostic.severity == .error }
    let exportWarnings = read.problems.filter { $0.diagnostic.severity != .error }
    guard let exported = read.app, exportErrors.isEmpty else {
      let printed = AppExport.Problem.printed(
        read.problems, sources: try Self.sources(folder, reader))
      return RunOutcome(stderr: printed + skipped() + wording.nothingWritten, failed: true)
    }
    let warned =
      exportWarnings.isEmpty
      ? "" : AppExport.Problem.printed(exportWarnings, sources: try Self.sources(folder, reader))
    // The files export owns in this bundle: none in another than the list's.
    let owned = OwnedFiles.owned(app: memory, inBundle: out)
    let bundle = BundleOutput.onDisk(out)
    let plan: BundleOutput.Plan
    do throws(BundleOutput.Refusal) {
      plan = try bundle.plan(
        exported, panes: read.panes, folder: folder, owned: owned.map(\.path))
    } catch {
      switch error {
      case .notAFolder: throw .notAFolder(out)
      case .link(let path): throw .linkInBundle(path)
      }
    }
    // A file edited by hand since is not written over (nor removed): nothing is written.
    let changed = bundle.changed(plan, owned: owned)
    guard changed.isEmpty else { throw .changedInBundle(changed, bundle: out, app: folder) }
    var stdout =
      plan.kept.isEmpty ? "" : wording.keptInBundle(plan.kept.map { VisibleText.escaped($0) })
    // The catalog first: one that cannot be read stops the export before the bundle.
    let catalogWrite = try catalog(result, loaded, app: memory)
    guard !catalogWrite.failed else {
      return RunOutcome(stdout: stdout, stderr: catalogWrite.stderr + skipped(), failed: true)
    }
    stdout += catalogWrite.stdout
    do throws(FileSystem.Failure) {
      try bundle.write(plan, owned: owned.map(\.path), remembering: memory, saying: &stdout)
      if let swift = outputs.swift {
        try SwiftDefaults.write(read.panes, to: swift, saying: &stdout)
      }
    } catch {
      return RunOutcome(stdout: stdout, stderr: skipped() + wording.error("\(error)"), failed: true)
    }
    return RunOutcome(stdout: stdout, stderr: warned)
  }
}
