import ScreenChecks
import ScreenFiles
import ScreenFormat
import Testing

/// A folder's files read by name in the open folder are what reading their paths gives:
/// the same bytes, the real size of a file over the limit, the same reason for one that
/// cannot be read.
@Test func filesReadByNameInTheirFolderAreReadAsByPath() throws {
  let ws = try Workspace()
  try ws.write("App/home.yaml", "title: Home\nrows: [A, B]\n")
  try ws.write("App/empty.yaml", "")
  try ws.write("App/large.yaml", String(repeating: "# a comment line\n", count: 40))
  let disk = DiskFiles()
  let folder = try #require(disk.folderReader(ws.path("App")))
  for (name, limit) in [("home.yaml", 1_000), ("empty.yaml", 1_000), ("large.yaml", 100)] {
    let path = ws.path("App/" + name)
    let byName = folder.read(name, path: path, limit: limit)
    #expect(byName == disk.read(path, limit: limit), "\(name)")
    #expect(byName.path == path)
  }
  let large = folder.read("large.yaml", path: ws.path("App/large.yaml"), limit: 100)
  #expect(large.bytes.count == 101)
  #expect(large.size == 17 * 40)
  let missing = folder.read("gone.yaml", path: ws.path("App/gone.yaml"), limit: 1_000)
  #expect(missing.unreadable != nil)
  #expect(missing == disk.read(ws.path("App/gone.yaml"), limit: 1_000))
  #expect(disk.folderReader(ws.path("App/home.yaml")) == nil)
  #expect(disk.folderReader(ws.path("Nowhere")) == nil)
}

/// An editor's unsaved document is read from memory: its folder has no reader by name,
/// another folder has the disk's.
@Test func overlaidFoldersReadTheirDocumentsByPath() throws {
  let ws = try Workspace()
  try ws.write("App/home.yaml", "title: Home\nrows: [A]\n")
  try ws.write("Other/away.yaml", "title: Away\nrows: [A]\n")
  let overlay = OverlayFiles(
    base: DiskFiles(), documents: [ws.path("App/home.yaml"): Array("title: Typed\n".utf8)])
  #expect(overlay.folderReader(ws.path("App")) == nil)
  let other = try #require(overlay.folderReader(ws.path("Other")))
  let away = other.read("away.yaml", path: ws.path("Other/away.yaml"), limit: 1_000)
  #expect(away.bytes == Array("title: Away\nrows: [A]\n".utf8))
}
