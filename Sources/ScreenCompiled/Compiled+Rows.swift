import Basics
import ScreenModel

/// Rows, their kinds and their controls.
extension CompiledWriter {
  mutating func row(_ row: Row) {
    text(row.title)
    text(row.detail)
    text(row.subtitle)
    optional(row.accessory) { $0.enumCase($1) }
    optional(row.read) { $0.bool($1) }
    optional(row.deletable) { $0.bool($1) }
    optional(row.choiceValue) { $0.string($1) }
    optional(row.choiceValueType) { $0.valueType($1) }
    optional(row.settings) { $0.passthrough($1) }
    bool(row.writesDefault)
    text(row.badge)
    optional(row.shortTitle) { $0.string($1) }
    enumCase(row.pickerStyle)
    optional(row.visibleIf) { $0.condition($1) }
    optional(row.enabledIf) { $0.condition($1) }
    text(row.accessibilityLabel)
    text(row.accessibilityHint)
    optional(row.icon) { writer, icon in
      writer.string(icon.symbol)
      writer.colour(icon.background)
    }
    kind(row.kind)
  }

  mutating func kind(_ kind: RowKind) {
    switch kind {
    case .plain: byte(0)
    case .push(let id):
      byte(1)
      string(id)
    case .body(let body):
      byte(2)
      text(body)
    case .toggle(let toggle):
      byte(3)
      path(toggle.key)
      optional(toggle.trueValue) { $0.string($1) }
      optional(toggle.falseValue) { $0.string($1) }
      optional(toggle.trueType) { $0.valueType($1) }
      optional(toggle.falseType) { $0.valueType($1) }
    case .textField(let field):
      byte(4)
      textField(field)
    case .textView(let field):
      byte(5)
      textField(field)
    case .slider(let control):
      byte(6)
      number(control)
    case .stepper(let control):
      byte(7)
      number(control)
    case .button(let button):
      byte(8)
      self.button(button)
    case .url(let link):
      byte(9)
      string(link)
    case .titleValue(let value):
      byte(10)
      path(value.key)
      list(value.choices) { writer, choice in
        writer.string(choice.value)
        writer.text(choice.title)
        writer.valueType(choice.type)
      }
    case .datePicker(let picker):
      byte(11)
      path(picker.key)
      enumCase(picker.mode)
      enumCase(picker.style)
      count(picker.minuteInterval)
    case .mail(let mail):
      byte(12)
      strings(mail.to)
      strings(mail.cc)
      strings(mail.bcc)
      text(mail.subject)
      text(mail.body)
      optional(mail.writtenHTML) { $0.bool($1) }
    case .custom(let view):
      byte(13)
      string(view.name)
      count(view.height)
    }
  }

  mutating func textField(_ field: TextField) {
    path(field.key)
    text(field.placeholder)
    optional(field.writtenSecure) { $0.bool($1) }
    optional(field.writtenKeyboard) { $0.enumCase($1) }
    optional(field.writtenAutocapitalization) { $0.enumCase($1) }
    optional(field.autocorrection) { $0.bool($1) }
    optional(field.maxLength) { $0.count($1) }
  }

  mutating func number(_ control: NumberControl) {
    path(control.key)
    decimal(control.min)
    decimal(control.max)
    optional(control.step) { $0.decimal($1) }
    text(control.valueFormat)
    optional(control.minImage) { $0.string($1) }
    optional(control.maxImage) { $0.string($1) }
  }

  mutating func button(_ button: Button) {
    bool(button.destructive)
    list(button.sets) { writer, write in
      writer.path(write.key)
      writer.string(write.value)
    }
    optional(button.confirm) { writer, confirm in
      writer.text(confirm.title)
      writer.text(confirm.message)
      writer.text(confirm.button)
    }
    optional(button.id) { $0.string($1) }
  }
}

extension CompiledReader {
  mutating func row() throws(CompiledAppError) -> Row {
    let title = try text()
    let detail = try optionalText()
    let subtitle = try optionalText()
    let accessory: Accessory? = try optional { reader throws(CompiledAppError) in
      try reader.enumCase("accessory")
    }
    let read = try optional { reader throws(CompiledAppError) in try reader.bool() }
    let deletable = try optional { reader throws(CompiledAppError) in try reader.bool() }
    let choiceValue = try optional { reader throws(CompiledAppError) in try reader.string() }
    var row = Row(
      title: title, detail: detail, subtitle: subtitle, accessory: accessory, read: read,
      deletable: deletable, choiceValue: choiceValue)
    row.choiceValueType = try optional { reader throws(CompiledAppError) in try reader.valueType() }
    row.settings = try optional { reader throws(CompiledAppError) in try reader.passthroughKeys() }
    row.writesDefault = try bool()
    row.badge = try optionalText()
    row.shortTitle = try optional { reader throws(CompiledAppError) in try reader.string() }
    row.pickerStyle = try enumCase("picker style")
    row.visibleIf = try optional { reader throws(CompiledAppError) in try reader.condition() }
    row.enabledIf = try optional { reader throws(CompiledAppError) in try reader.condition() }
    row.accessibilityLabel = try optionalText()
    row.accessibilityHint = try optionalText()
    row.icon = try optional { reader throws(CompiledAppError) in
      RowIcon(symbol: try reader.string(), background: try reader.colour())
    }
    row.kind = try kind()
    return row
  }

  mutating func kind() throws(CompiledAppError) -> RowKind {
    switch try byte() {
    case 0: return .plain
    case 1: return .push(try string())
    case 2: return .body(try text())
    case 3:
      var toggle = Toggle(key: try path())
      toggle.trueValue = try optional { reader throws(CompiledAppError) in try reader.string() }
      toggle.falseValue = try optional { reader throws(CompiledAppError) in try reader.string() }
      toggle.trueType = try optional { reader throws(CompiledAppError) in try reader.valueType() }
      toggle.falseType = try optional { reader throws(CompiledAppError) in try reader.valueType() }
      return .toggle(toggle)
    case 4: return .textField(try textField())
    case 5: return .textView(try textField())
    case 6: return .slider(try number())
    case 7: return .stepper(try number())
    case 8: return .button(try button())
    case 9: return .url(try string())
    case 10:
      var value = TitleValue(key: try path())
      value.choices = try list { reader throws(CompiledAppError) in
        TitleValue.Choice(
          value: try reader.string(), title: try reader.text(), type: try reader.valueType())
      }
      return .titleValue(value)
    case 11:
      var picker = DatePicker(key: try path())
      picker.mode = try enumCase("date picker mode")
      picker.style = try enumCase("date picker style")
      picker.minuteInterval = try count()
      return .datePicker(picker)
    case 12:
      var mail = Mail()
      mail.to = try strings()
      mail.cc = try strings()
      mail.bcc = try strings()
      mail.subject = try optionalText()
      mail.body = try optionalText()
      mail.writtenHTML = try optional { reader throws(CompiledAppError) in try reader.bool() }
      return .mail(mail)
    case 13:
      var view = CustomView(name: try string())
      view.height = try count()
      return .custom(view)
    case let tag: throw broken(CompiledMessages.unknownTag("row kind", tag))
    }
  }

  mutating func textField() throws(CompiledAppError) -> TextField {
    var field = TextField(key: try path())
    field.placeholder = try optionalText()
    field.writtenSecure = try optional { reader throws(CompiledAppError) in try reader.bool() }
    field.writtenKeyboard = try optional { reader throws(CompiledAppError) in
      try reader.enumCase("keyboard")
    }
    field.writtenAutocapitalization = try optional { reader throws(CompiledAppError) in
      try reader.enumCase("autocapitalization")
    }
    field.autocorrection = try optional { reader throws(CompiledAppError) in try reader.bool() }
    field.maxLength = try optional { reader throws(CompiledAppError) in try reader.count() }
    return field
  }

  mutating func number() throws(CompiledAppError) -> NumberControl {
    let key = try path()
    let low = try decimal()
    let high = try decimal()
    let step = try optional { reader throws(CompiledAppError) in try reader.decimal() }
    let format = try optionalText()
    var control = NumberControl(key: key, min: low, max: high, step: step, valueFormat: format)
    control.minImage = try optional { reader throws(CompiledAppError) in try reader.string() }
    control.maxImage = try optional { reader throws(CompiledAppError) in try reader.string() }
    return control
  }

  mutating func button() throws(CompiledAppError) -> Button {
    var button = Button(destructive: try bool())
    button.sets = try list { reader throws(CompiledAppError) in
      StateWrite(key: try reader.path(), value: try reader.string())
    }
    button.confirm = try optional { reader throws(CompiledAppError) in
      let title = try reader.optionalText()
      let message = try reader.optionalText()
      return Confirm(title: title, message: message, button: try reader.text())
    }
    button.id = try optional { reader throws(CompiledAppError) in try reader.string() }
    return button
  }
}
