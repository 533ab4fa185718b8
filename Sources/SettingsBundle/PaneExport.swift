/// The inverse of ``PaneImport``: a pane screen's sections back to specifiers.
///
/// - The first section, when it has neither header, footer nor device, holds the
///   specifiers before the first group; every other section is a `PSGroupSpecifier`.
/// - An inline choice group is a `PSRadioGroupSpecifier`; a headerless section right after
///   it holds the rows Settings draws below its choices, and its footer is the radio group's.
/// - A row that pushes a picker is a `PSMultiValueSpecifier`; one that pushes a pane, a
///   `PSChildPaneSpecifier` whose `File` is that pane's plist.
package enum PaneExport {
  /// What a pane's rows refer to.
  package struct Context {
    /// Each key's default.
    package var defaults: [String: SettingValue]
    /// The picker a pushed screen id is, if it is one.
    package var picker: (String) -> ChoiceGroupDocument?
    /// The `File` of a pushed pane.
    package var file: (String) -> String
    /// The title of a pushed picker screen.
    package var pickerTitle: (String) -> String? = { _ in nil }

    /// Creates a context.
    package init(
      defaults: [String: SettingValue], picker: @escaping (String) -> ChoiceGroupDocument?,
      file: @escaping (String) -> String
    ) {
      self.defaults = defaults
      self.picker = picker
      self.file = file
    }
  }

  /// The specifiers of a pane's sections.
  package static func specifiers(_ sections: [SectionDocument], context: Context) -> [Specifier] {
    var out: [Specifier] = []
    var radioIndex: Int?
    /// Whether the section before was a list group: a headerless section right after it
    /// holds the rows below the list, with no group of their own.
    var listed = false
    for (index, section) in sections.enumerated() {
      switch section.content {
      case .choices(let group):
        var radio = Specifier(.radioGroup, title: section.header ?? group.header, key: group.bind)
        radio.defaultValue = context.defaults[group.bind]
        radio.titles = group.choices.map(\.title)
        radio.values = group.choices.map(\.value)
        radio.sortedByTitle = group.sortedByTitle
        radio.footer = section.footer
        radio.idioms = idioms(section.device)
        radio.extra = section.settings
        out.append(radio)
        radioIndex = out.count - 1
        continue
      case .list(let list):
        out.append(listGroup(list, of: section))
        radioIndex = nil
        listed = true
        continue
      case .rows(let rows):
        // Import puts a radio group's footer after the rows below it, so a radio group's
        // section with a footer of its own is followed by a group, not by those rows.
        let continues =
          radioIndex != nil && section.header == nil && section.device == nil
          && section.settings.isEmpty && !section.groupSpecifier
          && radioIndex.map { out[$0].footer == nil } == true
        let afterList =
          listed && section.header == nil && section.footer == nil && section.device == nil
          && section.settings.isEmpty && !section.groupSpecifier
        if continues, let radio = radioIndex {
          if let footer = section.footer { out[radio].footer = footer }
        } else if !afterList,
          index > 0 || section.header != nil || section.footer != nil
            || section.device != nil || !section.settings.isEmpty || section.groupSpecifier
        {
          var group = Specifier(.group, title: section.header)
          group.footer = section.footer
          group.idioms = idioms(section.device)
          group.extra = section.settings
          out.append(group)
        }
        radioIndex = nil
        listed = false
        out += rows.map { specifier(for: $0, context: context) }
      }
    }
    return out
  }

  /// A picker's `Titles` and `Values`; none for a picker without choices (a multi-value
  /// without them, which Settings shows empty).
  static func choiceLists(_ group: ChoiceGroupDocument) -> ([String]?, [SettingValue]?) {
    guard !group.choices.isEmpty else { return (nil, nil) }
    return (group.choices.map(\.title), group.choices.map(\.value))
  }

  /// The specifier of one row.
  static func specifier(for row: RowDocument, context: Context) -> Specifier {
    var result: Specifier
    switch row.kind {
    case .plain:
      result = Specifier(.other(""), title: row.title)
    case .push(let id):
      if let group = context.picker(id) {
        result = Specifier(.multiValue, title: row.title, key: group.bind)
        result.defaultValue = context.defaults[group.bind]
        (result.titles, result.values) = choiceLists(group)
        let shorts = group.choices.map(\.shortTitle)
        if shorts.contains(where: { $0 != nil }) { result.shortTitles = shorts.map { $0 ?? "" } }
        result.sortedByTitle = group.sortedByTitle
        result.footer = group.footer
      } else {
        result = Specifier(.childPane, title: row.title)
        result.file = context.file(id)
      }
    case .toggle(let key, let on, let off):
      result = Specifier(.toggle, title: row.title, key: key)
      result.defaultValue = context.defaults[key]
      result.trueValue = on
      result.falseValue = off
    case .textField(let field), .textView(let field):
      let kind: Specifier.Kind
      if case .textView = row.kind { kind = .textView } else { kind = .textField }
      result = Specifier(kind, title: row.title, key: field.key)
      result.defaultValue = context.defaults[field.key]
      result.isSecure = field.secure
      result.keyboard = field.keyboard.map(keyboardType)
      result.autocapitalization = field.autocapitalization.map {
        $0.prefix(1).uppercased() + $0.dropFirst()
      }
      result.autocorrection = field.autocorrection.map { $0 ? "Yes" : "No" }
      result.placeholder = field.placeholder
    case .slider(let key, let min, let max, let minImage, let maxImage):
      result = Specifier(.slider, title: nil, key: key)
      result.defaultValue = context.defaults[key]
      result.minimum = min
      result.maximum = max
      result.minimumImage = minImage
      result.maximumImage = maxImage
    case .titleValue(let key, let choices):
      result = Specifier(.titleValue, title: row.title, key: key)
      result.defaultValue = context.defaults[key]
      if !choices.isEmpty {
        result.titles = choices.map(\.title)
        result.values = choices.map(\.value)
      }
    case .button(let id):
      result = Specifier(.button, title: row.title, key: id)
    case .url(let url):
      result = Specifier(.openURL, title: row.title)
      result.file = url
    case .custom(let name):
      result = Specifier(.customView, title: row.title, key: name)
    case .mail(let mail):
      result = Specifier(.mail, title: row.title)
      (result.mailTo, result.mailCc, result.mailBcc) = (mail.to, mail.cc, mail.bcc)
      (result.mailSubject, result.mailBody) = (mail.subject, mail.body)
      result.mailBodyIsHTML = mail.html
    case .datePicker(let picker):
      result = Specifier(.datePicker, title: row.title, key: picker.key)
      result.defaultValue = context.defaults[picker.key]
      result.datePickerMode = picker.mode.map(DatePickerDocument.iaskWord)
      result.datePickerStyle = picker.style.map(DatePickerDocument.iaskWord)
      result.minuteInterval = picker.minuteInterval.map(SettingValue.integer)
    }
    result.subtitle = row.subtitle
    result.idioms = idioms(row.device)
    result.extra = row.settings
    // A control bound to '' is a specifier without a Key (an empty one is kept as written).
    if result.key == "" { result.key = nil }
    // A specifier's own default, not the state's (a second specifier of one key), is kept.
    if !row.writesDefault || row.settings.contains(where: { $0.key == "DefaultValue" }) {
      result.defaultValue = nil
    }
    return result
  }

  static func idioms(_ device: DeviceLimit?) -> [String]? {
    device?.idiom.map { [$0] }
  }

  /// The screens' keyboard word as a `KeyboardType`.
  static func keyboardType(_ word: String) -> String {
    switch word {
    case "default": "Alphabet"
    case "url": "URL"
    default: word.prefix(1).uppercased() + word.dropFirst()
    }
  }
}
