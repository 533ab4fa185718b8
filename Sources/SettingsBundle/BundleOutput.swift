import PropertyList
import ScreenFormat
import ScreenModel

/// The bundle folder `export --out` writes into, read as it is through `files` before
/// anything is written: the bytes it holds of each file export writes, the files it keeps,
/// and the files export owns and removes. The writing is the caller's.
package struct BundleOutput {
  /// Why export writes nothing into the folder.
  package enum Refusal: Error, Equatable {
    /// It exists and is not a folder.
    case notAFolder
    /// It holds a symbolic link (its full path), which export would write through.
    case link(String)
  }

  /// The bundle folder.
  package let out: String
  /// The files it is listed through.
  package let files: any FileAccess
  /// A file's bytes as they are (a byte-order mark kept, which ``FileAccess`` drops), up to
  /// one byte past the plist read limit; nil when it cannot be read.
  package let bytes: (String) -> [UInt8]?

  /// The bundle folder `out`, listed through `files`, its files read by `bytes`.
  package init(out: String, files: any FileAccess, bytes: @escaping (String) -> [UInt8]?) {
    self.out = out
    self.files = files
    self.bytes = bytes
  }

  /// The bytes a file of the bundle holds now: nil when it is new, not a file, or reached
  /// through a symbolic link (which is never read: ``kept(writing:)`` refuses it).
  package func held(_ relative: String) -> [UInt8]? {
    let target = FolderPath.join(out, relative)
    var folder = FolderPath.folder(of: target)
    while folder.count > out.count, folder.hasPrefix(out) {
      if files.isSymbolicLink(folder) { return nil }
      folder = FolderPath.folder(of: folder)
    }
    guard !files.isSymbolicLink(target), files.kind(of: target) == .file else { return nil }
    return bytes(target)
  }

  /// The files of an existing bundle that export does not write (`writing`, paths in the
  /// bundle), which it keeps (images, an in-app plist the screens do not hold), by full
  /// path in order; none when the folder is new.
  package func kept(writing: Set<String>) throws(Refusal) -> [String] {
    switch files.kind(of: out) {
    case .missing: return []
    case .directory: break
    default: throw .notAFolder
    }
    var kept: [String] = []
    var stack = [""]
    while let relative = stack.popLast() {
      let full = relative.isEmpty ? out : FolderPath.join(out, relative)
      for entry in (try? files.entries(inFolder: full)) ?? [] {
        let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
        let path = FolderPath.join(out, child)
        // A link in the bundle would be written through, wherever it leads.
        if files.isSymbolicLink(path) { throw .link(path) }
        if files.kind(of: path) == .directory {
          stack.append(child)
        } else if !writing.contains(child) {
          kept.append(path)
        }
      }
    }
    return kept.sorted()
  }

  /// The files export owns (``OwnedFiles``) and no longer writes that the bundle holds, in
  /// byte order: to remove.
  package func removed(owned: [String], writing: Set<String>) -> [String] {
    OwnedFiles.removed(owned: owned, writing: writing).filter { held($0) != nil }
  }

  /// The files of an app's `kept/` folder, which import kept byte for byte, by path in the
  /// bundle; one in `written` (the screens write it) is theirs.
  package static func keptFiles(
    ofApp folder: String, besides written: Set<String>, files: any FileAccess
  ) -> [(path: String, bytes: [UInt8])] {
    let kept = FolderPath.join(folder, KeptFile.folder)
    guard files.kind(of: kept) == .directory else { return [] }
    let source = FileAccessBundle(root: kept, files: files, limit: PlistLimits.default.maxBytes)
    return BundleImport.keptFiles(source).filter { !written.contains($0.path) }.map {
      ($0.path, $0.bytes)
    }
  }
}

extension BundleOutput {
  /// What export writes into the bundle, decided before anything is written.
  package struct Plan {
    /// The bundle's files, each written over the one the folder holds (so what did not
    /// change keeps its bytes), then the app's `kept/` files.
    package var files: [(path: String, bytes: [UInt8])]
    /// The bytes the folder already holds of the bundle's files, by path in the bundle.
    package var held: [String: [UInt8]]
    /// The folder's files export neither writes nor owns, which it keeps, by full path.
    package var kept: [String]
  }

  /// The plan of writing `app`'s files, its panes `panes` (``BundleExport/panes(_:iask:)``),
  /// into the folder, with the `kept/` files of the app in `folder`; `owned` are the files
  /// export owns (``OwnedFiles``), which it removes rather than keeps. A link in the folder,
  /// or a file at its path, is the refusal.
  package func plan(_ app: App, panes: [SettingsPane], folder: String, owned: [String])
    throws(Refusal) -> Plan
  {
    var held: [String: [UInt8]] = [:]
    let written = BundleExport.files(panes, app) { path in
      let bytes = self.held(path)
      held[path] = bytes
      return bytes
    }
    let files =
      written + Self.keptFiles(ofApp: folder, besides: Set(written.map(\.path)), files: self.files)
    return Plan(
      files: files, held: held, kept: try kept(writing: Set(files.map(\.path) + owned)))
  }
}
