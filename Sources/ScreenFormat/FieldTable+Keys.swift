import ScreenModel

/// The key lists the decoders check against, read from the field tables' roles so that a
/// key is named once, where its meaning is.
extension FieldTable {
  /// The keys each row kind may have besides the common ones, in table order.
  static let ownKeys: [RowKind.Name: [String]] = Dictionary(
    uniqueKeysWithValues: RowKind.Name.allCases.map { kind in
      (
        kind,
        row.filter {
          if case .ownedBy(let kinds) = $0.role { return kinds.contains(kind) }
          return false
        }.map(\.name)
      )
    })

  /// The keys that hold a screen's content; a screen has one of them.
  package static let contentKeys = screen.filter { $0.role == .content }.map(\.name)

  /// The keys a screen template's content is merged by: the content and a list's row.
  static let templateContentKeys = Set(
    screen.filter { $0.role == .content || $0.role == .listRow }.map(\.name))

  /// A picker group's keys, on the screen or on a choice section.
  static let pickerGroupKeys = screen.filter {
    $0.role == .pickerGroup || $0.role == .multiplePickerGroup
  }.map(\.name)

  /// The picker group's keys that a choice section may set only as an inline group.
  static let multiplePickerGroupKeys = screen.filter { $0.role == .multiplePickerGroup }.map(
    \.name)

  /// The keys of a list's row template.
  static let rowTemplateKeys = names(rowTemplate)
}

extension RowKind.Name {
  /// The keys a row of this kind may have besides the common ones, from the field table.
  package var ownKeys: [String] { FieldTable.ownKeys[self] ?? [] }
}
