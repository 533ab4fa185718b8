import ScreenFormat
import ScreenModel
import YAMLTree

extension AppExport {
  /// A section's list drawn from state (`rowsFrom`, with its own `addRow` and
  /// `deletable`) as an IASK list group, written only with `--iask`; without it, each of
  /// the keys is refused at its place.
  mutating func listGroup(_ section: Section, keys: [Pair]) {
    guard section.rowsFrom != nil, !keys.isEmpty else { return }
    guard iask else {
      // One error for the section, at its first key of a list group.
      if let first = keys.first {
        error(ExportMessages.iaskOnly(first.key.scalar?.text ?? ""), at: first.key.mark)
      }
      return
    }
    // A `row:` template is refused as no element of Settings.
    for pair in keys where pair.key.scalar?.text == "addRow" {
      text(section.addRow?.title, key: "title", at: SourceTree.value("title", in: pair.value))
      text(
        section.addRow?.placeholder, key: "placeholder",
        at: SourceTree.value("placeholder", in: pair.value))
    }
  }
}
