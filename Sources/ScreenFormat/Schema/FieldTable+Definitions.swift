import ScreenModel

extension FieldTable {
  /// A definition of the format's schema (`#/$defs/row`, …): what a key of
  /// `.definition(NAME)` holds, in the order the schema lists them. A switch over it (the
  /// schema's, the language server's) names every one, so a new definition left out of
  /// one of them is a compile error.
  package enum Definition: String, Sendable, Hashable, CaseIterable {
    case row, choice, section, use, screenKeys, paging, confirm, icon, rowTemplate, addRow
    case condition, number, theme, settings, plistValue, snapshotVariant, plistFile
    case selectionStyle, colour, stateValue, mail, plural

    /// The keys a mapping of this definition may hold, in any of its forms (a row's own
    /// keys and a `- use:`'s); nil for a definition that is no mapping of known keys (a
    /// condition, a number, a colour, state, `settings:`).
    package var fields: [Field]? {
      switch self {
      case .row: FieldTable.row + FieldTable.use
      case .section: FieldTable.section + FieldTable.use
      case .choice: FieldTable.choice
      case .use: FieldTable.use
      case .screenKeys: FieldTable.screen + FieldTable.screenTemplate
      case .paging: FieldTable.paging
      case .confirm: FieldTable.confirm
      case .icon: FieldTable.icon
      case .rowTemplate: FieldTable.rowTemplate
      case .addRow: FieldTable.addRow
      case .theme: FieldTable.theme
      case .snapshotVariant: FieldTable.snapshotVariant
      case .plistFile: FieldTable.plistFile
      case .selectionStyle: FieldTable.customSelection
      case .mail: FieldTable.mail
      case .plural: FieldTable.plural
      case .condition, .number, .settings, .plistValue, .colour, .stateValue: nil
      }
    }
  }

  /// The definition a key's value refers to (through a list or a choice of kinds).
  package static func definition(of kind: Field.Kind) -> Definition? {
    switch kind {
    case .definition(let definition): definition
    case .list(let inner): definition(of: inner)
    case .anyOf(let kinds): kinds.lazy.compactMap(definition).first
    default: nil
    }
  }
}
