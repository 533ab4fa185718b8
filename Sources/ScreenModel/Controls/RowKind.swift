/// What a row is: one kind per row, with what that kind needs. A row mapping has at most
/// one kind key (`push`, `body`, `toggle`, `textField`, `slider`, `stepper`, `button`,
/// `url`, `titleValue`, and InAppSettingsKit's `datePicker`, `textView`, `mail` and
/// `custom`); a switch, text field, slider, stepper, date picker and text view bind a state
/// key and are *controls*.
public enum RowKind: Sendable, Hashable {
  /// A plain row (or a picker's choice).
  case plain
  // Every payload is boxed (`indirect`): a kind is then one word, and a row, which a long
  // feed holds by the hundred thousand, stays small (72 bytes). A plain row, a feed's
  // usual row, has no box at all.
  /// Tapping pushes the screen with this id.
  indirect case push(String)
  /// Tapping pushes a built-in detail screen with this body.
  indirect case body(InterpolatedText)
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
  /// A date picker. The YAML spelling is `datePicker: birthday` with an optional `mode`.
  indirect case datePicker(DatePicker)
  /// A multi-line text view (IASK's `IASKTextViewSpecifier`). The YAML spelling is
  /// `textView: notes`; its field never masks and has no `maxLength`.
  indirect case textView(TextField)
  /// A row that opens a mail sheet (IASK's `IASKMailComposeSpecifier`). The YAML spelling
  /// is `mail: {to: [a@example.com], subject: Feedback}`.
  indirect case mail(Mail)
  /// A row of the app's own view (IASK's `IASKCustomViewSpecifier`). The YAML spelling is
  /// `custom: poster` with an optional `height`.
  indirect case custom(CustomView)

  /// The kind keys, in the order the contract names them.
  package static let keys = Name.allCases.map(\.key)

  /// The state key a control binds, as a path (`user.name` → `["user", "name"]`).
  package var boundKey: [String]? {
    switch self {
    case .toggle(let toggle): return toggle.key
    case .textField(let field), .textView(let field): return field.key
    case .slider(let control), .stepper(let control): return control.key
    case .datePicker(let picker): return picker.key
    case .plain, .push, .body, .button, .url, .titleValue, .mail, .custom: return nil
    }
  }

  /// Whether tapping the row opens something of its own (a pushed screen, a detail body,
  /// a mail sheet), which a disclosure chevron says.
  package var opens: Bool {
    switch self {
    case .push, .body, .mail: true
    case .plain, .toggle, .textField, .textView, .slider, .stepper, .button, .url, .titleValue,
      .datePicker, .custom:
      false
    }
  }

  /// The text field that `type` and `clear` edit: a text field's or a text view's.
  package var textField: TextField? {
    switch self {
    case .textField(let field), .textView(let field): return field
    case .plain, .push, .body, .toggle, .slider, .stepper, .button, .url, .titleValue,
      .datePicker, .mail, .custom:
      return nil
    }
  }

  /// The number control that `increment` and `decrement` step: a slider's or a stepper's.
  package var numberControl: NumberControl? {
    switch self {
    case .slider(let control), .stepper(let control): return control
    case .plain, .push, .body, .toggle, .textField, .button, .url, .titleValue, .datePicker,
      .textView, .mail, .custom:
      return nil
    }
  }

  /// Why the control cannot hold `text` as its state key's value, or nil (nil too for a row
  /// that binds no key).
  package func problem(holding text: String) -> String? {
    switch self {
    case .toggle(let toggle):
      return toggle.isOn(text) == nil
        ? "a switch holds '\(toggle.onValue)' or '\(toggle.offValue)', not '\(text)'" : nil
    case .textField(let field), .textView(let field): return field.problem(with: text)
    case .slider(let control), .stepper(let control): return control.problem(with: text)
    case .datePicker(let picker): return picker.problem(with: text)
    case .plain, .push, .body, .button, .url, .titleValue, .mail, .custom: return nil
    }
  }

  /// What tapping the row does, in words, when VoiceOver reads it as a button (a push, a
  /// button, a link): two buttons of a screen with one name must do the same. Nil for the
  /// other rows.
  package var buttonAction: String? {
    switch self {
    case .push(let id): "push " + id
    case .button(let button): "button " + String(describing: button)
    case .url(let address): "url " + address
    case .plain, .body, .toggle, .textField, .textView, .slider, .stepper, .titleValue,
      .datePicker, .mail, .custom:
      nil
    }
  }

  /// Whether the row is a control (a switch, text field, slider, stepper or date picker).
  public var isControl: Bool { boundKey != nil }

  /// The kind key as written: `toggle`, `slider`; nil for a plain row.
  public var keyName: String? { name?.key }

  /// A person's name for the kind, for messages: "a switch", "a text field".
  public var noun: String { name?.noun ?? ControlNoun.plain }
}

extension RowKind {
  /// The kinds of row, each named by the key that makes a row of it (`toggle: wifi`): the one
  /// list of kinds, with the facts about each hung on it. Every fact is an exhaustive switch,
  /// so a kind added here is a compile error wherever it must be handled.
  ///
  /// Adding a kind: a case here and its payload on ``RowKind``, then each file
  /// `Docs/AddingARowKind.md` names (the compiler asks for each). The tests of
  /// `RowKindCoverageTests` load, draw, read and export an example of every kind.
  package enum Name: String, CaseIterable, Sendable, Hashable {
    case push, body, toggle, textField, slider, stepper, button, url, titleValue, datePicker,
      textView, mail, custom

    /// The key as written: `toggle`, `textField`.
    package var key: String { rawValue }

    /// A person's name for the kind, for messages: "a switch", "a text field" (``ControlNoun``
    /// holds the nouns of what is no kind).
    package var noun: String {
      switch self {
      case .push: "a row that pushes a screen"
      case .body: "a row with a body"
      case .toggle: "a switch"
      case .textField: "a text field"
      case .slider: "a slider"
      case .stepper: "a stepper"
      case .button: "a button"
      case .url: "a link"
      case .titleValue: "a title value"
      case .datePicker: "a date picker"
      case .textView: "a text view"
      case .mail: "a mail row"
      case .custom: "a custom view"
      }
    }

    /// Whether the kind's key names a state key the row writes: the controls.
    package var bindsState: Bool {
      switch self {
      case .toggle, .textField, .slider, .stepper, .datePicker, .textView: true
      case .push, .body, .button, .url, .titleValue, .mail, .custom: false
      }
    }

    /// Whether the kind's key names a state key the row only reads (`titleValue: version`).
    package var readsState: Bool {
      switch self {
      case .titleValue: true
      case .push, .body, .toggle, .textField, .slider, .stepper, .button, .url, .datePicker,
        .textView, .mail, .custom:
        false
      }
    }
  }

  /// The kind's name; nil for a plain row.
  package var name: Name? {
    switch self {
    case .plain: nil
    case .push: .push
    case .body: .body
    case .toggle: .toggle
    case .textField: .textField
    case .slider: .slider
    case .stepper: .stepper
    case .button: .button
    case .url: .url
    case .titleValue: .titleValue
    case .datePicker: .datePicker
    case .textView: .textView
    case .mail: .mail
    case .custom: .custom
    }
  }

  /// The keys that name a state key a row binds or shows: the controls' kind keys, a
  /// picker's `bind` and a list's `rowsFrom`.
  package static let stateKeyWords: Set<String> = Set(
    Name.allCases.filter { $0.bindsState || $0.readsState }.map(\.key)
  ).union(["bind", "rowsFrom", "plural"])
}
