import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import YAMLTree

extension AppPanes {
  /// A section's rows, each with the node it was written as.
  mutating func rows(_ rows: [Row], written list: Written) -> [PaneExport.Row] {
    list.items(rows.count).enumerated().map { row(rows[$0], written: $1) }
  }

  /// One row's specifier: a row Settings has no element for (a plain row, a stepper, an
  /// IASK element without `--iask`) is a specifier with no `Type`.
  mutating func row(_ row: Row, written: Written) -> PaneExport.Row {
    guard written.isMapping(else: true) else {
      return PaneExport.Row(specifier: Specifier(.other(""), title: row.title.literalText))
    }
    let title = written.has("title", else: !row.title.isEmpty) ? row.title.literalText : nil
    let isIASK = written.has("button", else: false) || written.has("url", else: false)
    var specifier =
      (iask || !isIASK ? self.specifier(row, title: title, written: written) : nil)
      ?? Specifier(.other(""), title: title)
    if iask, written.has("subtitle", else: true) { specifier.subtitle = row.subtitle?.literalText }
    var result = PaneExport.Row(specifier: specifier)
    if case .push(let id) = row.kind, iask || !isIASK { result.push = id }
    if written.has("visibleIf", else: true) {
      (result.device, result.host) = Self.limits(row.visibleIf)
    }
    if written.has("settings", else: true) {
      result.specifier.extra = kept(row.settings, at: written.at("settings").node)
    }
    // A control bound to '' is a specifier without a Key (an empty one is kept as written).
    if result.specifier.key == "" { result.specifier.key = nil }
    // A specifier's own default, not the state's (a second specifier of one key), is kept.
    if !row.writesDefault || result.specifier.extra.contains(where: { $0.key == "DefaultValue" }) {
      result.specifier.defaultValue = nil
    }
    return result
  }

  /// A slider's bound: an integer when written without a fraction, else a real.
  static func number(_ value: ExactDecimal) -> SettingValue {
    value.scale == 0 ? .integer(value.description) : .real(value.description)
  }

  /// The state key a detail `{key}` shows; nil for any other detail.
  static func detailKey(_ detail: InterpolatedText?) -> [String]? {
    guard let segments = detail?.segments, segments.count == 1,
      case .state(let path) = segments[0]
    else { return nil }
    return path
  }

  /// An IASK date picker's keys, each where the screens wrote it, so IASK's defaults
  /// written out in a plist come back, and those left out stay out.
  func datePicker(_ specifier: Specifier, _ picker: DatePicker, _ written: Written) -> Specifier {
    var result = specifier
    func word(_ raw: String) -> String { raw.prefix(1).uppercased() + raw.dropFirst() }
    if written.has("mode", else: picker.mode != .dateAndTime) {
      result.datePickerMode = word(picker.mode.rawValue)
    }
    if written.has("style", else: picker.style != .wheels) {
      result.datePickerStyle = word(picker.style.rawValue)
    }
    if written.has("minuteInterval", else: picker.minuteInterval != 1) {
      result.minuteInterval = .integer(String(picker.minuteInterval))
    }
    return result
  }

  /// An IASK mail row's message, each key where the screens wrote it (`at`: its `mail:`).
  func mail(_ mail: Mail, title: String?, written at: Written) -> Specifier {
    var result = Specifier(.mail, title: title)
    func list(_ key: String, _ items: [String]) -> [String]? {
      at.has(key, else: !items.isEmpty) ? items : nil
    }
    (result.mailTo, result.mailCc, result.mailBcc) = (
      list("to", mail.to), list("cc", mail.cc), list("bcc", mail.bcc)
    )
    (result.mailSubject, result.mailBody) = (mail.subject?.literalText, mail.body?.literalText)
    if at.has("html", else: mail.writtenHTML != nil) { result.mailBodyIsHTML = mail.html }
    return result
  }

  /// A text field's or text view's keys, each where the screens wrote it.
  func field(_ specifier: Specifier, _ field: TextField, _ written: Written) -> Specifier {
    var result = specifier
    if written.has("secure", else: field.writtenSecure != nil) { result.isSecure = field.secure }
    if written.has("keyboard", else: field.writtenKeyboard != nil) {
      result.keyboard = PaneExport.keyboardType(field.keyboard.rawValue)
    }
    if written.has("autocapitalization", else: field.writtenAutocapitalization != nil) {
      let word = field.autocapitalization.rawValue
      result.autocapitalization = word.prefix(1).uppercased() + word.dropFirst()
    }
    result.autocorrection = field.autocorrection.map { $0 ? "Yes" : "No" }
    if iask { result.placeholder = field.placeholder?.literalText }
    return result
  }
}
