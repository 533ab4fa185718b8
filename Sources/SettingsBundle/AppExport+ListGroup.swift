import ScreenFormat
import ScreenModel
import YAMLTree

extension AppExport {
  /// A section's list drawn from state (`rowsFrom`, with its own `addRow` and
  /// `deletable`) as an IASK list group, written only with `--iask`; without it, each of
  /// the keys is refused at its place. Nil when the section has none.
  mutating func listGroup(_ section: Section, keys: [Pair]) -> ListGroupDocument? {
    guard let list = section.rowsFrom, !keys.isEmpty else { return nil }
    guard iask else {
      // One error for the section, at its first key of a list group.
      if let first = keys.first {
        error(ExportMessages.iaskOnly(first.key.scalar?.text ?? ""), at: first.key.mark)
      }
      return nil
    }
    var document = ListGroupDocument(key: list.key.joined(separator: "."))
    for pair in keys {
      switch pair.key.scalar?.text {
      case "rowsFrom": break  // A `row:` template is refused as no element of Settings.
      case "addRow":
        let node = SourceTree.value("title", in: pair.value)
        document.addTitle = text(section.addRow?.title, key: "title", at: node)
        document.addPlaceholder = text(
          section.addRow?.placeholder, key: "placeholder",
          at: SourceTree.value("placeholder", in: pair.value))
      default: document.deletable = section.deletable
      }
    }
    return document
  }
}
