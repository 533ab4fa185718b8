import ScreenModel

extension Session {
  /// The screen on top of the stack, ready to draw.
  public var view: ScreenView {
    view(of: stack.count - 1)
  }

  /// A screen of the stack, ready to draw.
  package func view(of level: Int) -> ScreenView {
    let state = stack[level]
    let backTitle = level > 0 ? title(stack[level - 1]) : nil
    guard case .screen(let id) = state.kind, let screen = liveScreen(id) else {
      if case .detail(let title, let detail, let body) = state.kind {
        var view = ScreenView(title: title, backTitle: backTitle, prompt: detail, body: body)
        view.rightToLeft = localisation?.rightToLeft ?? false
        return view
      }
      return ScreenView(title: "", backTitle: backTitle)
    }
    // The visible rows are found once and everything else is derived from them.
    let items = visibleItems(state, of: screen)
    let counts = state.search == nil ? counts(items, in: state) : self.counts(state, of: screen)
    let text = { (template: InterpolatedText) in
      self.shown(template, unread: counts.unread, count: counts.count)
    }
    // List items are state: drawn as they are, never translated.
    let itemText = { (template: InterpolatedText) in
      self.resolve(template, unread: counts.unread, count: counts.count)
    }
    let checked = screen.isPicker ? checkedRows(of: screen) : []
    var (sections, prompt) = emptySections(of: screen, text: text)
    var anyRow = false
    for (index, item) in items.enumerated() {
      switch item {
      case .row(let id, let row):
        anyRow = true
        let text = screen.sections[id.section].rowsFrom == nil ? text : itemText
        var rowView = self.rowView(
          row, at: id, in: screen, state: state, checked: checked, text: text)
        rowView.position = index + 1
        sections[id.section].rows.append(rowView)
      case .loadMore(let title):
        // A table with a load-more row is not empty: its `empty` text waits for the last page.
        anyRow = true
        if sections.isEmpty { sections.append(SectionView(rows: [])) }
        var rowView = RowView(title: shown(title), isLoadMore: true)
        rowView.position = index + 1
        // At the end of the table: in the last section shown (a hidden one took it along).
        let last =
          sections.indices.last {
            !screen.sections.indices.contains($0) || shows(screen.sections[$0].visibleIf)
          } ?? sections.count - 1
        sections[last].rows.append(rowView)
      }
    }
    if appendInsertRows(to: &sections, of: screen, state: state, text: text) { anyRow = true }
    sections = drawnSections(sections, of: screen, state: state)
    let editButton: ScreenView.EditButton? =
      hasDeletableRows(items, of: screen) || screen.addRow != nil || screen.reorderable
      ? (state.editing || state.swiped != nil ? .done : .edit) : nil
    var view = ScreenView(
      title: title(of: screen, counts: counts), backTitle: backTitle, editButton: editButton,
      style: screen.style,
      selectionStyle: app.selectionStyle(of: screen), prompt: prompt.map(text),
      sections: sections, footer: screen.footer.map(text),
      emptyText: anyRow ? nil : screen.empty.map(text))
    if let id = state.sheet {
      view.sheet = sheetView(of: screen.sections[id.section].rows[id.row], text: text)
    }
    if level == stack.count - 1 { view.notice = notice }
    view.texts = ScreenView.Texts(
      edit: shown("Edit"), done: shown("Done"), delete: shown("Delete"), cancel: shown("Cancel"),
      back: shown("Back"), on: shown("On"), off: shown("Off"))
    view.rightToLeft = localisation?.rightToLeft ?? false
    if let search = screen.search {
      view.search = SearchView(
        prompt: search.prompt.map(text) ?? shown(Search.defaultPrompt), text: state.search)
      if state.search != nil, !anyRow {
        view.emptyText = search.empty.map(text) ?? shown(Search.defaultEmpty)
      }
    }
    return view
  }

  /// The screen's sections with their headers and footers and no rows yet, and the prompt
  /// drawn above them: a picker's prompt is its list's section header instead, as IASK's
  /// ChoiceMenu draws it.
  private func emptySections(
    of screen: Screen, text: (InterpolatedText) -> String
  ) -> ([SectionView], InterpolatedText?) {
    let (heads, prompt) =
      screen.isPicker && screen.sections.first?.header == nil
      ? (screen.prompt, nil) : (nil, screen.prompt)
    let sections = screen.sections.enumerated().map { index, section in
      var view = SectionView(
        header: (index == 0 ? heads ?? section.header : section.header).map(text),
        footer: section.footer.map(text), rows: [])
      view.accessibilityLabel = section.accessibilityLabel.map(text)
      return view
    }
    return (sections, prompt)
  }

  /// Appends the insert rows: in editing mode, a list that can grow ends in its insert row;
  /// a list group (a section's own `addRow`) always ends in its add row, drawn as IASK
  /// draws its `AddSpecifier`: a text field showing its placeholder. Whether it appended any.
  private func appendInsertRows(
    to sections: inout [SectionView], of screen: Screen, state: ScreenState,
    text: (InterpolatedText) -> String
  ) -> Bool {
    var appended = false
    if state.editing, let add = screen.addRow, let list = screen.listSections.first {
      sections[list].rows.append(
        RowView(title: text(add.title), detail: add.placeholder.map(text), isInsert: true))
      appended = true
    }
    guard state.search == nil else { return appended }
    for (index, section) in screen.sections.enumerated() {
      guard let add = section.addRow else { continue }
      var row = RowView(title: text(add.title))
      row.control = .textField(text: nil, placeholder: add.placeholder.map(text), secure: false)
      sections[index].rows.append(row)
      appended = true
    }
    return appended
  }

  /// The sections a view draws: a hidden section draws no header or footer either; while
  /// searching, neither does a section with no match. The list is made again only when a
  /// section is left out (most screens draw every one).
  private func drawnSections(_ sections: [SectionView], of screen: Screen, state: ScreenState)
    -> [SectionView]
  {
    let leavesOut = sections.indices.contains { index in
      !shows(screen.sections[index].visibleIf)
        || (state.search != nil && sections[index].rows.isEmpty)
    }
    guard leavesOut else { return sections }
    return sections.enumerated().filter { index, section in
      shows(screen.sections[index].visibleIf)
        && (state.search == nil || !section.rows.isEmpty)
    }.map(\.element)
  }

  /// A visible row, ready to draw: its texts shown through `text`, its accessory, control
  /// and marks.
  private func rowView(
    _ row: Row, at id: RowID, in screen: Screen, state: ScreenState, checked: Set<RowID>,
    text: (InterpolatedText) -> String
  ) -> RowView {
    var rowView = RowView(
      title: text(row.title), subtitle: row.subtitle.map(text), detail: detail(of: row, text: text),
      accessory: row.effectiveAccessory, unread: isUnread(id, row, in: state),
      highlighted: state.highlighted == id,
      deleteControl: state.editing && screen.isDeletable(row),
      showsDelete: state.swiped == id)
    if row.isChoice {
      rowView.accessory = checked.contains(id) ? .checkmark : (row.accessory ?? .none)
    }
    rowView.control = control(of: row, opened: state.openPicker == id, text: text)
    rowView.icon = row.icon
    rowView.disabled = disabling(id, in: screen) != nil
    rowView.grip =
      state.editing && screen.reorderable && screen.sections[id.section].rowsFrom != nil
    if rowView.control != nil, row.kind.isControl { rowView.highlighted = false }
    if let badge = row.badge.map(text), Session.drawsBadge(badge) { rowView.badge = badge }
    if row.kind.opens { rowView.opens = true }
    rowView.deletable = screen.isDeletable(row)
    rowView.accessibilityLabel = row.accessibilityLabel.map(text)
    rowView.accessibilityHint = row.accessibilityHint.map(text)
    return rowView
  }

  func scaleFactor(_ exponent: Int) -> Double {
    var factor = 1.0
    if exponent > 0 { for _ in 0..<exponent { factor *= 10 } }
    if exponent < 0 { for _ in 0..<(-exponent) { factor /= 10 } }
    return factor
  }

  /// A slider's or stepper's value, with the step's decimals and its `valueFormat` (translated:
  /// `"{value} min"` may read `"{value} Min."` in German).
  func printed(_ raw: String, _ control: NumberControl, text: (InterpolatedText) -> String)
    -> String
  {
    let value = control.printed(raw)
    guard let source = control.valueFormat else { return value }
    let format = shownLocalisation?.template(source) ?? source
    return format.resolve(
      state: { $0 == ["value"] ? value : (self.state.text(at: $0) ?? "") }, unread: 0, count: 0,
      counts: { id in
        let counts = self.counts(ofScreen: id)
        return (counts.unread, counts.count)
      }, locale: shownLocalisation?.pluralLocale(of: source) ?? PluralRules.sourceLocale,
      number: { $0 == ["value"] ? value : self.pluralNumber($0) })
  }

  /// Whether a badge is drawn: not when it is empty, white space, or a count of zero
  /// (`0`, `00`), as an app clears a badge with no count.
  static func drawsBadge(_ badge: String) -> Bool {
    let shown = badge.trimmingSpaces()
    return !shown.isEmpty && !shown.allSatisfy { $0 == "0" }
  }

  /// A row's detail as shown: its own, a picker's current choice, or a title value's value.
  func detail(of row: Row, text: (InterpolatedText) -> String) -> String? {
    row.detail.map(text) ?? pickerDetail(for: row) ?? shownValue(of: row, text: text)
  }

  /// A title value's detail: its key's value, as its choice's (translated) title when one
  /// stores it, else as stored.
  func shownValue(of row: Row, text: (InterpolatedText) -> String) -> String? {
    guard case .titleValue(let shown) = row.kind else { return nil }
    let value = state.value(at: shown.key)
    if case .text(let stored)? = value, let title = shown.title(for: stored) { return text(title) }
    return app.displayText(of: value, at: shown.key)
  }

  /// A row that pushes a picker and sets no detail shows the picker's current choice.
  func pickerDetail(for row: Row) -> String? {
    guard row.pickerStyle != .segmented, let id = row.push, let picker = liveScreen(id),
      picker.isPicker
    else { return nil }
    return pickerSummary(of: picker)
  }
}
