import YAMLTree

/// A state key a row or picker binds, where, and what it accepts: checked against the app's
/// state and every other binding of the key once the whole app is loaded.
struct Binding {
  /// What the binding accepts, compared between bindings of one key.
  enum Accepts: Equatable {
    case toggle(on: String, off: String)
    case text(TextField)
    case slider(NumberControl)
    case stepper(NumberControl)
    case picker(PickerAccepts)

    /// For messages: "a switch".
    var noun: String {
      switch self {
      case .toggle: return "a switch"
      case .text: return "a text field"
      case .slider: return "a slider"
      case .stepper: return "a stepper"
      case .picker: return "a picker"
      }
    }

    /// Whether two bindings are of one kind and accept the same values.
    func agrees(with other: Accepts) -> Bool {
      switch (self, other) {
      case (.text(var a), .text(var b)):
        a.placeholder = nil
        b.placeholder = nil
        a.autocorrection = nil
        b.autocorrection = nil
        a.key = []
        b.key = []
        return a == b
      case (.slider(var a), .slider(var b)), (.stepper(var a), .stepper(var b)):
        a.valueFormat = nil
        b.valueFormat = nil
        (a.minImage, a.maxImage, b.minImage, b.maxImage) = (nil, nil, nil, nil)
        a.key = []
        b.key = []
        return a == b
      case (.picker(let a), .picker(let b)):
        return a.values == b.values && a.multiple == b.multiple && a.valueTypes == b.valueTypes
      default:
        return self == other
      }
    }

    /// Why the binding cannot hold a text value, or nil.
    func problem(with value: String) -> String? {
      problem(with: .text(value))
    }

    /// Why the binding cannot hold a state value, or nil.
    func problem(with value: StateValue) -> String? {
      if case .picker(let picker) = self { return picker.problem(with: value) }
      guard case .text(let text) = value else {
        return "\(noun) holds one value, not a list or a mapping"
      }
      switch self {
      case .toggle(let on, let off):
        return text == on || text == off
          ? nil : "a switch holds '\(on)' or '\(off)', not '\(text)'"
      case .text(let field): return field.problem(with: text)
      case .slider(let control), .stepper(let control): return control.problem(with: text)
      case .picker: return nil
      }
    }
  }

  var path: [String]
  var accepts: Accepts
  /// Where the key is named (the control's kind key value, or the picker's `bind`).
  var mark: Mark
  /// A switch's values' types, by text (``ValueType``).
  var valueTypes: [String: Set<ValueType>] = [:]
}

/// What a bound picker (or inline group) accepts.
struct PickerAccepts: Equatable {
  /// The choices' values, in order.
  var values: [String]
  /// Whether it holds a list (`allowsMultipleSelection`).
  var multiple: Bool
  var minSelected: Int?
  var maxSelected: Int?
  /// Where each choice's title is written, by title: the note for a title stored instead
  /// of a value.
  var titleMarks: [String: Mark]
  /// The types each value is written in, by its text (``ValueType``).
  var valueTypes: [String: Set<ValueType>] = [:]

  func problem(with value: StateValue) -> String? {
    switch (value, multiple) {
    case (.text(let text), false):
      return values.contains(text)
        ? nil : "'\(text)' is not one of the picker's values (\(Messages.quoted(values)))"
    case (.list(let items), true):
      var seen: Set<String> = []
      for item in items {
        guard case .text(let text) = item else {
          return "a multiple-choice picker holds a list of values"
        }
        guard values.contains(text) else {
          return "'\(text)' is not one of the picker's values (\(Messages.quoted(values)))"
        }
        guard seen.insert(text).inserted else { return "'\(text)' is chosen twice" }
      }
      if let minSelected, items.count < minSelected {
        return "\(items.count) chosen; the picker needs at least \(minSelected)"
      }
      if let maxSelected, items.count > maxSelected {
        return "\(items.count) chosen; the picker allows at most \(maxSelected)"
      }
      return nil
    case (_, true):
      return "a multiple-choice picker holds a list of values ([a, b]), not one value"
    default:
      return "a single-choice picker holds one value, not a list"
    }
  }

  /// The choice whose title is the value, when the value is not a value: the common
  /// mistake of storing the title.
  func titleMark(matching value: StateValue) -> (title: String, mark: Mark)? {
    var texts: [String] = []
    if case .text(let text) = value { texts = [text] }
    if case .list(let items) = value {
      texts = items.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
    }
    for text in texts where !values.contains(text) {
      if let mark = titleMarks[text] { return (text, mark) }
    }
    return nil
  }
}

/// A value a button writes, checked against the key's bindings.
struct StateWriteReference {
  var path: [String]
  var value: String
  var mark: Mark
}

/// Decodes a row's kind key and the keys that belong to it.
enum RowKindDecoder {
  /// The keys each kind (besides the common ones) may have.
  static let ownKeys: [String: [String]] = [
    "toggle": ["trueValue", "falseValue"],
    "textField": [
      "placeholder", "secure", "keyboard", "autocapitalization", "autocorrection", "maxLength",
    ],
    "slider": ["min", "max", "step", "valueFormat", "minImage", "maxImage"],
    "stepper": ["min", "max", "step", "valueFormat"],
    "button": ["role", "sets", "confirm"],
    "push": ["pickerStyle"], "body": [], "url": [], "titleValue": ["choices"],
  ]

  /// Keys a control cannot have: its value is drawn where they would be.
  static let notOnControls = ["accessory", "detail", "deletable"]

  /// For each key that belongs to some kinds, those kinds, sorted.
  static let owners: [String: [String]] = {
    var owners: [String: [String]] = [:]
    for (kind, keys) in ownKeys {
      for key in keys { owners[key, default: []].append(kind) }
    }
    return owners.mapValues { $0.sorted() }
  }()

  /// Every key this decoder looks at: the kind keys and the keys that belong to them. A
  /// row with none of them (nearly every row of a feed) is plain, found in one pass.
  static let relevant = Set(RowKind.keys).union(owners.keys)

  /// A bit per (length, first byte) of the relevant keys: a key whose bit is clear is not
  /// one of them, known without hashing it.
  static let prefilter: [UInt64] = {
    var bits = [UInt64](repeating: 0, count: 32 * 256 / 64)
    for key in relevant {
      let bit = key.utf8.count * 256 + Int(key.utf8.first ?? 0)
      bits[bit >> 6] |= 1 << UInt64(bit & 63)
    }
    return bits
  }()

  /// Whether a key may be relevant (cheap, exact after the set look-up).
  @inline(__always)
  static func mayBeRelevant(_ key: String) -> Bool {
    let utf8 = key.utf8
    let count = utf8.count
    guard count < 32, let first = utf8.first else { return false }
    let bit = count * 256 + Int(first)
    return prefilter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 && relevant.contains(key)
  }

  /// The row's kind; problems are reported, and nil means the row is unusable.
  static func decode(_ fields: Fields, _ context: inout DecodeContext) -> RowKind? {
    var kindName: String?
    var foreign: [(String, Mark)] = []
    for index in fields.pairs.indices {
      guard case .scalar(let scalar) = fields.pairs[index].key.content,
        mayBeRelevant(scalar.text)
      else { continue }
      let key = scalar.text
      let mark = fields.pairs[index].key.mark
      if RowKind.keys.contains(key) {
        if let first = kindName {
          context.error(Messages.twoKinds(key, first), at: mark)
        } else {
          kindName = key
        }
      } else {
        foreign.append((key, mark))
      }
    }
    // Keys that belong to another kind (or to none, on a plain row).
    for (key, mark) in foreign {
      let keyOwners = owners[key] ?? []
      guard !keyOwners.contains(kindName ?? "") else { continue }
      context.error(Messages.foreignKey(key, owners: keyOwners, kind: kindName), at: mark)
    }
    guard let kindName, let node = fields[kindName] else { return .plain }
    switch kindName {
    case "push":
      guard let id = context.text(node, key: "push") else { return nil }
      context.pushes.append(.init(path: [id], mark: node.mark))
      return .push(id)
    case "body":
      return context.template(node, key: "body").map(RowKind.body)
    case "url":
      guard let link = context.text(node, key: "url") else { return nil }
      guard
        ["https://", "http://", "mailto:", "tel:", "sms:"].contains(where: {
          link.hasPrefix($0) && link.count > $0.count
        })
      else {
        context.error(Messages.badURL(link), at: node.mark)
        return nil
      }
      return .url(link)
    case "button":
      return button(node, fields, &context)
    case "titleValue":
      return titleValue(node, fields, &context)
    default:
      return control(kindName, node, fields, &context)
    }
  }

  /// `titleValue: KEY` with optional `choices` mapping stored values to shown titles. The
  /// key is read like a `{key}` in a text (it must be in `state`), not bound: the row
  /// never writes it.
  private static func titleValue(_ node: Node, _ fields: Fields, _ context: inout DecodeContext)
    -> RowKind?
  {
    for key in notOnControls {
      if let found = fields.pairs.first(where: { $0.key.scalar?.text == key }) {
        context.error(Messages.keyOnControl(key, "titleValue"), at: found.key.mark)
      }
    }
    guard let keyText = context.text(node, key: "titleValue") else { return nil }
    let path = keyText.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    context.stateReferences.append(.init(path: path, mark: node.mark))
    var result = TitleValue(key: path)
    guard let list = fields["choices"] else { return .titleValue(result) }
    guard let items = list.sequence else {
      context.error(
        Messages.wrongType(expected: "a list of choices", found: list.kindDescription),
        at: list.mark)
      return nil
    }
    var seen: Set<String> = []
    for item in items {
      var choice: TitleValue.Choice?
      if item.scalar != nil, let title = context.template(item, key: "choices") {
        choice = TitleValue.Choice(value: title.literalText, title: title)
      } else if let choiceFields = context.fields(
        item, expected: "a choice", known: FieldTable.choice.map(\.name))
      {
        if let short = choiceFields["shortTitle"] {
          context.error(Messages.titleValueShortTitle, at: short.mark)
        }
        if let titleNode = context.required(choiceFields, "title", in: "a choice"),
          let title = context.template(titleNode, key: "title")
        {
          let value = context.text(choiceFields, "value") ?? title.literalText
          choice = TitleValue.Choice(value: value, title: title)
        }
      }
      guard let choice else { continue }
      if !seen.insert(choice.value).inserted {
        context.error(Messages.titleValueDuplicate(choice.value), at: item.mark)
        continue
      }
      result.choices.append(choice)
    }
    return .titleValue(result)
  }

  private static func control(
    _ kindName: String, _ node: Node, _ fields: Fields, _ context: inout DecodeContext
  ) -> RowKind? {
    for key in notOnControls {
      if let found = fields.pairs.first(where: { $0.key.scalar?.text == key }) {
        context.error(Messages.keyOnControl(key, kindName), at: found.key.mark)
      }
    }
    guard let keyText = context.text(node, key: kindName) else { return nil }
    let path = keyText.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    switch kindName {
    case "toggle":
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
      let toggle = Toggle(key: path, trueValue: on, falseValue: off)
      var binding = Binding(
        path: path, accepts: .toggle(on: toggle.onValue, off: toggle.offValue), mark: node.mark)
      binding.valueTypes = ValueType.ofSwitch(fields["trueValue"], fields["falseValue"])
      context.bindings.append(binding)
      return .toggle(toggle)
    case "textField":
      var field = TextField(key: path)
      field.placeholder = context.template(fields, "placeholder")
      field.secure = fields["secure"].flatMap { context.bool($0) } ?? false
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
      return .textField(field)
    default:
      guard let control = numberControl(kindName, path, fields, &context) else { return nil }
      let isSlider = kindName == "slider"
      context.bindings.append(
        Binding(
          path: path, accepts: isSlider ? .slider(control) : .stepper(control), mark: node.mark))
      return isSlider ? .slider(control) : .stepper(control)
    }
  }

  private static func numberControl(
    _ kindName: String, _ path: [String], _ fields: Fields, _ context: inout DecodeContext
  ) -> NumberControl? {
    func number(_ key: String, required: Bool) -> (ExactDecimal, Mark)? {
      guard let node = required ? context.required(fields, key, in: "a \(kindName)") : fields[key]
      else { return nil }
      guard let text = context.text(node, key: key) else { return nil }
      guard let value = ExactDecimal(text), node.scalar?.style == .plain else {
        let quoted = node.scalar.map { $0.style != .plain } ?? false
        context.error(Messages.numberProblem(key, text, quoted: quoted), at: node.mark)
        return nil
      }
      return (value, node.mark)
    }
    let min = number("min", required: true)
    let max = number("max", required: true)
    var step = number("step", required: false)
    if kindName == "stepper", step == nil { step = (ExactDecimal(units: 1, scale: 0), fields.mark) }
    let format = fields["valueFormat"].flatMap {
      context.template($0, key: "valueFormat", isLocal: { $0 == ["value"] })
    }
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

  private static func button(_ node: Node, _ fields: Fields, _ context: inout DecodeContext)
    -> RowKind?
  {
    guard let scalar = node.scalar, scalar.style == .plain, scalar.text == "true" else {
      context.error(Messages.buttonIsTrue, at: node.mark)
      return nil
    }
    var button = Button()
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
            StateWriteReference(path: path, value: value.text, mark: pair.key.mark))
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
