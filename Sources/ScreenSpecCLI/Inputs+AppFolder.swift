import OperatingSystem

/// What an app folder holds besides its screens: its strings tables, named as a PATH, and
/// folders of YAML files inside it, which are not loaded.
extension InputLoader {
  /// A strings table (`APP/strings/LANG.yaml`) is checked as one: its app folder is loaded,
  /// and the table's own reports are its reports (its errors, and its entries no screen
  /// uses). Anything but `check` is told to name the app with `--locale`.
  func stringsTable(_ path: String, in app: String, named rawPath: String)
    throws(UsageError) -> Input
  {
    let locale = Path.lastPart(path).split(separator: ".").first.map(String.init) ?? ""
    guard acceptsStringsTables else {
      throw UsageError(
        "\(rawPath) is a strings table, not a screen: name its app, \(app), with '--locale \(locale)'"
      )
    }
    let loaded = try folder(app)
    var result = loaded.result
    let canonical = Path.canonical(path)
    result.reports = result.reports.filter { Path.canonical($0.file.path) == canonical }
    return Input(path: path, kind: .app(result, screenID: nil))
  }

  /// Notes the folders inside an app folder that hold YAML files: they are not loaded, and
  /// `check` says so once rather than ignoring them without a word.
  func noteSkippedFolders(in path: String) {
    for entry in (try? FileSystem.entries(path)) ?? [] {
      guard !entry.name.hasPrefix("."), !InputLoader.appSubfolders.contains(entry.name) else {
        continue
      }
      let inner = Path.join(path, entry.name)
      guard (entry.kind ?? FileSystem.kind(inner)) == .directory,
        ((try? FileSystem.entries(inner)) ?? []).contains(where: { Input.isYAML($0.name) }),
        !skippedFolders.contains(inner)
      else { continue }
      skippedFolders.append(inner)
    }
  }
}
