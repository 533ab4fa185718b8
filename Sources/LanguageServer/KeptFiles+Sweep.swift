import ScreenFormat
import ScreenModel

extension KeptFiles {
  /// One pass over the files kept when it started, asking the disk for each one's stamp,
  /// a few at a time (``KeptFiles/sweep(_:count:)``), so that a file changed on disk that
  /// nothing reads again is noticed all the same, without a watcher.
  package struct Sweep: Sendable {
    /// The files to ask about, in no order.
    let paths: [String]
    /// How many were asked about.
    var next = 0

    /// Whether every file was asked about.
    package var isDone: Bool { next >= paths.count }
  }

  /// A pass over every file kept now, or over those directly inside `folders`.
  package func startSweep(in folders: Set<String>? = nil) -> Sweep {
    let paths = withKept { Array($0.reads.keys) }
    guard let folders else { return Sweep(paths: paths) }
    return Sweep(paths: paths.filter { folders.contains(FolderPath.folder(of: $0)) })
  }

  /// Asks the disk about the next `count` files of `sweep`: each whose stamp is no longer
  /// the one it was read with is forgotten and noted (``takeChanged()``).
  package func sweep(_ sweep: inout Sweep, count: Int) {
    let end = sweep.next + min(sweep.paths.count - sweep.next, max(count, 1))
    let paths = sweep.paths[sweep.next..<end]
    sweep.next = end
    let stamps = paths.map { base.stamp(of: $0) }
    withKept { kept in
      for (path, stamp) in zip(paths, stamps) {
        guard let read = kept.reads[path], read.stamp != stamp else { continue }
        kept.reads[path] = nil
        kept.noticed.files.append(path)
      }
    }
  }

  /// Asks the disk about every kept folder listing (a file made, removed or renamed gives
  /// its folder a new stamp): each that changed is forgotten and noted (``takeChanged()``).
  /// What is known of paths (kinds, links, resolved spellings) is forgotten when a folder
  /// they are in changed.
  package func checkListings() {
    let (listed, noted) = withKept { kept in
      (kept.listings.map { ($0.key, $0.value.stamp) }, kept.folders.map { ($0.key, $0.value) })
    }
    let changed = listed.filter { base.stamp(of: $0.0) != $0.1 }.map(\.0)
    let moved = !changed.isEmpty || noted.contains { base.stamp(of: $0.0) != $0.1 }
    guard moved else { return }
    withKept { kept in
      for path in changed { kept.listings[path] = nil }
      kept.noticed.folders += changed
      kept.forgetPaths()
    }
  }

  /// What was noticed changed since the last call, now forgotten by the caller's turn.
  package func takeChanged() -> Changes {
    withKept { kept in
      defer { kept.noticed = Changes() }
      return kept.noticed
    }
  }
}
