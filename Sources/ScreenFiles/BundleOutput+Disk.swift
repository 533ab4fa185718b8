import Basics
import OperatingSystem
import PropertyList
import ScreenFormat
import SettingsBundle

extension BundleOutput {
  /// The bundle folder `out` on disk; a file past the plist read limit is read to one byte
  /// past it, so it is written anew.
  package static func onDisk(_ out: String) -> BundleOutput {
    BundleOutput(out: out, files: DiskFiles()) {
      try? FileSystem.read($0, limit: PlistLimits.default.maxBytes)
    }
  }

  /// Writes the plan's files into the bundle on disk, each only when its bytes differ
  /// (``ChangedFile``, against the bytes the plan read), then removes each file export owns
  /// (`owned`, ``OwnedFiles``) and no longer writes, and a folder that leaves empty, and
  /// notes what it wrote as owned in the app folder `memory` (nowhere for a bundle read as
  /// an app). A line for each file, `wrote`, `unchanged` or `removed` and its path as a
  /// terminal shows it, is added to `said` as it is done, so a failure keeps what was said
  /// before it.
  package func write(
    _ plan: Plan, owned: [String], remembering memory: String?, saying said: inout String
  ) throws(FileSystem.Failure) {
    for (relative, bytes) in plan.files {
      let target = FolderPath.join(out, relative)
      let wrote = try ChangedFile.write(bytes, to: target, held: plan.held[relative], sync: false)
      said += (wrote ? "wrote " : "unchanged ") + VisibleText.escaped(target) + "\n"
    }
    let writing = Set(plan.files.map(\.path))
    for relative in removed(owned: owned, writing: writing) {
      let target = FolderPath.join(out, relative)
      try FileSystem.remove(target)
      said += "removed \(VisibleText.escaped(target))\n"
      let parent = FolderPath.folder(of: target)
      if parent != out, (try? FileSystem.list(parent))?.isEmpty == true {
        try? FileSystem.removeFolder(parent)
      }
    }
    if let memory { try OwnedFiles.write(writing, app: memory) }
  }
}

extension OwnedFiles {
  /// Where export keeps what it remembers (the files it owns, what it wrote into a
  /// catalog): the app folder; nowhere (nil) for a bundle read as an app, which is never
  /// written into.
  package static func memory(ofApp folder: String) -> String? {
    ImportedBundle.isBundle(folder, in: DiskFiles()) ? nil : folder
  }

  /// The bundle files the list in the app folder `memory` says export owns: none without a
  /// list, or without a folder (``memory(ofApp:)``).
  package static func onDisk(app memory: String?) -> [String] {
    guard let memory else { return [] }
    return (try? FileSystem.read(FolderPath.join(memory, path))).map(paths) ?? []
  }

  /// Writes the list of the files export owns (``bytes(_:)``) into the app folder on disk.
  package static func write(_ owned: some Sequence<String>, app folder: String)
    throws(FileSystem.Failure)
  {
    let list = FolderPath.join(folder, path)
    try FileSystem.makeDirectories(FolderPath.folder(of: list))
    try FileSystem.writeAtomically(bytes(owned), to: list, sync: false)
  }
}

extension SwiftDefaults {
  /// Writes the Swift defaults file of an app's panes (``source(_:)``) to `path` on disk,
  /// atomically, its folder made as `--out`'s is, and says so in `said`. A failure is said
  /// of `path`, never of the temporary file written beside it.
  package static func write(_ panes: [SettingsPane], to path: String, saying said: inout String)
    throws(FileSystem.Failure)
  {
    do throws(FileSystem.Failure) {
      try FileSystem.makeDirectories(FolderPath.folder(of: path))
      try FileSystem.writeAtomically(Array(source(panes).utf8), to: path)
    } catch {
      throw FileSystem.Failure(path, reason: error.reason)
    }
    said += "wrote \(VisibleText.escaped(path))\n"
  }
}
