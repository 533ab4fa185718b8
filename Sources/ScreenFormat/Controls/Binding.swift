import Basics
import ScreenModel

/// A state key a row or picker binds, where, and what it accepts: checked against the app's
/// state and every other binding of the key once the whole app is loaded.
struct Binding: Equatable {
  /// What the binding accepts, compared between bindings of one key.
  enum Accepts: Equatable {
    case toggle(on: String, off: String)
    case text(TextField)
    case slider(NumberControl)
    case stepper(NumberControl)
    case picker(PickerAccepts)
    case date(DatePicker)

    /// For messages, from ``ControlNoun``.
    var noun: String {
      switch self {
      case .toggle: return ControlNoun.toggle
      case .text: return ControlNoun.textField
      case .slider: return ControlNoun.slider
      case .stepper: return ControlNoun.stepper
      case .picker: return ControlNoun.picker
      case .date: return ControlNoun.datePicker
      }
    }

    /// A value the key may start with, as `app.yaml` would spell it: a switch's off value,
    /// an empty text, a slider's or stepper's least, a picker's first choice; nil for a
    /// date or a multiple picker.
    var startingValue: String? {
      switch self {
      case .toggle(_, let off): off == "false" ? off : YAMLText.text(off)
      case .text: "\"\""
      case .slider(let control), .stepper(let control): control.min.description
      case .picker(let picker): picker.multiple ? nil : picker.values.first.map(YAMLText.text)
      case .date: nil
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
      case (.date(var a), .date(var b)):
        (a.key, b.key, a.style, b.style) = ([], [], .wheels, .wheels)
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
        let yesNo = on == "true" && off == "false" && Toggle.boolValue(text) != nil
        return text == on || text == off || yesNo
          ? nil : "a switch holds '\(on)' or '\(off)', not '\(text)'"
      case .text(let field): return field.problem(with: text)
      case .slider(let control), .stepper(let control): return control.problem(with: text)
      case .date(let picker): return picker.problem(with: text)
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
  /// The one host whose screens show the binding's row (`visibleIf: {host: app}`, its own
  /// or its section's), nil when both do: bindings shown by different hosts may differ.
  var host: Host?

  /// The host a condition alone shows its part in: `{host: …}`, or one among `all`.
  static func host(of condition: Condition?) -> Host? {
    switch condition {
    case .host(let host)?: return host
    case .all(let conditions)?: return conditions.lazy.compactMap { Self.host(of: $0) }.first
    default: return nil
    }
  }

  /// Whether two bindings can be shown by one host.
  func meets(_ other: Binding) -> Bool {
    host == nil || other.host == nil || host == other.host
  }
}
