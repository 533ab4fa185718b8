import OperatingSystem
import ScreenDrawing
import ScreenFormat

extension Gallery {
  /// Every page of the site (``pages(changes:)``), with a page of the pending snapshot
  /// changes under the PATHs' folders (`added`'s) linked from the index when there are any.
  package func site(_ added: Added) -> [(path: String, text: String)] {
    pages(changes: PendingChangesPage.page(under: added.folders))
  }

  /// Writes the pages into `out`, each atomically, its folder made; a page already there is
  /// written over. The gallery writes nowhere else.
  package static func write(_ pages: [(path: String, text: String)], to out: String)
    throws(FileSystem.Failure)
  {
    for (path, text) in pages {
      let target = FolderPath.join(out, path)
      try FileSystem.makeDirectories(FolderPath.folder(of: target))
      try FileSystem.writeAtomically(Array(text.utf8), to: target)
    }
  }
}
