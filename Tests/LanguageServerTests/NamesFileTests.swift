import ScreenFormat
import ScreenModel
import Testing

@testable import LanguageServer

/// Which reports are a document's (``DiagnosticsReport/namesFile(_:files:)``): its own path,
/// and any other spelling that resolves to it, found whether the link is the document, a
/// sibling, or in another folder; a plain sibling is told apart without resolving it.
@Suite struct NamesFileTests {
  /// Files where `/a/alias.yaml` and `/b/far.yaml` are links to `/a/home.yaml`, and
  /// `/a/door.yaml` a link to `/a/other.yaml`.
  struct Linked: FileAccess {
    var base = MemoryFiles([
      "/a/home.yaml": "title: Home\n", "/a/other.yaml": "title: Other\n",
      "/b/x.yaml": "title: X\n",
    ])
    let links = [
      "/a/alias.yaml": "/a/home.yaml", "/b/far.yaml": "/a/home.yaml",
      "/a/door.yaml": "/a/other.yaml",
    ]

    func entries(inFolder path: String) throws(FileAccessError) -> [FolderEntry] {
      let linked = links.keys.filter { FolderPath.folder(of: $0) == path }.map {
        FolderEntry(name: FolderPath.lastPart($0), kind: nil)
      }
      return try base.entries(inFolder: path) + linked
    }
    func kind(of path: String) -> FileKind { base.kind(of: links[path] ?? path) }
    func isSymbolicLink(_ path: String) -> Bool { links[path] != nil }
    func read(_ path: String, limit: Int) -> SourceFile {
      base.read(links[path] ?? path, limit: limit)
    }
    func canonical(_ path: String) -> String? { base.canonical(links[path] ?? path) }
  }

  @Test func aDocumentsReportsAreFoundUnderEverySpelling() {
    let home = DiagnosticsReport.namesFile("/a/home.yaml", files: Linked())
    #expect(home("/a/home.yaml"))
    #expect(home("/a/alias.yaml"))
    #expect(home("/b/far.yaml"))
    #expect(!home("/a/other.yaml"))
    #expect(!home("/a/door.yaml"))
    #expect(!home("/b/x.yaml"))
    // The document itself a link: its target and its other spellings are it.
    let alias = DiagnosticsReport.namesFile("/a/alias.yaml", files: Linked())
    #expect(alias("/a/home.yaml"))
    #expect(alias("/b/far.yaml"))
    #expect(!alias("/a/other.yaml"))
  }
}
