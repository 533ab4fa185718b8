import Basics
import ScreenModel

/// Moves what was found in templates' copies to the template files, and checks what only the
/// whole app can tell: a parameter named like a state key, a template no screen uses.
enum TemplateReports {
  /// How many uses an error inside a template names before it says how many more there are.
  static let shownUses = 5

  /// Rewrites `reports` in place: each diagnostic at a copied mark goes to its template's
  /// file, at its line there, with a note at each use that led there (one diagnostic for
  /// all the uses that give it); each note at a copied mark points into the template. The
  /// template files' own reports are added.
  static func place(
    _ reports: inout [FileDiagnostics], origins: [String: TemplateOrigins],
    library: TemplateLibrary, used: Set<String>, state: StateValue,
    stateMarks: [String: Mark], appPath: String?, warnUnused: Bool
  ) {
    let entries = library.loaded.filter { warnUnused || used.contains($0.file.baseName) }
    guard !entries.isEmpty || !origins.isEmpty else { return }
    var placed: [String: [Diagnostic]] = [:]
    // Each diagnostic placed in a template, by path, place and message: where, and how
    // many uses gave it.
    var seen: [String: (index: Int, uses: Int, path: String)] = [:]
    for entry in entries { placed[entry.file.path] = entry.diagnostics }

    func realNote(_ note: Diagnostic.Note, in path: String) -> Diagnostic.Note {
      guard let mark = note.mark, let origin = origins[note.path ?? path]?.origin(of: mark)
      else { return note }
      return .init(note.message, at: origin.mark, in: origin.path)
    }
    for index in reports.indices {
      let path = reports[index].file.path
      let screenOrigins = origins[path]
      var kept: [Diagnostic] = []
      for var diagnostic in reports[index].diagnostics {
        diagnostic.notes = diagnostic.notes.map { realNote($0, in: path) }
        guard let origin = screenOrigins?.origin(of: diagnostic.mark) else {
          kept.append(diagnostic)
          continue
        }
        // Notes that pointed into the screen file itself now name it.
        diagnostic.notes = diagnostic.notes.map { note in
          note.path == nil && note.mark != nil
            ? .init(note.message, at: note.mark, in: path) : note
        }
        diagnostic.mark = origin.mark
        let uses = origin.uses.map {
          Diagnostic.Note(Messages.templateUsedHere($0.template), at: $0.mark, in: $0.path)
        }
        let key = "\(origin.path):\(diagnostic.mark):\(diagnostic.severity):\(diagnostic.message)"
        if let same = seen[key] {
          seen[key]?.uses += 1
          if same.uses < shownUses {
            let present = placed[origin.path]?[same.index].notes ?? []
            placed[origin.path]?[same.index].notes += uses.filter { !present.contains($0) }
          }
        } else {
          diagnostic.notes += uses
          seen[key] = (placed[origin.path, default: []].count, 1, origin.path)
          placed[origin.path, default: []].append(diagnostic)
        }
      }
      reports[index].diagnostics = kept
    }
    for (index, uses, path) in seen.values where uses > shownUses {
      placed[path]?[index].notes.append(.init(Messages.moreUses(uses - shownUses)))
    }
    for entry in entries {
      guard let definition = entry.definition else { continue }
      let name = entry.file.baseName
      for parameter in definition.parameters where state.value(at: [parameter.name]) != nil {
        let note = stateMarks[parameter.name].map {
          Diagnostic.Note(Messages.stateKeyHere, at: $0, in: appPath)
        }
        placed[entry.file.path, default: []].append(
          .error(
            Messages.parameterShadowsState(parameter.name), at: parameter.mark,
            notes: note.map { [$0] } ?? []))
      }
      if warnUnused, !used.contains(name) {
        placed[entry.file.path, default: []].append(
          .warning(Messages.unusedTemplate(name), at: .start))
      }
    }
    for entry in library.loaded {
      guard let diagnostics = placed[entry.file.path], !diagnostics.isEmpty else { continue }
      let sorted = diagnostics.enumerated().sorted {
        ($0.element.mark, $0.offset) < ($1.element.mark, $1.offset)
      }.map(\.element)
      reports.append(FileDiagnostics(file: entry.file, diagnostics: sorted))
    }
  }
}

extension TemplateReports {
  /// The translatable texts of screens, those copied from templates listed under their
  /// template files (once each, however many uses copied them).
  static func placeTexts(
    _ texts: [(file: SourceFile, texts: [(source: String, mark: Mark)])],
    origins: [String: TemplateOrigins], library: TemplateLibrary
  ) -> [(file: SourceFile, texts: [(source: String, mark: Mark)])] {
    var out: [(file: SourceFile, texts: [(source: String, mark: Mark)])] = []
    var inTemplates: [String: [(source: String, mark: Mark)]] = [:]
    var seen: Set<String> = []
    for (file, list) in texts {
      guard let fileOrigins = origins[file.path] else {
        out.append((file, list))
        continue
      }
      var own: [(source: String, mark: Mark)] = []
      for text in list {
        guard let origin = fileOrigins.origin(of: text.mark) else {
          own.append(text)
          continue
        }
        if seen.insert("\(origin.path):\(origin.mark):\(text.source)").inserted {
          inTemplates[origin.path, default: []].append((text.source, origin.mark))
        }
      }
      out.append((file, own))
    }
    for entry in library.loaded {
      if let list = inTemplates[entry.file.path] { out.append((entry.file, list)) }
    }
    return out
  }
}
