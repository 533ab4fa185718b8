import OperatingSystem
import ScreenDrawing
import ScreenFormat
import ScreenModel

/// One snapshot to check: where its reference lives, its name, and what it holds now, or
/// why it could not be made.
package struct SnapshotCase: Sendable {
  /// The snapshot folder holding the reference.
  package var directory: String
  /// What it records; a picture's reference is `NAME.svg`.
  package var format: OutputFormat
  /// The file name without `.snap`: a screen id, or `<scenario>.scenario`.
  package var name: String
  /// The snapshot, or the formatted diagnostics of what failed to load or run.
  package var content: Content

  /// What a case holds.
  package enum Content: Sendable {
    /// The whole snapshot.
    case success(SnapshotFile)
    /// A snapshot made a piece at a time (a scenario's frames), compared as it is made.
    case streamed(StreamedSnapshot)
    /// Why it could not be made.
    case failure(LoadFailure)
  }

  /// Why a case has no snapshot: its file's diagnostics, formatted like a compiler's.
  package struct LoadFailure: Error, Sendable {
    /// What stopped the case.
    package enum Cause: Sendable, CaseIterable {
      /// A file it needs has an error (or a scenario's app does).
      case load
      /// A scenario's step fails.
      case step
      /// The screen cannot be opened.
      case start
    }
    /// The formatted diagnostics.
    package var diagnostics: String
    /// What stopped the case.
    package var cause: Cause
    /// Creates a failure.
    package init(diagnostics: String, cause: Cause = .load) {
      self.diagnostics = diagnostics
      self.cause = cause
    }
  }

  /// Creates a case.
  package init(
    directory: String, name: String, format: OutputFormat = .text,
    content: Content
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
  /// screen's or scenario's name without variant or format (`settings@de.voiceover` is
  /// `settings`), so a screen's cases stay in one shard with all their variants and
  /// formats, and adding a case never moves the others.
  package func inShard(_ index: Int, of count: Int) -> Bool {
    let hash = UInt64(SnapshotStore.fingerprint(directory + "/" + baseName), radix: 16) ?? 0
    return Int(hash % UInt64(count)) == index - 1
  }

  /// The name without its variant (`@de`) and format (`.voiceover`).
  package var baseName: String {
    var base = Substring(name)
    if let at = base.firstIndex(of: "@") { base = base[..<at] }
    for suffix in SnapshotFolder.formatSuffixes where base.hasSuffix(suffix) {
      base = base.dropLast(suffix.count)
    }
    return String(base)
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

    /// A case and its outcome.
    package init(snapshotCase: SnapshotCase, outcome: SnapshotOutcome) {
      self.snapshotCase = snapshotCase
      self.outcome = outcome
    }
  }

  /// Every case's result, in order.
  package var results: [Result]
  /// References that no case produced, in the folders run whole.
  package var orphans: [String]
  /// The orphans removed.
  package var deleted: [String]
  /// Whether orphans were judged (not when a case failed to load, or the run was partial).
  package var judgedOrphans: Bool
  /// Whether the orphans fail the run: in CI, a reference no case produces is coverage lost
  /// (a deleted screen, a variant no longer declared), so it fails as a mismatch does.
  package var orphansFail: Bool { isCI && !orphans.isEmpty }
  /// Whether this is a CI run.
  package var isCI: Bool

  /// Runs the cases.
  ///
  /// - Parameters:
  ///   - completeFolders: snapshot folders every case of which is in `cases` (not a
  ///     filtered or sharded run); only these are judged for orphans.
  ///   - variant: the name suffix of this run's device and locale (`@pad`, `@de`; empty for
  ///     the phone in the source language); only references of that variant are judged.
  ///   - format: this run's format; only references of that format are judged.
  ///   - everyVariantIn: snapshot folders whose run verified every variant their apps
  ///     declare (a plain run of an app with `snapshotVariants`): there every reference, of
  ///     any variant and format, is judged, so one of a variant no longer declared is an
  ///     orphan.
  ///   - deleteOrphans: remove the orphans found (never in CI).
  ///   - suite: every case of the run before sharding (nil: `cases`), which orphans are
  ///     judged against.
  ///   - owns: whether a reference is one of the run's to judge (a shared `--snapshots`
  ///     folder holds other apps' too); nil: every one.
  ///   - referenceLimit: the largest reference read.
  package init(
    cases: [SnapshotCase], suite: [SnapshotCase]? = nil, mode: RecordMode, isCI: Bool,
    completeFolders: [String], owns: ((String) -> Bool)? = nil, variant: String = "",
    format: OutputFormat = .text, everyVariantIn: Set<String> = [], deleteOrphans: Bool,
    referenceLimit: SnapshotStore.ReferenceLimit = .default
  ) {
    self.isCI = isCI
    let writes = !isCI && mode != .never
    if writes {
      var cleaned: Set<String> = []
      for folder in cases.map(\.directory) + completeFolders
      where cleaned.insert(folder).inserted && !FileSystem.isSymbolicLink(folder) {
        FileSystem.removeAbandonedTemporaries(in: folder)
      }
    }
    results = cases.map { snapshotCase in
      switch snapshotCase.content {
      case .failure(let failure):
        return Result(snapshotCase: snapshotCase, outcome: .failedToLoad(failure.diagnostics))
      case .success(let file):
        let store = SnapshotStore(
          directory: snapshotCase.directory, mode: mode, isCI: isCI,
          referenceLimit: referenceLimit)
        return Result(
          snapshotCase: snapshotCase, outcome: store.verify(file, named: snapshotCase.name))
      case .streamed(let snapshot):
        let store = SnapshotStore(
          directory: snapshotCase.directory, mode: mode, isCI: isCI,
          referenceLimit: referenceLimit)
        return Result(
          snapshotCase: snapshotCase, outcome: store.verify(snapshot, named: snapshotCase.name))
      }
    }
    // Orphans are judged against the whole suite (every shard's cases), so that a sharded
    // run judges them as the whole run does.
    let judged = suite ?? cases
    let loadFailed = judged.contains {
      if case .failure = $0.content { return true }
      return false
    }
    judgedOrphans = !loadFailed && !completeFolders.isEmpty
    orphans = []
    deleted = []
    guard judgedOrphans else { return }
    // A linked snapshot folder is neither listed nor deleted from (its cases fail).
    for folder in completeFolders where !FileSystem.isSymbolicLink(folder) {
      let here = judged.filter { $0.directory == folder }
      if everyVariantIn.contains(folder) {
        orphans += SnapshotFolder.orphans(
          in: folder, producing: Set(here.map { $0.name + $0.format.referenceSuffix }))
        continue
      }
      let produced = Set(here.filter { $0.format == format }.map(\.name))
      orphans += SnapshotFolder.orphans(
        in: folder, produced: produced, variant: variant, format: format)
    }
    if let owns { orphans = orphans.filter(owns) }
    if deleteOrphans, !isCI {
      // Only a reference this tool wrote is deleted: a file that carries the header.
      deleted = orphans.filter {
        SnapshotFolder.isRecordedReference($0) && (try? FileSystem.remove($0)) != nil
      }
    }
  }

  /// The number of failed cases.
  package var failedCount: Int { results.count { $0.outcome.failed } }
  /// Whether the run fails: a case failed, or, in CI, a reference is an orphan.
  package var failed: Bool { failedCount > 0 || orphansFail }
}
