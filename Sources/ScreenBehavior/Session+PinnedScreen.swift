import ScreenModel

extension Session {
  /// What a text snapshot pins of the screen on top besides its drawing: every row of the
  /// screen with its texts, icon and tap (the drawn rows first, in drawing order, then the
  /// rest in written order with why each is not drawn), the style and selection style it
  /// resolves, and the texts other states draw; nil for a built-in detail screen.
  package var pinnedScreen: PinnedScreen? {
    guard let state = stack.last, case .screen(let id) = state.kind, let screen = liveScreen(id)
    else { return nil }
    let items = visibleItems(state, of: screen)
    let counts = state.search == nil ? counts(items, in: state) : self.counts(state, of: screen)
    let text = { (template: InterpolatedText) in
      self.shown(template, unread: counts.unread, count: counts.count)
    }
    let itemText = { (template: InterpolatedText) in
      self.resolve(template, unread: counts.unread, count: counts.count)
    }
    let pinned = { (id: RowID, absence: PinnedRow.Absence?) -> PinnedRow in
      let row = screen.sections[id.section].rows[id.row]
      let text = screen.sections[id.section].rowsFrom == nil ? text : itemText
      return PinnedRow(
        title: text(row.title), subtitle: row.subtitle.map(text),
        detail: self.detail(of: row, text: text), absence: absence, icon: row.icon,
        tap: self.tap(of: row, at: id, in: screen, text: text), read: row.read,
        deletable: screen.isDeletable(row))
    }
    // Whether each row is drawn, by its place among all the screen's rows.
    var firstRow: [Int] = []
    var total = 0
    for section in screen.sections {
      firstRow.append(total)
      total += section.rows.count
    }
    var drawn = [Bool](repeating: false, count: total)
    var rows: [PinnedRow] = []
    for case .row(let id, _) in items {
      drawn[firstRow[id.section] + id.row] = true
      rows.append(pinned(id, nil))
    }
    var index = 0
    for (sectionIndex, section) in screen.sections.enumerated() {
      let sectionShown = shows(section.visibleIf)
      for (rowIndex, row) in section.rows.enumerated() {
        let id = RowID(section: sectionIndex, row: rowIndex)
        defer { index += 1 }
        guard !drawn[index] else { continue }
        let absence: PinnedRow.Absence =
          index >= state.loaded
          ? .notLoaded
          : !sectionShown || !shows(row.visibleIf)
            ? .hidden : state.deleted.contains(id) ? .deleted : .noMatch
        rows.append(pinned(id, absence))
      }
    }
    return PinnedScreen(
      style: screen.style, selectionStyle: app.selectionStyle(of: screen), rows: rows,
      stateTexts: stateTexts(of: screen))
  }

  /// The texts of a screen that only some states draw, as written in the drawing's
  /// language: its title and unread title (when it has both), its `empty` and
  /// `searchEmpty` texts, its insert row's (drawn in editing mode), the header and footer
  /// of a section with a `visibleIf`, and every plural text's forms.
  private func stateTexts(of screen: Screen) -> [StateText] {
    let named: [(String, InterpolatedText?, always: Bool)] = [
      ("title", screen.title, screen.unreadTitle != nil),
      ("unreadTitle", screen.unreadTitle, true),
      ("prompt", screen.prompt, false), ("footer", screen.footer, false),
      ("empty", screen.empty, true),
      ("searchPrompt", screen.search?.prompt, false), ("searchEmpty", screen.search?.empty, true),
      ("addRow", screen.addRow?.title, true),
      ("addRow placeholder", screen.addRow?.placeholder, true),
    ]
    var texts = named.compactMap { name, template, always in
      template.flatMap { always || $0.plural != nil ? stateText(name, $0) : nil }
    }
    for (index, section) in screen.sections.enumerated() {
      // A section with a condition draws its header and footer only while it holds.
      for (part, template) in [("header", section.header), ("footer", section.footer)] {
        if let template, section.visibleIf != nil || template.plural != nil {
          texts.append(stateText("section \(index + 1) " + part, template))
        }
      }
      // A list drawn from state holds no plural texts of the screen's.
      guard section.rowsFrom == nil else { continue }
      for row in section.rows {
        // Only a plural text is named (most rows have none, and a feed has many rows).
        func named(_ part: String, _ template: InterpolatedText?) {
          guard let template, template.plural != nil else { return }
          texts.append(stateText("'" + shown(row.title.literalText) + "'" + part, template))
        }
        named("", row.title)
        named(" subtitle", row.subtitle)
        named(" detail", row.detail)
        named(" badge", row.badge)
      }
    }
    return texts
  }

  /// A text as written in the drawing's language: its forms, for a plural text.
  private func stateText(_ name: String, _ template: InterpolatedText) -> StateText {
    let written = shownLocalisation?.template(template) ?? template
    guard let plural = written.plural else {
      return StateText(name: name, forms: [(nil, written.description)])
    }
    let forms = plural.forms
    return StateText(
      name: name,
      forms: plural.categories.compactMap { category in
        forms[category].map { (category.rawValue, $0.description) }
      })
  }
}
