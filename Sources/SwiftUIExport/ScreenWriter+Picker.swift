import ScreenModel

/// A picker screen as ChoiceMenu draws it: its prompt as the section header, a checkmark on
/// the current choice; a tap stores the choice's value and pops (in Settings the list stays
/// open), and back leaves it as it was.
extension ScreenWriter {
  /// The stored key a bound picker writes, when it has one.
  var pickerKey: StateKeys.Key? {
    guard let bind = screen.groups.first?.bind else { return nil }
    return keys.key(bind)
  }

  mutating func pickerBody() -> String {
    guard let group = screen.groups.first, screen.groups.count == 1, !screen.inlineGroups else {
      problem("bind", SwiftUIMessages.notYet("a screen of several picker groups"))
      return "    EmptyView()\n"
    }
    if group.multiple {
      problem("allowsMultipleSelection", SwiftUIMessages.notYet("a multiple-choice picker"))
    }
    if group.sortedByTitle {
      problem("sortedByTitle", SwiftUIMessages.notYet("a picker sorted by its titles"))
    }
    if let bind = group.bind { _ = use(bind) }
    dismisses = !app.settingsBundle
    var out = "    List {\n"
    var index = 0
    for section in screen.sections.indices {
      place = (section, nil)
      var rows = ""
      for row in screen.sections[section].rows.indices {
        place = (section, row)
        let choice = screen.sections[section].rows[row]
        let title = SwiftNames.literal(choice.title.literalText)
        if let key = pickerKey {
          let value = StateKeys.literal(choice.choiceValue ?? "", type: key.type)
          rows += "        choice(\(title), value: \(value))\n"
        } else {
          rows += "        choice(\(title), value: \(index))\n"
        }
        index += 1
      }
      place = (section, nil)
      out += "      Section {\n" + rows + "      }"
      let header = screen.sections[section].header ?? (section == 0 ? screen.prompt : nil)
      let footer =
        screen.sections[section].footer
        ?? (section == screen.sections.count - 1 ? screen.footer : nil)
      if let header { out += " header: {\n        Text(\(text(header, key: "prompt")))\n      }" }
      if let footer { out += " footer: {\n        Text(\(text(footer, key: "footer")))\n      }" }
      out += "\n"
    }
    place = (nil, nil)
    out += "    }\n"
    out += "    .listStyle(\(listStyle))\n"
    out += "    .navigationTitle(\(text(screen.title, key: "title")))\n"
    return out
  }

  /// `title(of:)`, which the row that pushes a bound picker shows, and `choice`, one row.
  func pickerHelpers() -> String {
    guard screen.isPicker, screen.groups.count == 1, !screen.inlineGroups else { return "" }
    let key = pickerKey
    let type = key?.type ?? "Int"
    let current = key?.property ?? "selected"
    var out = ""
    if let key {
      out += "\n  /// The title of a stored value, as the row that pushes this picker shows it.\n"
      out += "  static func title(of value: \(type)) -> LocalizedStringKey {\n"
      out += "    switch value {\n"
      for row in screen.sections.flatMap(\.rows) where row.isChoice {
        let value = StateKeys.literal(row.choiceValue ?? "", type: key.type)
        out += "    case \(value): \(SwiftNames.literal(row.title.literalText))\n"
      }
      let fallback = type == "String" ? "value" : "String(value)"
      out += "    default: LocalizedStringKey(\(fallback))\n    }\n  }\n"
    }
    out += "\n  /// One choice: a tap stores its value"
    out += dismisses ? " and goes back.\n" : ".\n"
    out += "  private func choice(_ title: LocalizedStringKey, value: \(type)) -> some View {\n"
    out += "    Button {\n      \(current) = value\n"
    if dismisses { out += "      dismiss()\n" }
    out += "    } label: {\n      HStack {\n        Text(title).foregroundStyle(.primary)\n"
    out += "        Spacer()\n        if \(current) == value {\n"
    out += "          Image(systemName: \"checkmark\")\n        }\n      }\n    }\n  }\n"
    return out
  }
}
