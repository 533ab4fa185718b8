import ScreenChecks
import ScreenFormat
import SettingsBundle
import YAMLTree

/// One round of `check --fix`: each file's right fixes (``FixCheck``) written over it on
/// disk (``FileFixes/writeOverDisk()``), and whether the check fixes again. What was
/// written may make a fix left this round right (its file had an error of its own, fixed in
/// the same round): another round follows, until none writes, one fails, or ``most`` were
/// made.
package struct FixRound {
  /// How many rounds `--fix` makes at most.
  package static let most = 4

  /// Each file's fixes and what writing them did, in the order given.
  package var written: [(fixes: FileFixes, written: FileFixes.Written)]

  /// Writes each file's fixes over it on disk: a file changed since it was checked is left
  /// alone.
  package init(writing files: [FileFixes]) {
    written = files.map { ($0, $0.writeOverDisk()) }
  }

  /// Whether any file was written.
  package var wrote: Bool { written.contains { $0.written == .wrote } }
  /// Whether a file was not written (changed since it was checked, or a write failed): the
  /// check fails.
  package var failed: Bool { written.contains { $0.written != .wrote } }

  /// Whether the check after round `round` (from 1) fixes again.
  package func fixesAgain(after round: Int) -> Bool { wrote && !failed && round < Self.most }

  /// Every file's diagnostics when the file at a path holds other bytes, as `check PATH`
  /// loads it from disk with `limits`: how a fix is tried before it is written
  /// (``CheckReport/fixes(check:)``).
  package static func recheck(limits: ParseLimits) -> (String, [UInt8]) -> [FileDiagnostics] {
    { path, bytes in
      let files = OverlayFiles(base: DiskFiles(), documents: [path: bytes])
      let loader = PathReader(base: files, limits: limits, settings: .check())
      let run = CheckRun(paths: [path], reader: loader.reader, load: loader.result)
      return (try? run.run())?.files ?? []
    }
  }
}
