import PropertyList
import ScreenModel

extension PaneImport {
  /// The section an `IASKListGroupSpecifier` becomes: `rowsFrom` its `Key`, `addRow` the
  /// `AddSpecifier`'s `Title` and `IASKPlaceholder`, `deletable` its `Deletable`. The rest
  /// of the `AddSpecifier`, the `ItemSpecifier` and the app's own keys are kept in the
  /// section's `settings:`, so that export writes the specifier back as it was; what
  /// export writes of a list of text items when none is kept (the add row's `Type`, an
  /// `ItemSpecifier` of text fields) is left out (``ListGroupShape``).
  static func listSection(_ specifier: Specifier, device: ShownOn.Device?) -> PaneSection {
    var settings = specifier.extra
    var add: AddRow?
    if let index = settings.firstIndex(where: { $0.key == "AddSpecifier" }),
      var entries = settings[index].value.dictionary,
      let title = entries.first(where: { $0.key == "Title" })?.value.string
    {
      let placeholder = entries.first { $0.key == "IASKPlaceholder" }?.value.string
      add = AddRow(title: literal(title), placeholder: placeholder.map(literal))
      entries.removeAll {
        $0.key == "Title" || ($0.key == "IASKPlaceholder" && $0.value.string != nil)
          || ($0.key == "Type" && $0.value.string == ListGroupShape.textType)
      }
      if entries.isEmpty {
        settings.remove(at: index)
      } else {
        settings[index].value = PlistNode(.dictionary(entries))
      }
    }
    settings.removeAll(where: ListGroupShape.isTextItem)
    var section = Section(
      header: specifier.title.map(literal), footer: specifier.footer.map(literal), rows: [])
    // Without a Key (an error already) it reads '', so that `check` reports it too.
    section.rowsFrom = RowsFrom(key: path(specifier.key ?? ""))
    if add != nil || specifier.deletable != nil {
      section.listGroup = .keys(addRow: add, deletable: specifier.deletable)
    }
    if let device { section.shownOn.device = device }
    section.settings = passthrough(settings)
    return PaneSection(section)
  }
}
