import PropertyList

extension PaneImport {
  /// The section an `IASKListGroupSpecifier` becomes: `rowsFrom` its `Key`, `addRow` the
  /// `AddSpecifier`'s `Title` and `IASKPlaceholder`, `deletable` its `Deletable`. The rest
  /// of the `AddSpecifier`, the whole `ItemSpecifier` and the app's own keys are kept in
  /// the section's `settings:`, so that export writes the specifier back as it was.
  static func listSection(_ specifier: Specifier, device: DeviceLimit?) -> SectionDocument {
    // Without a Key (an error already) it reads '', so that `check` reports it too.
    var list = ListGroupDocument(key: specifier.key ?? "")
    list.deletable = specifier.deletable
    var settings = specifier.extra
    if let index = settings.firstIndex(where: { $0.key == "AddSpecifier" }),
      var add = settings[index].value.dictionary,
      let title = add.first(where: { $0.key == "Title" })?.value.string
    {
      list.addTitle = title
      list.addPlaceholder = add.first { $0.key == "IASKPlaceholder" }?.value.string
      add.removeAll { $0.key == "Title" || ($0.key == "IASKPlaceholder" && $0.value.string != nil) }
      settings[index].value = PlistNode(.dictionary(add))
    }
    var section = SectionDocument(
      header: specifier.title, footer: specifier.footer, content: .list(list), device: device)
    section.settings = settings
    return section
  }
}

extension PaneExport {
  /// The `IASKListGroupSpecifier` of a list section: the add row's texts go back into the
  /// kept `AddSpecifier`, first among its keys.
  static func listGroup(_ list: ListGroupDocument, of section: SectionDocument) -> Specifier {
    var group = Specifier(.listGroup, title: section.header, key: list.key)
    group.footer = section.footer
    group.deletable = list.deletable
    group.idioms = idioms(section.device)
    group.extra = section.settings
    guard let title = list.addTitle else { return group }
    var texts = [PlistEntry(key: "Title", value: PlistNode(.string(title)))]
    if let placeholder = list.addPlaceholder {
      texts.append(PlistEntry(key: "IASKPlaceholder", value: PlistNode(.string(placeholder))))
    }
    if let index = group.extra.firstIndex(where: { $0.key == "AddSpecifier" }) {
      let rest = group.extra[index].value.dictionary ?? []
      // `Type` stays first, as IASK's examples write it.
      let type = rest.filter { $0.key == "Type" }
      group.extra[index].value = PlistNode(
        .dictionary(type + texts + rest.filter { $0.key != "Type" }))
    } else {
      group.extra.append(PlistEntry(key: "AddSpecifier", value: PlistNode(.dictionary(texts))))
    }
    return group
  }
}
