import Basics
import ScreenModel
import YAMLTree

/// What `app.yaml` holds, with the mark of `start` for checking it against the screens.
struct AppSettings {
  var start: (id: String, mark: Mark)?
  var theme = Theme()
  var state = StateValue.mapping([])
  /// Where each scalar state value is written, by its dotted key path.
  var stateMarks: [String: Mark] = [:]
  /// The type each scalar state value is written in, by its dotted key path.
  var stateTypes: [String: ValueType] = [:]
  /// The variants a plain snapshot run also verifies, with where each locale is written.
  var snapshotVariants: [(SnapshotVariant, localeMark: Mark?)] = []
  /// Where the file was written, when the load keeps it.
  var source: SourceTree?
  /// Plist keys of `Root.plist`'s root the screens do not model.
  var settings: [PassthroughKey]?
  /// Whether the screens are a Settings.bundle's (`settingsBundle: true`).
  var settingsBundle = false
  /// The name each state key (dotted) is stored under when it is not its own.
  var storedNames: [String: String] = [:]
  /// Whether `state` is known: false when `app.yaml` does not parse or its `state` has an
  /// error, and then what the screens read of the state is not checked against it (one
  /// mistake in `app.yaml` is not reported again at every key a screen reads).
  var stateKnown = true
}

/// Decodes `app.yaml`: `start`, `theme` and `state`.
enum AppFileDecoder {
  static let appKeys = FieldTable.names(FieldTable.app)
  static let themeKeys = FieldTable.names(FieldTable.theme)

  /// The settings read; parts with errors are left at their defaults (and reported).
  static func decode(_ root: Node, into context: inout DecodeContext) -> AppSettings? {
    var state: StateDecode?
    return decode(root, into: &context, state: &state)
  }

  /// The settings read, with `state` the decode of the `state` mapping when one is kept
  /// (``StateDecode``), else nil; left as the decode used (nil when there is no mapping).
  static func decode(_ root: Node, into context: inout DecodeContext, state: inout StateDecode?)
    -> AppSettings?
  {
    guard
      let fields = context.fields(
        root, expected: "app settings (a mapping with 'start', 'theme' and 'state')",
        known: appKeys)
    else { return nil }
    var settings = AppSettings()
    if let node = fields["start"], let id = context.text(node, key: "start") {
      settings.start = (id, node.mark)
    }
    if let node = fields["theme"],
      let theme = context.fields(node, expected: "a theme (a mapping)", known: themeKeys)
    {
      settings.theme.selectionStyle = theme["selectionStyle"].flatMap { context.selectionStyle($0) }
    }
    settings.settings = fields["settings"].flatMap { PassthroughDecoder.decode($0, &context) }
    settings.settingsBundle = fields["settingsBundle"].flatMap { context.bool($0) } ?? false
    if let node = fields["snapshotVariants"] {
      settings.snapshotVariants = snapshotVariants(node, &context)
    }
    if let node = fields["state"] {
      let errors = context.errorCount
      defer { settings.stateKnown = context.errorCount == errors }
      if node.mapping == nil {
        context.error(
          Messages.wrongType(expected: "a mapping of state values", found: node.kindDescription),
          at: node.mark)
        state = nil
      } else if let pairs = node.mapping {
        let decoded = state ?? StateDecode(pairs)
        decoded.apply(to: &settings, &context)
        state = decoded
      }
    } else {
      state = nil
    }
    if let node = fields["storedNames"] {
      settings.storedNames = storedNames(node, stateKeys: settings.stateMarks, &context)
    }
    return settings
  }

  /// `storedNames: {stateKey: StoredName}`: each key a state key (dotted), each name text,
  /// no name twice.
  static func storedNames(_ node: Node, stateKeys: [String: Mark], _ context: inout DecodeContext)
    -> [String: String]
  {
    guard let pairs = node.mapping else {
      context.error(
        Messages.wrongType(
          expected: "a mapping of state keys to the names they are stored under",
          found: node.kindDescription), at: node.mark)
      return [:]
    }
    var names: [String: String] = [:]
    var taken: [String: Mark] = [:]
    for pair in pairs {
      guard let key = pair.key.scalar?.text else { continue }
      guard let name = pair.value.scalar?.text, !name.isEmpty else {
        context.error(Messages.storedNameNotText, at: pair.value.mark)
        continue
      }
      guard stateKeys[key] != nil else {
        context.error(Messages.storedNameOfNoKey(key), at: pair.key.mark)
        continue
      }
      if let first = taken[name] {
        context.error(
          Messages.storedNameTwice(name), at: pair.value.mark,
          notes: [.init(Messages.storedNameFirst, at: first)])
        continue
      }
      taken[name] = pair.value.mark
      names[key] = name
    }
    return names
  }

  /// The marks of the scalar values under a state mapping, by dotted path.
  static func marks(_ node: Node, prefix: String) -> [String: Mark] {
    var marks: [String: Mark] = [:]
    marks.reserveCapacity(node.mapping?.count ?? 0)
    for pair in node.mapping ?? [] {
      guard let key = pair.key.scalar?.text else { continue }
      let path = prefix.isEmpty ? key : prefix + "." + key
      marks[path] = pair.value.mark
      if pair.value.mapping != nil {
        // A mapping's own value is pointed at too (`rowsFrom: user` when `user` is one).
        marks.merge(self.marks(pair.value, prefix: path)) { first, _ in first }
      }
    }
    return marks
  }

  static func value(_ node: Node, _ context: inout DecodeContext) -> StateValue? {
    switch node.content {
    case .scalar(let scalar):
      return .text(scalar.text)
    case .sequence(let items):
      var values: [StateValue] = []
      for item in items {
        if item.sequence != nil {
          context.error(Messages.stateList, at: item.mark)
          return nil
        }
        guard let value = value(item, &context) else { return nil }
        values.append(value)
      }
      return .list(values)
    case .mapping(let pairs):
      return .mapping(StateMapping(pairs.compactMap { entry($0, &context) }))
    }
  }

  /// A state mapping's pair as an entry, or nil when it makes none (its problems reported).
  static func entry(_ pair: Pair, _ context: inout DecodeContext) -> StateEntry? {
    guard let key = pair.key.scalar?.text, let value = value(pair.value, &context) else {
      return nil
    }
    // A key with no '.' byte holds no '.' character: asked of each of 50,000 keys by
    // byte, and by character only when it may (a '.' with a combining mark is not one).
    if key.utf8.contains(UInt8(ascii: ".")), key.contains(".") {
      context.error(Messages.dottedStateKey(key), at: pair.key.mark)
      return nil
    }
    if let hidden = VisibleText.firstHidden(in: key) {
      context.error(Messages.hiddenInStateKey(key, hidden), at: pair.key.mark)
    }
    return StateEntry(key: key, value: value)
  }
}
