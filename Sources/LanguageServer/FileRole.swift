import ScreenModel

/// What a YAML file of an app is, from its path and first keys: it decides which keys are
/// allowed in it and what its values name.
enum FileRole: Equatable {
  case screen
  case app
  case scenario
  case strings
  case template

  /// The role of the file at `path` holding `lines`.
  init(path: String, lines: (Int) -> String) {
    let folder = FolderPath.lastPart(FolderPath.folder(of: path))
    let name = FolderPath.lastPart(path)
    if folder == "strings" {
      self = .strings
    } else if folder == "templates" {
      self = .template
    } else if name == "app.yaml" || name == "app.yml" {
      self = .app
    } else if (1...200).contains(where: { lines($0).hasPrefix("app:") }) {
      self = .scenario
    } else {
      self = .screen
    }
  }

  /// The keys of the file's top-level mapping.
  var fields: [Field] {
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
  func fields(inside parents: [String]) -> [Field]? {
    var table = fields
    for key in parents {
      guard let field = table.first(where: { $0.name == key }),
        let definition = Self.definition(of: field.kind),
        let inner = Self.tables[definition]
      else { return nil }
      table = inner
    }
    return table
  }

  private static func definition(of kind: Field.Kind) -> String? {
    switch kind {
    case .definition(let name): name
    case .list(let inner): definition(of: inner)
    case .anyOf(let kinds): kinds.lazy.compactMap(definition).first
    default: nil
    }
  }

  private static let tables: [String: [Field]] = [
    "row": FieldTable.row + FieldTable.use, "section": FieldTable.section + FieldTable.use,
    "choice": FieldTable.choice, "paging": FieldTable.paging, "confirm": FieldTable.confirm,
    "icon": FieldTable.icon, "addRow": FieldTable.addRow, "rowTemplate": FieldTable.rowTemplate,
    "theme": FieldTable.theme, "selectionStyle": FieldTable.customSelection,
    "snapshotVariant": FieldTable.snapshotVariant,
    "screenKeys": FieldTable.screen,
  ]
}
