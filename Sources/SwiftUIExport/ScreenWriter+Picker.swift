import ScreenModel

/// A picker screen as ChoiceMenu draws it: its prompt as the section header, a checkmark on
/// the current choice; a tap stores the choice's value and pops (in Settings the list stays
/// open), and back leaves it as it was. A multiple-choice picker checks and unchecks and
/// stays; inline groups are inline pickers, one a section.
extension ScreenWriter {
  /// The stored key a bound single-choice picker writes, when it has one.
  var pickerKey: StateKeys.Key? {
    guard let group = screen.groups.first, !group.multiple, let bind = group.bind else {
      return nil
    }
    return keys.key(bind)
  }

  /// Whether the screen is one picker (not inline groups).
  var isOnePicker: Bool { screen.groups.count == 1 && !screen.inlineGroups }

  mutating func pickerBody() -> String {
    guard let group = screen.groups.first, isOnePicker else { return inlineBody() }
    if let bind = group.bind {
      if group.multiple { _ = listOfChoices(bind) } else { _ = use(bind) }
    }
    dismisses = !app.settingsBundle && !group.multiple
    var out = "    List {\n"
    var index = 0
    for section in screen.sections.indices {
      place = (section, nil)
      var rows = ""
      if group.sortedByTitle {
        if section == 0 { rows = sortedRows() }
      } else {
        for row in screen.sections[section].rows.indices {
          place = (section, row)
          rows += choiceRow(screen.sections[section].rows[row], index: index)
          index += 1
        }
      }
      place = (section, nil)
      out += "      Section {\n" + rows + "      }" + headerAndFooter(section, header: "prompt")
    }
    place = (nil, nil)
    return out + "    }\n" + listEnd()
  }

  /// A sorted picker's rows: its choices in the order of their shown titles, those whose
  /// title holds a search field's text (every title searched).
  mutating func sortedRows() -> String {
    var choices = "sortedChoices"
    if screen.search != nil {
      for choice in screen.choices { searchTitles.append(text(choice.value.title, key: "title")) }
      choices += ".filter { search.isEmpty || $0.title.localizedStandardContains(search) }"
    }
    return "        ForEach(\(choices), id: \\.value) { item in\n"
      + "          choice(Text(item.title), value: item.value)\n        }\n"
  }

  /// One choice's row: `choice(Text("SD"), value: "sd")`, hidden while a search field's
  /// text is not in its title.
  mutating func choiceRow(_ choice: Row, index: Int) -> String {
    let title = text(choice.title, key: "title")
    let value = choiceLiteral(choice, index: index)
    let row = "choice(Text(\(title)), value: \(value))"
    guard screen.search != nil else { return "        \(row)\n" }
    searchTitles.append(title)
    return "        if shown(\(title)) {\n          \(row)\n        }\n"
  }

  /// A choice's value as the Swift literal its picker stores (its position when unbound).
  func choiceLiteral(_ choice: Row, index: Int) -> String {
    if let key = pickerKey { return StateKeys.literal(choice.choiceValue ?? "", type: key.type) }
    if screen.groups.first?.bind != nil { return SwiftNames.literal(choice.choiceValue ?? "") }
    return String(index)
  }

  /// The model's list a multiple-choice picker writes.
  mutating func listOfChoices(_ bind: [String]) -> String? {
    guard let list = keys.list(bind, app) else {
      problem("bind", SwiftUIMessages.unknownList(bind.joined(separator: ".")))
      return nil
    }
    return "\(model()).\(list)"
  }

  /// A section's header (the screen's prompt on the first) and footer (the screen's
  /// footer on the last), after its `Section { … }`.
  mutating func headerAndFooter(_ section: Int, header key: String) -> String {
    var out = ""
    let header = screen.sections[section].header ?? (section == 0 ? screen.prompt : nil)
    let footer =
      screen.sections[section].footer
      ?? (section == screen.sections.count - 1 ? screen.footer : nil)
    if let header {
      out += " header: {\n        Text(\(text(header, key: key)))"
      if let label = screen.sections[section].accessibilityLabel {
        // What VoiceOver reads for the header instead of it.
        out += "\n          .accessibilityLabel(Text(\(text(label, key: "accessibilityLabel"))))"
      }
      out += "\n      }"
    }
    if let footer { out += " footer: {\n        Text(\(text(footer, key: "footer")))\n      }" }
    return out + "\n"
  }

  /// Inline groups: each group's section an inline `Picker` of its own.
  mutating func inlineBody() -> String {
    var out = "    List {\n"
    for section in screen.sections.indices {
      place = (section, nil)
      guard let group = screen.groups.firstIndex(where: { $0.sections.first == section }) else {
        if !screen.groups.contains(where: { $0.sections.contains(section) }) {
          out += self.section(section)
        }
        continue
      }
      out += "      Section {\n" + inlinePicker(group, section) + "      }"
      out += headerAndFooter(section, header: "header")
    }
    place = (nil, nil)
    return out + "    }\n" + listEnd()
  }

  /// One inline group as `Picker(…).pickerStyle(.inline)`, its choices tagged with their
  /// values (positions when unbound).
  mutating func inlinePicker(_ index: Int, _ section: Int) -> String {
    let group = screen.groups[index]
    if group.multiple { return inlineMultiple(index) }
    var selection: String
    var type = "Int"
    if let bind = group.bind, let key = use(bind) {
      selection = key.property
      type = key.type
    } else {
      selection = "group\(index + 1)"
      state("\(selection) = \(group.selected.first ?? -1)")
    }
    let label = screen.sections[section].header.map { text($0, key: "header") } ?? "\"\""
    var out = "        Picker(\(label), selection: $\(selection)) {\n"
    for (position, choice) in screen.choices(ofGroup: index).enumerated() {
      let tag =
        group.bind == nil
        ? String(position) : StateKeys.literal(choice.value.choiceValue ?? "", type: type)
      out += "          Text(\(text(choice.value.title, key: "title"))).tag(\(tag))\n"
    }
    return out + "        }\n        .pickerStyle(.inline)\n        .labelsHidden()\n"
  }
}

extension ScreenWriter {
  /// A multiple-choice inline group: each choice a row whose tap checks or unchecks it
  /// within the fewest and most allowed, its list kept in the choices' order (the bound
  /// list in the model; positions held by the view when unbound).
  mutating func inlineMultiple(_ index: Int) -> String {
    let group = screen.groups[index]
    let choices = screen.choices(ofGroup: index)
    var chosen = "group\(index + 1)"
    var values = choices.indices.map(String.init)
    if let bind = group.bind {
      guard let list = listOfChoices(bind) else { return "" }
      chosen = list
      values = choices.map { SwiftNames.literal($0.value.choiceValue ?? "") }
    } else {
      state("\(chosen) = \(group.selected)")
    }
    if !helpers.contains(Self.toggledHelper) { helpers.append(Self.toggledHelper) }
    let among = "[" + values.joined(separator: ", ") + "]"
    let bounds =
      "min: \(group.minSelected ?? 0), max: \(group.maxSelected.map(String.init) ?? "Int.max")"
    var out = ""
    for (choice, value) in zip(choices, values) {
      let title = "Text(\(text(choice.value.title, key: "title")))"
      out += "        ScreenSpecChoice(title: \(title), chosen: \(chosen).contains(\(value))) {\n"
      out += "          \(chosen) = Self.toggled(\(value), in: \(chosen), among: \(among), "
      out += bounds + ")\n        }\n"
    }
    return out
  }

  /// `toggled(_:in:among:min:max:)`, a multiple-choice group's list with a choice checked
  /// or unchecked.
  static let toggledHelper = """
      /// A multiple-choice group's list with `value` checked or unchecked, keeping at least
      /// `min` and at most `max`, in the choices' order.
      private static func toggled<Value: Hashable>(
        _ value: Value, in chosen: [Value], among values: [Value], min: Int, max: Int
      ) -> [Value] {
        var set = Set(chosen)
        if set.contains(value) {
          guard set.count > min else { return chosen }
          set.remove(value)
        } else {
          guard set.count < max else { return chosen }
          set.insert(value)
        }
        return values.filter(set.contains)
      }

    """
}
