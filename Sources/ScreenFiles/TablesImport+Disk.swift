import Basics
import JSON
import OperatingSystem
import PropertyList
import ScreenFormat
import ScreenModel
import SettingsBundle
import StringCatalogs

extension TablesImport {
  /// Writes each merged table on disk, its folder made first, and says it in `said`
  /// (`wrote` its path as a terminal shows it and what it counted) as it is written.
  package func write(saying said: inout String) throws(FileSystem.Failure) {
    for write in writes {
      try FileSystem.makeDirectories(FolderPath.folder(of: write.path))
      try FileSystem.writeAtomically(Array(write.text.utf8), to: write.path, sync: false)
      let updated = write.updated > 0 ? ", \(write.updated) updated" : ""
      said +=
        "wrote \(VisibleText.escaped(write.path)) (\(write.added) added\(updated), \(write.kept) already there)\n"
    }
  }
}

extension TranslationImport {
  /// What the app folder `app` on disk remembers of each catalog read
  /// (``TranslationImport/remembered(_:limits:lookups:)``), for `--update`.
  package static func rememberedOnDisk(
    _ read: [FileRead], in app: String, limits: PlistLimits, lookups: [String: FormatKey],
    appKeys: Set<String> = []
  ) -> [String: [String: String]] {
    let memories = read.filter { $0.path.hasSuffix(".xcstrings") }.compactMap {
      file -> (String, [UInt8])? in
      let path = FolderPath.join(app, CatalogTranslators.base(of: FolderPath.lastPart(file.path)))
      return (try? FileSystem.read(path, limit: limits.maxBytes + 1)).map { (path, $0) }
    }
    return remembered(memories, limits: limits, lookups: lookups, appKeys: appKeys)
  }
}

extension CatalogTranslators {
  /// Notes in what export remembers in the app folder `app` of each catalog imported that
  /// its final units are now the app's, and keeps the catalog whole
  /// (``CatalogTranslators/afterImport(_:held:limits:)``); a memory that cannot be written
  /// is left as it was.
  package static func rememberImported(
    _ read: [TranslationImport.FileRead], in app: String, limits: JSONLimits
  ) {
    for file in read where file.path.hasSuffix(".xcstrings") {
      let name = FolderPath.lastPart(file.path)
      let basePath = FolderPath.join(app, base(of: name))
      let held = try? FileSystem.read(basePath, limit: limits.maxBytes + 1)
      guard let after = afterImport(file.source, held: held, limits: limits) else { continue }
      for (path, bytes) in [
        (basePath, after.base), (FolderPath.join(app, last(of: name)), after.last),
      ] {
        guard let bytes else { continue }
        try? FileSystem.makeDirectories(FolderPath.folder(of: path))
        try? FileSystem.writeAtomically(bytes, to: path, sync: false)
      }
    }
  }
}

extension TranslationImport {
  /// A path `strings import` cannot read translations from, as the user wrote it.
  package enum Unreadable: Error, Equatable {
    /// A `.xcstrings` path that is not a file it can read.
    case noSuchCatalog(String)
    /// A `.lproj` path that is not a folder.
    case noSuchFolder(String)
    /// A path that is neither a catalog nor a `.lproj` folder.
    case notTranslations(String)
  }

  /// Reads each path on disk (a String Catalog or an `.lproj` folder's `.stringsdict` and
  /// `.strings` files, in that order); a file of the folder that cannot be read is skipped.
  package static func readOnDisk(_ paths: [String], limits: PlistLimits) throws(Unreadable)
    -> [FileRead]
  {
    var read: [FileRead] = []
    for raw in paths {
      let path = FolderPath.normalized(raw)
      if path.hasSuffix(".xcstrings") {
        guard FileSystem.kind(path) == .file,
          let bytes = try? FileSystem.read(path, limit: limits.maxBytes + 1)
        else { throw .noSuchCatalog(raw) }
        read.append(catalogFile(bytes, path: path, limits: limits))
      } else if path.hasSuffix(".lproj") {
        guard FileSystem.kind(path) == .directory else { throw .noSuchFolder(raw) }
        read += folderOnDisk(path, limits: limits)
      } else {
        throw .notTranslations(raw)
      }
    }
    return read
  }

  /// An `.lproj` folder's `.stringsdict` files, then its `.strings` files, read.
  private static func folderOnDisk(_ path: String, limits: PlistLimits) -> [FileRead] {
    let language = Self.language(ofFolder: path)
    let names = (try? FileSystem.list(path)) ?? []
    var read: [FileRead] = []
    for (suffix, parse) in [(".stringsdict", Self.stringsdictFile), (".strings", Self.stringsFile)]
    {
      for name in names where name.hasSuffix(suffix) {
        let file = FolderPath.join(path, name)
        guard let bytes = try? FileSystem.read(file, limit: limits.maxBytes + 1) else { continue }
        read.append(parse(bytes, language, file, limits))
      }
    }
    return read
  }
}

extension TablesImport {
  /// A strings folder or table that is a symbolic link: it would be read and written
  /// wherever it leads, so nothing is.
  package struct LinkNotFollowed: Error, Equatable {
    /// The linked path.
    package var path: String

    /// The error for `path`.
    package init(path: String) { self.path = path }
  }

  /// The translations `read` merged into the app folder `app`'s tables on disk, and the
  /// tables they go into: an entry keyed as the app's SwiftUI looks its text up (`%lld
  /// unread posts`) is that text, a table goes into `strings/TABLE/` when the app has that
  /// folder (``routed(_:hasNamedTable:)``), and with `update` a translation changed since export
  /// wrote the catalog is taken (``TranslationImport/rememberedOnDisk(_:in:limits:lookups:appKeys:)``).
  package static func onDisk(
    _ read: [TranslationImport.FileRead], app: String, limits: PlistLimits, update: Bool
  ) throws(LinkNotFollowed) -> (merged: TablesImport, targets: [String]) {
    var lookups: [String: FormatKey] = [:]
    var appKeys: Set<String> = []
    if case .app(let result, _) =
      (try? PathReader(base: DiskFiles(), limits: .default).loadPath(CommandPaths.app(app)))?.kind
    {
      lookups = TranslationImport.lookups(of: result.app)
      appKeys = TranslationImport.tableKeys(of: result.app)
    }
    let stringsFolder = FolderPath.join(app, "strings")
    let unformatted = TranslationImport.unformatted(read.flatMap(\.tables), lookups: lookups)
    let tables = routed(TranslationImport.keyedAsTheApp(unformatted, appKeys: appKeys)) {
      FileSystem.kind(FolderPath.join(stringsFolder, $0)) == .directory
    }
    let targets = targets(tables)
    for path in [stringsFolder] + targets.map({ FolderPath.join(stringsFolder, $0 + ".yaml") })
    where FileSystem.isSymbolicLink(path) {
      throw LinkNotFollowed(path: path)
    }
    let merged = merge(
      tables, into: stringsFolder,
      existing: { FileSystem.kind($0) == .file ? try? FileSystem.read($0) : nil },
      previous: update
        ? TranslationImport.rememberedOnDisk(
          read, in: app, limits: limits, lookups: lookups, appKeys: appKeys)
        : nil,
      sources: Dictionary(read.map { ($0.path, $0.source) }) { _, last in last })
    return (merged, targets)
  }
}
