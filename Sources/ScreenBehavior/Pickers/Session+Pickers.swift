import ScreenModel

extension Session {
  /// A picker's choice tapped. In a single-choice group: move the checkmark, write `bind`,
  /// then pop back when the picker was pushed and has no inline groups (unless it is a
  /// Settings.bundle's drawn in Settings, whose list stays open); tapping the current choice
  /// changes nothing. In a multiple group: check or uncheck it, write at once (the
  /// list in choice order) and stay; crossing `minSelected`/`maxSelected` is an error.
  func chose(_ id: RowID, in screen: Screen, at index: Int, for action: Action) throws(ActionError)
    -> Session
  {
    guard let groupIndex = screen.group(ofSection: id.section) else { return self }
    let group = screen.groups[groupIndex]
    let choices = screen.choices(ofGroup: groupIndex)
    guard let choice = choices.firstIndex(where: { $0.section == id.section && $0.row == id.row })
    else { return self }
    var chosen = selection(ofGroup: groupIndex, in: screen)
    var next = self
    if group.multiple {
      if let at = chosen.firstIndex(of: choice) {
        if let low = group.minSelected, chosen.count - 1 < low {
          throw ActionError(action, Reasons.atMinimumChosen(low))
        }
        chosen.remove(at: at)
      } else {
        if let high = group.maxSelected, chosen.count + 1 > high {
          throw ActionError(action, Reasons.atMaximumChosen(high))
        }
        chosen.append(choice)
        chosen.sort()
      }
    } else {
      guard chosen != [choice] else { return self }
      chosen = [choice]
    }
    if let bind = group.bind {
      let values = chosen.map { choices[$0].value.choiceValue ?? "" }
      next.state.setValue(
        group.multiple ? .list(values.map(StateValue.text)) : .text(values.first ?? ""), at: bind)
    } else {
      next.pickerSelections[Session.selectionKey(screen.id, groupIndex)] = chosen
    }
    // An app's picker pops back after a choice; a Settings.bundle's multi-value list drawn
    // in Settings stays open, and the user taps Back.
    let staysOpen = app.settingsBundle && host == .settings
    if !group.multiple, !screen.inlineGroups, !staysOpen, next.stack.count > 1 {
      next.pop()
    }
    return next
  }

  /// `select ROW CHOICE` on a segmented row: checks a choice of the picker it pushes, by
  /// source title first, then shown title, then 1-based position.
  func selecting(
    _ choice: String, in reference: RowReference, screen: Screen, at index: Int, for action: Action
  ) throws(ActionError) -> Session {
    let state = stack[index]
    if state.editing { throw ActionError(action, Reasons.tapWhileEditing) }
    let item = try find(reference, in: state, of: screen, for: action)
    if case .row(_, let row) = item, case .datePicker(let picker) = row.kind {
      // A date picker's wheel or calendar is turned to a value: an ISO 8601 text.
      let text = choice.trimmingSpaces()
      if let why = picker.problem(with: text) { throw ActionError(action, why) }
      var next = self
      next.state.setText(text, at: picker.key)
      return next
    }
    guard case .row(_, let row) = item,
      row.pickerStyle == .segmented, let id = row.push, let picker = liveScreen(id),
      !picker.groups.isEmpty
    else {
      throw ActionError(action, Reasons.notSegmented(reference.description))
    }
    let choices = picker.choices(ofGroup: 0)
    let titles = choices.map { $0.value.title.literalText }
    let shown = choices.map { $0.value.shortTitle ?? $0.value.title.literalText }
    var found =
      titles.firstIndex(of: choice) ?? shown.firstIndex(of: choice)
      ?? shown.firstIndex { self.shown($0) == choice }
    if found == nil, let number = Int(choice), choices.indices.contains(number - 1) {
      found = number - 1
    }
    guard let found else { throw ActionError(action, Reasons.noSegment(choice, shown)) }
    let group = picker.groups[0]
    var next = self
    if let bind = group.bind {
      next.state.setText(choices[found].value.choiceValue ?? "", at: bind)
    } else {
      next.pickerSelections[Session.selectionKey(picker.id, 0)] = [found]
    }
    return next
  }
}
