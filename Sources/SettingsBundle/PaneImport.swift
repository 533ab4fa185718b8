import Basics
import PropertyList

/// The mapping of one pane's specifiers to a screen's sections (the table "What maps to
/// what" of Docs/SettingsBundle.md): a pure function of the pane, the ids chosen for its pickers and child panes,
/// and nothing else. Its inverse is ``PaneExport``.
///
/// - A `PSGroupSpecifier` starts a section (`Title` → header, `FooterText` → footer); the
///   specifiers before the first group form a first section with neither.
/// - A `PSRadioGroupSpecifier` is an inline choice group; the rows after it, up to the next
///   group, form a section without a header, and its footer comes after them.
/// - A `PSMultiValueSpecifier` is a row that pushes a picker screen.
package struct PaneImport: Sendable {
  /// The sections, in Settings' order.
  package var sections: [SectionDocument] = []
  /// The picker screens the pane's multi-value specifiers push, in order.
  package var pickers: [ScreenDocument] = []
  /// What the screens cannot express, as warnings at its place.
  package var problems: [PropertyList.Problem] = []

  /// Maps a pane. `pickerID` names the picker of a multi-value specifier (by its index in
  /// the pane), `childID` the screen of a child pane's `File` (nil when it has none: a plist
  /// Settings cannot read or find).
  ///
  /// `ownDefault` says of a specifier whether its `DefaultValue` is not the one the app's
  /// state holds for its key (a second specifier of the key with another default): its row
  /// keeps it in `settings:`, so that export writes each specifier's own.
  package static func map(
    _ pane: SettingsPane, pickerID: (Int, Specifier) -> String, childID: (String) -> String?,
    ownDefault: (Specifier) -> Bool = { _ in false }
  ) -> PaneImport {
    var result = PaneImport()
    var current: SectionDocument?
    /// A radio group's footer, waiting for the rows after it.
    var pendingFooter: String?
    /// Ends the current section; a radio group's waiting footer goes on the rows drawn
    /// below it, else (no rows followed) on the radio group itself.
    func close() {
      if let section = current { result.sections.append(section) }
      current = nil
      if let footer = pendingFooter, var last = result.sections.popLast() {
        last.footer = footer
        result.sections.append(last)
      }
      pendingFooter = nil
    }
    func append(_ row: RowDocument) {
      if current == nil { current = SectionDocument(content: .rows([])) }
      if case .rows(var rows)? = current?.content {
        // The section lets go of its rows first, so the append grows them in place rather
        // than copying every row so far (which made a pane quadratic in its rows).
        current?.content = .rows([])
        rows.append(row)
        current?.content = .rows(rows)
      }
    }
    for (index, specifier) in pane.specifiers.enumerated() {
      let device = result.device(of: specifier)
      switch specifier.kind {
      case .group:
        // A group the screens would hold as no group: the pane's first without a footer,
        // or one right after a radio group without a footer (it would read as the rows
        // below the radio group). `groupSpecifier: true` keeps it.
        var bare = current == nil && result.sections.isEmpty && specifier.footer == nil
        if current == nil, pendingFooter == nil, let last = result.sections.last?.content {
          // …or right after a list group, whose rows would read as the rows below it.
          switch last {
          case .choices, .list: bare = true
          case .rows: break
          }
        }
        close()
        current = SectionDocument(
          header: specifier.title, footer: specifier.footer, content: .rows([]), device: device)
        current?.settings = specifier.extra
        current?.groupSpecifier =
          bare && specifier.title == nil && device == nil && specifier.extra.isEmpty
      case .radioGroup:
        close()
        // Without a Key (an error already) it is bound to '', so `check` reports it too.
        var group = ChoiceGroupDocument(bind: specifier.key ?? "", choices: choices(of: specifier))
        group.sortedByTitle = specifier.sortedByTitle
        var section = SectionDocument(
          header: specifier.title, content: .choices(group), device: device)
        section.settings = specifier.extra
        result.sections.append(section)
        pendingFooter = specifier.footer
      case .listGroup:
        close()
        result.sections.append(Self.listSection(specifier, device: device))
      default:
        if var row = result.row(for: specifier, at: index, pickerID: pickerID, childID: childID) {
          // A keyless control's default is in no state key: the row keeps it.
          let keyless = specifier.key == nil && PaneChecks.keyed.contains(specifier.kind)
          if ownDefault(specifier) || keyless, let value = specifier.defaultValue,
            !row.settings.contains(where: { $0.key == "DefaultValue" })
          {
            row.settings.append(PlistEntry(key: "DefaultValue", value: value.plistNode))
          }
          row.device = device
          append(row)
        }
      }
    }
    close()
    return result
  }

  /// The row a non-group specifier becomes; nil for none. A specifier that stores a value
  /// but has no `Key` (an error at the plist) is bound to `''`, so that `check` of the
  /// screens reports the same mistake.
  mutating func row(
    for specifier: Specifier, at index: Int, pickerID: (Int, Specifier) -> String,
    childID: (String) -> String?
  ) -> RowDocument? {
    guard var row = kindRow(for: specifier, at: index, pickerID: pickerID, childID: childID)
    else { return nil }
    if case .plain = row.kind {
      // What the screens cannot express keeps every key but its title, `Type` too, so that
      // export writes the specifier back as it was.
      row.settings = Self.keptWhole(specifier)
      row.subtitle = specifier.subtitle
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
    for specifier: Specifier, at index: Int, pickerID: (Int, Specifier) -> String,
    childID: (String) -> String?
  ) -> RowDocument? {
    let title = specifier.title ?? ""
    if VisibleText.holdsZeroWidthSpace(title) {
      problems.append(
        .init(.warning, BundleMessages.zeroWidthSpace, at: specifier.location(of: "Title")))
    }
    var row: RowDocument
    switch specifier.kind {
    case .toggle:
      let key = specifier.key ?? ""
      row = RowDocument(
        title: title, kind: .toggle(key: key, on: specifier.trueValue, off: specifier.falseValue))
    case .textField, .textView:
      let key = specifier.key ?? ""
      var field = TextFieldDocument(key: key)
      field.secure = specifier.isSecure
      field.keyboard = specifier.keyboard.map(Self.keyboard)
      field.autocapitalization = specifier.autocapitalization.map(Self.autocapitalization)
      field.autocorrection = specifier.autocorrection.flatMap {
        $0 == "Default" ? nil : $0 == "Yes"
      }
      field.placeholder = specifier.placeholder
      row = RowDocument(
        title: title, kind: specifier.kind == .textView ? .textView(field) : .textField(field))
    case .slider:
      let key = specifier.key ?? ""
      if specifier.title != nil {
        problems.append(
          .init(.warning, BundleMessages.sliderTitle, at: specifier.location(of: "Title")))
      }
      let min = specifier.minimum ?? .integer("0")
      let max = specifier.maximum ?? .integer("1")
      row = RowDocument(
        title: nil,
        kind: .slider(
          key: key, min: min, max: max, minImage: specifier.minimumImage,
          maxImage: specifier.maximumImage))
    case .multiValue where specifier.valuesFromApp:
      return RowDocument(title: title, kind: .plain)
    case .multiValue:
      let id = pickerID(index, specifier)
      var group = ChoiceGroupDocument(
        bind: specifier.key ?? "", choices: Self.choices(of: specifier))
      group.sortedByTitle = specifier.sortedByTitle
      group.footer = specifier.footer
      pickers.append(ScreenDocument(id: id, title: title, content: .picker(group)))
      row = RowDocument(title: title, kind: .push(id))
    case .titleValue:
      let key = specifier.key ?? ""
      row = RowDocument(
        title: title, kind: .titleValue(key: key, choices: Self.choices(of: specifier)))
    case .childPane:
      guard let file = specifier.file else { return RowDocument(title: title, kind: .plain) }
      // A pane Settings cannot read (nor find) is no screen: the row keeps its specifier.
      guard let child = childID(file) else { return RowDocument(title: title, kind: .plain) }
      row = RowDocument(title: title, kind: .push(child))
    case .button:
      row = RowDocument(title: title, kind: .button(id: specifier.key))
    case .openURL:
      guard let url = specifier.file else { return RowDocument(title: title, kind: .plain) }
      guard ["https://", "http://", "mailto:"].contains(where: { url.hasPrefix($0) }) else {
        problems.append(
          .init(.warning, BundleMessages.badURL(url), at: specifier.location(of: "File")))
        return RowDocument(title: title, kind: .plain)
      }
      row = RowDocument(title: title, kind: .url(url))
    case .datePicker, .mail, .customView:
      row = Self.iaskRow(for: specifier, title: title)
    case .other, .group, .radioGroup, .listGroup:
      row = RowDocument(title: title, kind: .plain)
    }
    row.subtitle = specifier.subtitle
    row.settings = specifier.extra
    // The state holds a value for the key all the same (import warns which).
    row.writesDefault = specifier.defaultValue != nil || !PaneChecks.keyed.contains(specifier.kind)
    return row
  }

  /// The row of one of IASK's own kinds: a date picker or a mail row.
  static func iaskRow(for specifier: Specifier, title: String) -> RowDocument {
    switch specifier.kind {
    case .datePicker:
      var picker = DatePickerDocument(key: specifier.key ?? "")
      picker.mode = specifier.datePickerMode.map(DatePickerDocument.word)
      picker.style = specifier.datePickerStyle.map(DatePickerDocument.word)
      picker.minuteInterval = specifier.minuteInterval?.text
      return RowDocument(title: title, kind: .datePicker(picker))
    case .mail:
      var mail = MailDocument()
      (mail.to, mail.cc, mail.bcc) = (specifier.mailTo, specifier.mailCc, specifier.mailBcc)
      (mail.subject, mail.body) = (specifier.mailSubject, specifier.mailBody)
      mail.html = specifier.mailBodyIsHTML
      return RowDocument(title: title, kind: .mail(mail))
    case .customView:
      // Without a Key (which IASK's delegate tells its views apart by) it is named '', so
      // that `check` reports it.
      return RowDocument(title: title, kind: .custom(specifier.key ?? ""))
    default:
      return RowDocument(title: title, kind: .plain)
    }
  }

  /// The choices of a multi-value or radio group specifier: as many as both `Titles` and
  /// `Values` have (Settings shows the shorter count).
  static func choices(of specifier: Specifier) -> [ChoiceDocument] {
    let values = specifier.values ?? []
    let titles = specifier.titles ?? []
    return zip(titles, values).enumerated().map { index, pair in
      ChoiceDocument(
        title: pair.0, value: pair.1,
        shortTitle: specifier.shortTitles.flatMap { index < $0.count ? $0[index] : nil })
    }
  }

  func choices(of specifier: Specifier) -> [ChoiceDocument] { Self.choices(of: specifier) }

  /// The device of `SupportedUserInterfaceIdioms`: one of `Phone` and `Pad`, else nil.
  mutating func device(of specifier: Specifier) -> DeviceLimit? {
    guard let idioms = specifier.idioms else { return nil }
    let phone = idioms.contains("Phone")
    let pad = idioms.contains("Pad")
    let others = idioms.filter { $0 != "Phone" && $0 != "Pad" }
    if !others.isEmpty {
      problems.append(
        .init(
          .warning, BundleMessages.notExpressed("idiom '\(others[0])'"),
          at: specifier.location(of: "SupportedUserInterfaceIdioms")))
    }
    if phone && !pad { return .phone }
    if pad && !phone { return .pad }
    return nil
  }

  /// `KeyboardType` in the screens' words.
  static func keyboard(_ type: String) -> String {
    switch type {
    case "Alphabet": "default"
    case "URL": "url"
    default: type.prefix(1).lowercased() + type.dropFirst()
    }
  }

  /// `AutocapitalizationType` in the screens' words.
  static func autocapitalization(_ type: String) -> String {
    type.prefix(1).lowercased() + type.dropFirst()
  }
}
