import ScreenModel

extension Session {
  /// The screen on top of the stack, ready to draw.
  public var view: ScreenView {
    view(of: stack.count - 1)
  }

  /// A screen of the stack, ready to draw.
  public func view(of level: Int) -> ScreenView {
    let state = stack[level]
    let backTitle = level > 0 ? title(stack[level - 1]) : nil
    guard case .screen(let id) = state.kind, let screen = app.screen(id) else {
      if case .detail(let title, let detail, let body) = state.kind {
        return ScreenView(
          title: title, backTitle: backTitle, prompt: detail, body: body)
      }
      return ScreenView(title: "", backTitle: backTitle)
    }
    // The visible rows are found once and everything else is derived from them.
    let items = visibleItems(state, of: screen)
    let counts = counts(items, in: state)
    let text = { (template: Template) in
      self.resolve(template, unread: counts.unread, count: counts.count)
    }
    let checked = currentChoiceRow(of: screen)
    var sections = screen.sections.map { section in
      SectionView(header: section.header.map(text), footer: section.footer.map(text), rows: [])
    }
    var anyRow = false
    for item in items {
      switch item {
      case .row(let id, let row):
        anyRow = true
        var rowView = RowView(
          title: text(row.title), subtitle: row.subtitle.map(text),
          detail: row.detail.map(text) ?? pickerDetail(for: row),
          accessory: row.effectiveAccessory, unread: isUnread(id, row, in: state),
          highlighted: state.highlighted == id,
          deleteControl: state.editing && screen.isDeletable(row),
          showsDelete: state.swiped == id)
        if row.isChoice {
          rowView.accessory = checked == id ? .checkmark : (row.accessory ?? .none)
        }
        sections[id.section].rows.append(rowView)
      case .loadMore(let title):
        if sections.isEmpty { sections.append(SectionView(rows: [])) }
        sections[sections.count - 1].rows.append(RowView(title: title, isLoadMore: true))
      }
    }
    let editButton: ScreenView.EditButton? =
      hasDeletableRows(items, of: screen)
      ? (state.editing || state.swiped != nil ? .done : .edit) : nil
    return ScreenView(
      title: title(of: screen, counts: counts), backTitle: backTitle, editButton: editButton,
      style: screen.style,
      selectionStyle: app.selectionStyle(of: screen), prompt: screen.prompt.map(text),
      sections: sections, footer: screen.footer.map(text),
      emptyText: anyRow ? nil : screen.empty.map(text))
  }

  /// A row that pushes a picker and sets no detail shows the picker's current choice.
  private func pickerDetail(for row: Row) -> String? {
    guard let id = row.push, let picker = app.screen(id), picker.isPicker,
      let checked = currentChoiceRow(of: picker)
    else { return nil }
    return picker.sections[checked.section].rows[checked.row].title.literalText
  }
}
