import Basics
import ScreenChecks
import ScreenFormat
import SettingsBundle

extension DiagnosticsReport {
  /// The Settings.bundle folder a plist or `.strings` file lies in, or nil.
  static func bundle(holding path: String, files: any FileAccess) -> String? {
    guard path.hasSuffix(".plist") || path.hasSuffix(".strings") else { return nil }
    var folder = FolderPath.folder(of: path)
    while !folder.isEmpty, folder != "/", folder != "." {
      if ImportedBundle.isBundle(folder, in: files) { return folder }
      let parent = FolderPath.folder(of: folder)
      if parent == folder { break }
      folder = parent
    }
    return nil
  }

  /// The diagnostics `screenspec check BUNDLE` prints for a plist or `.strings` file of a
  /// Settings.bundle: the bundle read as the app its import writes, its problems in its
  /// plists and strings files. A file in no bundle has none.
  package static func bundleCheck(_ path: String, files: any FileAccess) -> [Diagnostic] {
    guard let bundle = bundle(holding: path, files: files) else { return [] }
    let reader = PathReader(base: files, limits: .default, settings: .check())
    let run = CheckRun(paths: [bundle], reader: reader.reader, load: reader.result)
    guard let report = try? run.run() else { return [] }
    let canonical = files.canonical(path) ?? path
    let reports = report.files.filter {
      (files.canonical($0.file.path) ?? $0.file.path) == canonical
    }
    guard let first = reports.first else { return [] }
    return reports.dropFirst().reduce(first.diagnostics) {
      FileDiagnostics.merging($0, $1.diagnostics)
    }
  }
}
