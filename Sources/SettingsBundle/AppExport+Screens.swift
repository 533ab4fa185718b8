import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import YAMLTree

extension AppExport {
  /// A screen: a picker (`choices`) or a pane (`rows` or `sections`).
  mutating func screen(_ screen: Screen) {
    let root = screen.source?.root
    var picker = false
    var inApp = false
    hostLimits = []
    for pair in root?.mapping ?? [] {
      switch pair.key.scalar?.text ?? "" {
      case "id", "style", "rows", "sections", "bind", "sortedByTitle", "template", "with",
        "stringsTable", "preferenceSpecifiers":
        break
      case "plists":
        inApp = screen.plists?.contains { PlistFile.parse($0.name)?.variant.host == .app } == true
      case "title": text(screen.title, key: "title", at: pair.value)
      case "footer": text(screen.footer, key: "footer", at: pair.value)
      case "choices":
        picker = true
        choices(screen.sections.first?.rows ?? [], nodes: pair.value)
      case "allowsMultipleSelection": error(ExportMessages.multipleSelection, at: pair.key.mark)
      // A pane's kept keys (a picker's have no specifier to go in).
      case "settings" where SourceTree.key("choices", in: root) == nil: break
      default: unsupportedOnScreen(pair.key, root: root)
      }
    }
    if picker {
      if screen.groups.first?.bind == nil {
        error(ExportMessages.unboundPicker, at: root?.mark ?? .start)
      }
      return
    }
    if let key = SourceTree.key("bind", in: root) {
      error(ExportMessages.noElement("bind"), at: key.mark)
    }
    if let list = SourceTree.value("sections", in: root)?.sequence {
      for (index, node) in list.enumerated() where screen.sections.indices.contains(index) {
        section(index, of: screen, node: node)
      }
    } else if SourceTree.value("rows", in: root) != nil, let first = screen.sections.first {
      rows(first.rows, nodes: SourceTree.value("rows", in: root)?.sequence ?? [])
    }
    let file = AppPanes.importedFile(screen)
    let pane = String(
      (file ?? (screen.id == start ? "Root" : screen.id)).split(separator: "/").last ?? "")
    for written in screen.plists ?? [] where !Self.names(written.base, pane: pane) {
      error(ExportMessages.plistOfAnotherName(written.name, pane: pane), at: written.mark)
    }
    if !inApp {
      // Settings has no host of its own to show a row in; IASK's in-app plist is one.
      for mark in hostLimits { error(ExportMessages.hostWithoutInApp(pane), at: mark) }
    }
  }

  /// Whether a plist's name without its ending is the pane's: `Root`, or the start screen's
  /// `Root` in a language's folder (`en.lproj/Root`, where a bundle may hold it).
  static func names(_ base: String, pane: String) -> Bool {
    guard base != pane else { return true }
    let parts = base.split(separator: "/", omittingEmptySubsequences: false)
    return pane == "Root" && parts.count == 2 && parts[0].hasSuffix(".lproj") && parts[1] == "Root"
  }

  mutating func section(_ index: Int, of screen: Screen, node: Node) {
    let typed = screen.sections[index]
    var listKeys: [Pair] = []
    for pair in node.mapping ?? [] {
      switch pair.key.scalar?.text ?? "" {
      case "bind", "sortedByTitle", "groupSpecifier": break
      case "header": text(typed.header, key: "header", at: pair.value)
      case "footer": text(typed.footer, key: "footer", at: pair.value)
      case "rows": rows(typed.rows, nodes: pair.value.sequence ?? [])
      case "choices": choices(typed.rows, nodes: pair.value)
      case "visibleIf": limits(typed.visibleIf, at: pair.value)
      case "settings": break
      case "allowsMultipleSelection": error(ExportMessages.multipleSelection, at: pair.key.mark)
      case "rowsFrom", "addRow", "deletable": listKeys.append(pair)
      default: unsupported(pair.key)
      }
    }
    listGroup(typed, keys: listKeys)
  }

  /// A picker's choices: a choice's title shows no state, and Settings keeps no more of it
  /// than its value and short title.
  mutating func choices(_ rows: [Row], nodes list: Node) {
    for (row, node) in zip(rows, list.sequence ?? []) {
      guard let pairs = node.mapping else { continue }
      for pair in pairs {
        switch pair.key.scalar?.text ?? "" {
        case "title", "value", "shortTitle": break
        default: unsupported(pair.key)
        }
      }
      if let titleNode = SourceTree.value("title", in: node),
        BraceText.interpolates(row.title.literalText)
      {
        error(ExportMessages.interpolation("title"), at: titleNode.mark)
      }
    }
  }

  /// `visibleIf: {device: phone|pad}`, `{host: settings|app}`, or both under `all`; any
  /// other condition is an error.
  mutating func limits(_ condition: Condition?, at node: Node) {
    var parts: [Condition] = condition.map { [$0] } ?? []
    if case .all(let inner)? = condition, (2...3).contains(inner.count) { parts = inner }
    guard AppPanes.limits(condition) != (nil, nil) || parts.isEmpty else {
      // Named as written, so a condition on state says what Settings has no room for.
      error(
        ExportMessages.condition(condition?.description ?? "another condition"), at: node.mark)
      return
    }
    if AppPanes.limits(condition).1 != nil { hostLimits.append(node.mark) }
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
