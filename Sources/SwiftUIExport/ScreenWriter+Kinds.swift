import ScreenModel

/// Each kind of row as SwiftUI: its view, and the state key it binds or shows with the
/// key's Swift type. Every switch over ``RowKind`` in the export is here, so a new kind is
/// written in this file.
extension ScreenWriter {
  /// The row as a view expression (lines without their indentation).
  mutating func view(_ row: Row) -> String {
    let title = text(row.title, key: "title")
    switch row.kind {
    case .plain: return readingButton(plain(row), read: row.read)
    case .push(let id): return push(row, to: id)
    case .body(let body):
      // The detail screen: the row's detail, then its body.
      let detail = row.detail.map { "    Text(\(text($0, key: "detail")))\n" } ?? ""
      let page =
        "List {\n\(detail)    Text(\(text(body, key: "body")))\n  }\n  .navigationTitle(\(title))"
        + marksRead
      return "NavigationLink {\n  \(page)\n} label: {\n\(indentLines(plain(row)))\n}"
    case .toggle(let toggle):
      guard let key = use(toggle.key) else { return "EmptyView()" }
      var isOn = "$\(key.property)"
      if let on = toggle.trueValue, let off = toggle.falseValue {
        let onLiteral = SwiftNames.literal(on)
        isOn =
          "Binding(\n  get: { \(key.property) == \(onLiteral) },\n"
          + "  set: { \(key.property) = $0 ? \(onLiteral) : \(SwiftNames.literal(off)) })"
      }
      // A subtitle or an icon: the label is the row's own.
      guard row.subtitle != nil || row.icon != nil else { return "Toggle(\(title), isOn: \(isOn))" }
      return "Toggle(isOn: \(isOn)) {\n\(indentLines(label(row)))\n}"
    case .textField(let field): return textField(row, field, title: title, multiline: false)
    case .textView(let field): return textField(row, field, title: title, multiline: true)
    case .slider(let control): return slider(row, control)
    case .stepper(let control): return stepper(control, title: title)
    case .button(let button): return self.button(button, title: title)
    case .url: return "Link(\(title), destination: url)"
    case .titleValue(let value):
      guard let key = use(value.key) else { return "EmptyView()" }
      // A number or a boolean shows as it is written (`42`, `true`), as Settings shows it.
      let shown = key.type == "String" ? key.property : "verbatim: String(\(key.property))"
      guard !value.choices.isEmpty else {
        return "LabeledContent(\(title)) {\n  Text(\(shown))\n}"
      }
      var cases = ""
      for choice in value.choices {
        cases +=
          "  case \(StateKeys.literal(choice.value, type: key.type)): "
          + "Text(\(text(choice.title, key: "choices")))\n"
      }
      return "LabeledContent(\(title)) {\n  switch \(key.property) {\n\(cases)"
        + "  default: Text(\(shown))\n  }\n}"
    case .datePicker(let picker): return datePicker(picker, title: title)
    case .mail: return "Link(\(title), destination: url)"
    case .custom(let custom):
      // The app's own view, named by the row's title for VoiceOver.
      return "\(model()).customView(\(SwiftNames.literal(custom.name)))\n"
        + ".frame(height: \(custom.height))\n.accessibilityLabel(Text(\(title)))"
    }
  }
}

extension StateKeys {
  /// The state key a row of its kind binds or shows, with its Swift type.
  mutating func add(_ row: Row, _ app: App) {
    switch row.kind {
    case .toggle(let toggle):
      add(toggle.key, type: toggle.trueValue == nil ? "Bool" : "String", app)
    case .slider(let control): add(control.key, type: "Double", app)
    case .stepper(let control):
      let whole = [control.min, control.max, control.step].allSatisfy { ($0?.scale ?? 0) == 0 }
      add(control.key, type: whole ? "Int" : "Double", app)
    case .textField(let field), .textView(let field): add(field.key, type: "String", app)
    // Shown, not set: stored as the state writes it (a number or a boolean the app or a
    // bundle stores is not a string `@AppStorage` could read).
    case .titleValue(let value): add(value.key, type: Self.storedType(value.key, app), app)
    case .datePicker(let picker): add(picker.key, type: "String", app)
    case .plain, .push, .body, .button, .url, .mail, .custom: break
    }
  }
}
