import Basics
import OperatingSystem
import ScreenFormat
import SettingsBundle

extension ImportBase {
  /// The base an earlier import kept in the app folder `out` on disk, by path; nil when
  /// there is none.
  package static func onDisk(_ out: String) -> [String: [UInt8]]? {
    read(in: out, files: DiskFiles(), bytes: { try? FileSystem.read($0) })
  }

  /// Writes a first import's `files` into the app folder `out`, each said in `said`
  /// (`wrote` and its path as a terminal shows it) as it is written, then the same files
  /// as the base `--update` re-imports over.
  package static func write(
    _ files: [(path: String, bytes: [UInt8])], into out: String, saying said: inout String
  ) throws(FileSystem.Failure) {
    var made = Set<String>()
    for (path, bytes) in files {
      let target = FolderPath.join(out, path)
      try ImportFile.write(bytes, to: target, made: &made)
      said += "wrote \(VisibleText.escaped(target))\n"
    }
    try replace([:], with: files, in: out, made: &made)
  }

  /// Writes what the import wrote now (`new`) as the base in `out`: each file whose bytes
  /// differ from the old `base`'s, and the old base's files the import no longer writes
  /// removed.
  package static func replace(
    _ base: [String: [UInt8]], with new: [(path: String, bytes: [UInt8])], in out: String,
    made: inout Set<String>
  ) throws(FileSystem.Failure) {
    let folder = FolderPath.join(out, ImportBase.folder)
    for (path, bytes) in new where base[path] != bytes {
      try ImportFile.write(bytes, to: FolderPath.join(folder, path), made: &made)
    }
    let written = Set(new.map(\.path))
    for path in base.keys where !written.contains(path) {
      try FileSystem.remove(FolderPath.join(folder, path))
    }
  }
}

extension OwnedFiles {
  /// Notes in the app folder `out` the files of `bundle` an import read (`paths`), each with
  /// the fingerprint of its bytes on disk, and the bundle, once it wrote its base there (an
  /// import that wrote nothing changes no list); false when there is no base.
  @discardableResult
  package static func afterImport(_ paths: [String], of bundle: String, in out: String)
    throws(FileSystem.Failure) -> Bool
  {
    guard FileSystem.kind(FolderPath.join(out, ImportBase.folder)) == .directory else {
      return false
    }
    let entries = paths.map { path in
      Entry(
        path,
        fingerprint: (try? FileSystem.read(FolderPath.join(bundle, path))).map(fingerprint))
    }
    try write(List(bundle: Self.bundle(bundle, ofApp: out), entries: entries), app: out)
    return true
  }
}

/// A file an import writes: atomically, unflushed (the folder is the command's own).
package enum ImportFile {
  /// Writes `bytes` to `target`, its folder made first unless `made` holds it: a folder of
  /// sixty tables is made once, not sixty times.
  package static func write(_ bytes: [UInt8], to target: String, made: inout Set<String>)
    throws(FileSystem.Failure)
  {
    let folder = FolderPath.folder(of: target)
    if made.insert(folder).inserted { try FileSystem.makeDirectories(folder) }
    try FileSystem.writeAtomically(bytes, to: target, sync: false)
  }
}

extension ImportUpdate {
  /// A path `--update` must read that is there but not a file it can read.
  package struct NotAFile: Error, Equatable {
    /// The path, joined to the app folder.
    package var path: String

    /// The error for `path`.
    package init(path: String) { self.path = path }
  }

  /// The files at `paths` (relative) in the app folder `out` as they are on disk now, by
  /// path; a missing one is absent.
  package static func mine(_ paths: some Sequence<String>, in out: String) throws(NotAFile)
    -> [String: [UInt8]]
  {
    var mine: [String: [UInt8]] = [:]
    for path in paths {
      let target = FolderPath.join(out, path)
      let kind = FileSystem.kind(target)
      if kind == .missing { continue }
      guard kind == .file, let bytes = try? FileSystem.read(target) else {
        throw NotAFile(path: target)
      }
      mine[path] = bytes
    }
    return mine
  }
}

extension ImportUpdate.Plan {
  /// Writes the plan's changes into the app folder `out` (each said in `said` as its word
  /// and path, as it is done; an unchanged or kept file is not written, nor one the app
  /// removed, and a removed one is removed), then replaces the `base` with what the import wrote now (`new`).
  package func write(
    in out: String, base: [String: [UInt8]], new: [(path: String, bytes: [UInt8])],
    saying said: inout String
  ) throws(FileSystem.Failure) {
    var made = Set<String>()
    for change in changes {
      let target = FolderPath.join(out, change.path)
      said += "\(change.change.word) \(VisibleText.escaped(target))\n"
      switch change.change {
      case .unchanged, .kept, .leftRemoved: continue
      case .removed: try FileSystem.remove(target)
      case .added, .replaced, .merged: try ImportFile.write(change.bytes, to: target, made: &made)
      }
    }
    try ImportBase.replace(base, with: new, in: out, made: &made)
  }
}
