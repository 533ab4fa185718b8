import Basics
import ScreenFormat
import ScreenModel

/// Rows: their texts, their kind's keys, and where and how they show.
extension ImportedApp {
  /// A row (a slider's without a title has an empty one).
  static func row(_ document: RowDocument) -> Row {
    var row = Row(title: literal(document.title ?? ""))
    row.subtitle = document.subtitle.map(literal)
    row.kind = kind(document.kind)
    row.visibleIf = condition(document.device, document.host)
    row.writesDefault = document.writesDefault
    row.settings = passthrough(document.settings)
    return row
  }

  /// A row's kind, with the keys it owns.
  static func kind(_ kind: RowDocument.Kind) -> RowKind {
    switch kind {
    case .plain: return .plain
    case .push(let id): return .push(id)
    case .toggle(let key, let on, let off):
      var toggle = Toggle(key: path(key))
      if on != nil || off != nil {
        let on = scalar(on ?? .boolean(true))
        let off = scalar(off ?? .boolean(false))
        toggle.trueValue = on.text
        toggle.falseValue = off.text
        toggle.trueType = on.type
        toggle.falseType = off.type
      }
      return .toggle(toggle)
    case .textField(let field): return .textField(textField(field))
    case .textView(let field): return .textView(textField(field))
    case .slider(let key, let min, let max, let minImage, let maxImage):
      var slider = NumberControl(key: path(key), min: decimal(min), max: decimal(max))
      slider.minImage = minImage
      slider.maxImage = maxImage
      return .slider(slider)
    case .titleValue(let key, let choices): return .titleValue(titleValue(key, choices))
    case .button(let id):
      var button = Button()
      button.id = id
      return .button(button)
    case .url(let link): return .url(link)
    case .custom(let name): return .custom(CustomView(name: name))
    case .mail(let document): return .mail(mail(document))
    case .datePicker(let document): return .datePicker(datePicker(document))
    }
  }

  /// A slider's bound as written (`1e3` as `1000.0`); zero where it is not a number.
  static func decimal(_ value: SettingValue) -> ExactDecimal {
    let spelled = YAMLText.value(YAMLText.plainDecimal(value))
    return ExactDecimal(spelled) ?? ExactDecimal(units: 0, scale: 0)
  }

  /// A text field's or text view's keys, each as the bundle wrote it.
  static func textField(_ document: TextFieldDocument) -> TextField {
    var field = TextField(key: path(document.key))
    field.placeholder = document.placeholder.map(literal)
    field.writtenSecure = document.secure
    if let keyboard = document.keyboard {
      field.keyboard = Keyboard(rawValue: keyboard) ?? .default
    }
    if let words = document.autocapitalization {
      field.autocapitalization = Autocapitalization(rawValue: words) ?? .none
    }
    field.autocorrection = document.autocorrection
    return field
  }

  /// A title-value row: its key (none when empty) and the title of each value, the first
  /// of a value written twice kept.
  static func titleValue(_ key: String, _ choices: [ChoiceDocument]) -> TitleValue {
    var value = TitleValue(key: key.isEmpty ? [] : path(key))
    var seen: Set<String> = []
    for choice in choices {
      let stored = scalar(choice.value)
      guard seen.insert(stored.text).inserted else { continue }
      value.choices.append(
        TitleValue.Choice(value: stored.text, title: literal(choice.title), type: stored.type))
    }
    return value
  }

  /// A mail row's message.
  static func mail(_ document: MailDocument) -> Mail {
    var mail = Mail()
    mail.to = document.to ?? []
    mail.cc = document.cc ?? []
    mail.bcc = document.bcc ?? []
    mail.subject = document.subject.map(literal)
    mail.body = document.body.map(literal)
    mail.writtenHTML = document.html
    return mail
  }

  /// A date picker: its mode, style and minute interval, IASK's defaults where not written.
  static func datePicker(_ document: DatePickerDocument) -> DatePicker {
    var picker = DatePicker(key: path(document.key))
    picker.mode = document.mode.flatMap(DatePicker.Mode.init(rawValue:)) ?? .dateAndTime
    picker.style = document.style.flatMap(DatePicker.Style.init(rawValue:)) ?? .wheels
    if let interval = document.minuteInterval {
      picker.minuteInterval = Int(interval).flatMap { (1...30).contains($0) ? $0 : nil } ?? 1
    }
    return picker
  }
}
