import ScreenModel
import Synchronization

/// What the screen files of each folder bind and declare, kept by a caller that is told of
/// every change (the language server: by its client's watcher, or by asking the disk for
/// stamps): from each state key and screen id to the files that may bind or declare it. A screen file's load then asks only those
/// siblings whether they are reached, instead of every file of the folder, so a keystroke
/// costs what the screen reaches, not the app.
///
/// What it holds is a superset of what the sibling walk finds: the load still searches and
/// decodes each file it offers as it would have without it, so what is loaded is the same.
/// It stays right only while the caller tells it of every change: `changed(_:)` for a
/// file whose bytes changed (an open document edited), `forget(_:)` for files made,
/// removed or changed on disk. Loads on several threads may share one.
///
/// ```swift
/// let index = SiblingIndex()
/// settings.siblingIndex = index   // each new reader made with these settings reuses it
/// index.changed([edited])       // after each edit of a document
/// ```
package final class SiblingIndex: Sendable {
  /// What one file may bind or declare.
  package struct Entry: Sendable, Equatable {
    /// The top-level state keys it binds, sets or tests.
    var keys: Set<String> = []
    /// The id of the screen it holds.
    var screenID: String?
    /// Whether it is offered to every search: what it binds depends on templates.
    var always = false
  }

  /// One folder's files, and the postings from keys and ids to their names.
  struct Folder: Sendable {
    /// The YAML files of the folder, by name; nil while the listing must be read again.
    var listed: [String: AppReader.ListedFile]?
    /// What each file listed may bind or declare, by name.
    var entries: [String: Entry] = [:]
    /// Files whose bytes changed since they were indexed.
    var stale: Set<String> = []
    var byKey: [String: Set<String>] = [:]
    var byID: [String: Set<String>] = [:]
    var always: Set<String> = []

    mutating func remove(_ name: String) {
      guard let old = entries.removeValue(forKey: name) else { return }
      for key in old.keys { Self.remove(name, key, &byKey) }
      if let id = old.screenID { Self.remove(name, id, &byID) }
      always.remove(name)
    }

    mutating func insert(_ name: String, _ entry: Entry) {
      entries[name] = entry
      for key in entry.keys { byKey[key, default: []].insert(name) }
      if let id = entry.screenID { byID[id, default: []].insert(name) }
      if entry.always { always.insert(name) }
    }

    private static func remove(
      _ name: String, _ word: String, _ postings: inout [String: Set<String>]
    ) {
      postings[word]?.remove(name)
      if postings[word]?.isEmpty == true { postings[word] = nil }
    }
  }

  private let folders = Mutex<[String: Folder]>([:])

  /// An empty index.
  package init() {}

  /// Whether a folder was indexed (it may since have changed: a search brings it up to
  /// date at the cost of what changed).
  package func holds(_ folder: String) -> Bool { folders.withLock { $0[folder] != nil } }

  /// How many files are indexed, in every folder.
  package var count: Int { folders.withLock { $0.values.reduce(0) { $0 + $1.entries.count } } }

  /// Files whose bytes changed (an open document edited): each is indexed again the next
  /// time its folder is searched. The folders' listings are kept.
  package func changed(_ paths: [String]) {
    folders.withLock { folders in
      for path in paths {
        folders[FolderPath.folder(of: path)]?.stale.insert(FolderPath.lastPart(path))
      }
    }
  }

  /// Folders whose listing changed (a file made, removed or renamed in them): each is listed
  /// again the next time it is searched, and only its new files are indexed.
  package func relisted(_ paths: [String]) {
    folders.withLock { folders in
      for path in paths { folders[path]?.listed = nil }
    }
  }

  /// Forgets what is kept of `paths` (files made, removed or changed, on disk or opened and
  /// closed: their folders are listed again, and a folder among them is dropped with
  /// everything inside); nil forgets everything.
  package func forget(_ paths: [String]?) {
    folders.withLock { folders in
      guard let paths else { return folders.removeAll() }
      for path in paths {
        let inside = path + "/"
        folders = folders.filter { $0.key != path && !$0.key.hasPrefix(inside) }
        let folder = FolderPath.folder(of: path)
        folders[folder]?.listed = nil
        folders[folder]?.stale.insert(FolderPath.lastPart(path))
      }
    }
  }

  /// The files of `folder` that may bind one of `keys` or declare one of `ids`, in no
  /// order, but none that `skip` accepts (those already loaded), after bringing the rest of
  /// the folder up to date: `list` gives its YAML files when they must be listed again,
  /// `index` what each may bind or declare (nil: nothing a search could find). A skipped
  /// file that changed is indexed when it is next wanted.
  func candidates<Failure: Error>(
    in folder: String, keys: Set<String>, ids: Set<String>, skip: (String) -> Bool,
    list: () throws(Failure) -> [AppReader.ListedFile],
    index: ([AppReader.ListedFile]) -> [Entry?]
  ) throws(Failure) -> [AppReader.ListedFile] {
    var kept = folders.withLock { $0.removeValue(forKey: folder) } ?? Folder()
    defer { folders.withLock { [kept] in $0[folder] = kept } }
    var renew = kept.stale
    if kept.listed == nil {
      let listed = try list()
      var byName: [String: AppReader.ListedFile] = [:]
      for file in listed { byName[file.name] = file }
      for name in kept.entries.keys where byName[name] == nil { kept.remove(name) }
      renew.formUnion(byName.keys.filter { kept.entries[$0] == nil })
      kept.listed = byName
    }
    let listed = kept.listed ?? [:]
    let pending = renew.filter { listed[$0] != nil && skip($0) }
    renew.subtract(pending)
    let files = renew.sorted().compactMap { listed[$0] }
    for name in renew { kept.remove(name) }
    for (file, entry) in zip(files, index(files)) {
      kept.insert(FolderPath.lastPart(file.path), entry ?? Entry())
    }
    kept.stale = pending
    var names = kept.always
    for key in keys { names.formUnion(kept.byKey[key] ?? []) }
    for id in ids { names.formUnion(kept.byID[id] ?? []) }
    return names.filter { !skip($0) }.compactMap { listed[$0] }
  }
}
