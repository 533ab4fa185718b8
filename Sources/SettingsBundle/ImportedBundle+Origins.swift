import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import YAMLTree

extension ImportedBundle {
  /// A place in a plist of the bundle.
  struct Origin {
    /// The plist's path in the bundle.
    var file: String
    /// Where in it.
    var mark: Mark
  }

  /// The keys of a row that name the state key it binds or shows.
  static let bindingKeys: Set<String> = Set(
    RowKind.Name.allCases.filter(\.bindsState).map(\.key) + ["titleValue", "bind", "rowsFrom"])

  /// For each file of the app the import wrote in memory (by its path in the bundle), the
  /// plist place of each mark that names a state key: a key's value in `app.yaml` is its
  /// `DefaultValue`, and a control's key in a screen its `Key`. Binary plists have no lines,
  /// and their keys are left where they are.
  func origins() -> [String: [Mark: Origin]] {
    var found: [String: [Mark: Origin]] = [:]
    let keys = result.stateOrigins
    func place(_ key: String, _ location: (StateOrigin) -> PlistLocation) -> Origin? {
      guard let origin = keys[key], let mark = location(origin).mark else { return nil }
      return Origin(file: origin.file, mark: mark)
    }
    if let bytes = files["app.yaml"], let root = YAMLParser.parse(bytes).root {
      var marks: [Mark: Origin] = [:]
      func walk(_ node: Node, _ path: [String]) {
        for pair in node.mapping ?? [] {
          guard let name = pair.key.scalar?.text else { continue }
          let key = path + [name]
          if pair.value.mapping != nil { walk(pair.value, key) }
          if let origin = place(key.joined(separator: "."), \.defaultValue) {
            marks[pair.value.mark] = origin
            marks[pair.key.mark] = origin
          }
        }
      }
      if let state = SourceTree.value("state", in: root) { walk(state, []) }
      found["app.yaml"] = marks
    }
    for (path, bytes) in files where path != "app.yaml" && !path.hasPrefix("strings/") {
      guard let root = YAMLParser.parse(bytes).root else { continue }
      var marks: [Mark: Origin] = [:]
      func walk(_ node: Node) {
        for pair in node.mapping ?? [] {
          if let name = pair.key.scalar?.text, Self.bindingKeys.contains(name),
            let key = pair.value.scalar?.text, let origin = place(key, \.key)
          {
            marks[pair.value.mark] = origin
          }
          walk(pair.value)
        }
        for item in node.sequence ?? [] { walk(item) }
      }
      walk(root)
      if !marks.isEmpty { found[path] = marks }
    }
    return found
  }

  /// The screens' reports with every diagnostic and note at a mark that names a state key
  /// moved to that key's plist line, so that nothing is reported in a file that is not
  /// there (`Settings.bundle/app.yaml`).
  package func relocated(_ reports: [FileDiagnostics]) -> [FileDiagnostics] {
    let origins = origins()
    guard !origins.isEmpty else { return reports }
    var moved: [String: [Diagnostic]] = [:]
    var order: [String] = []
    var kept: [FileDiagnostics] = []
    func origin(_ path: String?, _ mark: Mark?) -> Origin? {
      guard let path, let mark, let inside = relative(path) else { return nil }
      return origins[inside]?[mark]
    }
    for report in reports {
      var stays: [Diagnostic] = []
      for var diagnostic in report.diagnostics {
        diagnostic.notes = diagnostic.notes.map { note in
          guard let place = origin(note.path ?? report.file.path, note.mark) else { return note }
          return Diagnostic.Note(
            note.message, at: place.mark, in: FolderPath.join(bundle, place.file))
        }
        guard let place = origin(report.file.path, diagnostic.mark) else {
          stays.append(diagnostic)
          continue
        }
        diagnostic.mark = place.mark
        if moved[place.file] == nil { order.append(place.file) }
        moved[place.file, default: []].append(diagnostic)
      }
      if !stays.isEmpty { kept.append(FileDiagnostics(file: report.file, diagnostics: stays)) }
    }
    let source = FileAccessBundle(root: bundle, files: base, limit: PlistLimits.default.maxBytes)
    return order.map { file in
      FileDiagnostics(
        file: SourceFile(path: FolderPath.join(bundle, file), bytes: source.read(file) ?? []),
        diagnostics: moved[file] ?? [])
    } + kept
  }
}
