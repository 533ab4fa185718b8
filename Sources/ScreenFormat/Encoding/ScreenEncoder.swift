import ScreenModel

/// Writes an app back as the YAML format: `app.yaml`, one `ID.yaml` per screen and one file
/// per strings table, which the loader reads back as the same app
/// (`decode(encode(app)) == app`). Each key is written only where it differs from what the
/// decoder assumes (or as written, where the model keeps that); the same app always gives
/// the same bytes, laid out as `screenspec import` writes a Settings.bundle: sections and
/// rows in block style, a choice, a condition or kept plist keys on one line.
///
/// ```yaml
/// title: Refresh Interval
/// style: grouped
/// bind: refresh
/// choices:
///   - {title: 5 min, value: 5}
///   - {title: Never, value: 0}
/// ```
package enum ScreenEncoder {
  /// The files, by path relative to the app folder, in the order to write them.
  package static func files(_ app: App) -> [(path: String, text: String)] {
    var files = [("app.yaml", appFile(app))]
    for screen in app.screens { files.append(("\(screen.id).yaml", screenFile(screen))) }
    for (locale, table) in app.tables.sorted(by: { $0.key < $1.key }) {
      files.append(("strings/\(locale).yaml", stringsFile(table)))
    }
    for (name, tables) in app.namedTables.sorted(by: { $0.key < $1.key }) {
      for (locale, table) in tables.sorted(by: { $0.key < $1.key }) {
        files.append(("strings/\(name)/\(locale).yaml", stringsFile(table)))
      }
    }
    return files
  }

  /// A screen file: what import said of its pane on the first line, then its keys.
  package static func screenFile(_ screen: Screen) -> String {
    (screen.importNote.map { ImportComment.line($0) + "\n" } ?? "") + self.screen(screen).document
  }

  /// A screen file.
  package static func screen(_ screen: Screen) -> YAMLOut {
    var entries: [YAMLOut.Entry] = []
    entries.add("title", text(screen.title))
    entries.add("stringsTable", text: screen.stringsTable)
    entries.add("unreadTitle", text(screen.unreadTitle))
    if screen.style != .plain { entries.add("style", .scalar(screen.style.rawValue)) }
    entries.add("prompt", text(screen.prompt))
    entries.add("selectionStyle", screen.selectionStyle.map(selectionStyle))
    entries.add("settings", screen.settings.map { passthrough($0).flowLine })
    entries.add("preferenceSpecifiers", screen.preferenceSpecifiers, unless: true)
    entries.add("plists", screen.plists.map { .lines($0.map(plist)) })
    entries.add("deletable", screen.deletable, unless: false)
    entries.add("editing", screen.editing, unless: false)
    entries.add("empty", text(screen.empty))
    if let search = screen.search {
      entries.add("searchable", .scalar("true"))
      entries.add("searchPrompt", text(search.prompt))
      entries.add("searchEmpty", text(search.empty))
    }
    entries += content(screen)
    if let paging = screen.paging {
      var inner: [YAMLOut.Entry] = [.init("pageSize", .scalar(String(paging.pageSize)))]
      if paging.loadMoreTitle != Paging.defaultLoadMoreTitle {
        inner.add("loadMore", text: paging.loadMoreTitle)
      }
      entries.add("paging", .map(inner))
    }
    entries.add("reorderable", screen.reorderable, unless: false)
    entries.add("addRow", screen.addRow.map(addRow))
    return .map(entries)
  }

  /// One of a screen's `plists`: its name, or `{file, settings, writesStringsTable,
  /// stringsTable}`.
  static func plist(_ file: PlistFile) -> YAMLOut {
    guard file.settings != nil || !file.writesStringsTable || file.stringsTable != nil else {
      return scalar(file.name)
    }
    var entries: [YAMLOut.Entry] = [.init("file", scalar(file.name))]
    entries.add("settings", file.settings.map { passthrough($0).flowLine })
    entries.add("writesStringsTable", file.writesStringsTable, unless: true)
    entries.add("stringsTable", text: file.stringsTable)
    return .block(entries)
  }

  /// `{title, placeholder}` of an insert row.
  static func addRow(_ add: AddRow) -> YAMLOut {
    var entries: [YAMLOut.Entry] = [.init("title", text(add.title))]
    entries.add("placeholder", text(add.placeholder))
    return YAMLOut.map(entries).flowLine
  }

  /// The screen's rows: a picker's keys and choices at the top when one bare section
  /// holds them, else `sections` (`rows: []` when there are none), the text under the last
  /// section before them.
  static func content(_ screen: Screen) -> [YAMLOut.Entry] {
    let screenGroup = screen.inlineGroups ? nil : screen.groups.first
    var entries: [YAMLOut.Entry] = []
    if let screenGroup, screen.sections.count <= 1, screen.sections.allSatisfy(isBare) {
      entries += groupKeys(screenGroup)
      entries.add("footer", text(screen.footer))
      guard let only = screen.sections.first else { return entries + [.init("choices", .list([]))] }
      return entries + sectionContent(only, choices: true)
    }
    entries.add("footer", text(screen.footer))
    // One bare section without rows is how `rows: []` loads.
    if screen.sections.isEmpty
      || (screen.sections.count == 1 && isBare(screen.sections[0])
        && screen.sections[0].rows.isEmpty && screen.sections[0].rowsFrom == nil)
    {
      entries.add("rows", .list([]))
    } else {
      let sections = screen.sections.indices.map { index in
        let group = screen.inlineGroups ? screen.groups.first { $0.sections == [index] } : nil
        return section(screen.sections[index], group: group)
      }
      entries.add("sections", .list(sections))
    }
    if let screenGroup { entries += groupKeys(screenGroup) }
    return entries
  }

  /// Whether a section has nothing but its content, so that the screen may hold it.
  static func isBare(_ section: Section) -> Bool {
    section.header == nil && section.footer == nil && section.accessibilityLabel == nil
      && section.settings == nil && !section.groupSpecifier && section.visibleIf == nil
      && section.enabledIf == nil && section.listGroup == nil
  }

  /// A section's content key: `rows`, `choices`, or `rowsFrom` with its `row` template.
  /// An empty section is `choices: []` where a picker group holds it (a Settings
  /// multi-value without titles), else `rows: []`.
  static func sectionContent(_ section: Section, choices: Bool = false) -> [YAMLOut.Entry] {
    var entries: [YAMLOut.Entry] = []
    if let list = section.rowsFrom {
      entries.add("rowsFrom", key(list.key))
      if let template = list.template {
        var inner: [YAMLOut.Entry] = []
        inner.add("title", text(template.title))
        inner.add("detail", text(template.detail))
        inner.add("subtitle", text(template.subtitle))
        inner.add("badge", text(template.badge))
        entries.add("row", .map(inner))
      }
    } else if section.rows.isEmpty ? choices : section.rows.allSatisfy(\.isChoice) {
      entries.add("choices", .lines(section.rows.map { choice($0).flowLine }))
    } else {
      entries.add("rows", .list(section.rows.map(row)))
    }
    return entries
  }

  /// A section mapping, with its picker group's keys when the group is its own.
  static func section(_ section: Section, group: ChoiceGroup?) -> YAMLOut {
    var entries: [YAMLOut.Entry] = []
    entries.add("header", text(section.header))
    entries.add("footer", text(section.footer))
    entries.add("visibleIf", section.visibleIf.map { condition($0).flowLine })
    entries.add("settings", section.settings.map { passthrough($0).flowLine })
    entries.add("groupSpecifier", section.groupSpecifier, unless: false)
    entries.add("accessibilityLabel", text(section.accessibilityLabel))
    entries.add("enabledIf", section.enabledIf.map(condition))
    if let group {
      entries += groupKeys(group)
      // A group of its own is told by its section's `bind` or `selected`.
      if group.bind == nil, group.selected.isEmpty {
        entries.add("selected", group.multiple ? .list([]) : .scalar("null"))
      }
    }
    entries += sectionContent(section)
    entries.add("addRow", section.addRow.map(addRow))
    entries.add("deletable", section.deletable.map { .scalar($0 ? "true" : "false") })
    return .block(entries)
  }

  /// A picker group's keys: `bind` or `selected`, and a multiple picker's.
  static func groupKeys(_ group: ChoiceGroup) -> [YAMLOut.Entry] {
    var entries: [YAMLOut.Entry] = []
    entries.add("bind", group.bind.map(key))
    entries.add("allowsMultipleSelection", group.multiple, unless: false)
    entries.add("minSelected", group.minSelected.map { .scalar(String($0)) })
    entries.add("maxSelected", group.maxSelected.map { .scalar(String($0)) })
    entries.add("sortedByTitle", group.sortedByTitle, unless: false)
    if group.bind == nil {
      if group.multiple {
        if !group.selected.isEmpty {
          entries.add("selected", .list(group.selected.map { .scalar(String($0)) }))
        }
      } else if let first = group.selected.first {
        entries.add("selected", .scalar(String(first)))
      }
    }
    return entries
  }
}
