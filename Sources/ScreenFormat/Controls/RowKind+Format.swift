import Basics
import ScreenModel
import YAMLTree

/// Each kind of row in the YAML format, both ways: its keys read (``RowKindDecoder``),
/// written back (``ScreenEncoder``), and the common keys its row refuses. Every switch over
/// kinds in the format is here, so a new kind is read and written in this file (its own
/// keys are the field table's).
extension RowKindDecoder {
  /// The row's kind named `kindName`, its key's value `node`, read with its own keys.
  static func decode(
    _ kindName: RowKind.Name, _ node: Node, _ fields: Fields, _ context: inout DecodeContext
  ) -> RowKind? {
    switch kindName {
    case .push:
      guard let id = context.text(node, key: "push") else { return nil }
      context.pushes.append(.init(path: [id], mark: node.mark))
      return .push(id)
    case .body:
      return context.template(node, key: "body").map(RowKind.body)
    case .url:
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
    case .button:
      return button(node, fields, &context)
    case .mail:
      return mail(node, &context)
    case .custom:
      return custom(node, fields, &context)
    case .titleValue:
      return titleValue(node, fields, &context)
    case .toggle:
      return keyedControl(kindName, node, &context) { toggle($0, node, fields, &$1) }
    case .textField:
      return keyedControl(kindName, node, &context) {
        .textField(textField($0, node, fields, &$1))
      }
    case .textView:
      return keyedControl(kindName, node, &context) { .textView(textField($0, node, fields, &$1)) }
    case .slider:
      return keyedControl(kindName, node, &context) {
        number(kindName, $0, node, fields, &$1).map(RowKind.slider)
      }
    case .stepper:
      return keyedControl(kindName, node, &context) {
        number(kindName, $0, node, fields, &$1).map(RowKind.stepper)
      }
    case .datePicker:
      return keyedControl(kindName, node, &context) { datePicker($0, node, fields, &$1) }
    }
  }
}

extension ScreenEncoder {
  /// The kind key and the keys it owns.
  static func kind(_ kind: RowKind) -> [YAMLOut.Entry] {
    var entries: [YAMLOut.Entry] = []
    switch kind {
    case .plain: break
    case .push(let id): entries.add("push", text: id)
    case .body(let body): entries.add("body", text(body))
    case .url(let link): entries.add("url", text: link)
    case .toggle(let toggle):
      entries.add("toggle", key(toggle.key))
      if let on = toggle.trueValue, let off = toggle.falseValue {
        entries.add("trueValue", typed(on, toggle.trueType))
        entries.add("falseValue", typed(off, toggle.falseType))
      }
    case .textField(let field): entries = textField("textField", field)
    case .textView(let field): entries = textField("textView", field)
    case .slider(let control): entries = number("slider", control, defaultStep: nil)
    case .stepper(let control):
      entries = number("stepper", control, defaultStep: ExactDecimal(units: 1, scale: 0))
    case .button(let button): entries = self.button(button)
    case .titleValue(let value): entries = titleValue(value)
    case .datePicker(let picker):
      entries.add("datePicker", key(picker.key))
      if picker.mode != .dateAndTime { entries.add("mode", .scalar(picker.mode.rawValue)) }
      if picker.style != .wheels { entries.add("style", .scalar(picker.style.rawValue)) }
      if picker.minuteInterval != 1 {
        entries.add("minuteInterval", .scalar(String(picker.minuteInterval)))
      }
    case .mail(let mail): entries.add("mail", self.mail(mail))
    case .custom(let view):
      entries.add("custom", text: view.name)
      if view.height != CustomView(name: view.name).height {
        entries.add("height", .scalar(String(view.height)))
      }
    }
    return entries
  }
}

extension RowKind.Name {
  /// The common row keys a kind's row cannot have, because nothing would draw them: a
  /// control's value is drawn where a detail or accessory would be, and a button is a
  /// centred title (with its subtitle and a badge). Completion leaves them out too.
  package var refusedKeys: [String] {
    switch self {
    case .toggle, .textField, .slider, .stepper, .datePicker, .textView, .titleValue:
      ["accessory", "detail", "deletable"]
    case .button: ["accessory", "detail", "read"]
    case .push, .body, .url, .mail, .custom: []
    }
  }

  /// What a Settings.bundle can hold of a row of the kind: the export column of its key.
  package var settingsHold: SettingsHold {
    switch self {
    case .push, .toggle, .textField, .slider, .titleValue: .settings
    case .button, .url, .datePicker, .textView, .mail, .custom: .iask
    case .body: .neither("no specifier pushes a screen of text")
    case .stepper: .neither("Settings has no stepper: a slider, or a multi-value of its steps")
    }
  }
}
