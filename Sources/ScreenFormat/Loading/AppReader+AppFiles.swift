import ScreenModel

extension AppReader {
  /// An app folder's own files as its load read them, named by their paths inside the
  /// folder: `app.yaml` and the screens (not the scenarios), `strings/LANG.yaml` and
  /// `templates/NAME.yaml`. Nothing is read again when the folder was loaded already.
  package func appFiles(of folder: String) throws(LoadProblem) -> [(path: String, bytes: [UInt8])] {
    let loaded = try self.folder(folder)
    let scenarios = Set(loaded.result.scenarioPaths)
    let screens = loaded.files.filter { !scenarios.contains($0.path) }
    return (screens + (try strings(of: folder)) + loaded.templates).map {
      (Self.inside(folder, $0.path), $0.bytes)
    }
  }

  /// A path inside a folder, without the folder: `App/strings/de.yaml` → `strings/de.yaml`.
  static func inside(_ folder: String, _ path: String) -> String {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    guard folder != ".", path.hasPrefix(prefix) else { return path }
    return String(path.dropFirst(prefix.count))
  }
}
