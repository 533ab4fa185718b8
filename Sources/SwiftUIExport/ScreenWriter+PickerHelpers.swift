import ScreenModel

/// The functions a picker's view declares: the title of a stored value, one choice's row,
/// checking and unchecking, and its choices sorted by their shown titles.
extension ScreenWriter {
  /// `title(of:)`, which the row that pushes a bound picker shows (a choice's short title
  /// where it has one), and `choice`, one row.
  mutating func pickerHelpers() -> String {
    guard screen.isPicker, isOnePicker, let group = screen.groups.first else { return "" }
    let key = pickerKey
    let type = key?.type ?? (group.bind == nil ? "Int" : "String")
    var out = ""
    if let key {
      out += "\n  /// The title of a stored value, as the row that pushes this picker shows it.\n"
      out += "  static func title(of value: \(type)) -> LocalizedStringKey {\n"
      out += "    switch value {\n"
      for row in screen.sections.flatMap(\.rows) where row.isChoice {
        let value = StateKeys.literal(row.choiceValue ?? "", type: key.type)
        let title = row.shortTitle ?? row.title.literalText
        out += "    case \(value): \(SwiftNames.literal(title))\n"
      }
      let fallback = type == "String" ? "value" : "String(value)"
      out += "    default: LocalizedStringKey(\(fallback))\n    }\n  }\n"
    }
    if group.multiple, let bind = group.bind, keys.list(bind, app) != nil {
      out += chosenTitlesHelper(group)
    }
    var current = key?.property ?? "selected"
    if group.multiple {
      current = group.bind.flatMap { listOfChoices($0) } ?? "selected"
      if group.bind == nil { state("selected = \(group.selected)") }
      out += multipleHelpers(group, current: current, type: type)
      out += "    ScreenSpecChoice(title: title, chosen: \(current).contains(value)) {\n"
      out += "      toggle(value)\n"
    } else {
      out += "\n  /// One choice: a tap stores its value"
      out += dismisses ? " and goes back.\n" : ".\n"
      out += "  private func choice(_ title: Text, value: \(type)) -> ScreenSpecChoice {\n"
      out += "    ScreenSpecChoice(title: title, chosen: \(current) == value) {\n"
      out += "      \(current) = value\n"
      if dismisses { out += "      dismiss()\n" }
    }
    out += "    }\n  }\n"
    if group.sortedByTitle { out += sortedChoices() }
    return out
  }

  /// `titles(of:)` of a multiple-choice picker bound to a list: the chosen values' titles
  /// (short titles where they have them), translated, as `render` shows the list.
  mutating func chosenTitlesHelper(_ group: ChoiceGroup) -> String {
    var out =
      "\n  /// The titles of chosen values, translated, as the row that pushes this picker shows\n"
    out += "  /// them.\n  static func titles(of chosen: [String]) -> String {\n"
    out += "    chosen.map { value in\n      switch value {\n"
    for choice in screen.choices(ofGroup: 0) {
      let value = SwiftNames.literal(choice.value.choiceValue ?? "")
      let title = SwiftNames.literal(choice.value.shortTitle ?? choice.value.title.literalText)
      out += "      case \(value): String(localized: \(title))\n"
    }
    return out + "      default: value\n      }\n    }.joined(separator: \", \")\n  }\n"
  }

  /// What the row that pushes a bound picker shows of it: the current choice's title, or a
  /// multiple-choice picker's chosen titles; nil for another screen.
  mutating func currentChoice(of target: Screen) -> String? {
    guard target.groups.count == 1, let group = target.groups.first, let bind = group.bind else {
      return nil
    }
    let type = SwiftNames.typeName(target.id) + "View"
    if group.multiple, !target.inlineGroups, let list = keys.list(bind, app) {
      return "Text(\(type).titles(of: \(model()).\(list)))"
    }
    return use(bind).map { "Text(\(type).title(of: \($0.property)))" }
  }

  /// A multiple-choice picker's `choice` (up to its label) and `toggle`: a tap checks or
  /// unchecks a choice within the fewest and most allowed, and the list keeps the
  /// choices' order.
  mutating func multipleHelpers(_ group: ChoiceGroup, current: String, type: String) -> String {
    let values = screen.choices(ofGroup: 0).enumerated().map { position, choice in
      group.bind == nil ? String(position) : SwiftNames.literal(choice.value.choiceValue ?? "")
    }
    var out = "\n  /// The choices' values, in their order.\n"
    out += "  private static let values: [\(type)] = [\(values.joined(separator: ", "))]\n"
    out += "\n  /// Checks or unchecks a choice"
    out += group.minSelected != nil || group.maxSelected != nil ? " (keeping " : ""
    out += group.minSelected.map { "at least \($0)" } ?? ""
    out += group.minSelected != nil && group.maxSelected != nil ? ", " : ""
    out += group.maxSelected.map { "at most \($0)" } ?? ""
    out += group.minSelected != nil || group.maxSelected != nil ? ").\n" : ".\n"
    out += "  private func toggle(_ value: \(type)) {\n    var chosen = Set(\(current))\n"
    out += "    if chosen.contains(value) {\n"
    if let min = group.minSelected { out += "      guard chosen.count > \(min) else { return }\n" }
    out += "      chosen.remove(value)\n    } else {\n"
    if let max = group.maxSelected { out += "      guard chosen.count < \(max) else { return }\n" }
    out += "      chosen.insert(value)\n    }\n"
    out += "    \(current) = Self.values.filter(chosen.contains)\n  }\n"
    out += "\n  /// One choice: a tap checks or unchecks it, and the list stays.\n"
    return out + "  private func choice(_ title: Text, value: \(type)) -> ScreenSpecChoice {\n"
  }

  /// `sortedChoices`: the choices in the order of their shown (translated) titles, as
  /// Settings draws `DisplaySortedByTitle`.
  mutating func sortedChoices() -> String {
    var out = "\n  /// The choices in the order of their shown titles, as Settings sorts them.\n"
    let type = pickerKey?.type ?? "Int"
    out += "  private var sortedChoices: [(title: String, value: \(type))] {\n    [\n"
    for (index, choice) in screen.choices.enumerated() {
      let title = text(choice.value.title, key: "title")
      out += "      (String(localized: \(title)), \(choiceLiteral(choice.value, index: index))),\n"
    }
    out += "    ].sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }\n"
    return out + "  }\n"
  }
}
