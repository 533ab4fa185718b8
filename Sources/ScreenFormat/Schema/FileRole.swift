import Basics
import ScreenModel
import YAMLTree

/// What a YAML file of an app is: the one answer the loader, the schema and the language
/// server share. It decides which keys the file may hold and what its values name.
package enum FileRole: String, Sendable, Equatable, CaseIterable {
  /// A screen file: one screen (or a template's use of one).
  case screen
  /// The app's shared `app.yaml`.
  case app
  /// A scenario: a file with an `app` key (no screen has one).
  case scenario
  /// A strings table, `strings/LANG.yaml` (or `strings/TABLE/LANG.yaml`).
  case strings
  /// A template, `templates/NAME.yaml`.
  case template

  /// The kind of the file at `path`, parsed as `root` (nil when it does not parse): its
  /// folder says a table or a template, its name `app.yaml`, and its keys a scenario.
  package static func of(path: String, root: Node?) -> FileRole {
    if let byPath = of(path: path) { return byPath }
    return root.map(Scenario.looksLikeScenario) == true ? .scenario : .screen
  }

  /// The kind a path alone tells: a table, a template or `app.yaml`; nil for a file whose
  /// keys tell (a screen or a scenario).
  package static func of(path: String) -> FileRole? {
    let folder = FolderPath.lastPart(FolderPath.folder(of: path))
    if folder == "strings" { return .strings }
    // A named table: `strings/TABLE/LANG.yaml`.
    if FolderPath.lastPart(FolderPath.folder(of: FolderPath.folder(of: path))) == "strings" {
      return .strings
    }
    if folder == "templates" { return .template }
    if SourceFile(path: path, bytes: []).isAppFile { return .app }
    return nil
  }

  /// The keys of the file's top-level mapping.
  package var fields: [Field] {
    switch self {
    case .screen: FieldTable.screen + FieldTable.screenTemplate
    case .app: FieldTable.app
    case .scenario: FieldTable.scenario
    case .strings: FieldTable.strings
    case .template: FieldTable.template
    }
  }

  /// The keys allowed inside the mappings `parents` name, from the top (nil when the
  /// table says nothing there: state, `sets`, a condition).
  package func fields(inside parents: [String]) -> [Field]? {
    var table = fields
    for key in parents {
      guard let field = table.first(where: { $0.name == key }) else { return nil }
      // A text written as a mapping is a plural text.
      guard
        let inner = FieldTable.definition(of: field.kind)?.fields
          ?? (field.kind == .interpolated ? FieldTable.plural : nil)
      else { return nil }
      table = inner
    }
    return table
  }
}
