import ScreenFormat
import ScreenModel

/// The files loading reads, as the editor sees them: each open document's unsaved text
/// over the files beneath (the disk, in `screenspec lsp`). A document that is not saved yet
/// is listed in its folder too, so it loads as a sibling would.
package struct OverlayFiles: FileAccess {
  /// The files beneath.
  package let base: any FileAccess
  /// Open documents' bytes, by path.
  package let documents: [String: [UInt8]]

  /// The documents over `base`.
  package init(base: any FileAccess, documents: [String: [UInt8]]) {
    self.base = base
    self.documents = documents
  }

  package func entries(inFolder path: String) throws(FileAccessError) -> [FolderEntry] {
    let added = documents.keys.filter { FolderPath.folder(of: $0) == path }.map {
      FolderEntry(name: FolderPath.lastPart($0), kind: .file)
    }
    let listed: [FolderEntry]
    do {
      listed = try base.entries(inFolder: path)
    } catch {
      guard !added.isEmpty else { throw error }
      listed = []
    }
    // The listing is in byte order: each document's name is looked for by halving it.
    let new = added.filter { entry in
      var low = 0
      var high = listed.count
      while low < high {
        let middle = (low + high) / 2
        if Array(listed[middle].name.utf8).lexicographicallyPrecedes(entry.name.utf8) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low == listed.count || listed[low].name != entry.name
    }
    guard !new.isEmpty else { return listed }
    return (listed + new).sorted { Array($0.name.utf8).lexicographicallyPrecedes($1.name.utf8) }
  }

  package func unsureEntries(inFolder path: String) throws(FileAccessError) -> [String] {
    do {
      return try base.unsureEntries(inFolder: path)
    } catch {
      // An unsaved document's folder lists its documents, each a file.
      guard holdsDocuments(inFolder: path) else {
        throw error
      }
      return []
    }
  }

  /// The base's reader of a folder that holds no document; nil for one that does (its
  /// documents are read from memory, by path).
  package func folderReader(_ path: String) -> (any FolderReader)? {
    holdsDocuments(inFolder: path) ? nil : base.folderReader(path)
  }

  package func kind(of path: String) -> FileKind {
    if documents[path] != nil { return .file }
    let kind = base.kind(of: path)
    // The folder of an unsaved document exists for loading while the document is open.
    if kind == .missing, holdsDocuments(inFolder: path) {
      return .directory
    }
    return kind
  }

  package func isSymbolicLink(_ path: String) -> Bool {
    documents[path] == nil && base.isSymbolicLink(path)
  }

  package func linkLoops(_ path: String) -> Bool {
    documents[path] == nil && base.linkLoops(path)
  }

  package func read(_ path: String, limit: Int) -> SourceFile {
    guard let bytes = documents[path] else { return base.read(path, limit: limit) }
    guard bytes.count > limit else { return SourceFile(path: path, bytes: bytes) }
    return SourceFile(path: path, bytes: Array(bytes.prefix(limit + 1)), size: bytes.count)
  }

  package func canonical(_ path: String) -> String? {
    if let found = base.canonical(path) { return found }
    return kind(of: path) == .missing ? nil : FolderPath.normalized(path)
  }

  /// Whether an open document is in the folder at `path`.
  private func holdsDocuments(inFolder path: String) -> Bool {
    documents.keys.contains { FolderPath.folder(of: $0) == path }
  }
}
