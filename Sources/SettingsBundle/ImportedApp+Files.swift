import ScreenFormat
import ScreenModel

/// The files `screenspec import` writes: the imported app as ``ScreenEncoder`` writes it,
/// and the bundle's files kept as they are.
extension ImportedApp {
  /// The app folder's files, by path relative to it, in the order to write them:
  /// `app.yaml`, one `ID.yaml` per screen (panes in the order reached, then pickers), then
  /// `strings/LANG.yaml` per language and `strings/TABLE/LANG.yaml` per named table.
  package static func files(_ document: AppDocument) -> [(path: String, text: String)] {
    let written = ScreenEncoder.files(app(document))
    let order =
      ["app.yaml"] + document.screens.map { "\($0.id).yaml" } + document.tables.map(\.appPath)
    var rank: [String: Int] = [:]
    for (index, path) in order.enumerated() where rank[path] == nil { rank[path] = index }
    return written.indices.sorted {
      (rank[written[$0].path] ?? .max, $0) < (rank[written[$1].path] ?? .max, $1)
    }.map { written[$0] }
  }

  /// The bundle's files kept as they are: `kept/PATH`, byte for byte.
  package static func keptFiles(_ document: AppDocument) -> [(path: String, bytes: [UInt8])] {
    document.keptFiles.map { (KeptFile.folder + "/" + $0.path, $0.bytes) }
  }
}
