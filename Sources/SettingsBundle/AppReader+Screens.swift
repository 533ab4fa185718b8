import YAMLTree

extension AppReader {
  /// A screen file: a picker (`choices`) or a pane (`rows` or `sections`).
  mutating func readScreen(_ root: Node, id: String, bytes: [UInt8]) -> ScreenDocument? {
    guard let pairs = root.mapping else { return nil }
    var screenID = id
    var title = ""
    var sections: [SectionDocument] = []
    var group: ChoiceGroupDocument?
    var footer: String?
    var bind: String?
    var sorted = false
    var stringsTable: String?
    for pair in pairs {
      switch pair.key.scalar?.text ?? "" {
      case "id": screenID = pair.value.scalar?.text ?? id
      case "stringsTable": stringsTable = pair.value.scalar?.text
      case "title": title = text(pair.value, key: "title")
      case "style": break
      case "rows":
        sections.append(
          SectionDocument(content: .rows((pair.value.sequence ?? []).compactMap { row($0) })))
      case "sections":
        sections += (pair.value.sequence ?? []).compactMap { section($0) }
      case "choices": group = ChoiceGroupDocument(bind: "", choices: choices(pair.value))
      case "bind": bind = pair.value.scalar?.text
      case "sortedByTitle": sorted = pair.value.scalar?.text == "true"
      case "footer": footer = text(pair.value, key: "footer")
      case "allowsMultipleSelection": error(ExportMessages.multipleSelection, at: pair.key.mark)
      default: unsupported(pair.key)
      }
    }
    if var group {
      guard let bind else {
        error(ExportMessages.unboundPicker, at: root.mark)
        return nil
      }
      group.bind = bind
      group.footer = footer
      group.sortedByTitle = sorted
      var screen = ScreenDocument(id: screenID, title: title, content: .picker(group))
      screen.stringsTable = stringsTable
      return screen
    }
    if bind != nil, let mark = pairs.first(where: { $0.key.scalar?.text == "bind" })?.key.mark {
      error(ExportMessages.noElement("bind"), at: mark)
    }
    // The text under the last section: that section's FooterText, else a group of its own.
    if let footer {
      if let last = sections.indices.last, sections[last].footer == nil {
        sections[last].footer = footer
      } else {
        sections.append(SectionDocument(footer: footer, content: .rows([])))
      }
    }
    var screen = ScreenDocument(
      id: screenID, title: title, file: Self.importedFile(bytes), content: .sections(sections))
    screen.stringsTable = stringsTable
    return screen
  }

  /// The plist a screen was imported from, as the comment import writes names it
  /// (`# Imported from Licences/Alamofire.plist.`).
  static func importedFile(_ bytes: [UInt8]) -> String? {
    let first = String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self)
    let prefix = "# Imported from "
    let suffix = ".plist."
    guard first.hasPrefix(prefix), first.hasSuffix(suffix) else { return nil }
    let file = String(first.dropFirst(prefix.count).dropLast(suffix.count))
    // A name that would leave the bundle (`../x`) is not a File export writes.
    return BundleWalk.staysInside(file) ? file : nil
  }

  mutating func section(_ node: Node) -> SectionDocument? {
    guard let pairs = node.mapping else { return nil }
    var section = SectionDocument(content: .rows([]))
    var bind: String?
    var sorted = false
    var group: ChoiceGroupDocument?
    for pair in pairs {
      switch pair.key.scalar?.text ?? "" {
      case "header": section.header = text(pair.value, key: "header")
      case "footer": section.footer = text(pair.value, key: "footer")
      case "rows": section.content = .rows((pair.value.sequence ?? []).compactMap { row($0) })
      case "choices": group = ChoiceGroupDocument(bind: "", choices: choices(pair.value))
      case "bind": bind = pair.value.scalar?.text
      case "sortedByTitle": sorted = pair.value.scalar?.text == "true"
      case "visibleIf": section.device = device(pair.value)
      case "allowsMultipleSelection": error(ExportMessages.multipleSelection, at: pair.key.mark)
      default: unsupported(pair.key)
      }
    }
    if var group {
      group.bind = bind ?? ""
      group.header = section.header
      group.sortedByTitle = sorted
      section.content = .choices(group)
    }
    return section
  }

  mutating func choices(_ node: Node) -> [ChoiceDocument] {
    (node.sequence ?? []).compactMap { item in
      if let scalar = item.scalar {
        return ChoiceDocument(title: Self.literal(scalar.text), value: .string(scalar.text))
      }
      var choice = ChoiceDocument(title: "", value: .string(""))
      var hasValue = false
      for pair in item.mapping ?? [] {
        switch pair.key.scalar?.text ?? "" {
        case "title": choice.title = text(pair.value, key: "title")
        case "value":
          hasValue = true
          choice.value = pair.value.scalar.map(Self.value) ?? .string("")
        case "shortTitle": choice.shortTitle = text(pair.value, key: "shortTitle")
        default: unsupported(pair.key)
        }
      }
      if !hasValue { choice.value = .string(choice.title) }
      return choice
    }
  }

  /// `visibleIf: {device: phone|pad}`; any other condition is an error.
  mutating func device(_ node: Node) -> DeviceLimit? {
    if let pairs = node.mapping, pairs.count == 1, pairs[0].key.scalar?.text == "device",
      let word = pairs[0].value.scalar?.text, let limit = DeviceLimit(rawValue: word)
    {
      return limit
    }
    error(ExportMessages.condition("another condition"), at: node.mark)
    return nil
  }

  mutating func row(_ node: Node) -> RowDocument? {
    if node.scalar != nil {
      error(ExportMessages.plainRow, at: node.mark)
      return RowDocument(title: text(node, key: "title"), kind: .plain)
    }
    guard let pairs = node.mapping else { return nil }
    var row = RowDocument(title: nil, kind: .plain)
    var on: SettingValue?
    var off: SettingValue?
    var field: TextFieldDocument?
    var sliderKey: String?
    var min = SettingValue.integer("0")
    var max = SettingValue.integer("1")
    var titleMark: Mark?
    var titleChoices: [ChoiceDocument] = []
    var minImage: String?
    var maxImage: String?
    for pair in pairs {
      let key = pair.key.scalar?.text ?? ""
      let word = pair.value.scalar?.text ?? ""
      switch key {
      case "title":
        row.title = text(pair.value, key: key)
        titleMark = pair.key.mark
      case "subtitle":
        if iask {
          row.subtitle = text(pair.value, key: key)
        } else {
          error(ExportMessages.iaskOnly(key), at: pair.key.mark)
        }
      case "push": row.kind = .push(word)
      case "toggle": row.kind = .toggle(key: word, on: nil, off: nil)
      case "trueValue": on = pair.value.scalar.map(Self.value)
      case "falseValue": off = pair.value.scalar.map(Self.value)
      case "textField": field = TextFieldDocument(key: word)
      case "secure", "keyboard", "autocapitalization", "autocorrection", "placeholder":
        if field == nil { field = TextFieldDocument(key: "") }
        switch key {
        case "secure": field?.secure = word == "true"
        case "keyboard":
          if ["decimalPad", "phonePad", "asciiCapable"].contains(word), !iask {
            error(ExportMessages.iaskOnly("keyboard: \(word)"), at: pair.value.mark)
          }
          // UIKit keyboards that neither Settings nor InAppSettingsKit offers.
          if ["twitter", "webSearch", "namePhonePad", "asciiCapableNumberPad"].contains(word) {
            error(ExportMessages.noElement("keyboard: \(word)"), at: pair.value.mark)
          }
          field?.keyboard = word
        case "autocapitalization": field?.autocapitalization = word
        case "autocorrection": field?.autocorrection = word == "true"
        default:
          if iask {
            field?.placeholder = text(pair.value, key: key)
          } else {
            error(ExportMessages.iaskOnly(key), at: pair.key.mark)
          }
        }
      case "titleValue": row.kind = .titleValue(key: word, choices: [])
      case "choices": titleChoices = choices(pair.value)
      case "slider": sliderKey = word
      case "minImage": minImage = word
      case "maxImage": maxImage = word
      case "min": min = pair.value.scalar.map(Self.value) ?? min
      case "max": max = pair.value.scalar.map(Self.value) ?? max
      case "detail":
        let written = word
        let inner = written.dropFirst().dropLast()
        if written.hasPrefix("{"), written.hasSuffix("}"), !inner.isEmpty, !inner.contains("{"),
          !inner.contains("}")
        {
          row.kind = .titleValue(key: String(inner), choices: [])
        } else {
          error(ExportMessages.detail, at: pair.value.mark)
        }
      case "button":
        if iask {
          row.kind = .button
        } else {
          error(ExportMessages.iaskOnly(key), at: pair.key.mark)
        }
      case "url":
        if iask {
          row.kind = .url(word)
        } else {
          error(ExportMessages.iaskOnly(key), at: pair.key.mark)
        }
      case "sets", "role", "confirm": error(ExportMessages.buttonAction, at: pair.key.mark)
      case "visibleIf": row.device = device(pair.value)
      case "pickerStyle":
        if word == "segmented" { error(ExportMessages.segmented, at: pair.value.mark) }
      default: if !iaskKind(pair, into: &row) { unsupported(pair.key) }
      }
    }
    if case .toggle(let key, _, _) = row.kind { row.kind = .toggle(key: key, on: on, off: off) }
    if let field { row.kind = Self.fieldKind(of: row.kind, field) }
    if case .titleValue(let key, _) = row.kind {
      row.kind = .titleValue(key: key, choices: titleChoices)
    }
    if let sliderKey {
      row.kind = .slider(key: sliderKey, min: min, max: max, minImage: minImage, maxImage: maxImage)
      if let titleMark { error(ExportMessages.sliderTitle, at: titleMark) }
      row.title = nil
    }
    if case .plain = row.kind { error(ExportMessages.plainRow, at: node.mark) }
    return row
  }

  /// A mail row's `{to, cc, bcc, subject, body, html}`.
  mutating func mail(_ node: Node) -> MailDocument {
    var mail = MailDocument()
    for pair in node.mapping ?? [] {
      let key = pair.key.scalar?.text ?? ""
      let list = pair.value.sequence?.map { $0.scalar?.text ?? "" }
      switch key {
      case "to": mail.to = list
      case "cc": mail.cc = list
      case "bcc": mail.bcc = list
      case "subject": mail.subject = text(pair.value, key: key)
      case "body": mail.body = text(pair.value, key: key)
      case "html": mail.html = pair.value.scalar?.text == "true"
      default: unsupported(pair.key)
      }
    }
    return mail
  }

  /// A row's kind once its text field keys are read: a text view keeps its key and takes
  /// them; any other row is a text field.
  static func fieldKind(of kind: RowDocument.Kind, _ field: TextFieldDocument) -> RowDocument.Kind {
    guard case .textView(let view) = kind else { return .textField(field) }
    var merged = field
    merged.key = view.key
    return .textView(merged)
  }

  /// The keys of IASK's own row kinds, written only with `--iask`: `datePicker` and its
  /// `mode`, `style` and `minuteInterval`. False for a key that is none of them.
  mutating func iaskKind(_ pair: Pair, into row: inout RowDocument) -> Bool {
    let key = pair.key.scalar?.text ?? ""
    let word = pair.value.scalar?.text ?? ""
    let keys = ["datePicker", "mode", "style", "minuteInterval", "textView", "mail", "custom"]
    // A custom view's height is the app's delegate's in IASK: drawn, never written.
    guard keys.contains(key) || key == "height" else { return false }
    if key == "height" { return true }
    // Without --iask the kind key is refused; its own keys go with it.
    guard iask else {
      if ["datePicker", "textView", "mail", "custom"].contains(key) {
        error(ExportMessages.iaskOnly(key), at: pair.key.mark)
      }
      return true
    }
    if key == "textView" {
      row.kind = .textView(TextFieldDocument(key: word))
      return true
    }
    if key == "mail" {
      row.kind = .mail(mail(pair.value))
      return true
    }
    if key == "custom" {
      row.kind = .custom(word)
      return true
    }
    var picker = DatePickerDocument(key: "")
    if case .datePicker(let written) = row.kind { picker = written }
    switch key {
    case "datePicker": picker.key = word
    case "mode": picker.mode = word == "dateAndTime" ? nil : word
    case "style": picker.style = word == "wheels" ? nil : word
    default: picker.minuteInterval = word == "1" ? nil : word
    }
    row.kind = .datePicker(picker)
    return true
  }
}
