import OperatingSystem
import ScreenFormat
import SettingsBundle

/// The paths an export writes, checked before anything is written: a bundle is never
/// written only for `--swift` to fail, and neither writes over the app or a file of
/// someone else's.
extension ExportRun {
  /// Throws the first refusal of `--out` and `--swift` for the app folder `app`.
  func checkPaths(app: String) throws(Refusal) {
    if let swift = outputs.swift {
      switch FileSystem.kind(swift) {
      case .directory: throw .swiftIsAFolder(swift)
      case .missing:
        if let folder = Self.nearestFile(above: swift) {
          throw .swiftFolderIsAFile(swift, folder: folder)
        }
      default:
        // Only a file `--swift` wrote (its first line says so) is written over.
        let mark = Array(SwiftDefaults.mark.utf8)
        let head = (try? FileSystem.readStart(swift, limit: mark.count))?.bytes ?? []
        guard head.starts(with: mark) else { throw .swiftNotOurs(swift) }
      }
    }
    guard let out = outputs.out else { return }
    if let screens = Self.screenFile(in: out) { throw .outHoldsScreens(out, file: screens) }
    if let bundle = Path.canonical(out), let folder = Path.canonical(app),
      folder == bundle || folder.hasPrefix(bundle == "/" ? bundle : bundle + "/")
    {
      throw .outHoldsApp(out, app: app)
    }
  }

  /// The nearest existing path above `path` when it is not a folder (a file where a folder
  /// must be made); nil when it is one.
  static func nearestFile(above path: String) -> String? {
    var folder = FolderPath.folder(of: path)
    while FileSystem.kind(folder) == .missing {
      let up = FolderPath.folder(of: folder)
      if up == folder { return nil }
      folder = up
    }
    return FileSystem.kind(folder) == .directory ? nil : folder
  }

  /// The first YAML file (`app.yaml` first) of a folder, if it has one: a Settings.bundle
  /// holds none, and `--out` naming an app's folder (the app's own, or another) would put
  /// plists among its screens.
  static func screenFile(in out: String) -> String? {
    guard FileSystem.kind(out) == .directory else { return nil }
    let names = ((try? FileSystem.list(out)) ?? []).filter(FolderPath.isYAML).sorted()
    return names.contains("app.yaml") ? "app.yaml" : names.first
  }
}
