/// What a row is: one kind per row, with what that kind needs. A row mapping has at most
/// one kind key (`push`, `body`, `toggle`, `textField`, `slider`, `stepper`, `button`,
/// `url`); the first four bind a state key and are *controls*.
package enum RowKind: Sendable, Hashable {
  /// A plain row (or a picker's choice).
  case plain
  // Every payload is boxed (`indirect`): a kind is then one word, and a row, which a long
  // feed holds by the hundred thousand, stays small (72 bytes). A plain row, a feed's
  // usual row, has no box at all.
  /// Tapping pushes the screen with this id.
  indirect case push(String)
  /// Tapping pushes a built-in detail screen with this body.
  indirect case body(Template)
  /// A switch. The YAML spelling is `toggle: wifi`.
  indirect case toggle(Toggle)
  /// A text field. The YAML spelling is `textField: name`.
  indirect case textField(TextField)
  /// A slider. The YAML spelling is `slider: volume` with `min` and `max`.
  indirect case slider(NumberControl)
  /// A stepper. The YAML spelling is `stepper: copies` with `min` and `max`.
  indirect case stepper(NumberControl)
  /// A button. The YAML spelling is `button: true`.
  indirect case button(Button)
  /// A link. The YAML spelling is `url: https://example.com`.
  indirect case url(String)
  /// A read-only row showing a state value. The YAML spelling is `titleValue: version`.
  indirect case titleValue(TitleValue)

  /// The kind keys, in the order the contract names them.
  package static let keys = [
    "push", "body", "toggle", "textField", "slider", "stepper", "button", "url", "titleValue",
  ]

  /// The state key a control binds, as a path (`user.name` → `["user", "name"]`).
  package var boundKey: [String]? {
    switch self {
    case .toggle(let toggle): return toggle.key
    case .textField(let field): return field.key
    case .slider(let control), .stepper(let control): return control.key
    default: return nil
    }
  }

  /// Whether the row is a control (a switch, text field, slider or stepper).
  package var isControl: Bool { boundKey != nil }

  /// The kind key as written: `toggle`, `slider`; nil for a plain row.
  package var keyName: String? {
    switch self {
    case .plain: return nil
    case .push: return "push"
    case .body: return "body"
    case .toggle: return "toggle"
    case .textField: return "textField"
    case .slider: return "slider"
    case .stepper: return "stepper"
    case .button: return "button"
    case .url: return "url"
    case .titleValue: return "titleValue"
    }
  }

  /// A person's name for the kind, for messages: "a switch", "a text field".
  package var noun: String {
    switch self {
    case .plain: return ControlNoun.plain
    case .push: return ControlNoun.push
    case .body: return ControlNoun.body
    case .toggle: return ControlNoun.toggle
    case .textField: return ControlNoun.textField
    case .slider: return ControlNoun.slider
    case .stepper: return ControlNoun.stepper
    case .button: return ControlNoun.button
    case .url: return ControlNoun.link
    case .titleValue: return ControlNoun.titleValue
    }
  }
}

/// A switch bound to a state key (Settings' `PSToggleSwitchSpecifier`).
package struct Toggle: Sendable, Hashable {
  /// The bound state key.
  package var key: [String]
  /// The stored value when on; nil means `true`.
  package var trueValue: String?
  /// The stored value when off; nil means `false`.
  package var falseValue: String?

  /// Creates a switch.
  package init(key: [String], trueValue: String? = nil, falseValue: String? = nil) {
    self.key = key
    self.trueValue = trueValue
    self.falseValue = falseValue
  }

  /// The value stored when on.
  package var onValue: String { trueValue ?? "true" }
  /// The value stored when off.
  package var offValue: String { falseValue ?? "false" }

  /// Whether a stored value means on; nil when the switch cannot hold it.
  package func isOn(_ value: String) -> Bool? {
    if value == onValue { return true }
    if value == offValue { return false }
    return nil
  }
}

/// A text field bound to a state key (Settings' `PSTextFieldSpecifier`).
package struct TextField: Sendable, Hashable {
  /// The bound state key.
  package var key: [String]
  /// Shown while the text is empty.
  package var placeholder: Template?
  /// Whether the text is masked (a password).
  package var secure = false
  /// What the keyboard can type.
  package var keyboard = Keyboard.default
  /// What typed text is capitalised to.
  package var autocapitalization = Autocapitalization.none
  /// Whether autocorrection is on (drawn nowhere; never changes typed text).
  package var autocorrection: Bool?
  /// The longest text, in characters.
  package var maxLength: Int?

  /// Creates a text field.
  package init(key: [String]) {
    self.key = key
  }

  /// Why the field cannot hold a text, or nil when it can.
  package func problem(with text: String) -> String? {
    if let maxLength, text.count > maxLength {
      return "'\(text)' is \(text.count) characters; the field takes at most \(maxLength)"
    }
    return keyboardProblem(with: text)
  }

  /// What typing a text stores: the keyboard is checked against the keys typed (before
  /// capitalising: an ASCII keyboard has no `ß` key to shift into `SS`), then the text is
  /// capitalised and checked as the field's value.
  package func typing(_ typed: String) -> Result<String, TypingError> {
    if let why = keyboardProblem(with: typed) { return .failure(TypingError(why)) }
    let text = autocapitalization.apply(to: typed)
    if let why = problem(with: text) { return .failure(TypingError(why)) }
    return .success(text)
  }

  private func keyboardProblem(with text: String) -> String? {
    guard let bad = keyboard.firstUntypeable(in: text) else { return nil }
    if keyboard == .decimalPad, bad == "." {
      return "a decimal pad types one '.': '\(text)' has \(text.filter { $0 == "." }.count)"
    }
    return "the \(keyboard.rawValue) keyboard cannot type '\(bad)'"
  }
}

/// Why a text cannot be typed into a field.
package struct TypingError: Error, Sendable, Hashable {
  /// What is wrong, lowercase.
  package var reason: String

  /// Creates an error.
  package init(_ reason: String) { self.reason = reason }
}

/// A keyboard type, by UIKeyboardType's name.
package enum Keyboard: String, Sendable, Hashable, CaseIterable {
  case `default`, asciiCapable, numbersAndPunctuation, url, emailAddress, numberPad, decimalPad
  case phonePad, twitter, webSearch, namePhonePad, asciiCapableNumberPad

  /// The first character of a text this keyboard cannot type, or nil.
  package func firstUntypeable(in text: String) -> Character? {
    switch self {
    // Twitter and web-search keyboards are the default one with extra keys; a name-phone
    // pad has the letters of a name as well as a phone pad.
    case .default, .numbersAndPunctuation, .url, .emailAddress, .twitter, .webSearch,
      .namePhonePad:
      return nil
    case .asciiCapable: return text.first { !$0.isASCII }
    case .numberPad, .asciiCapableNumberPad: return text.first { !$0.isASCIIDigitCharacter }
    case .decimalPad:
      var seenPoint = false
      return text.first { character in
        if character == "." {
          defer { seenPoint = true }
          return seenPoint
        }
        return !character.isASCIIDigitCharacter
      }
    case .phonePad:
      return text.first { !$0.isASCIIDigitCharacter && !"+*# ".contains($0) }
    }
  }
}

/// How a text field capitalises what is typed (UITextAutocapitalizationType).
package enum Autocapitalization: String, Sendable, Hashable, CaseIterable {
  case none, words, sentences, allCharacters

  /// Typed text as the keyboard would capitalise it.
  package func apply(to text: String) -> String {
    switch self {
    case .none: return text
    case .allCharacters: return text.uppercased()
    case .words:
      var out = ""
      var atStart = true
      for character in text {
        out += atStart ? character.uppercased() : String(character)
        atStart = character == " "
      }
      return out
    case .sentences:
      // As iOS: a sentence starts the text, or follows '.', '!' or '?' and white space
      // ("hi?there" is one sentence, "e.g. this" two).
      var out = ""
      var atStart = true
      var afterTerminator = false
      for character in text {
        if character.isWhitespace {
          if afterTerminator { atStart = true }
          out.append(character)
          continue
        }
        out += atStart ? character.uppercased() : String(character)
        atStart = false
        afterTerminator = ".!?".contains(character)
      }
      return out
    }
  }
}

/// A slider or stepper: a number between `min` and `max`, on `step` when there is one.
package struct NumberControl: Sendable, Hashable {
  /// The bound state key.
  package var key: [String]
  /// The smallest value.
  package var min: ExactDecimal
  /// The largest value.
  package var max: ExactDecimal
  /// The step, counted from `min`; nil for a slider without one.
  package var step: ExactDecimal?
  /// How the value is printed: `{value} min`.
  package var valueFormat: Template?
  /// A slider's image at its minimum end, by name (Settings' `MinimumValueImage`): kept
  /// for export, drawn nowhere. The YAML spelling is `minImage: quiet`.
  package var minImage: String?
  /// A slider's image at its maximum end, by name (`MaximumValueImage`): drawn nowhere.
  package var maxImage: String?

  /// Creates a number control.
  package init(
    key: [String], min: ExactDecimal, max: ExactDecimal, step: ExactDecimal? = nil,
    valueFormat: Template? = nil
  ) {
    self.key = key
    self.min = min
    self.max = max
    self.step = step
    self.valueFormat = valueFormat
  }

  /// Why the control cannot hold a value, or nil when it can.
  package func problem(with text: String) -> String? {
    guard let value = ExactDecimal(text) else { return "'\(text)' is not a number" }
    if value < min || value > max {
      return "\(text) is outside \(min)…\(max)"
    }
    if let step, !(value - min).isMultiple(of: step) {
      return "\(text) is not on the step of \(step) from \(min)"
    }
    return nil
  }

  /// A value printed with as many decimals as the step, or as written without one.
  package func printed(_ text: String) -> String {
    guard let step, let value = ExactDecimal(text) else { return text }
    return value.formatted(decimals: step.scale)
  }
}

/// A button (Settings has none; UIKit's plain table buttons).
package struct Button: Sendable, Hashable {
  /// Whether it destroys something: drawn red and marked.
  package var destructive = false
  /// State written when tapped, in order.
  package var sets: [StateWrite] = []
  /// An action sheet shown first, when set.
  package var confirm: Confirm?

  /// Creates a button.
  package init(destructive: Bool = false, sets: [StateWrite] = [], confirm: Confirm? = nil) {
    self.destructive = destructive
    self.sets = sets
    self.confirm = confirm
  }
}

/// A state value a button writes.
package struct StateWrite: Sendable, Hashable {
  /// The key path.
  package var key: [String]
  /// The value.
  package var value: String

  /// Creates a write.
  package init(key: [String], value: String) {
    self.key = key
    self.value = value
  }
}

/// An action sheet a button shows before it acts: a title, a message, the button that
/// confirms, and Cancel.
package struct Confirm: Sendable, Hashable {
  /// The sheet's title.
  package var title: Template?
  /// The sheet's message.
  package var message: Template?
  /// The confirming button's title.
  package var button: Template

  /// Creates a sheet.
  package init(title: Template? = nil, message: Template? = nil, button: Template) {
    self.title = title
    self.message = message
    self.button = button
  }
}
