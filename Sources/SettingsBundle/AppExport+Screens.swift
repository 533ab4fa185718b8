import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import YAMLTree

extension AppExport {
  /// A screen: a picker (`choices`) or a pane (`rows` or `sections`).
  mutating func screen(_ screen: Screen) -> ScreenDocument? {
    let root = screen.source?.root
    let pairs = root?.mapping ?? []
    var group: ChoiceGroupDocument?
    var settings: [PlistEntry] = []
    var plists: [PaneFile]?
    hostLimits = []
    for pair in pairs {
      switch pair.key.scalar?.text ?? "" {
      case "id", "style", "rows", "sections", "bind", "sortedByTitle", "template", "with",
        "stringsTable", "preferenceSpecifiers":
        break
      case "plists": plists = files(screen.plists, at: pair.value)
      case "title": _ = text(screen.title, key: "title", at: pair.value)
      case "footer": _ = text(screen.footer, key: "footer", at: pair.value)
      case "choices":
        group = ChoiceGroupDocument(
          bind: "", choices: choices(screen.sections.first?.rows ?? [], nodes: pair.value))
      case "allowsMultipleSelection": error(ExportMessages.multipleSelection, at: pair.key.mark)
      case "settings" where SourceTree.key("choices", in: root) == nil:
        settings = kept(screen.settings, at: pair.value)
      default: unsupportedOnScreen(pair.key, root: root)
      }
    }
    let title = screen.title.literalText
    let footer = screen.footer?.literalText
    if var group {
      guard let bind = screen.groups.first?.bind else {
        error(ExportMessages.unboundPicker, at: root?.mark ?? .start)
        return nil
      }
      group.bind = bind.joined(separator: ".")
      group.footer = footer
      group.sortedByTitle = screen.groups.first?.sortedByTitle ?? false
      var picker = ScreenDocument(id: screen.id, title: title, content: .picker(group))
      picker.stringsTable = screen.stringsTable
      return picker
    }
    if let key = SourceTree.key("bind", in: root) {
      error(ExportMessages.noElement("bind"), at: key.mark)
    }
    var sections: [SectionDocument] = []
    if let list = SourceTree.value("sections", in: root)?.sequence {
      for (index, node) in list.enumerated() where screen.sections.indices.contains(index) {
        sections.append(section(index, of: screen, node: node))
      }
    } else if SourceTree.value("rows", in: root) != nil, let first = screen.sections.first {
      let nodes = SourceTree.value("rows", in: root)?.sequence ?? []
      sections.append(SectionDocument(content: .rows(rows(first.rows, nodes: nodes))))
    }
    // The text under the last section: that section's FooterText, else a group of its own.
    if let footer {
      if let last = sections.indices.last, sections[last].footer == nil {
        sections[last].footer = footer
      } else {
        sections.append(SectionDocument(footer: footer, content: .rows([])))
      }
    }
    let file = Self.importedFile(screen)
    var document = ScreenDocument(
      id: screen.id, title: title, file: file, content: .sections(sections))
    document.settings = settings
    document.plists = plists
    let pane = String(
      (file ?? (screen.id == start ? "Root" : screen.id)).split(separator: "/").last ?? "")
    for written in screen.plists ?? [] where !Self.names(written.base, pane: pane) {
      error(ExportMessages.plistOfAnotherName(written.name, pane: pane), at: written.mark)
    }
    if plists?.contains(where: { PlistFile.parse($0.name)?.variant.host == .app }) != true {
      // Settings has no host of its own to show a row in; IASK's in-app plist is one.
      for mark in hostLimits { error(ExportMessages.hostWithoutInApp(pane), at: mark) }
    }
    document.unopened = file != nil
    document.stringsTable = Self.writtenTable(screen)
    document.preferenceSpecifiers = screen.preferenceSpecifiers
    return document
  }

  /// The `StringsTable` a pane's plist is written with: its screen's `stringsTable:`,
  /// unless that is the table named like the plist, which named none (its first line says
  /// so): Settings finds that one without the key.
  static func writtenTable(_ screen: Screen) -> String? {
    guard let table = screen.stringsTable,
      screen.importNote?.impliedTable != table
    else { return nil }
    return table
  }

  /// Whether a plist's name without its ending is the pane's: `Root`, or the start screen's
  /// `Root` in a language's folder (`en.lproj/Root`, where a bundle may hold it).
  static func names(_ base: String, pane: String) -> Bool {
    guard base != pane else { return true }
    let parts = base.split(separator: "/", omittingEmptySubsequences: false)
    return pane == "Root" && parts.count == 2 && parts[0].hasSuffix(".lproj") && parts[1] == "Root"
  }

  /// The plist a screen was imported from, as the comment import writes names it
  /// (`# Imported from Licences/Alamofire.plist.`, ``ImportNote/plist``).
  static func importedFile(_ screen: Screen) -> String? {
    // A name that would leave the bundle (`../x`) is not a File export writes.
    screen.importNote?.plist.flatMap { BundleWalk.staysInside($0) ? $0 : nil }
  }

  mutating func section(_ index: Int, of screen: Screen, node: Node) -> SectionDocument {
    let typed = screen.sections[index]
    var section = SectionDocument(content: .rows([]))
    var group: ChoiceGroupDocument?
    var listKeys: [Pair] = []
    for pair in node.mapping ?? [] {
      switch pair.key.scalar?.text ?? "" {
      case "bind", "sortedByTitle": break
      case "groupSpecifier": section.groupSpecifier = typed.groupSpecifier
      case "header": section.header = text(typed.header, key: "header", at: pair.value)
      case "footer": section.footer = text(typed.footer, key: "footer", at: pair.value)
      case "rows": section.content = .rows(rows(typed.rows, nodes: pair.value.sequence ?? []))
      case "choices":
        group = ChoiceGroupDocument(bind: "", choices: choices(typed.rows, nodes: pair.value))
      case "visibleIf": (section.device, section.host) = limits(typed.visibleIf, at: pair.value)
      case "settings": section.settings = kept(typed.settings, at: pair.value)
      case "allowsMultipleSelection": error(ExportMessages.multipleSelection, at: pair.key.mark)
      case "rowsFrom", "addRow", "deletable": listKeys.append(pair)
      default: unsupported(pair.key)
      }
    }
    if let list = listGroup(typed, keys: listKeys) { section.content = .list(list) }
    if var group {
      let bound = screen.group(ofSection: index).map { screen.groups[$0] }
      group.bind = bound?.bind?.joined(separator: ".") ?? ""
      group.header = section.header
      group.sortedByTitle = bound?.sortedByTitle ?? false
      section.content = .choices(group)
    }
    return section
  }

  /// A picker's choices: each title and the value stored in the type it is written in (a
  /// choice written as a plain title stores that title as a string).
  mutating func choices(_ rows: [Row], nodes list: Node) -> [ChoiceDocument] {
    zip(rows, list.sequence ?? []).map { row, node in
      let written = row.title.literalText
      let value = row.choiceValue ?? written
      guard let pairs = node.mapping else {
        return ChoiceDocument(title: BraceText.literal(written), value: .string(value))
      }
      var choice = ChoiceDocument(title: BraceText.literal(written), value: .string(""))
      for pair in pairs {
        switch pair.key.scalar?.text ?? "" {
        case "title", "value": break
        case "shortTitle": choice.shortTitle = row.shortTitle.map(BraceText.literal)
        default: unsupported(pair.key)
        }
      }
      if let titleNode = SourceTree.value("title", in: node), BraceText.interpolates(written) {
        error(ExportMessages.interpolation("title"), at: titleNode.mark)
      }
      choice.value =
        row.choiceValueType.map { Self.value(value, $0) } ?? .string(choice.title)
      return choice
    }
  }

  /// `visibleIf: {device: phone|pad}`, `{host: settings|app}`, or both under `all`; any
  /// other condition is an error.
  mutating func limits(_ condition: Condition?, at node: Node) -> (DeviceLimit?, Host?) {
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
      default:
        // Named as written, so a condition on state says what Settings has no room for.
        error(
          ExportMessages.condition(condition?.description ?? "another condition"), at: node.mark)
        return (nil, nil)
      }
    }
    if host != nil { hostLimits.append(node.mark) }
    return (device, host)
  }

  /// A screen's `plists:`, each of its own pane (checked where the screen is exported).
  mutating func files(_ files: [PlistFile]?, at node: Node) -> [PaneFile]? {
    guard let files else { return nil }
    let list = node.sequence ?? []
    return files.enumerated().map { index, file in
      let settings =
        list.indices.contains(index) ? SourceTree.value("settings", in: list[index]) : nil
      var written = PaneFile(
        name: file.name, settings: file.settings.map { kept($0, at: settings ?? node) },
        writesStringsTable: file.writesStringsTable)
      written.stringsTable = file.stringsTable
      return written
    }
  }
}

extension AppExport {
  /// A screen's key Settings has no element for; a screen's list says a section's is IASK's
  /// list group, not only that the screen's cannot be written.
  mutating func unsupportedOnScreen(_ key: Node, root: Node?) {
    let name = key.scalar?.text ?? ""
    let list =
      name == "rowsFrom" || name == "addRow"
      || (name == "deletable" && SourceTree.key("rowsFrom", in: root) != nil)
    guard list else { return unsupported(key) }
    error(ExportMessages.listOnScreen(name), at: key.mark)
  }
}
