extension RowKind {
  /// The kinds of row, each named by the key that makes a row of it (`toggle: wifi`): the one
  /// list of kinds, with the facts about each hung on it. Every fact is an exhaustive switch,
  /// so a kind added here is a compile error wherever it must be handled.
  ///
  /// Adding a kind: a case here and its payload on ``RowKind``; its keys in the field table
  /// (`.owned(by: .NAME)`); its decoding in `RowKindDecoder`; its drawing in the text and
  /// picture renderers; its VoiceOver element; its Settings.bundle export rule. The tests
  /// of `RowKindCoverageTests` load, draw, read and export an example of every kind.
  package enum Name: String, CaseIterable, Sendable, Hashable {
    case push, body, toggle, textField, slider, stepper, button, url, titleValue, datePicker,
      textView, mail, custom

    /// The key as written: `toggle`, `textField`.
    package var key: String { rawValue }

    /// A person's name for the kind, for messages: "a switch", "a text field".
    package var noun: String {
      switch self {
      case .push: ControlNoun.push
      case .body: ControlNoun.body
      case .toggle: ControlNoun.toggle
      case .textField: ControlNoun.textField
      case .slider: ControlNoun.slider
      case .stepper: ControlNoun.stepper
      case .button: ControlNoun.button
      case .url: ControlNoun.link
      case .titleValue: ControlNoun.titleValue
      case .datePicker: ControlNoun.datePicker
      case .textView: ControlNoun.textView
      case .mail: ControlNoun.mail
      case .custom: ControlNoun.custom
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
