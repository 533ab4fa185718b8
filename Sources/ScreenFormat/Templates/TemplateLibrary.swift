import Basics
import ScreenModel
import YAMLTree

/// The templates of an app folder (`templates/NAME.yaml`), each decoded once: all of them
/// for a folder, or, for a screen file loaded with what it reaches, only those it asks for.
///
/// A library made from files is read from several threads while screens decode; one that
/// reads on demand is asked from one thread only (a screen file's loader decodes in turn).
package final class TemplateLibrary: @unchecked Sendable {
  /// A template file with what its decoding made.
  package struct Entry: Sendable {
    package var file: SourceFile
    /// The template, or nil when its file has an error.
    package var definition: TemplateDefinition?
    package var diagnostics: [Diagnostic]
  }

  private var entries: [String: Entry] = [:]
  /// The names a misspelt one is compared with.
  package let names: [String]
  private let fetch: ((String) -> SourceFile?)?
  private let limits: ParseLimits

  /// A library of every file given, decoded now.
  package init(files: [SourceFile], limits: ParseLimits = .default) {
    self.limits = limits
    fetch = nil
    var names: [String] = []
    for file in files where entries[file.baseName] == nil {
      let (definition, diagnostics) = TemplateDefinition.decode(file, limits: limits)
      entries[file.baseName] = Entry(file: file, definition: definition, diagnostics: diagnostics)
      names.append(file.baseName)
    }
    self.names = names.sorted()
  }

  /// A library that reads a template when it is first asked for. `names` are the
  /// templates there are (for "did you mean"); `fetch` reads one by name.
  package init(
    names: [String], limits: ParseLimits = .default, fetch: @escaping (String) -> SourceFile?
  ) {
    self.names = names.sorted()
    self.limits = limits
    self.fetch = fetch
  }

  /// An app without templates.
  package static var empty: TemplateLibrary { TemplateLibrary(files: []) }

  /// The template named `name`, read and decoded on first need; nil when there is none.
  package func entry(_ name: String) -> Entry? {
    if let entry = entries[name] { return entry }
    guard let fetch, names.contains(name), let file = fetch(name) else { return nil }
    let (definition, diagnostics) = TemplateDefinition.decode(file, limits: limits)
    let entry = Entry(file: file, definition: definition, diagnostics: diagnostics)
    entries[name] = entry
    return entry
  }

  /// Every template read so far, by name.
  package var loaded: [Entry] { entries.keys.sorted().compactMap { entries[$0] } }
}
