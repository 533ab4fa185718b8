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
  /// an app), with this bundle and each file's fingerprint. A line for each file, `wrote`,
  /// `unchanged` or `removed` and its path as a terminal shows it, is added to `said` as it
  /// is done, so a failure keeps what was said before it.
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
    guard let memory else { return }
    let entries = plan.files.map {
      OwnedFiles.Entry($0.path, fingerprint: OwnedFiles.fingerprint($0.bytes))
    }
    try OwnedFiles.write(
      OwnedFiles.List(bundle: OwnedFiles.bundle(out, ofApp: memory), entries: entries),
      app: memory)
  }

  /// The files export owns (`owned`) that it would overwrite or remove and that changed on
  /// disk since ScreenSpec last read or wrote them (``OwnedFiles/changed(_:writing:removing:current:)``),
  /// by full path in byte order: export writes nothing over them.
  package func changed(_ plan: Plan, owned: [OwnedFiles.Entry]) -> [String] {
    let writing = Dictionary(plan.files.map { ($0.path, $0.bytes) }) { first, _ in first }
    let removing = removed(owned: owned.map(\.path), writing: Set(writing.keys))
    return OwnedFiles.changed(owned, writing: writing, removing: Set(removing)) {
      try? FileSystem.read(FolderPath.join(out, $0))
    }.map { FolderPath.join(out, $0) }
  }
}

extension OwnedFiles {
  /// Where export keeps what it remembers (the files it owns, what it wrote into a
  /// catalog): the app folder; nowhere (nil) for a bundle read as an app, which is never
  /// written into.
  package static func memory(ofApp folder: String) -> String? {
    ImportedBundle.isBundle(folder, in: DiskFiles()) ? nil : folder
  }

  /// The lists in the app folder `memory` (``OwnedFiles``), a list a bundle: none without
  /// a list, or without a folder (``memory(ofApp:)``).
  package static func lists(app memory: String?) -> [List] {
    guard let memory, let bytes = try? FileSystem.read(FolderPath.join(memory, path)) else {
      return []
    }
    return lists(bytes)
  }

  /// The files export owns in the bundle at `out`, by the lists in the app folder `memory`
  /// (``owned(in:bundle:)``).
  package static func owned(app memory: String?, inBundle out: String) -> [Entry] {
    guard let memory else { return [] }
    return owned(in: lists(app: memory), bundle: bundle(out, ofApp: memory))
  }

  /// The bundle files the lists in the app folder `memory` say export owns, in any bundle.
  package static func onDisk(app memory: String?) -> [String] {
    Array(Set(lists(app: memory).flatMap(\.paths))).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
  }

  /// The bundle `out` as the list names it: its path relative to the app folder `app`, both
  /// made canonical, so an app folder copied elsewhere with its bundle still names it; nil
  /// when either is missing (a new bundle is none the list names).
  package static func bundle(_ out: String, ofApp app: String) -> String? {
    guard let bundle = Path.canonical(out), let folder = Path.canonical(app) else { return nil }
    let named = relative(bundle, from: folder)
    return named.contains("\n") ? nil : named
  }

  /// Writes the list of one bundle into the app folder on disk, in place of that bundle's
  /// (``merged(_:into:)``): the lists of the other bundles the app was exported into stay.
  package static func write(_ list: List, app folder: String) throws(FileSystem.Failure) {
    let file = FolderPath.join(folder, path)
    try FileSystem.makeDirectories(FolderPath.folder(of: file))
    let lists = merged(list, into: lists(app: folder))
    try FileSystem.writeAtomically(bytes(lists), to: file, sync: false)
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
