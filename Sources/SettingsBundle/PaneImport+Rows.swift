import Basics
import PropertyList
import ScreenModel

/// The row each non-group specifier becomes, with the keys its kind owns.
extension PaneImport {
  /// The row a non-group specifier becomes; nil for none. A specifier that stores a value
  /// but has no `Key` (an error at the plist) is bound to `''`, so that `check` of the
  /// screens reports the same mistake.
  mutating func row(
    for specifier: Specifier, at index: Int, pickerID: (Int, Specifier, Screen) -> String,
    childID: (String) -> String?
  ) -> Row? {
    guard var row = kindRow(for: specifier, at: index, pickerID: pickerID, childID: childID)
    else { return nil }
    if case .plain = row.kind {
      // What the screens cannot express keeps every key but its title, `Type` too, so that
      // export writes the specifier back as it was.
      row.settings = Self.passthrough(Self.keptWhole(specifier))
      row.subtitle = specifier.subtitle.map(Self.literal)
    }
    return row
  }

  /// A specifier's keys but its `Title` (and `IASKSubtitle` and the idioms, which the row
  /// holds), in plist types, for the `settings:` of a row that cannot express it.
  static func keptWhole(_ specifier: Specifier) -> [PlistEntry] {
    var bare = specifier
    bare.title = nil
    bare.subtitle = nil
    bare.idioms = nil
    bare.extra = []
    // In the order export writes a specifier's keys, then the app's own: the same for a
    // bundle and for its export, whatever order each plist wrote them in.
    return (SpecifierEncoding.node(bare).dictionary ?? []) + specifier.extra
  }

  mutating func kindRow(
    for specifier: Specifier, at index: Int, pickerID: (Int, Specifier, Screen) -> String,
    childID: (String) -> String?
  ) -> Row? {
    let title = specifier.title ?? ""
    if VisibleText.holdsZeroWidthSpace(title) {
      problems.append(
        .init(.warning, BundleMessages.zeroWidthSpace, at: specifier.location(of: "Title")))
    }
    let plain = Row(title: Self.literal(title))
    let key = Self.path(specifier.key ?? "")
    var row = Row(title: Self.literal(title))
    guard
      importKind(
        of: specifier, into: &row, key: key, at: index, pickerID: pickerID, childID: childID)
    else { return plain }
    row.subtitle = specifier.subtitle.map(Self.literal)
    row.settings = Self.passthrough(specifier.extra)
    // The state holds a value for the key all the same (import warns which).
    row.writesDefault = specifier.defaultValue != nil || !specifier.kind.storesValue
    return row
  }

  /// A switch: its key, and the values it stores when either is written.
  static func toggle(_ specifier: Specifier, key: [String]) -> Toggle {
    var toggle = Toggle(key: key)
    guard specifier.trueValue != nil || specifier.falseValue != nil else { return toggle }
    let on = scalar(specifier.trueValue ?? .boolean(true))
    let off = scalar(specifier.falseValue ?? .boolean(false))
    (toggle.trueValue, toggle.falseValue) = (on.text, off.text)
    (toggle.trueType, toggle.falseType) = (on.type, off.type)
    return toggle
  }

  /// A text field's or text view's keys, each as the bundle wrote it.
  static func textField(_ specifier: Specifier, key: [String]) -> TextField {
    var field = TextField(key: key)
    field.placeholder = specifier.placeholder.map(literal)
    field.writtenSecure = specifier.isSecure
    if let type = specifier.keyboard {
      field.keyboard = Keyboard(rawValue: keyboard(type)) ?? .default
    }
    if let type = specifier.autocapitalization {
      field.autocapitalization = Autocapitalization(rawValue: autocapitalization(type)) ?? .none
    }
    field.autocorrection = specifier.autocorrection.flatMap { $0 == "Default" ? nil : $0 == "Yes" }
    return field
  }

  /// The picker screen a multi-value specifier pushes: its choices, bound to its key.
  static func picker(_ specifier: Specifier, id: String) -> Screen {
    let choices = choices(of: specifier)
    var screen = Screen(
      id: id, title: literal(specifier.title ?? ""), style: .insetGrouped,
      footer: specifier.footer.map(literal), sections: [Section(rows: choices)])
    var group = ChoiceGroup(
      sections: choices.isEmpty ? [] : [0], bind: path(specifier.key ?? ""))
    group.sortedByTitle = specifier.sortedByTitle
    screen.groups = [group]
    screen.bind = group.bind
    return screen
  }

  /// A title-value row: its key (none when empty) and the title of each value, the first
  /// of a value written twice kept.
  static func titleValue(_ specifier: Specifier) -> TitleValue {
    let key = specifier.key ?? ""
    var value = TitleValue(key: key.isEmpty ? [] : path(key))
    var seen: Set<String> = []
    for (title, stored) in zip(specifier.titles ?? [], specifier.values ?? []) {
      let stored = scalar(stored)
      guard seen.insert(stored.text).inserted else { continue }
      value.choices.append(
        TitleValue.Choice(value: stored.text, title: literal(title), type: stored.type))
    }
    return value
  }

  /// The kind of one of IASK's own rows: a date picker, a mail row or a custom view.
  static func iaskKind(_ specifier: Specifier, key: [String]) -> RowKind {
    switch specifier.kind {
    case .datePicker:
      var picker = DatePicker(key: key)
      let word = { (iask: String) in iask.prefix(1).lowercased() + iask.dropFirst() }
      picker.mode = specifier.datePickerMode.map(word).flatMap(DatePicker.Mode.init) ?? .dateAndTime
      picker.style = specifier.datePickerStyle.map(word).flatMap(DatePicker.Style.init) ?? .wheels
      if let interval = specifier.minuteInterval?.text {
        picker.minuteInterval = Int(interval).flatMap { (1...30).contains($0) ? $0 : nil } ?? 1
      }
      return .datePicker(picker)
    case .mail:
      var mail = Mail()
      (mail.to, mail.cc, mail.bcc) = (
        specifier.mailTo ?? [], specifier.mailCc ?? [], specifier.mailBcc ?? []
      )
      mail.subject = specifier.mailSubject.map(literal)
      mail.body = specifier.mailBody.map(literal)
      mail.writtenHTML = specifier.mailBodyIsHTML
      return .mail(mail)
    case .customView:
      // Without a Key (which IASK's delegate tells its views apart by) it is named '', so
      // that `check` reports it.
      return .custom(CustomView(name: specifier.key ?? ""))
    default:
      return .plain
    }
  }

  /// The choices of a multi-value or radio group specifier: as many as both `Titles` and
  /// `Values` have (Settings shows the shorter count). Where only some short titles differ
  /// from their titles, a short title that is its title is not written (export writes a
  /// choice's title where it has none); where all are their titles, all are kept, so that
  /// export writes `ShortTitles` again.
  static func choices(of specifier: Specifier) -> [Row] {
    let values = specifier.values ?? []
    let titles = specifier.titles ?? []
    let shortTitles = specifier.shortTitles ?? []
    let someDiffer = zip(titles, shortTitles).contains { $0 != $1 }
    return zip(titles, values).enumerated().map { index, pair in
      let short = index < shortTitles.count ? shortTitles[index] : nil
      return choice(
        title: pair.0, value: pair.1,
        shortTitle: someDiffer && short == pair.0 ? nil : short)
    }
  }
}
