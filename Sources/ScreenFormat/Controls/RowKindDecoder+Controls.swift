import Basics
import ScreenModel
import YAMLTree

/// The controls' keys: switches, text fields, sliders, steppers, date pickers and buttons.
extension RowKindDecoder {
  /// A control, made by `decode` of its key as a path; one bound to `''` (a Settings
  /// specifier without a `Key`, which shows and stores nothing it can read back) is an error
  /// the screen is drawn in spite of, bound to no state key.
  static func keyedControl(
    _ kindName: RowKind.Name, _ node: Node, _ context: inout DecodeContext,
    _ decode: (_ path: [String], _ context: inout DecodeContext) -> RowKind?
  ) -> RowKind? {
    guard node.scalar?.text == "" else { return control(kindName, node, &context, decode) }
    context.diagnostics.append(.error(Messages.emptyKindKey(kindName), at: node.mark))
    let bindings = context.bindings.count
    let kind = control(kindName, node, &context, allowsEmpty: true, decode)
    // What the control says beside its key is told as usual; it binds nothing.
    context.bindings.removeSubrange(bindings...)
    return kind
  }

  /// An error at each key the kind's row cannot have (``RowKind/Name/refusedKeys``).
  static func refuseKeysNotOn(
    _ kindName: RowKind.Name, _ fields: Fields, _ context: inout DecodeContext
  ) {
    for key in kindName.refusedKeys {
      if let found = fields.pairs.first(where: { $0.key.scalar?.text == key }) {
        context.error(Messages.keyNotOnKind(key, kindName), at: found.key.mark)
      }
    }
  }

  /// The key as a path, then the control `decode` makes of it.
  private static func control(
    _ kindName: RowKind.Name, _ node: Node, _ context: inout DecodeContext,
    allowsEmpty: Bool = false,
    _ decode: (_ path: [String], _ context: inout DecodeContext) -> RowKind?
  ) -> RowKind? {
    // An empty key was told by `keyedControl`, not again as a key "with no value".
    guard
      let keyText = allowsEmpty && node.scalar?.text == ""
        ? "" : context.text(node, key: kindName.key)
    else { return nil }
    guard !keyText.isEmpty || allowsEmpty else {
      context.error(Messages.emptyKindKey(kindName), at: node.mark)
      return nil
    }
    let path = keyText.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    return decode(path, &context)
  }

  /// `toggle: KEY`, with `trueValue` and `falseValue` both or neither.
  static func toggle(
    _ path: [String], _ node: Node, _ fields: Fields, _ context: inout DecodeContext
  ) -> RowKind? {
    let on = context.text(fields, "trueValue")
    let off = context.text(fields, "falseValue")
    if (on == nil) != (off == nil) {
      let given = fields["trueValue"] ?? fields["falseValue"]
      context.error(Messages.trueFalseBoth, at: given?.mark ?? node.mark)
      return nil
    }
    if let on, on == off {
      context.error(Messages.trueFalseEqual(on), at: fields["falseValue"]?.mark ?? node.mark)
      return nil
    }
    var toggle = Toggle(key: path, trueValue: on, falseValue: off)
    toggle.trueType = fields["trueValue"]?.scalar.map(ValueType.init)
    toggle.falseType = fields["falseValue"]?.scalar.map(ValueType.init)
    var binding = Binding(
      path: path, accepts: .toggle(on: toggle.onValue, off: toggle.offValue), mark: node.mark)
    binding.valueTypes = ValueType.ofSwitch(fields["trueValue"], fields["falseValue"])
    context.bindings.append(binding)
    return .toggle(toggle)
  }

  /// A text field's (or text view's) keys, its binding told.
  static func textField(
    _ path: [String], _ node: Node, _ fields: Fields, _ context: inout DecodeContext
  ) -> TextField {
    var field = TextField(key: path)
    field.placeholder = context.template(fields, "placeholder")
    field.writtenSecure = fields["secure"].flatMap { context.bool($0) }
    if let keyboard = fields["keyboard"] {
      field.keyboard = (context.oneOf(keyboard, what: "keyboard") as Keyboard?) ?? .default
    }
    if let capitalization = fields["autocapitalization"] {
      field.autocapitalization =
        (context.oneOf(capitalization, what: "autocapitalization") as Autocapitalization?)
        ?? .none
    }
    field.autocorrection = fields["autocorrection"].flatMap { context.bool($0) }
    field.maxLength = fields["maxLength"].flatMap {
      context.integer($0, key: "maxLength", in: 1...ScreenDecoder.maxCount)
    }
    context.bindings.append(Binding(path: path, accepts: .text(field), mark: node.mark))
    return field
  }

  /// A slider or stepper, its binding told.
  static func number(
    _ kindName: RowKind.Name, _ path: [String], _ node: Node, _ fields: Fields,
    _ context: inout DecodeContext
  ) -> NumberControl? {
    guard let control = numberControl(kindName, path, fields, &context) else { return nil }
    context.bindings.append(
      Binding(
        path: path, accepts: kindName == .slider ? .slider(control) : .stepper(control),
        mark: node.mark))
    return control
  }

  /// `datePicker: KEY` with `mode`, `style` and `minuteInterval`.
  static func datePicker(
    _ path: [String], _ node: Node, _ fields: Fields, _ context: inout DecodeContext
  ) -> RowKind {
    var picker = DatePicker(key: path)
    if let mode = fields["mode"] {
      picker.mode = (context.oneOf(mode, what: "mode") as DatePicker.Mode?) ?? .dateAndTime
    }
    if let style = fields["style"] {
      picker.style = (context.oneOf(style, what: "style") as DatePicker.Style?) ?? .wheels
    }
    if let interval = fields["minuteInterval"] {
      picker.minuteInterval = context.integer(interval, key: "minuteInterval", in: 1...30) ?? 1
    }
    context.bindings.append(Binding(path: path, accepts: .date(picker), mark: node.mark))
    return .datePicker(picker)
  }

  static func numberControl(
    _ kindName: RowKind.Name, _ path: [String], _ fields: Fields,
    _ context: inout DecodeContext
  ) -> NumberControl? {
    func number(_ key: String, required: Bool) -> (ExactDecimal, Mark)? {
      guard
        let node = required ? context.required(fields, key, in: "a \(kindName.key)") : fields[key]
      else { return nil }
      guard let text = context.text(node, key: key) else { return nil }
      guard let value = ExactDecimal(text), node.scalar?.style == .plain else {
        let quoted = node.scalar.map { $0.style != .plain } ?? false
        // A number in quotes is fixed by writing it without them.
        let fix = quoted && ExactDecimal(text) != nil ? Fix.replace(with: text) : nil
        context.error(Messages.numberProblem(key, text, quoted: quoted), at: node.mark, fix: fix)
        return nil
      }
      return (value, node.mark)
    }
    let min = number("min", required: true)
    let max = number("max", required: true)
    var step = number("step", required: false)
    if kindName == .stepper, step == nil { step = (ExactDecimal(units: 1, scale: 0), fields.mark) }
    context.localNames = ["value"]
    let format = fields["valueFormat"].flatMap {
      context.template($0, key: "valueFormat", isLocal: { $0 == ["value"] })
    }
    context.localNames = []
    guard let (low, _) = min, let (high, highMark) = max else { return nil }
    guard low < high else {
      context.error(Messages.minNotBelowMax(low, high), at: highMark)
      return nil
    }
    if let (size, stepMark) = step {
      guard size > ExactDecimal(units: 0, scale: 0) else {
        context.error(Messages.stepNotPositive(size), at: stepMark)
        return nil
      }
      guard (high - low).isMultiple(of: size) else {
        context.error(Messages.rangeOffStep(low, high, size), at: highMark)
        return nil
      }
    }
    var control = NumberControl(key: path, min: low, max: high, step: step?.0, valueFormat: format)
    control.minImage = context.text(fields, "minImage")
    control.maxImage = context.text(fields, "maxImage")
    return control
  }

  static func button(_ node: Node, _ fields: Fields, _ context: inout DecodeContext)
    -> RowKind?
  {
    guard let scalar = node.scalar, scalar.style == .plain, scalar.text == "true" else {
      context.error(Messages.buttonIsTrue, at: node.mark)
      return nil
    }
    var button = Button()
    if let node = fields["id"], let id = context.text(node, key: "id") {
      if id.isEmpty { context.error(Messages.emptyButtonID, at: node.mark) }
      button.id = id
    }
    if let role = fields["role"], let text = context.text(role, key: "role") {
      if text == "destructive" {
        button.destructive = true
      } else {
        context.error(
          Messages.unknownValue(
            "role", text, allowed: ["destructive"],
            suggestion: Suggestion.nearest(to: text, in: ["destructive"])), at: role.mark)
      }
    }
    if let sets = fields["sets"] {
      if let pairs = sets.mapping {
        for pair in pairs {
          guard let key = pair.key.scalar?.text else { continue }
          guard let value = pair.value.scalar else {
            context.error(
              Messages.wrongType(expected: "a state value", found: pair.value.kindDescription),
              at: pair.value.mark)
            continue
          }
          let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
          button.sets.append(StateWrite(key: path, value: value.text))
          context.writes.append(
            WrittenValue(path: path, value: value.text, mark: pair.key.mark))
        }
      } else {
        context.error(
          Messages.wrongType(
            expected: "a mapping of state keys to values", found: sets.kindDescription),
          at: sets.mark)
      }
    }
    if let confirm = fields["confirm"],
      let confirmFields = context.fields(
        confirm, expected: "an action sheet ('title', 'message', 'button')",
        known: FieldTable.names(FieldTable.confirm))
    {
      let title = context.template(confirmFields, "title")
      let message = context.template(confirmFields, "message")
      if let buttonTitle = context.required(confirmFields, "button", in: "'confirm'").flatMap({
        context.template($0, key: "button")
      }) {
        button.confirm = Confirm(title: title, message: message, button: buttonTitle)
      }
    }
    return .button(button)
  }
}
