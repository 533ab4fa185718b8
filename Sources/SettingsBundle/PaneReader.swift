import PropertyList

/// Reads a parsed plist into a ``SettingsPane``: every key typed, every key it does not
/// know a warning at its place, a value of the wrong plist type an error there.
struct PaneReader {
  var problems: [PropertyList.Problem] = []
  /// Keys the screens do not model, each where it is written (`infobuttonvalue` on a
  /// picker): warned about once per name across the bundle, by `BundleWalk`.
  var unknownKeys: [(key: String, owner: String, at: PlistLocation)] = []
  /// The known key each misspelt one is near (`DefautValue` → `DefaultValue`), by key.
  var nearKeys: [String: String] = [:]
  /// Where the pane's root has a `Title` of its own, if it has one.
  var paneTitle: PlistLocation?

  /// Keys read on every kind.
  static let commonKeys: Set<String> = ["Type", "SupportedUserInterfaceIdioms", "IASKSubtitle"]

  static let keyboards = [
    "Alphabet", "NumbersAndPunctuation", "NumberPad", "URL", "EmailAddress", "DecimalPad",
    "PhonePad", "AsciiCapable",
  ]
  static let autocapitalizations = ["None", "Sentences", "Words", "AllCharacters"]
  static let autocorrections = ["Default", "No", "Yes"]

  /// Reads a pane from its plist's root node.
  mutating func read(_ root: PlistNode, name: String) -> SettingsPane {
    var pane = SettingsPane(name: name, specifiers: [])
    guard let entries = root.dictionary else {
      error(BundleMessages.rootNotDict(Self.described(root)), at: root.location)
      return pane
    }
    var sawSpecifiers = false
    for entry in entries {
      switch entry.key {
      case "PreferenceSpecifiers":
        sawSpecifiers = true
        guard let items = entry.value.array else {
          error(
            BundleMessages.notArray(entry.key, Self.described(entry.value)),
            at: entry.value.location)
          continue
        }
        for item in items {
          if let specifier = specifier(item) { pane.specifiers.append(specifier) }
        }
      case "StringsTable":
        pane.stringsTable = string(entry.value, key: entry.key)
      case "Title":
        // A pane's title is its parent row's `Title` (Root's, the app's name): kept, not
        // drawn, and warned about once per bundle, by `BundleWalk`.
        paneTitle = entry.keyLocation
        pane.extra.append(Self.kept(entry))
      default:
        unknownKeys.append((entry.key, "", entry.keyLocation))
        pane.extra.append(Self.kept(entry))
      }
    }
    if !sawSpecifiers {
      warning(BundleMessages.noSpecifiers, at: root.location)
      pane.hasSpecifiers = false
    }
    pane.extra = KeptKeys.sorted(pane.extra)
    return pane
  }

  /// A specifier's kind by its `Type`. A misspelt type (one near a type Settings knows) is
  /// an error, a mistake Settings hides: it shows nothing for the specifier; another is a
  /// type of the app's own, a warning.
  mutating func kind(of node: PlistNode) -> Specifier.Kind {
    guard let typeNode = node["Type"] else {
      warning(BundleMessages.noType, at: node.location)
      return .other("")
    }
    guard let type = string(typeNode, key: "Type") else { return .other("") }
    if let known = Specifier.Kind.byType[type] { return known }
    if Specifier.Kind.nearestType(to: type) != nil {
      error(BundleMessages.unknownType(type), at: typeNode.location)
    } else {
      warning(BundleMessages.unknownType(type), at: typeNode.location)
    }
    return .other(type)
  }

  /// Reads one specifier; nil (with an error) when it is not a dict.
  mutating func specifier(_ read: PlistNode) -> Specifier? {
    // A binary plist shares one object among equal keys and values (every `Type` key, every
    // `PSToggleSwitchSpecifier`): what is said of a part of a specifier is said at the
    // specifier itself, which is its own object, so that each problem names its specifier.
    let node = read.location.isObject ? Self.located(read, at: read.location) : read
    guard let entries = node.dictionary else {
      error(BundleMessages.specifierNotDict(Self.described(node)), at: node.location)
      return nil
    }
    let kind = kind(of: node)
    var result = Specifier(kind)
    result.location = node.location
    let known = kind.keys ?? ["Title", "Key", "DefaultValue"]
    let typeName = kind.type.isEmpty ? "a specifier" : kind.type
    for entry in entries {
      result.keyLocations[entry.key] = entry.keyLocation
      guard known.contains(entry.key) || Self.commonKeys.contains(entry.key) else {
        unknownKeys.append((entry.key, typeName, entry.keyLocation))
        noteNearKey(entry.key, known: known)
        result.extra.append(Self.kept(entry))
        continue
      }
      let value = entry.value
      switch entry.key {
      case "Type": break
      case "Title": result.title = string(value, key: entry.key)
      case "Key":
        // An empty Key stores nothing Settings can read back: as good as none. It is kept as
        // written, so that export writes it back.
        result.key = string(value, key: entry.key).flatMap { $0.isEmpty ? nil : $0 }
        if value.string == "" { result.extra.append(Self.kept(entry)) }
      case "FooterText": result.footer = string(value, key: entry.key)
      case "File": result.file = string(value, key: entry.key)
      case "IASKPlaceholder": result.placeholder = string(value, key: entry.key)
      case "IASKSubtitle": result.subtitle = string(value, key: entry.key)
      case "MinimumValueImage": result.minimumImage = string(value, key: entry.key)
      case "MaximumValueImage": result.maximumImage = string(value, key: entry.key)
      case "DefaultValue" where kind == .datePicker:
        result.defaultValue = Self.date(value)
        // State holds a `<date>` as text; the specifier keeps the date for export.
        if case .date = value.content { result.extra.append(Self.kept(entry)) }
      case "DefaultValue": result.defaultValue = scalar(value, key: entry.key)
      case "TrueValue": result.trueValue = scalar(value, key: entry.key)
      case "FalseValue": result.falseValue = scalar(value, key: entry.key)
      case "MinimumValue": result.minimum = number(value, key: entry.key)
      case "MaximumValue": result.maximum = number(value, key: entry.key)
      case "Titles": result.titles = strings(value, key: entry.key)
      case "ShortTitles": result.shortTitles = strings(value, key: entry.key)
      case "SupportedUserInterfaceIdioms": result.idioms = strings(value, key: entry.key)
      case "Values":
        guard let items = value.array else {
          error(BundleMessages.notArray(entry.key, Self.described(value)), at: value.location)
          continue
        }
        result.values = items.compactMap { scalar($0, key: entry.key) }
      case "IsSecure": result.isSecure = boolean(value, key: entry.key)
      case "DisplaySortedByTitle": result.sortedByTitle = boolean(value, key: entry.key) ?? false
      case "KeyboardType":
        result.keyboard = word(entry, allowed: Self.keyboards, into: &result)
      case "AutocapitalizationType":
        result.autocapitalization = word(entry, allowed: Self.autocapitalizations, into: &result)
      case "AutocorrectionType":
        result.autocorrection = word(entry, allowed: Self.autocorrections, into: &result)
      default: readIASK(entry, into: &result)
      }
      if Self.keptAsWritten(entry) { result.extra.append(Self.kept(entry)) }
    }
    result.extra = KeptKeys.sorted(result.extra)
    return result
  }

  /// Reads a key of IASK's own kinds: a date picker's and a mail row's.
  mutating func readIASK(_ entry: PlistEntry, into result: inout Specifier) {
    let key = entry.key
    let value = entry.value
    switch key {
    case "DatePickerMode":
      result.datePickerMode = word(entry, allowed: ["Date", "Time", "DateAndTime"], into: &result)
    case "DatePickerStyle":
      result.datePickerStyle = word(entry, allowed: ["Wheels", "Compact", "Inline"], into: &result)
    case "MinuteInterval": result.minuteInterval = number(value, key: key)
    case "IASKMailComposeToRecipents": result.mailTo = strings(value, key: key)
    case "IASKMailComposeCcRecipents": result.mailCc = strings(value, key: key)
    case "IASKMailComposeBccRecipents": result.mailBcc = strings(value, key: key)
    case "IASKMailComposeSubject": result.mailSubject = string(value, key: key)
    case "IASKMailComposeBody": result.mailBody = string(value, key: key)
    case "IASKMailComposeBodyIsHTML": result.mailBodyIsHTML = boolean(value, key: key)
    case "Deletable": result.deletable = boolean(value, key: key)
    // A list group's item and add specifiers are kept whole (the add row's texts are
    // taken out of them on import).
    case "ItemSpecifier", "AddSpecifier": result.extra.append(Self.kept(entry))
    default: break
    }
  }

  /// Keys whose value Settings or InAppSettingsKit reads as a number or a boolean.
  static let numberOrBoolean: Set<String> = [
    "IsSecure", "DisplaySortedByTitle", "MinimumValue", "MaximumValue", "MinuteInterval",
    "IASKMailComposeBodyIsHTML", "Deletable",
  ]

  /// Whether an entry is kept as written besides what the screens read from it: a string
  /// where Settings reads a number or a boolean (`<string>NO</string>`, which the screens
  /// hold as `false`), and `AutocorrectionType` `Default` (which they hold as no choice).
  /// Export writes it back so while the screens' value reads the same.
  static func keptAsWritten(_ entry: PlistEntry) -> Bool {
    guard let text = entry.value.string else { return false }
    return numberOrBoolean.contains(entry.key)
      || (entry.key == "AutocorrectionType" && text == "Default")
  }

  /// A date picker's `DefaultValue`: a `<date>` is kept as its ISO 8601 text.
  static func date(_ node: PlistNode) -> SettingValue? {
    if case .date(let text) = node.content { return .string(text) }
    return SettingValue(node)
  }

  mutating func string(_ node: PlistNode, key: String) -> String? {
    if let text = node.string { return text }
    error(
      BundleMessages.wrongType(key, expected: "a string", found: Self.described(node)),
      at: node.location)
    return nil
  }

  mutating func strings(_ node: PlistNode, key: String) -> [String]? {
    guard let items = node.array else {
      error(BundleMessages.notArray(key, Self.described(node)), at: node.location)
      return nil
    }
    return items.map { string($0, key: key) ?? "" }
  }

  mutating func scalar(_ node: PlistNode, key: String) -> SettingValue? {
    if let value = SettingValue(node) { return value }
    error(BundleMessages.notScalar(key, Self.described(node)), at: node.location)
    return nil
  }

  mutating func number(_ node: PlistNode, key: String) -> SettingValue? {
    switch SettingValue(node) {
    case .integer(let text)?: return .integer(text)
    case .real(let text)?: return .real(text)
    case .string(let text)? where Double(text) != nil: return .real(text)
    default:
      error(BundleMessages.notNumber(key), at: node.location)
      return nil
    }
  }

  mutating func boolean(_ node: PlistNode, key: String) -> Bool? {
    if case .boolean(let value) = node.content { return value }
    if let text = node.string, ["YES", "NO", "true", "false"].contains(text) {
      return text == "YES" || text == "true"
    }
    error(
      BundleMessages.wrongType(key, expected: "a boolean", found: Self.described(node)),
      at: node.location)
    return nil
  }

  /// One of the words Settings reads for a key; a word it does not read (Settings then
  /// uses its default) is kept as written among the specifier's ``Specifier/extra``.
  mutating func word(_ entry: PlistEntry, allowed: [String], into specifier: inout Specifier)
    -> String?
  {
    guard let text = string(entry.value, key: entry.key) else { return nil }
    guard allowed.contains(text) else {
      warning(
        BundleMessages.unknownWord(entry.key, text, allowed: allowed), at: entry.value.location)
      specifier.extra.append(Self.kept(entry))
      return nil
    }
    return text
  }
}
