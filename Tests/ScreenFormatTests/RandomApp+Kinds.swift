import Fixtures

@testable import ScreenModel

/// Every row kind, with random values of the keys it owns.
extension RandomApp {
  /// A kind, binding a new state key where it is a control.
  mutating func kind(screens: [String]) -> RowKind {
    switch Int.random(in: 0..<14, using: &random) {
    case 0: return .push(pick(screens))
    case 1: return .body(text())
    case 2:
      if flip() { return .toggle(Toggle(key: key("true"))) }
      var toggle = Toggle(key: key("on"), trueValue: "on", falseValue: "off")
      (toggle.trueType, toggle.falseType) = (.text, .text)
      return .toggle(toggle)
    case 3, 4:
      var field = TextField(key: key("12"))
      field.placeholder = maybe { $0.text() }
      field.keyboard = pick(Keyboard.allCases)
      field.autocapitalization = pick(Autocapitalization.allCases)
      field.autocorrection = maybe { $0.flip() }
      // A text view never masks and has no length limit.
      if flip() { return .textView(field) }
      field.secure = flip()
      field.maxLength = maybe { _ in 30 }
      return .textField(field)
    case 5, 6:
      let step = pick([nil, "1", "2", "0.5"]).flatMap(ExactDecimal.init)
      var control = NumberControl(
        key: key("4"), min: ExactDecimal(units: 0, scale: 0),
        max: ExactDecimal(units: 10, scale: 0),
        step: step, valueFormat: maybe { _ in InterpolatedText(source: "{value} min") })
      if control.step != nil, flip() { return .stepper(control) }
      control.minImage = maybe { _ in "speaker" }
      control.maxImage = maybe { _ in "speaker.wave.3" }
      return .slider(control)
    case 7:
      var button = Button(destructive: flip())
      ids += 1
      button.id = maybe { [ids] _ in "button\(ids)" }
      if flip() { button.sets = [StateWrite(key: key("a"), value: pick(["b", "5", "true"]))] }
      button.confirm = maybe {
        Confirm(title: $0.maybe { $0.text() }, message: $0.maybe { $0.text() }, button: $0.title())
      }
      return .button(button)
    case 8: return .url(pick(["https://example.com/help", "mailto:a@example.com"]))
    case 9:
      var value = TitleValue(key: key("a"))
      if flip() {
        value.choices = [
          .init(value: "a", title: InterpolatedText(literal: "A")),
          .init(value: "5", title: InterpolatedText(literal: "Five"), type: .number),
        ]
      }
      return .titleValue(value)
    case 10:
      let mode = pick(DatePicker.Mode.allCases)
      var picker = DatePicker(key: key(mode.example))
      picker.mode = mode
      picker.style = pick(DatePicker.Style.allCases)
      picker.minuteInterval = pick([1, 5, 15])
      return .datePicker(picker)
    case 11:
      var mail = Mail()
      mail.to = flip() ? ["a@example.com", "b@example.com"] : []
      mail.cc = flip() ? ["c@example.com"] : []
      mail.subject = maybe { $0.title() }
      mail.body = maybe { $0.title() }
      mail.html = flip()
      return .mail(mail)
    case 12:
      var view = CustomView(name: "poster")
      view.height = pick([44, 120])
      return .custom(view)
    default: return .plain
    }
  }
}
