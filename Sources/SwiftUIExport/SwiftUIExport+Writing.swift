import Basics
import OperatingSystem

extension SwiftUIExport.Output {
  /// Writes the files into `folder` (made when missing), each only when its bytes differ
  /// from what is there (a file that holds them already keeps its time), then removes the
  /// Swift files an earlier run wrote there that this one does not
  /// (``SwiftUIExport/stale(_:writing:start:)``). A line for each, `wrote`, `unchanged` or
  /// `removed` and the path as a terminal shows it, is added to `said` as it is done, so a
  /// failure keeps what was said before it.
  package func write(to folder: String, saying said: inout String) throws(FileSystem.Failure) {
    try FileSystem.makeDirectories(folder)
    for file in files {
      let path = Path.inFolder(folder, file.name)
      let bytes = Array(file.text.utf8)
      if (try? FileSystem.read(path)) == bytes {
        said += "unchanged \(VisibleText.escaped(path))\n"
        continue
      }
      try FileSystem.writeAtomically(bytes, to: path)
      said += "wrote \(VisibleText.escaped(path))\n"
    }
    let stale = SwiftUIExport.stale(
      (try? FileSystem.list(folder)) ?? [], writing: Set(files.map(\.name))
    ) { (try? FileSystem.read(Path.inFolder(folder, $0), limit: 4096)) ?? [] }
    for name in stale {
      let path = Path.inFolder(folder, name)
      try FileSystem.remove(path)
      said += "removed \(VisibleText.escaped(path))\n"
    }
  }
}
