import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import YAMLTree

extension AppPanes {
  /// A pane screen's sections as written (`sections`, or `rows` as one section; every
  /// section without a file), the screen's footer under the last.
  mutating func sections(of screen: Screen) -> [PaneExport.Section] {
    source = screen.source
    let written = Written(screen.source?.root)
    var sections: [PaneExport.Section] = []
    if written.node == nil {
      sections = screen.sections.indices.map { section($0, of: screen, written: Written(nil)) }
    } else if written.at("sections").node?.sequence != nil {
      let list = written.at("sections").items(screen.sections.count)
      sections = list.enumerated().map { section($0, of: screen, written: $1) }
    } else if written.has("rows", else: false), let first = screen.sections.first {
      sections = [PaneExport.Section(content: .rows(rows(first.rows, written: written.at("rows"))))]
    }
    // The text under the last section: that section's FooterText, else a group of its own.
    if let footer = screen.footer?.literalText {
      if let last = sections.indices.last, sections[last].footer == nil {
        sections[last].footer = footer
      } else {
        sections.append(PaneExport.Section(footer: footer, content: .rows([])))
      }
    }
    return sections
  }

  /// A screen's `plists:`, each with its root's kept keys when it has its own.
  mutating func files(_ screen: Screen) -> [(file: PlistFile, settings: [PlistEntry]?)]? {
    guard let files = screen.plists else { return nil }
    let node = SourceTree.value("plists", in: screen.source?.root)
    let list = node?.sequence ?? []
    return files.enumerated().map { index, file in
      let settings =
        list.indices.contains(index) ? SourceTree.value("settings", in: list[index]) : nil
      return (file, file.settings.map { kept($0, at: settings ?? node) })
    }
  }

  mutating func section(_ index: Int, of screen: Screen, written: Written)
    -> PaneExport.Section
  {
    let typed = screen.sections[index]
    var section = PaneExport.Section(content: .rows([]))
    if written.has("header", else: true) { section.header = typed.header?.literalText }
    if written.has("footer", else: true) { section.footer = typed.footer?.literalText }
    if written.has("visibleIf", else: true) {
      (section.device, section.host) = Self.limits(typed.visibleIf)
    }
    if written.has("settings", else: true) {
      section.settings = kept(typed.settings, at: written.at("settings").node)
    }
    if written.has("groupSpecifier", else: true) { section.groupSpecifier = typed.groupSpecifier }
    let isList = ["rowsFrom", "addRow", "deletable"].contains {
      written.has($0, else: typed.rowsFrom != nil)
    }
    if written.has("choices", else: screen.inlineGroups && typed.rows.contains(where: \.isChoice)) {
      section.content = .radio(radio(index, of: screen, section, written: written))
    } else if isList, iask, let list = typed.rowsFrom {
      section.content = .list(listGroup(list, of: typed, section, written: written))
    } else if written.has("rows", else: true) {
      section.content = .rows(rows(typed.rows, written: written.at("rows")))
    }
    return section
  }

  /// An inline choice group's `PSRadioGroupSpecifier`, without footer and idioms.
  func radio(_ index: Int, of screen: Screen, _ section: PaneExport.Section, written: Written)
    -> Specifier
  {
    let bound = screen.group(ofSection: index).map { screen.groups[$0] }
    let bind = bound?.bind?.joined(separator: ".") ?? ""
    let choices = self.choices(screen.sections[index].rows, written: written.at("choices"))
    var radio = Specifier(.radioGroup, title: section.header, key: bind)
    radio.defaultValue = defaults[bind]
    radio.titles = choices.map(\.title)
    radio.values = choices.map(\.value)
    radio.sortedByTitle = bound?.sortedByTitle ?? false
    radio.extra = section.settings
    return radio
  }

  /// The `IASKListGroupSpecifier` of a section's list drawn from state, without footer and
  /// idioms: the add row's texts go into the kept `AddSpecifier`, first among its keys after
  /// a `Type` (a text field's when none is kept); without a kept `ItemSpecifier`, the items
  /// are text fields (``ListGroupShape``).
  func listGroup(
    _ list: RowsFrom, of typed: Section, _ section: PaneExport.Section, written: Written
  ) -> Specifier {
    var group = Specifier(.listGroup, title: section.header, key: list.key.joined(separator: "."))
    if written.has("deletable", else: typed.deletable != nil) { group.deletable = typed.deletable }
    group.extra = section.settings
    if !group.extra.contains(where: { $0.key == "ItemSpecifier" }) {
      group.extra.append(ListGroupShape.textItem)
    }
    let add = written.has("addRow", else: true) ? typed.addRow : nil
    guard let title = add?.title.literalText else { return group }
    var texts = [PlistEntry(key: "Title", value: PlistNode(.string(title)))]
    if let placeholder = add?.placeholder?.literalText {
      texts.append(PlistEntry(key: "IASKPlaceholder", value: PlistNode(.string(placeholder))))
    }
    let index = group.extra.firstIndex { $0.key == "AddSpecifier" }
    let rest = index.flatMap { group.extra[$0].value.dictionary } ?? []
    // `Type` stays first, as IASK's examples write it.
    let type = rest.filter { $0.key == "Type" }
    let entry = PlistNode(
      .dictionary(
        (type.isEmpty ? [ListGroupShape.typeEntry] : type) + texts
          + rest.filter { $0.key != "Type" }))
    if let index {
      group.extra[index].value = entry
    } else {
      group.extra.append(PlistEntry(key: "AddSpecifier", value: entry))
    }
    return group
  }

  /// `visibleIf: {device: phone|pad}`, `{host: settings|app}`, or both under `all`; for
  /// any other condition, neither (``AppExport`` refuses it).
  static func limits(_ condition: Condition?) -> (DeviceLimit?, Host?) {
    var device: DeviceLimit?
    var host: Host?
    var parts: [Condition] = condition.map { [$0] } ?? []
    if case .all(let inner)? = condition, (2...3).contains(inner.count) { parts = inner }
    for part in parts {
      switch part {
      case .device(.phone) where device == nil: device = .phone
      case .device(.pad) where device == nil: device = .pad
      // Both devices at once: a specifier kept for a plist that neither device shows.
      case .device(.pad) where device == .phone, .device(.phone) where device == .pad:
        device = .neither
      case .host(let wanted) where host == nil: host = wanted
      default: return (nil, nil)
      }
    }
    return (device, host)
  }
}
