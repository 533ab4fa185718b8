import Basics
import ScreenFormat
import ScreenModel
import SnapshotReports

extension SnapshotRun {
  /// The run as `snapshot` prints it for people: a line per case with what it did (a diff
  /// indented, a file written), a line per orphan, the counts, and what to do next.
  ///
  /// Paths and what a reference holds are shown escaped (``VisibleText``): a committed
  /// reference is a pull request's to write. `orphansFailNote` is the line that says why
  /// orphans fail a CI run.
  package func summary(orphansFailNote: String) -> String {
    var out = ""
    for result in results {
      out +=
        "\(StatusLabel.label(result.outcome.status)) \(shown(result.snapshotCase.displayName))\n"
      out += Self.detail(result.outcome, isCI: isCI)
    }
    for orphan in orphans {
      out +=
        deleted.contains(orphan)
        ? "DELETED    \(shown(orphan)) (orphan)\n"
        : "ORPHAN     \(shown(orphan)) (no screen or scenario produces it; "
          + (isCI ? "--delete-orphans removes it outside CI)\n" : "--delete-orphans removes it)\n")
    }
    let failed = failedCount
    out +=
      "\(Plural.count(results.count, "snapshot")): \(results.count - failed) passed, \(failed) failed"
    // Orphans deleted are counted as such, not as orphans still there.
    let left = orphans.count - deleted.count
    if left > 0 { out += ", \(Plural.count(left, "orphan"))" }
    if !deleted.isEmpty { out += ", \(Plural.count(deleted.count, "orphan")) deleted" }
    out += "\n"
    if orphansFail { out += orphansFailNote + "\n" }
    if !judgedOrphans, let why = unjudgedBecause {
      out += "orphans were not judged: \(why)\n"
    }
    if failed > 0, !isCI, results.contains(where: { $0.outcome.wrotePending }) {
      out += "review the pending files with 'screenspec snapshot review'\n"
    }
    return out
  }

  /// The run as JUnit XML: a case per snapshot, failed with its detail (a failed load's
  /// diagnostics once, ``OnceEach``), and in CI an orphan as a failed case of its own.
  package func junit(orphansFailNote: String) -> String {
    let orphans = (orphansFail ? orphans : []).map(shown).map {
      JUnitReport.Case(
        className: FolderPath.folder(of: $0), name: FolderPath.lastPart($0),
        failure: ("orphan", orphansFailNote))
    }
    var once = OnceEach()
    let cases = results.map { result in
      JUnitReport.Case(
        className: result.snapshotCase.directory, name: result.snapshotCase.name,
        failure: result.outcome.failed
          ? (result.outcome.status, Self.failureText(result, &once)) : nil)
    }
    return JUnitReport.document(orphans + cases)
  }

  /// What a case's line is followed by: the note of a match, the file written, the diff.
  package static func detail(_ outcome: SnapshotOutcome, isCI: Bool) -> String {
    switch outcome {
    case .matched(let note): return note.map { "  note: \($0)\n" } ?? ""
    case .recorded(let path): return "  recorded \(shown(path))\n"
    case .rerecorded(let path, let report):
      return "  re-recorded \(shown(path))\n" + indent(report)
    case .missing(let pending):
      return pending.map { "  wrote \(shown($0)) for review\n" }
        ?? "  no reference, and nothing was written\(isCI ? " (CI)" : "")\n"
    case .mismatch(let report, let pending):
      return indent(report) + (pending.map { "  wrote \(shown($0)) for review\n" } ?? "")
    case .failedToWrite(let problem): return "  \(shown(problem))\n"
    case .failedToLoad(let diagnostics):
      let first = diagnostics.split(separator: "\n").first.map(String.init) ?? ""
      return "  cannot be snapshotted: \(shown(first))\n"
    }
  }

  /// A report indented, what a reference file holds shown escaped, line breaks and tabs
  /// kept.
  private static func indent(_ text: String) -> String {
    let lines = VisibleText.escaped(text, keepNewlines: true, keepTabs: true).split(
      separator: "\n", omittingEmptySubsequences: false)
    return lines.dropLast().map { "  " + $0 + "\n" }.joined()
  }

  private static func failureText(_ result: Result, _ once: inout OnceEach) -> String {
    if case .failedToLoad(let diagnostics) = result.outcome {
      return once.text(diagnostics, of: result)
    }
    return detail(result.outcome, isCI: true)
  }

  /// What stopped the cases that could not be made, in words; nil when none failed so.
  private var unjudgedBecause: String? {
    var causes: Set<SnapshotCase.LoadFailure.Cause> = []
    for result in results where result.outcome.isLoadFailure {
      // A scenario streamed frame by frame stops at the step that fails.
      guard case .failure(let failure) = result.snapshotCase.content else {
        causes.insert(.step)
        continue
      }
      causes.insert(failure.cause)
    }
    let words = SnapshotCase.LoadFailure.Cause.allCases.filter(causes.contains).map {
      switch $0 {
      case .load: "some files failed to load"
      case .step: "a scenario's step failed"
      case .start: "a screen could not be opened"
      }
    }
    return words.isEmpty ? nil : words.joined(separator: "; ")
  }

  private static func shown(_ path: String) -> String { VisibleText.escaped(path) }
  private func shown(_ path: String) -> String { VisibleText.escaped(path) }
}

extension SnapshotOutcome {
  /// Whether the case could not be made (its file failed to load or run).
  var isLoadFailure: Bool {
    if case .failedToLoad = self { return true }
    return false
  }

  /// Whether a pending file was written for review.
  var wrotePending: Bool {
    switch self {
    case .mismatch(_, _?), .missing(_?): true
    default: false
    }
  }
}
