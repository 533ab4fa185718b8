import Basics
import PropertyList
import ScreenModel

/// Each key's default, in the order the bundle first names it, and the mistakes around it:
/// a key bound by specifiers of different kinds (an error), a default Settings would read
/// otherwise than as written or does not have (a warning).
struct StateDefaults {
  /// One key of the state and its default.
  typealias Entry = (key: String, value: SettingValue)

  private(set) var entries: [Entry] = []
  var problems: [BundleProblem] = []
  /// Who reads a plist: Settings (`Root.plist`, its device variants and their child panes)
  /// or the app through InAppSettingsKit (`Root.inApp.plist` and the panes only it opens).
  enum Host: Hashable {
    case settings, app
  }

  /// What binds a key first in a host, and where.
  struct Binding {
    var kind: String
    var file: String
    var location: PlistLocation
    var values: [SettingValue]?
  }

  /// For each key and host: what binds it first there. Two bindings that disagree in one
  /// host are an error (one stored value cannot be both); across hosts each shows what it
  /// offers, and the other's values as Settings shows a value it does not offer (a warning).
  private var bindings: [String: [Host: Binding]] = [:]
  /// For each key of `entries`: the plist and the places its default and its `Key` are
  /// written in (the first specifier of the key).
  var origins: [String: StateOrigin] = [:]
  /// Where each key of `entries` is in it.
  private var entryIndex: [String: Int] = [:]
  /// For each dotted prefix of a key of `entries` (`a` and `a.b` of `a.b.c`): the first
  /// entry under it.
  private var firstUnder: [String: Int] = [:]

  /// The first entry (in order) that `key` would nest with: one that is a dotted prefix of
  /// it, or one under it. Each lookup costs the key's depth, not the number of entries.
  private func firstClash(with key: String) -> String? {
    var first = firstUnder[key]
    for prefix in Self.dottedPrefixes(of: key) {
      if let index = entryIndex[prefix], index < (first ?? Int.max) { first = index }
    }
    return first.map { entries[$0].key }
  }

  /// The parts of `key` before each of its dots: `a` and `a.b` of `a.b.c`.
  static func dottedPrefixes(of key: String) -> [String] {
    var prefixes: [String] = []
    for index in key.indices where key[index] == "." { prefixes.append(String(key[..<index])) }
    return prefixes
  }

  /// The kind of value a specifier stores, for telling conflicting bindings apart.
  static func binding(_ kind: Specifier.Kind) -> String? {
    switch kind.stored {
    case .toggle: ControlNoun.toggle
    case .text: ControlNoun.textField
    case .date: ControlNoun.datePicker
    case .number: ControlNoun.slider
    case .choice: ControlNoun.choiceOfValues
    case .shown, nil: nil
    }
  }

  mutating func add(_ pane: SettingsPane, file: String, host: Host = .settings) {
    for specifier in pane.specifiers {
      guard let key = specifier.key, specifier.kind.storesValue else { continue }
      let at = specifier.location(of: "Key")
      if let kind = Self.binding(specifier.kind) {
        let mine = Binding(kind: kind, file: file, location: at, values: specifier.values)
        if let first = bindings[key]?[host] {
          checkAgainst(first, mine, key: key, specifier: specifier, host: host, severity: .error)
        } else {
          if let other = bindings[key]?.first(where: { $0.key != host })?.value {
            checkAgainst(
              other, mine, key: key, specifier: specifier, host: host, severity: .warning)
          }
          bindings[key, default: [:]][host] = mine
        }
      }
      guard entryIndex[key] == nil else { continue }
      if let clash = firstClash(with: key) {
        problems.append(
          BundleProblem(.error, BundleMessages.nestedKeyClash(key, clash), file: file, at: at)
        )
        continue
      }
      entryIndex[key] = entries.count
      for prefix in Self.dottedPrefixes(of: key) where firstUnder[prefix] == nil {
        firstUnder[prefix] = entries.count
      }
      entries.append((key, defaultValue(specifier, file: file)))
      origins[key] = StateOrigin(
        file: file, defaultValue: specifier.location(of: "DefaultValue"), key: at)
    }
  }

  /// A problem when a second binding of `key` disagrees with the first: another kind of
  /// control, or a choice of other values. `severity` is an error within one host; across
  /// hosts (a warning) the message says what each shows of the other's values.
  private mutating func checkAgainst(
    _ first: Binding, _ mine: Binding, key: String, specifier: Specifier, host: Host,
    severity: Diagnostic.Severity
  ) {
    let across = severity == .warning
    let note = [
      Diagnostic.Note(
        BundleMessages.firstBinding, at: first.location.mark,
        in: first.file == mine.file ? nil : first.file)
    ]
    if first.kind != mine.kind {
      let message =
        across
        ? BundleMessages.keyTypesAcrossHosts(key, first.kind, mine.kind, here: host)
        : BundleMessages.keyTypes(key, first.kind, mine.kind)
      problems.append(
        BundleProblem(severity, message, file: mine.file, at: mine.location, notes: note))
    } else if let values = mine.values, let theirs = first.values, values != theirs {
      let message =
        across ? BundleMessages.pickersDifferAcrossHosts(key) : BundleMessages.pickersDiffer(key)
      problems.append(
        BundleProblem(
          severity, message, file: mine.file, at: specifier.location(of: "Values"), notes: note))
    }
  }

  /// The value stored before the user changes anything.
  mutating func defaultValue(_ specifier: Specifier, file: String) -> SettingValue {
    let type = specifier.kind.type
    func missing(_ value: SettingValue) -> SettingValue {
      problems.append(
        BundleProblem(
          .warning, BundleMessages.defaultMissing(type, using: value.shown), file: file,
          at: specifier.location))
      return value
    }
    switch specifier.kind.stored {
    case .toggle:
      guard let value = specifier.defaultValue else {
        return missing(specifier.falseValue ?? .boolean(false))
      }
      // The text YES or NO is kept as written: the screens' switch holds it, and draws it
      // as Settings reads it.
      if case .string(let text) = value, specifier.trueValue == nil, specifier.falseValue == nil,
        Toggle.yesOrNo(text) == nil
      {
        problems.append(
          BundleProblem(
            .warning, BundleMessages.toggleDefault(text), file: file,
            at: specifier.location(of: "DefaultValue")))
        return .boolean(["YES", "yes", "true", "1"].contains(text))
      }
      // A number Settings reads as a boolean (`<integer>1</integer>` is on): state holds the
      // boolean, and the row keeps the number it writes back (``PaneImport``'s own default).
      if case .integer(let text) = value, specifier.trueValue == nil, specifier.falseValue == nil {
        return .boolean(Int(text) != 0)
      }
      for stored in [specifier.trueValue, specifier.falseValue].compactMap({ $0 })
      where stored != value && stored.settingsEquals(value) {
        problems.append(
          BundleProblem(
            .warning, BundleMessages.toggleDefaultAs(value.shown, stored.shown), file: file,
            at: specifier.location(of: "DefaultValue")))
        return stored
      }
      return value
    case .text:
      // A password field starts empty: that is what a secure field without a default means.
      if specifier.isSecure == true { return specifier.defaultValue ?? .string("") }
      return specifier.defaultValue ?? missing(.string(""))
    case .date:
      // A `<date>` holds a date and a time; a picker of one stores only that part.
      guard case .string(let text)? = specifier.defaultValue else {
        return specifier.defaultValue ?? missing(.string(""))
      }
      let parts = text.split(separator: "T", maxSplits: 1)
      guard parts.count == 2 else { return .string(text) }
      switch specifier.datePickerMode {
      case "Date": return .string(String(parts[0]))
      case "Time": return .string(String(parts[1].prefix(5)))
      default: return .string(text)
      }
    case .number:
      return specifier.defaultValue ?? missing(specifier.minimum ?? .integer("0"))
    case .choice:
      // Kept as written: Settings compares numbers by value (`0` is `<real>0</real>`), and
      // so do the screens.
      if let value = specifier.defaultValue { return value }
      return missing(specifier.values?.first ?? .string(""))
    case .shown, nil:
      return specifier.defaultValue ?? missing(.string(""))
    }
  }
}
