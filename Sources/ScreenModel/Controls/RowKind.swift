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

  /// Whether the row is a control (a switch, text field, slider, stepper or date picker).
  public var isControl: Bool { boundKey != nil }

  /// The kind key as written: `toggle`, `slider`; nil for a plain row.
  public var keyName: String? { name?.key }

  /// A person's name for the kind, for messages: "a switch", "a text field".
  public var noun: String { name?.noun ?? ControlNoun.plain }
}
