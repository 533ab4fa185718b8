import ScreenBehavior
import ScreenModel

/// The control drawn on a row, with what it shows now.
public enum RowControl: Sendable, Hashable {
  /// No control: a plain row, a push, a choice, a post.
  case none
  /// A switch.
  case toggle(isOn: Bool)
  /// A text field: its text (empty while it shows its placeholder), whether it masks.
  case textField(text: String, placeholder: String?, secure: Bool)
  /// A text view across the row, on several lines.
  case textView(text: String, placeholder: String?)
  /// A slider: where the knob sits (0…1) and the value as printed.
  case slider(fraction: Double, value: String)
  /// A stepper: the value as printed, and which way it can still go.
  case stepper(value: String, canDecrement: Bool, canIncrement: Bool)
  /// A button, red when destructive.
  case button(destructive: Bool)
  /// A link to an address.
  case link(url: String)
  /// A segmented control: the segments' titles and the chosen one's index.
  case segments([String], selected: Int?)
  /// A date picker: its value as shown (nil while empty).
  case datePicker(value: String?)
  /// A row of the app's own view, by name, `height` points tall.
  case custom(name: String, height: Int)
  /// A field that adds an item to a list (`add TEXT`): editing mode's insert row or a list
  /// group's add row.
  case addField(placeholder: String?)
}

/// What each kind's control is to the runtime: every switch over kinds in the runtime is
/// here, so a new kind's control is mapped, tapped and typed into in this file.
extension RowControl {
  /// The control a drawn row shows, with a link's whole address from the row as written.
  init(_ view: RowView, source: Row?) {
    guard !view.isInsert else {
      self = .addField(placeholder: view.detail)
      return
    }
    self = Self.drawn(view, source: source)
  }

  private static func drawn(_ view: RowView, source: Row?) -> RowControl {
    guard let control = view.control else { return .none }
    switch control {
    case .toggle(let on): return .toggle(isOn: on)
    case .textField(let text, let placeholder, let secure):
      guard view.position != nil else { return .addField(placeholder: placeholder) }
      return .textField(text: text ?? "", placeholder: placeholder, secure: secure)
    case .textView(let text, let placeholder):
      return .textView(text: text ?? "", placeholder: placeholder)
    case .slider(let position, let value, _, _): return .slider(fraction: position, value: value)
    case .stepper(let value, let down, let up):
      return .stepper(value: value, canDecrement: down, canIncrement: up)
    case .button(let destructive): return .button(destructive: destructive)
    case .link:
      if case .url(let address)? = source?.kind { return .link(url: address) }
      return .none
    case .custom(let name, let height): return .custom(name: name, height: height)
    case .datePicker(let value, _): return .datePicker(value: value)
    case .segments(let titles, let selected): return .segments(titles, selected: selected)
    }
  }

  /// Whether a tap on the row is the row's (a plain row, a button, a link, a date picker, a
  /// custom view), not its control's gesture.
  var takesTap: Bool {
    switch self {
    case .none, .button, .link, .datePicker, .custom: true
    case .toggle, .textField, .textView, .slider, .stepper, .segments, .addField: false
    }
  }

  /// Whether editing text sets the control's value (`type`, `clear`): a text field, a text
  /// view, a date picker.
  var takesTyping: Bool {
    switch self {
    case .textField, .textView, .datePicker: true
    case .none, .toggle, .slider, .stepper, .button, .link, .segments, .custom, .addField: false
    }
  }
}

extension AppRequest {
  /// What the app is told after a tap on a row of `kind` (not a choice): a link's address,
  /// a mail, a custom view's name, a button's id, a post to open; nil for a row the screens
  /// handle (a push, a control).
  static func tapped(
    _ kind: RowKind, screen: String, title: String, list: [String]?, item: Int?
  ) -> AppRequest? {
    switch kind {
    case .url(let address): return .openURL(address)
    case .mail(let mail): return .mail(mail)
    case .custom(let view): return .custom(name: view.name)
    case .button(let button): return button.id.map { .button(id: $0) }
    case .plain, .body: return .open(screen: screen, title: title, list: list, item: item)
    case .push, .toggle, .textField, .textView, .slider, .stepper, .titleValue, .datePicker:
      return nil
    }
  }
}
