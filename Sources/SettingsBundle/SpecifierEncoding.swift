import PropertyList

/// A pane as a plist: `PreferenceSpecifiers` and `StringsTable`, each specifier's keys as
/// Settings spells them, values in their plist types.
enum SpecifierEncoding {
  static func plist(_ pane: SettingsPane) -> PlistNode {
    var entries: [PlistEntry] = []
    if pane.hasSpecifiers {
      entries.append(
        PlistEntry(
          key: "PreferenceSpecifiers", value: PlistNode(.array(pane.specifiers.map(node)))))
    }
    if let table = pane.stringsTable {
      entries.append(PlistEntry(key: "StringsTable", value: PlistNode(.string(table))))
    }
    return PlistNode(.dictionary(withKept(entries, pane.extra)))
  }

  static func node(_ specifier: Specifier) -> PlistNode {
    var entries: [PlistEntry] = []
    func add(_ key: String, _ node: PlistNode?) {
      if let node { entries.append(PlistEntry(key: key, value: node)) }
    }
    func text(_ value: String?) -> PlistNode? { value.map { PlistNode(.string($0)) } }
    func texts(_ values: [String]?) -> PlistNode? {
      values.map { PlistNode(.array($0.map { PlistNode(.string($0)) })) }
    }
    // A specifier written without a `Type` (a plain row's) has none.
    add("Type", specifier.kind.type.isEmpty ? nil : text(specifier.kind.type))
    add("Title", text(specifier.title))
    add("Key", text(specifier.key))
    add("DefaultValue", specifier.defaultValue?.plistNode)
    add("FooterText", text(specifier.footer))
    add("Titles", texts(specifier.titles))
    add("ShortTitles", texts(specifier.shortTitles))
    add("Values", specifier.values.map { PlistNode(.array($0.map(\.plistNode))) })
    if specifier.sortedByTitle { add("DisplaySortedByTitle", PlistNode(.boolean(true))) }
    add("File", text(specifier.file))
    add("TrueValue", specifier.trueValue?.plistNode)
    add("FalseValue", specifier.falseValue?.plistNode)
    if let secure = specifier.isSecure { add("IsSecure", PlistNode(.boolean(secure))) }
    add("KeyboardType", text(specifier.keyboard))
    add("AutocapitalizationType", text(specifier.autocapitalization))
    add("AutocorrectionType", text(specifier.autocorrection))
    add("MinimumValue", specifier.minimum?.plistNode)
    add("MaximumValue", specifier.maximum?.plistNode)
    add("MinimumValueImage", text(specifier.minimumImage))
    add("MaximumValueImage", text(specifier.maximumImage))
    add("SupportedUserInterfaceIdioms", texts(specifier.idioms))
    add("IASKPlaceholder", text(specifier.placeholder))
    add("IASKSubtitle", text(specifier.subtitle))
    add("DatePickerMode", text(specifier.datePickerMode))
    add("DatePickerStyle", text(specifier.datePickerStyle))
    add("MinuteInterval", specifier.minuteInterval?.plistNode)
    add("IASKMailComposeToRecipents", texts(specifier.mailTo))
    add("IASKMailComposeCcRecipents", texts(specifier.mailCc))
    add("IASKMailComposeBccRecipents", texts(specifier.mailBcc))
    add("IASKMailComposeSubject", text(specifier.mailSubject))
    add("IASKMailComposeBody", text(specifier.mailBody))
    add("IASKMailComposeBodyIsHTML", specifier.mailBodyIsHTML.map { PlistNode(.boolean($0)) })
    add("Deletable", specifier.deletable.map { PlistNode(.boolean($0)) })
    return PlistNode(.dictionary(withKept(entries, specifier.extra)))
  }

  /// The written entries, then the kept ones (`settings:`) whose keys are not written
  /// already: export refuses a kept key that is also written (``collisions(_:_:)``),
  /// unless Settings reads both alike (``readAlike(_:_:)``): then the kept spelling is
  /// written in its place.
  static func withKept(_ entries: [PlistEntry], _ kept: [PlistEntry]) -> [PlistEntry] {
    guard !kept.isEmpty else { return entries }
    var entries = entries
    var written = Set(entries.map(\.key))
    for entry in kept {
      if let at = entries.firstIndex(where: { $0.key == entry.key }) {
        if readAlike(entries[at].value, entry.value) { entries[at].value = entry.value }
      } else if written.insert(entry.key).inserted {
        entries.append(entry)
      }
    }
    return entries
  }

  /// The kept entries whose keys the screens write themselves, in a value Settings reads
  /// otherwise.
  static func collisions(_ entries: [PlistEntry], _ kept: [PlistEntry]) -> [PlistEntry] {
    let written = Dictionary(entries.map { ($0.key, $0.value) }) { first, _ in first }
    return kept.filter { entry in
      written[entry.key].map { !readAlike($0, entry.value) } ?? false
    }
  }

  /// Whether Settings reads a written value and a kept string alike: `<true/>` and
  /// `<string>YES</string>` (or `true`), `<real>10</real>` and `<string>10</string>`.
  static func readAlike(_ written: PlistNode, _ kept: PlistNode) -> Bool {
    guard let text = kept.string else { return false }
    switch written.content {
    case .boolean(let value):
      return (value ? ["YES", "true"] : ["NO", "false"]).contains(text)
    case .integer(let number), .real(let number):
      return Double(number).map { Double(text) == $0 } ?? false
    default:
      return false
    }
  }

  /// The kept entries of a specifier whose keys it writes from the screens.
  static func collisions(_ specifier: Specifier) -> [PlistEntry] {
    guard !specifier.extra.isEmpty else { return [] }
    var bare = specifier
    bare.extra = []
    return collisions(node(bare).dictionary ?? [], specifier.extra)
  }

  /// The kept entries of a pane's root whose keys it writes.
  static func collisions(_ pane: SettingsPane) -> [PlistEntry] {
    guard !pane.extra.isEmpty else { return [] }
    var bare = pane
    bare.extra = []
    bare.specifiers = []
    return collisions(plist(bare).dictionary ?? [], pane.extra)
  }
}
