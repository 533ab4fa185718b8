import ScreenModel

/// Rows: each kind as its SwiftUI control, at six spaces in a `Section`.
extension ScreenWriter {
  /// A row with its conditions: `if visible { row }`, `.disabled(!enabled)`.
  mutating func row(_ row: Row) -> String {
    var out = view(row) + loadedModifiers(row)
    if let badge = row.badge { out += "\n" + self.badge(badge) }
    if let label = row.accessibilityLabel {
      out += "\n.accessibilityLabel(Text(\(text(label, key: "accessibilityLabel"))))"
    }
    if let hint = row.accessibilityHint {
      out += "\n.accessibilityHint(Text(\(text(hint, key: "accessibilityHint"))))"
    }
    if let enabled = row.enabledIf, let test = condition(enabled, key: "enabledIf") {
      out += "\n.disabled(\(Self.negated(test)))"
    }
    // A link's modifiers go on the link, inside the test that its address is one.
    // A mail row is a link that opens the mail app with its recipients, subject and body.
    var address: String?
    if case .url(let link) = row.kind { address = SwiftNames.literal(link) }
    if case .mail(let mail) = row.kind { address = mailAddress(mail) }
    if let address {
      out =
        "if let url = URL(string: \(address)) {\n"
        + indentLines(out.replacingOccurrences("\n.", "\n  .")) + "\n}"
    }
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    var written =
      lines.enumerated().map { index, line in
        (index > 0 && line.hasPrefix(".") ? "          " : "        ") + line
      }.joined(separator: "\n") + "\n"
    if let visible = row.visibleIf, let test = condition(visible, key: "visibleIf") {
      // A row only Settings shows is not the app's; one only the app shows needs no test.
      if test == "false" { return "" }
      if test != "true" { written = "        if \(test) {\n" + indent(written) + "        }\n" }
    }
    return written
  }

  /// The row's title: `Text("Title")`, with its subtitle under it.
  mutating func label(_ row: Row) -> String {
    var title = "Text(\(text(row.title, key: "title")))"
    if let subtitle = row.subtitle {
      title =
        "VStack(alignment: .leading) {\n  \(title)\n  Text(\(text(subtitle, key: "subtitle")))"
        + ".font(.subheadline).foregroundStyle(.secondary)\n}"
    }
    guard let icon = row.icon else { return title }
    // Settings' icon: a white symbol on a rounded square of its colour.
    let image =
      "Image(systemName: \(SwiftNames.literal(icon.symbol)))\n"
      + "  .foregroundStyle(.white)\n  .frame(width: 29, height: 29)\n"
      + "  .background(\(SwiftColours.color(icon.background)), in: RoundedRectangle(cornerRadius: 7))"
    return "Label {\n\(indentLines(title))\n} icon: {\n\(indentLines(image))\n}"
  }

  /// A plain row: its title, its detail on the right, its accessory.
  mutating func plain(_ row: Row) -> String {
    var out = label(row)
    if let detail = row.detail {
      let value = "Text(\(text(detail, key: "detail")))"
      out = "LabeledContent {\n  \(value)\n} label: {\n\(indentLines(out))\n}"
    }
    let symbol: String? =
      switch row.accessory {
      case .checkmark?: "checkmark"
      case .disclosure?: "chevron.right"
      case .detail?: "info.circle"
      case .none?, nil: nil
      }
    guard let symbol else { return out }
    return "HStack {\n\(indentLines(out))\n  Spacer()\n  Image(systemName: \"\(symbol)\")\n}"
  }

  func indentLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
      separator: "\n")
  }

  /// A row that pushes a screen; one that pushes a bound picker shows its current choice.
  mutating func push(_ row: Row, to id: String) -> String {
    guard let target = app.screen(id) else { return "EmptyView()" }
    let argument = modelScreens.contains(id) ? "model: $\(model())" : ""
    let destination = SwiftNames.typeName(id) + "View(\(argument))" + marksRead
    if row.pickerStyle == .segmented { return segmented(row, target) }
    var label = self.label(row)
    if row.detail == nil, let current = currentChoice(of: target) {
      label = "LabeledContent {\n  \(current)\n} label: {\n\(indentLines(label))\n}"
    } else if row.detail != nil {
      label = plain(row)
    }
    return "NavigationLink {\n  \(destination)\n} label: {\n\(indentLines(label))\n}"
  }

  mutating func textField(_ row: Row, _ field: TextField, title: String, multiline: Bool)
    -> String
  {
    guard let key = use(field.key) else { return "EmptyView()" }
    let kind = field.secure ? "SecureField" : "TextField"
    var out = "\(kind)(\(title), text: $\(key.property)"
    if let placeholder = field.placeholder {
      out += ", prompt: Text(\(text(placeholder, key: "placeholder")))"
    }
    out += multiline ? ", axis: .vertical)" : ")"
    if field.keyboard != .default { out += "\n.keyboardType(.\(keyboard(field.keyboard)))" }
    let capitalisation =
      switch field.autocapitalization {
      case .none: "never"
      case .words: "words"
      case .sentences: "sentences"
      case .allCharacters: "characters"
      }
    out += "\n.textInputAutocapitalization(.\(capitalisation))"
    if let correct = field.autocorrection { out += "\n.autocorrectionDisabled(\(!correct))" }
    if let most = field.maxLength {
      // The field keeps the first characters, as a Settings text field's maxLength does.
      let change =
        options.minimumIOS >= 17
        ? ".onChange(of: \(key.property)) { _, text in" : ".onChange(of: \(key.property)) { text in"
      out +=
        "\n\(change)\n    if text.count > \(most) { \(key.property) = String(text.prefix(\(most))) }\n  }"
    }
    // In a list a text field shows its placeholder only: its title is the row's label.
    let field = indentLines(out.replacingOccurrences("\n.", "\n  ."))
    return "LabeledContent {\n\(field)\n} label: {\n\(indentLines(label(row)))\n}"
  }

  func keyboard(_ keyboard: Keyboard) -> String {
    keyboard == .url ? "URL" : keyboard.rawValue
  }

  mutating func slider(_ row: Row, _ control: NumberControl) -> String {
    guard let key = use(control.key) else { return "EmptyView()" }
    var out = "Slider(value: $\(key.property), in: \(control.min)...\(control.max)"
    if let step = control.step { out += ", step: \(step)" }
    out += ")"
    if control.minImage != nil || control.maxImage != nil {
      // The images at the ends: the app's own, by name.
      out =
        "Slider(value: $\(key.property), in: \(control.min)...\(control.max)"
        + (control.step.map { ", step: \($0)" } ?? "") + ") {\n"
        + "  Text(\(text(row.title, key: "title")))\n} minimumValueLabel: {\n"
        + "  Image(\(SwiftNames.literal(control.minImage ?? "")))\n} maximumValueLabel: {\n"
        + "  Image(\(SwiftNames.literal(control.maxImage ?? "")))\n}"
    }
    var heading = row.title.isEmpty ? nil : label(row)
    if let format = control.valueFormat {
      // The value beside the title, as the slider's row shows it.
      let shown = text(
        format, key: "valueFormat", value: key, printed: Self.printed(key, control))
      heading =
        "LabeledContent {\n  Text(\(shown))\n} label: {\n\(indentLines(heading ?? "EmptyView()"))\n}"
    }
    guard let heading else { return out }
    return "VStack(alignment: .leading) {\n\(indentLines(heading))\n\(indentLines(out))\n}"
  }

  mutating func stepper(_ control: NumberControl, title: String) -> String {
    guard let key = use(control.key) else { return "EmptyView()" }
    let bounds = "\(control.min)...\(control.max)"
    let step =
      control.step.flatMap { $0 == ExactDecimal(units: 1, scale: 0) ? nil : ", step: \($0)" } ?? ""
    // The value is shown beside the title, as the stepper's row shows it: in its format,
    // a text the String Catalog translates.
    let printed = Self.printed(key, control)
    guard let format = control.valueFormat else {
      return "Stepper(value: $\(key.property), in: \(bounds)\(step)) {\n"
        + "  LabeledContent(\(title), value: \(printed ?? "\"\\(\(key.property))\""))\n}"
    }
    let shown = text(format, key: "valueFormat", value: key, printed: printed)
    return "Stepper(value: $\(key.property), in: \(bounds)\(step)) {\n"
      + "  LabeledContent(\(title)) {\n    Text(\(shown))\n  }\n}"
  }

  /// A segmented row: the pushed picker's choices drawn inline on the row.
  mutating func segmented(_ row: Row, _ target: Screen) -> String {
    guard target.groups.count == 1, let group = target.groups.first, !group.multiple else {
      // A defence: `check` refuses a segmented row of any other picker first.
      problem("pickerStyle", SwiftUIMessages.notYet("a segmented row of a multiple-choice picker"))
      return "EmptyView()"
    }
    // Bound: the stored key; unbound: the choice's position, held by this view.
    var selection: String
    var type = "Int"
    if let bind = group.bind {
      guard let key = use(bind) else { return "EmptyView()" }
      (selection, type) = (key.property, key.type)
    } else {
      selection = SwiftNames.propertyName(target.id) + "Choice"
      state("\(selection) = \(group.selected.first ?? -1)")
    }
    var out = "Picker(\(text(row.title, key: "title")), selection: $\(selection)) {\n"
    for (position, choice) in target.choices(ofGroup: 0).enumerated() {
      let value =
        group.bind == nil
        ? String(position) : StateKeys.literal(choice.value.choiceValue ?? "", type: type)
      out += "  Text(\(SwiftNames.literal(choice.value.title.literalText))).tag(\(value))\n"
    }
    return out + "}\n.pickerStyle(.segmented)"
  }

  mutating func button(_ button: Button, title: String) -> String {
    var action = ""
    for write in button.sets {
      guard let key = use(write.key) else { continue }
      action += "\(key.property) = \(StateKeys.literal(write.value, type: key.type))\n"
    }
    if action.isEmpty, let id = button.id {
      // A button the app handles: its action is the app's, by the button's id.
      action = "\(model()).action(\(SwiftNames.literal(id)))\n"
    }
    let role = button.destructive ? ", role: .destructive" : ""
    guard let confirm = button.confirm else {
      return
        "Button(\(title)\(role)) {\n\(indentLines(action.isEmpty ? "" : String(action.dropLast())))\n}"
    }
    let flag = "confirming" + SwiftNames.typeName(confirm.button.description)
    if !confirmations.contains(flag) { confirmations.append(flag) }
    let dialogTitle = confirm.title.map { text($0, key: "confirm") } ?? "\"\""
    var out = "Button(\(title)\(role)) {\n  \(flag) = true\n}\n"
    out += ".confirmationDialog(\(dialogTitle), isPresented: $\(flag), titleVisibility: "
    out += confirm.title == nil ? ".hidden) {\n" : ".visible) {\n"
    // The modifier's closures sit two spaces in from it.
    out += "    Button(\(text(confirm.button, key: "confirm"))\(role)) {\n"
    out += indentLines(indentLines(indentLines(String(action.dropLast()))))
    out += "\n    }\n  } message: {\n"
    out += confirm.message.map { "    Text(\(text($0, key: "confirm")))\n" } ?? "    EmptyView()\n"
    return out + "  }"
  }
}

extension String {
  /// Every occurrence of `target` replaced (Foundation-free).
  func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var out = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      out += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return out + rest
  }
}
