import Basics

/// The id of the screen each screen file holds, by the file's path: two arrays sorted by
/// path, looked up by binary search.
///
/// A load of a large folder made a dictionary of every path on the one thread that ends
/// it (hashing 10,000 paths of sixty bytes, 8.7 M instructions), which `check` never reads:
/// the files arrive in path order, so these arrays cost a copy of each string's reference.
package struct ScreenIDs: Sendable, Equatable {
  /// The paths, sorted, each once.
  package private(set) var paths: [String] = []
  /// Each path's screen id, in the order of ``paths``.
  package private(set) var ids: [String] = []

  /// No screens.
  package init() {}

  /// The screens of `pairs`, whose paths are distinct, in any order (in path order they
  /// are taken as they are).
  package init(_ pairs: [(path: String, id: String)]) {
    var pairs = pairs
    if !Self.isSorted(pairs) { pairs.sort { $0.path < $1.path } }
    paths = pairs.map(\.path)
    ids = pairs.map(\.id)
  }

  private static func isSorted(_ pairs: [(path: String, id: String)]) -> Bool {
    var index = 1
    while index < pairs.count {
      guard pairs[index - 1].path < pairs[index].path else { return false }
      index += 1
    }
    return true
  }

  /// Whether no file holds a screen.
  package var isEmpty: Bool { paths.isEmpty }

  /// The screen id of the file at `path`; setting nil forgets the file.
  package subscript(path: String) -> String? {
    get {
      let index = position(of: path)
      return index < paths.count && paths[index] == path ? ids[index] : nil
    }
    set {
      let index = position(of: path)
      let holds = index < paths.count && paths[index] == path
      switch (newValue, holds) {
      case (let id?, true): ids[index] = id
      case (let id?, false):
        paths.insert(path, at: index)
        ids.insert(id, at: index)
      case (nil, true):
        paths.remove(at: index)
        ids.remove(at: index)
      case (nil, false): break
      }
    }
  }

  /// The first path, in path order, of a file holding the screen `id`.
  package func path(of id: String) -> String? {
    ids.firstIndex(of: id).map { paths[$0] }
  }

  /// Each file's path and screen id, in path order.
  package var pairs: Zip2Sequence<[String], [String]> { zip(paths, ids) }

  /// Where `path` is, or would be inserted, in ``paths``.
  private func position(of path: String) -> Int {
    paths.insertionPoint(before: { $0 < path })
  }
}
