import OperatingSystem
import ScreenModel

/// One snapshot to check: where its reference lives, its name, and what it holds now, or
/// why it could not be made.
package struct SnapshotCase: Sendable {
  /// The snapshot folder holding the reference.
  package var directory: String
  /// What it records; a picture's reference is `NAME.svg`.
  package var format: SnapshotFormat
  /// The file name without `.snap`: a screen id, or `<scenario>.scenario`.
  package var name: String
  /// The snapshot, or the formatted diagnostics of what failed to load or run.
  package var content: Result<SnapshotFile, LoadFailure>

  /// Why a case has no snapshot: its file's diagnostics, formatted like a compiler's.
  package struct LoadFailure: Error, Sendable {
    /// The formatted diagnostics.
    package var diagnostics: String
    /// Creates a failure.
    package init(diagnostics: String) { self.diagnostics = diagnostics }
  }

  /// Creates a case.
  package init(
    directory: String, name: String, format: SnapshotFormat = .text,
    content: Result<SnapshotFile, LoadFailure>
  ) {
    self.directory = directory
    self.name = name
    self.format = format
    self.content = content
  }

  /// `Screens/__snapshots__/posts.snap` (`posts.svg`).
  package var displayName: String {
    FolderPath.join(directory, name + format.referenceSuffix)
  }

  /// Whether the case falls in shard `index` (1-based) of `count`: by a fingerprint of its
  /// name, so adding a case never moves the others.
  package func inShard(_ index: Int, of count: Int) -> Bool {
    let hash = UInt64(SnapshotStore.fingerprint(directory + "/" + name), radix: 16) ?? 0
    return Int(hash % UInt64(count)) == index - 1
  }
}

/// A whole snapshot run: every case verified and recorded as the mode says, then orphans
/// judged, only when the run covered whole folders and everything loaded.
package struct SnapshotRun: Sendable {
  /// One case and what verifying it found and did.
  package struct Result: Sendable {
    /// The case.
    package var snapshotCase: SnapshotCase
    /// The outcome.
    package var outcome: SnapshotOutcome
  }

  /// Every case's result, in order.
  package var results: [Result]
  /// References that no case produced, in the folders run whole.
  package var orphans: [String]
  /// The orphans removed.
  package var deleted: [String]
  /// Whether orphans were judged (not when a case failed to load, or the run was partial).
  package var judgedOrphans: Bool

  /// Runs the cases.
  ///
  /// - Parameters:
  ///   - completeFolders: snapshot folders every case of which is in `cases` (not a
  ///     filtered or sharded run); only these are judged for orphans.
  ///   - variant: the name suffix of this run's device and locale (`@pad`, `@de`; empty for
  ///     the phone in the source language); only references of that variant are judged.
  ///   - format: this run's format; only references of that format are judged.
  ///   - folderVariants: for a snapshot folder whose run verified several variants (an
  ///     app's `snapshotVariants`), each variant and format judged there.
  ///   - deleteOrphans: remove the orphans found (never in CI).
  package init(
    cases: [SnapshotCase], mode: RecordMode, isCI: Bool, completeFolders: [String],
    variant: String = "", format: SnapshotFormat = .text,
    folderVariants: [String: [(variant: String, format: SnapshotFormat)]] = [:],
    deleteOrphans: Bool
  ) {
    let writes = !isCI && mode != .never
    if writes {
      var cleaned: Set<String> = []
      for folder in cases.map(\.directory) + completeFolders where cleaned.insert(folder).inserted {
        FileSystem.removeAbandonedTemporaries(in: folder)
      }
    }
    results = cases.map { snapshotCase in
      switch snapshotCase.content {
      case .failure(let failure):
        return Result(snapshotCase: snapshotCase, outcome: .failedToLoad(failure.diagnostics))
      case .success(let file):
        let store = SnapshotStore(directory: snapshotCase.directory, mode: mode, isCI: isCI)
        return Result(
          snapshotCase: snapshotCase, outcome: store.verify(file, named: snapshotCase.name))
      }
    }
    let loadFailed = results.contains {
      if case .failedToLoad = $0.outcome { return true }
      return false
    }
    judgedOrphans = !loadFailed && !completeFolders.isEmpty
    orphans = []
    deleted = []
    guard judgedOrphans else { return }
    for folder in completeFolders {
      let here = cases.filter { $0.directory == folder }
      for judged in folderVariants[folder] ?? [(variant, format)] {
        let produced = Set(here.filter { $0.format == judged.format }.map(\.name))
        orphans += SnapshotFolder.orphans(
          in: folder, produced: produced, variant: judged.variant, format: judged.format)
      }
    }
    if deleteOrphans, !isCI {
      deleted = orphans.filter { (try? FileSystem.remove($0)) != nil }
    }
  }

  /// The number of failed cases.
  package var failedCount: Int { results.count { $0.outcome.failed } }
}
