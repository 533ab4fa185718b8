import ScreenChecks
import ScreenFiles
import ScreenFormat
import YAMLTree

extension CheckCommand {
  /// Every file's diagnostics when the file at a path holds other bytes, as `check PATH`
  /// loads it (a fix is tried so before `--fix` writes it: ``FixCheck``).
  static func recheck(limits: ParseLimits) -> (String, [UInt8]) -> [FileDiagnostics] {
    { path, bytes in
      let files = OverlayFiles(base: DiskFiles(), documents: [path: bytes])
      let loader = InputLoader(base: files, limits: limits, settings: .check())
      let run = CheckRun(paths: [path], reader: loader.reader, load: loader.result)
      return (try? run.run())?.files ?? []
    }
  }
}
