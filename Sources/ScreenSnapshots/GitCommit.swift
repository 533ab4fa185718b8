import OperatingSystem
import ScreenFormat
import SnapshotReports

/// The commit checked out in a folder's repository, read from `.git` without running git:
/// what names a run where no CI system does (`RunIdentity.local(commit:suite:)`).
package enum GitCommit {
  /// The commit `HEAD` names (a detached one, or its branch's from `refs/` or
  /// `packed-refs`) in the repository `folder` is in (by default the current folder's), or
  /// nil when there is no repository or it cannot be read.
  package static func current(in start: String = ".") -> String? {
    guard var folder = Path.canonical(start) else { return nil }
    while FileSystem.kind(folder + "/.git") != .directory {
      let parent = FolderPath.folder(of: folder)
      guard parent != folder else { return nil }
      folder = parent
    }
    let git = folder == "/" ? "/.git" : folder + "/.git"
    guard let head = text(git + "/HEAD") else { return nil }
    guard head.hasPrefix("ref: ") else { return head }
    let ref = String(head.dropFirst("ref: ".count))
    guard !ref.contains(".."), !ref.hasPrefix("/") else { return nil }
    if let commit = text(git + "/" + ref) { return commit }
    let packed = text(git + "/packed-refs", firstLine: false) ?? ""
    return packed.split(separator: "\n").first { $0.hasSuffix(" " + ref) }.map {
      String($0.prefix { $0 != " " })
    }
  }

  /// A small file's first line (or whole text), trimmed; nil when it cannot be read.
  private static func text(_ path: String, firstLine: Bool = true) -> String? {
    guard FileSystem.kind(path) == .file, !FileSystem.isSymbolicLink(path),
      let bytes = try? FileSystem.readStart(path, limit: 1 << 20).bytes
    else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    guard firstLine else { return text }
    let line = text.split(separator: "\n").first.map(String.init) ?? ""
    return line.isEmpty ? nil : line
  }
}

extension SnapshotRun {
  /// The run's JSON report (``report(suite:shard:version:)``), named `runID` (the CI
  /// system's run, `RunIdentity.find(in:)`), else by `commit` (by default the one checked
  /// out here, read only then) and the suite's fingerprint.
  package func report(
    suite: [String], shard: Shard, version: String, run runID: String?,
    commit: () -> String? = { GitCommit.current() }
  ) -> ShardReport {
    var report = report(suite: suite, shard: shard, version: version)
    report.run = runID ?? RunIdentity.local(commit: commit(), suite: report.fingerprint)
    return report
  }
}
