import ScreenFormat
import ScreenModel
import Synchronization

/// The files beneath the open documents, each read once and kept in memory: a keystroke in
/// a large app reads nothing from disk again. What is kept stays right in one of two ways:
/// - with a watcher (the client registered `workspace/didChangeWatchedFiles`), every kept
///   file and folder is trusted until the client says it changed (``forget(_:)``);
/// - without one, a kept file or folder is used only while its stamp (size, modification
///   time) is the one it was read with, so a change on disk is noticed the next time the
///   file is needed; ``checkListings()`` asks about every kept folder at once, and a
///   ``Sweep`` about every kept file, a few at a time, so that a change to a file nothing
///   reads is noticed too. What was noticed changed waits in ``takeChanged()`` for the
///   caller (the sibling index). Files that give no stamp are read anew each time.
///
/// Loads on several threads may share it.
package final class KeptFiles: FileAccess {
  /// The files beneath.
  package let base: any FileAccess
  private let state: Mutex<Kept>

  /// A file read: boxed, so that taking it from the table under the lock is one retain.
  final class Read: Sendable {
    let stamp: FileStamp?
    let limit: Int
    let file: SourceFile

    init(stamp: FileStamp?, limit: Int, file: SourceFile) {
      self.stamp = stamp
      self.limit = limit
      self.file = file
    }
  }

  struct Kept: Sendable {
    var watched = false
    var reads: [String: Read] = [:]
    var listings: [String: Listing] = [:]
    var kinds: [String: FileKind] = [:]
    var links: [String: Bool] = [:]
    var canonicals: [String: String?] = [:]
    /// Without a watcher, the stamps of the folders of the paths whose kinds, links and
    /// resolved spellings are kept.
    var folders: [String: FileStamp?] = [:]
    var noticed = Changes()

    /// Forgets every kind, link and resolved path kept.
    mutating func forgetPaths() {
      kinds.removeAll()
      links.removeAll()
      canonicals.removeAll()
      folders.removeAll()
    }
  }

  /// A folder's listing as it was read, and the names in it of unsure kind.
  struct Listing: Sendable {
    var stamp: FileStamp?
    var entries: [FolderEntry]
    var unsure: [String]
  }

  /// Kept files and folders found changed on disk without a watcher: each kept read or
  /// listing that was replaced because its stamp was no longer the one it was read with.
  package struct Changes: Sendable, Equatable {
    /// Files whose bytes may have changed.
    package var files: [String] = []
    /// Folders whose listing changed (a file made, removed or renamed in them).
    package var folders: [String] = []

    /// Whether nothing changed.
    package var isEmpty: Bool { files.isEmpty && folders.isEmpty }
  }

  /// Runs `body` on what is kept, under the lock.
  func withKept<Result: Sendable>(_ body: (inout Kept) -> Result) -> Result {
    state.withLock { body(&$0) }
  }

  /// Keeps what is read of `base`.
  package init(base: any FileAccess) {
    self.base = base
    state = Mutex(Kept())
  }

  /// Whether the client tells of every change on disk (a watcher is registered): then what
  /// is kept is used without asking the disk whether it changed.
  package var watched: Bool {
    get { state.withLock { $0.watched } }
    set {
      state.withLock {
        // What a watcher kept of paths has no stamps to be checked by.
        if $0.watched != newValue { $0.forgetPaths() }
        $0.watched = newValue
      }
    }
  }

  /// How many files are kept.
  package var keptFiles: Int { state.withLock { $0.reads.count } }

  /// Forgets what is kept of `paths` (files that changed, were made or removed: their
  /// folders' listings too, and every kind and resolved path, which a new file or folder
  /// can change); nil forgets everything.
  package func forget(_ paths: [String]?) {
    state.withLock { kept in
      kept.forgetPaths()
      guard let paths else {
        kept.reads.removeAll()
        kept.listings.removeAll()
        return
      }
      for path in paths {
        kept.reads[path] = nil
        kept.listings[path] = nil
        kept.listings[FolderPath.folder(of: path)] = nil
        // A folder removed or renamed takes its files with it.
        let inside = path + "/"
        kept.reads = kept.reads.filter { !$0.key.hasPrefix(inside) }
        kept.listings = kept.listings.filter { !$0.key.hasPrefix(inside) }
      }
    }
  }

  package func entries(inFolder path: String) throws(FileAccessError) -> [FolderEntry] {
    try listing(path).entries
  }

  package func unsureEntries(inFolder path: String) throws(FileAccessError) -> [String] {
    try listing(path).unsure
  }

  /// The folder's listing, kept while its stamp holds (or a watcher says nothing changed).
  private func listing(_ path: String) throws(FileAccessError) -> Listing {
    let (watched, known) = state.withLock { ($0.watched, $0.listings[path]) }
    let stamp = watched ? known?.stamp : base.stamp(of: path)
    if let known, watched || (stamp != nil && known.stamp == stamp) { return known }
    let entries = try base.entries(inFolder: path)
    let listing = Listing(
      stamp: stamp, entries: entries, unsure: entries.compactMap { $0.kind == nil ? $0.name : nil })
    guard watched || stamp != nil else { return listing }
    state.withLock {
      $0.listings[path] = listing
      if known != nil, !watched { $0.noticed.folders.append(path) }
    }
    return listing
  }

  package func read(_ path: String, limit: Int) -> SourceFile {
    let (watched, known) = state.withLock { ($0.watched, $0.reads[path]) }
    let stamp = watched ? known?.stamp : base.stamp(of: path)
    if let known, known.limit == limit, watched || (stamp != nil && known.stamp == stamp) {
      return known.file
    }
    let file = base.read(path, limit: limit)
    if watched || stamp != nil {
      let read = Read(stamp: stamp, limit: limit, file: file)
      let changed = !watched && known.map { $0.stamp != stamp } == true
      state.withLock {
        $0.reads[path] = read
        if changed { $0.noticed.files.append(path) }
      }
    }
    return file
  }

  package func kind(of path: String) -> FileKind {
    if let known = state.withLock({ $0.kinds[path] }) { return known }
    let keeps = noteFolder(of: path)
    let kind = base.kind(of: path)
    if keeps { state.withLock { $0.kinds[path] = kind } }
    return kind
  }

  /// Asked only of a link that names no file, so not kept.
  package func linkLoops(_ path: String) -> Bool { base.linkLoops(path) }

  package func isSymbolicLink(_ path: String) -> Bool {
    if let known = state.withLock({ $0.links[path] }) { return known }
    let keeps = noteFolder(of: path)
    let link = base.isSymbolicLink(path)
    if keeps { state.withLock { $0.links[path] = link } }
    return link
  }

  package func canonical(_ path: String) -> String? {
    if let known = state.withLock({ $0.canonicals[path] }) { return known }
    let keeps = noteFolder(of: path)
    let canonical = base.canonical(path)
    if keeps { state.withLock { $0.canonicals[path] = canonical } }
    return canonical
  }

  /// Whether what is known of a path (its kind, whether it is a link, its resolved
  /// spelling) may be kept: with a watcher, until the client says it changed; without one,
  /// while its folder's stamp, taken here before asking, stays the same (a file made,
  /// removed or renamed, or a link made or changed, gives the folder a new one:
  /// ``checkListings()``). A folder without a stamp keeps nothing.
  private func noteFolder(of path: String) -> Bool {
    let folder = FolderPath.folder(of: path)
    let known = state.withLock { $0.watched ? true : $0.folders[folder].map { $0 != nil } }
    if let known { return known }
    let stamp = base.stamp(of: folder)
    state.withLock { $0.folders[folder] = .some(stamp) }
    return stamp != nil
  }

  package func stamp(of path: String) -> FileStamp? { base.stamp(of: path) }
}
