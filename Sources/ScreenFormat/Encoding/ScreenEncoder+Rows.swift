import ScreenModel

/// Rows and choices, each key written only where it differs from what the decoder assumes.
extension ScreenEncoder {
  /// A row, in block style: its texts, its kind's keys, then where and how it shows.
  static func row(_ row: Row) -> YAMLOut {
    var entries: [YAMLOut.Entry] = []
    if case .slider = row.kind, row.title.isEmpty {
    } else {
      entries.add("title", text(row.title))
    }
    entries.add("detail", text(row.detail))
    entries.add("subtitle", text(row.subtitle))
    entries += kind(row.kind)
    entries.add("visibleIf", row.visibleIf.map { condition($0).flowLine })
    entries.add("writesDefault", row.writesDefault, unless: true)
    entries.add("settings", row.settings.map { passthrough($0).flowLine })
    entries.add("enabledIf", row.enabledIf.map(condition))
    entries.add("accessory", row.accessory.map { .scalar($0.rawValue) })
    entries.add("read", row.read.map { .scalar($0 ? "true" : "false") })
    entries.add("deletable", row.deletable.map { .scalar($0 ? "true" : "false") })
    entries.add("badge", text(row.badge))
    entries.add("accessibilityLabel", text(row.accessibilityLabel))
    entries.add("accessibilityHint", text(row.accessibilityHint))
    entries.add("icon", row.icon.map(icon))
    if row.pickerStyle != .navigationLink {
      entries.add("pickerStyle", .scalar(row.pickerStyle.rawValue))
    }
    return .block(entries)
  }

  /// A choice of a picker: its title alone when its value is its title, else its mapping
  /// (`{title: Daily, value: 1440, shortTitle: Day}`).
  static func choice(_ row: Row) -> YAMLOut {
    let title = row.title.literalText
    guard row.choiceValueType != nil || row.shortTitle != nil || row.choiceValue != title else {
      return scalar(title)
    }
    var entries: [YAMLOut.Entry] = [.init("title", scalar(title))]
    if let value = row.choiceValue, value != title || row.choiceValueType != nil {
      entries.add("value", typed(value, row.choiceValueType))
    }
    entries.add("shortTitle", text: row.shortTitle)
    return .map(entries)
  }

  /// An icon: `{symbol: wifi, background: blue}`.
  static func icon(_ icon: RowIcon) -> YAMLOut {
    .map([.init("symbol", scalar(icon.symbol)), .init("background", colour(icon.background))])
  }

  static func textField(_ kindKey: String, _ field: TextField) -> [YAMLOut.Entry] {
    var entries: [YAMLOut.Entry] = [.init(kindKey, key(field.key))]
    // Each as written: a default spelled out (`secure: false`) is written again.
    entries.add("secure", field.writtenSecure.map { .scalar($0 ? "true" : "false") })
    entries.add("keyboard", field.writtenKeyboard.map { .scalar($0.rawValue) })
    entries.add("autocapitalization", field.writtenAutocapitalization.map { .scalar($0.rawValue) })
    entries.add("autocorrection", field.autocorrection.map { .scalar($0 ? "true" : "false") })
    entries.add("placeholder", text(field.placeholder))
    entries.add("maxLength", field.maxLength.map { .scalar(String($0)) })
    return entries
  }

  static func number(_ kindKey: String, _ control: NumberControl, defaultStep: ExactDecimal?)
    -> [YAMLOut.Entry]
  {
    var entries: [YAMLOut.Entry] = [.init(kindKey, key(control.key))]
    entries.add("min", .scalar(control.min.description))
    entries.add("max", .scalar(control.max.description))
    entries.add("minImage", text: control.minImage)
    entries.add("maxImage", text: control.maxImage)
    if let step = control.step, step != defaultStep {
      entries.add("step", .scalar(step.description))
    }
    entries.add("valueFormat", text(control.valueFormat))
    return entries
  }

  static func button(_ button: Button) -> [YAMLOut.Entry] {
    var entries: [YAMLOut.Entry] = [.init("button", .scalar("true"))]
    entries.add("id", text: button.id)
    if button.destructive { entries.add("role", .scalar("destructive")) }
    if !button.sets.isEmpty {
      entries.add(
        "sets", .map(button.sets.map { .init($0.key.joined(separator: "."), scalar($0.value)) }))
    }
    if let confirm = button.confirm {
      var inner: [YAMLOut.Entry] = []
      inner.add("title", text(confirm.title))
      inner.add("message", text(confirm.message))
      inner.add("button", text(confirm.button))
      entries.add("confirm", .map(inner))
    }
    return entries
  }

  static func titleValue(_ value: TitleValue) -> [YAMLOut.Entry] {
    var entries: [YAMLOut.Entry] = [.init("titleValue", key(value.key))]
    guard !value.choices.isEmpty else { return entries }
    let choices = value.choices.map { choice -> YAMLOut in
      YAMLOut.map([
        .init("title", text(choice.title)), .init("value", typed(choice.value, choice.type)),
      ])
      .flowLine
    }
    entries.add("choices", .lines(choices))
    return entries
  }

  static func mail(_ mail: Mail) -> YAMLOut {
    var entries: [YAMLOut.Entry] = []
    for (key, list) in [("to", mail.to), ("cc", mail.cc), ("bcc", mail.bcc)] where !list.isEmpty {
      entries.add(key, YAMLOut.list(list.map(scalar)).flowLine)
    }
    entries.add("subject", text(mail.subject))
    entries.add("body", text(mail.body))
    // As written: `html: false` spelled out is written again.
    entries.add("html", mail.writtenHTML.map { .scalar($0 ? "true" : "false") })
    return .block(entries)
  }
}
