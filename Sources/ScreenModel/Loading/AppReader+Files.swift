import YAMLTree

extension AppReader {
  /// Reads the YAML files of a folder whose names `include` accepts, on every core, in byte
  /// order of their names. A YAML name that cannot be read (a link to a missing file or to
  /// something not a file, no permission) is kept as an unreadable file, so loading it is an
  /// error naming it rather than a file silently missing from the app.
  func readFiles(
    inFolder folder: String, limits: ParseLimits, include: (String) -> Bool = { _ in true }
  ) throws(LoadProblem) -> [SourceFile] {
    let entries: [FolderEntry]
    do {
      entries = try files.entries(inFolder: folder)
    } catch {
      throw .unreadableFolder(error)
    }
    let found = entries.filter {
      FolderPath.isYAML($0.name) && $0.kind != .directory && include($0.name)
    }
    let files = self.files
    return ParallelMap.map(found) { entry -> SourceFile? in
      let path = FolderPath.join(folder, entry.name)
      switch entry.kind ?? files.kind(of: path) {
      case .file: return Self.read(path, from: files, limits: limits)
      case .directory: return nil
      case .missing: return .unreadable(path: path, reason: Messages.danglingLink)
      case .other: return .unreadable(path: path, reason: Messages.notARegularFile)
      }
    }.compactMap { $0 }
  }

  /// Reads a file; one that cannot be read is kept with the reason.
  func read(_ path: String, limits: ParseLimits) -> SourceFile {
    Self.read(path, from: files, limits: limits)
  }

  static func read(_ path: String, from files: any FileAccess, limits: ParseLimits) -> SourceFile {
    let file = files.read(path, limit: limits.maxBytes)
    guard file.unreadable != nil, files.isSymbolicLink(path), files.kind(of: path) == .missing
    else { return file }
    return .unreadable(path: path, reason: Messages.danglingLink)
  }
}
