import ScreenFormat
import ScreenModel

/// The files `screenspec import` writes: the imported app as ``ScreenEncoder`` writes it,
/// and the bundle's files kept as they are.
extension ImportedApp {
  /// The app folder's files, by path relative to it, in the order to write them:
  /// `app.yaml`, one `ID.yaml` per screen (panes in the order reached, then pickers), then
  /// `strings/LANG.yaml` per language and `strings/TABLE/LANG.yaml` per named table. The
  /// tables are written from the bundle's entries as they were read, each in its order:
  /// writing needs no typed table (a dictionary of each, sixty languages for some apps).
  package static func files(_ document: AppDocument) -> [(path: String, text: String)] {
    let written = ScreenEncoder.files(app(document, tables: false))
    let order = ["app.yaml"] + document.screens.map { "\($0.id).yaml" }
    var rank: [String: Int] = [:]
    for (index, path) in order.enumerated() where rank[path] == nil { rank[path] = index }
    let files = written.indices.sorted {
      (rank[written[$0].path] ?? .max, $0) < (rank[written[$1].path] ?? .max, $1)
    }.map { written[$0] }
    return files
      + document.tables.map { table in
        let entries = table.entries.map {
          (
            InterpolatedText.literalSource($0.source),
            InterpolatedText.literalSource($0.translation)
          )
        }
        return (
          table.appPath,
          ScreenEncoder.stringsFile(
            importedFrom: table.bundlePath, encoding: table.encoding, entries: entries)
        )
      }
  }

  /// The bundle's files kept as they are: `kept/PATH`, byte for byte.
  package static func keptFiles(_ document: AppDocument) -> [(path: String, bytes: [UInt8])] {
    document.keptFiles.map { (KeptFile.folder + "/" + $0.path, $0.bytes) }
  }
}
