import ScreenModel

extension Session {
  /// `toggle`, `type`, `clear`, `slide`, `increment` and `decrement`: each writes the row's
  /// state key, so every screen that shows the key sees the change. Controls never
  /// highlight; an impossible value is an error that changes nothing.
  func applyingToControl(_ action: Action, screen: Screen, at index: Int) throws(ActionError)
    -> Session
  {
    let state = stack[index]
    guard let reference = action.row else { return self }
    if state.editing { throw ActionError(action, Reasons.tapWhileEditing) }
    guard case .row(_, let row) = try find(reference, in: state, of: screen, for: action) else {
      throw ActionError(
        action,
        Reasons.wrongControl(
          verb(action), expected: expected(action), found: .plain, title: "Load More"))
    }
    let title = resolve(row.title, state, of: screen)
    func wrong() -> ActionError {
      ActionError(
        action,
        Reasons.wrongControl(
          verb(action), expected: expected(action), found: row.kind, title: title))
    }
    var next = self
    // Each action works on the kinds whose facts it reads (``RowKind/textField``,
    // ``RowKind/numberControl``); on any other row it is the wrong control.
    switch action {
    case .toggle:
      guard case .toggle(let toggle) = row.kind else { throw wrong() }
      let current = self.state.text(at: toggle.key) ?? toggle.offValue
      let on = toggle.isOn(current) ?? false
      next.state.setText(on ? toggle.offValue : toggle.onValue, at: toggle.key)
    case .type(_, let typed):
      guard let field = row.kind.textField else { throw wrong() }
      switch field.typing(typed) {
      case .success(let text): next.state.setText(text, at: field.key)
      case .failure(let error): throw ActionError(action, error.reason)
      }
    case .clear:
      guard let field = row.kind.textField else { throw wrong() }
      next.state.setText("", at: field.key)
    case .slide(_, let value):
      guard case .slider(let control) = row.kind else { throw wrong() }
      let text = value.trimmingSpaces()
      if let why = control.problem(with: text) { throw ActionError(action, why) }
      next.state.setText(text, at: control.key)
    case .increment, .decrement:
      guard let control = row.kind.numberControl else { throw wrong() }
      // A slider steps by its step, or by a tenth of its range without one.
      let up: Bool
      if case .increment = action { up = true } else { up = false }
      let tenth = ExactDecimal(
        units: (control.max - control.min).units, scale: (control.max - control.min).scale + 1)
      let step =
        control.step ?? (row.kind.name == .slider ? tenth : ExactDecimal(units: 1, scale: 0))
      guard let current = ExactDecimal(self.state.text(at: control.key) ?? "") else {
        throw ActionError(action, Reasons.notANumber(self.state.text(at: control.key) ?? ""))
      }
      let value = up ? current + step : current - step
      if value > control.max || value < control.min {
        throw ActionError(
          action,
          Reasons.atLimit(
            verb(action), control.printed((up ? control.max : control.min).description)))
      }
      next.state.setText(value.formatted(decimals: step.scale), at: control.key)
    default:
      throw wrong()
    }
    return next
  }

  private func verb(_ action: Action) -> String {
    String(action.description.prefix { $0 != " " })
  }

  private func expected(_ action: Action) -> String {
    switch action {
    case .toggle: return ControlNoun.toggle
    case .type, .clear: return ControlNoun.textField
    case .slide: return ControlNoun.slider
    default: return "\(ControlNoun.stepper) or \(ControlNoun.slider)"
    }
  }

  /// While a button's action sheet (or a mail row's mail sheet) shows, ROW names only its
  /// buttons: 1 (or its title, `Send` for a mail) confirms, 2 (or `Cancel`) closes it with
  /// no change.
  func applyingInSheet(_ action: Action, screen: Screen, at index: Int) throws(ActionError)
    -> Session
  {
    var next = self
    var state = stack[index]
    guard let id = state.sheet,
      let sheet = sheetView(
        of: screen.sections[id.section].rows[id.row], text: { resolve($0, state, of: screen) })
    else { return self }
    let title = sheet.button
    guard case .tap(let reference) = action else {
      throw ActionError(action, Reasons.sheetOpen(title))
    }
    let confirmed: Bool
    switch reference {
    case .position(1): confirmed = true
    case .position(2): confirmed = false
    case .title(let name) where name == title: confirmed = true
    case .title("Cancel"): confirmed = false
    case .title(let name): throw ActionError(action, Reasons.noSheetButton(name, title))
    default: throw ActionError(action, Reasons.noSheetButton(reference.description, title))
    }
    state.sheet = nil
    next.stack[index] = state
    // A mail is sent, or not: neither changes the state.
    if confirmed, case .button(let button) = screen.sections[id.section].rows[id.row].kind {
      for write in button.sets { next.state.setText(write.value, at: write.key) }
    }
    return next
  }

  /// Another screen's counts: live when it is on the stack, else as it would open again
  /// (the rows' marks it kept, over the state now), else as first loaded (its first page).
  package func counts(ofScreen id: String) -> ScreenCounts {
    guard let screen = liveScreen(id) else { return ScreenCounts(unread: 0, count: 0) }
    if let live = stack.last(where: { $0.screenID == id }) {
      let counts = counts(live, of: screen)
      return ScreenCounts(unread: counts.unread, count: counts.count)
    }
    let counts = counts(opening(screen), of: screen)
    return ScreenCounts(unread: counts.unread, count: counts.count)
  }
}
