extension ListModel {
  /// The session's top screen as a list: its ``Session/view`` with, for every row, the
  /// actions its gestures send (by the row's position, as `tap 3` names it) and what the
  /// app is asked to do after a tap.
  public init(_ session: Session) {
    self.init(session, level: session.depth - 1)
  }

  /// A screen of the navigation stack (0 the first) as it shows under the ones above it:
  /// only the top screen's rows and buttons send actions (the others are drawn, as a
  /// navigation stack keeps them, until back pops to them).
  public init(_ session: Session, level: Int) {
    let level = Swift.min(Swift.max(0, level), session.depth - 1)
    let isTop = level == session.depth - 1
    let view = isTop ? session.view : session.view(of: level)
    let visible = isTop ? session.visibleRows : []
    let screen = session.screenID(at: level)
    self.screen = screen
    title = view.title
    backTitle = view.backTitle
    back = isTop && level > 0 ? .back : nil
    style = view.style
    highlight = Highlight(view.selectionStyle)
    prompt = view.prompt
    footer = view.footer
    emptyText = view.emptyText
    body = view.body
    notice = view.notice
    rightToLeft = view.rightToLeft
    deleteTitle = view.texts.delete
    editButton = view.editButton.map { button in
      button == .edit
        ? BarButton(title: view.texts.edit, action: .edit)
        : BarButton(title: view.texts.done, action: .done)
    }
    sheet = view.sheet.map { sheet in
      SheetModel(
        title: sheet.title, message: sheet.message, button: sheet.button,
        destructive: sheet.destructive, cancelTitle: view.texts.cancel,
        confirm: .tap(.position(1)), cancel: .tap(.position(2)))
    }
    searchPrompt = view.search?.prompt
    searchText = view.search?.text
    // The list a paged screen draws from state, which a Load More asks the app to extend.
    let pagedList = screen.flatMap(session.app.screen).flatMap { top in
      top.paging == nil ? nil : top.sections.lazy.compactMap(\.rowsFrom).first?.key
    }
    var next = 0
    sections = view.sections.enumerated().map { index, section in
      let rows = section.rows.map { row in
        defer { next += 1 }
        let source = row.position.flatMap {
          visible.indices.contains($0 - 1) ? visible[$0 - 1] : nil
        }
        return RowModel(
          row, id: next, source: source, screen: screen ?? "", pagedList: pagedList)
      }
      return ListSection(id: index, header: section.header, footer: section.footer, rows: rows)
    }
    // The sheet is the highlighted button's: confirming it tells the app what that names.
    sheet?.confirmRequest =
      sections.lazy.flatMap(\.rows).first { $0.highlighted }?.confirmRequest
    if !isTop { stripActions() }
  }

  /// A screen under the top one sends nothing.
  private mutating func stripActions() {
    editButton = nil
    sheet = nil
    searchPrompt = nil
    for section in sections.indices {
      for row in sections[section].rows.indices {
        sections[section].rows[row].reference = nil
        sections[section].rows[row].tap = nil
        sections[section].rows[row].delete = nil
        sections[section].rows[row].request = nil
      }
    }
  }
}

extension RowModel {
  /// A drawn row with its gestures' actions: `source` is the row as written (nil for the
  /// load-more, insert and add rows).
  init(_ view: RowView, id: Int, source: VisibleRow?, screen: String, pagedList: [String]?) {
    self.id = id
    reference = view.position.map(RowReference.position)
    title = view.title
    subtitle = view.subtitle
    detail = view.detail
    badge = view.badge
    icon = view.icon
    accessory = view.accessory
    bold = view.unread
    highlighted = view.highlighted
    disabled = view.disabled
    opens = view.opens
    isLoadMore = view.isLoadMore
    accessibilityLabel = view.accessibilityLabel
    accessibilityHint = view.accessibilityHint
    control = RowControl(view, source: source?.row)
    if case .slider(let number)? = source?.row.kind { self.number = number }
    if view.deletable, let reference { delete = .delete(reference) }
    guard !view.disabled, let reference else { return }
    if view.isLoadMore {
      tap = .loadMore
      request = .loadMore(screen: screen, list: pagedList)
      return
    }
    guard let source else { return }
    guard control.takesTap else { return }
    tap = .tap(reference)
    request = Self.request(source, title: view.title, screen: screen)
    if case .button(let button) = source.row.kind, let id = button.id, button.confirm != nil {
      (request, confirmRequest) = (nil, .button(id: id))
    }
  }

  /// What the app is told after a tap on a row.
  private static func request(_ source: VisibleRow, title: String, screen: String)
    -> AppRequest?
  {
    guard !source.row.isChoice else { return nil }
    return .tapped(
      source.row.kind, screen: screen, title: title, list: source.list, item: source.item)
  }
}
