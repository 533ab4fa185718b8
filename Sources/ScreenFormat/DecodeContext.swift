import Basics
import ScreenModel
import YAMLTree

/// Collects diagnostics while typed values are read from nodes, and the references
/// (state names, pushed screens, bound keys) that are checked once the whole app is known.
struct DecodeContext {
  /// A name or id used somewhere, checked against the app later.
  struct NameUse: Equatable {
    var path: [String]
    var mark: Mark
    /// For a push: the one host whose screens show the row (its own or its section's
    /// `visibleIf: {host: …}`), nil when both do.
    var host: Host? = nil
    /// The names of the text's own it could have meant (a stepper's `value`), offered
    /// before the state's when it names none.
    var locals: [String] = []
  }

  /// The names of the text being decoded's own (``NameUse/locals``), while there are any.
  var localNames: [String] = []

  var diagnostics: [Diagnostic] = []
  /// The bytes of the file being decoded: templates keep their text as slices of them.
  var fileBytes: [UInt8] = []
  var stateReferences: [NameUse] = []
  var pushes: [NameUse] = []
  /// Screens whose counts a text reads (`{unread:posts}`).
  var countedScreens: [NameUse] = []
  /// State keys plural texts are chosen by (`plural: servers`).
  var pluralNumbers: [NameUse] = []
  /// State keys that conditions read.
  var conditions: [ConditionUse] = []
  /// Lists drawn from state.
  var lists: [ListUse] = []
  /// Every translatable text as written (its source, with `{…}`), and where; recorded only
  /// when `recordsTexts` is set (`check --locale`, unused table entries), since a long feed
  /// would otherwise hold every text twice.
  var texts: [(source: String, mark: Mark)] = []
  /// Whether `texts` is recorded.
  var recordsTexts = false
  /// The forms of each plural text recorded in `texts` (by its `other` form), for a String
  /// Catalog's plural variations.
  var pluralTexts: [String: [PluralCategory: String]] = [:]

  /// Records a translatable text, when texts are recorded.
  mutating func recordText(_ text: String, at mark: Mark) {
    if recordsTexts { texts.append((text, mark)) }
  }
  /// Where rows set `visibleIf` (an error on a paged screen).
  var rowConditions: [Mark] = []
  /// Rows with `pickerStyle: segmented`, by the screen they push (checked once it is known).
  var segmentedRows: [NameUse] = []
  var binds: [NameUse] = []
  /// State keys bound by controls and pickers, with what each accepts.
  var bindings: [Binding] = []
  /// Whether a condition of the file names a host: its pushes may then show a picker
  /// screen in one host alone (``BindingChecks/host(_:pushes:start:)``).
  var namesHost = false

  /// How many bindings, pushes and button names a row or section found before it began
  /// (``show(_:from:)`` marks what it found).
  struct HostStarts {
    var bindings: Int
    var pushes: Int
    var buttonNames: Int
  }

  /// Where a row or section begins, for ``show(_:from:)``.
  var hostStarts: HostStarts {
    HostStarts(bindings: bindings.count, pushes: pushes.count, buttonNames: buttonNames.count)
  }

  /// Marks the bindings, pushes and button names from these starts on as a row's or
  /// section's that `host` alone shows, unless a row's own condition named one already.
  mutating func show(_ host: Host?, from starts: HostStarts) {
    guard let host else { return }
    for index in starts.bindings..<bindings.count where bindings[index].host == nil {
      bindings[index].host = host
    }
    for index in starts.pushes..<pushes.count where pushes[index].host == nil {
      pushes[index].host = host
    }
    for index in starts.buttonNames..<buttonNames.count where buttonNames[index].host == nil {
      buttonNames[index].host = host
    }
  }
  /// State values buttons write.
  var writes: [WrittenValue] = []
  /// The screen's button-like rows by the name VoiceOver reads (for a warning when two
  /// with one name do different things).
  var buttonNames: [AccessibilityChecks.ButtonName] = []
  /// The id a screen file declares, else its file name's: known even when the screen has
  /// errors, so that pushes to it still resolve.
  var screenID: String?
  /// The named strings table a screen's `stringsTable:` gives, and where.
  var stringsTable: (name: String, mark: Mark)?

  /// The errors that keep what holds them from being used (not one the screen is drawn in
  /// spite of, ``Diagnostic/previewable``).
  var errorCount: Int { diagnostics.count(where: \.stopsDrawing) }

  /// Takes another context's diagnostics and references (from rows decoded while streaming).
  mutating func merge(_ other: DecodeContext) {
    // Most are empty: appending an empty array still costs a uniqueness check and a call.
    func take<T>(_ own: inout [T], _ theirs: [T]) { if !theirs.isEmpty { own += theirs } }
    take(&diagnostics, other.diagnostics)
    take(&stateReferences, other.stateReferences)
    take(&pushes, other.pushes)
    take(&countedScreens, other.countedScreens)
    take(&pluralNumbers, other.pluralNumbers)
    take(&segmentedRows, other.segmentedRows)
    take(&buttonNames, other.buttonNames)
    take(&conditions, other.conditions)
    take(&rowConditions, other.rowConditions)
    take(&lists, other.lists)
    take(&texts, other.texts)
    if !other.pluralTexts.isEmpty { pluralTexts.merge(other.pluralTexts) { first, _ in first } }
    take(&binds, other.binds)
    take(&bindings, other.bindings)
    take(&writes, other.writes)
    if other.namesHost { namesHost = true }
  }

  mutating func error(
    _ message: Diagnostic.Message, at mark: Mark, notes: [Diagnostic.Note] = [], fix: Fix? = nil
  ) {
    diagnostics.append(Diagnostic.error(message, at: mark, notes: notes).fixed(by: fix))
  }

  /// Reads a mapping's fields, reporting a wrong type and any unknown key.
  mutating func fields(_ node: Node, expected: String, known: [String]) -> Fields? {
    guard let pairs = node.mapping else {
      error(Messages.wrongType(expected: expected, found: node.kindDescription), at: node.mark)
      return nil
    }
    // Made at the first unknown key, for all of them: the known keys lowercased once, and
    // their list written once.
    var suggester: Suggester?
    var knownKeys: String?
    var unknownKeys: Set<Mark> = []
    for (index, pair) in pairs.enumerated() {
      // A merge key is reported once, by the parser.
      guard let key = pair.key.scalar?.text, key != "<<" else { continue }
      guard known.contains(where: { sameKey($0, key) }) else {
        if index > 0, let cut = Self.valueCutAtComma(pairs[index - 1], then: pair) {
          unknownKeys.insert(pair.key.mark)
          error(Messages.unknownKey(key) + Messages.commaEndedValue(cut), at: pair.key.mark)
          continue
        }
        // Bounded as a file's suggestions are: a mapping of tens of thousands of unknown
        // keys (60,000 cost 3.9 billion instructions) stops suggesting once it is spent.
        var keys = suggester ?? Suggester(known, budget: Suggester.fileBudget)
        suggester = nil  // so that `keys` is the one reference to its buffers
        var ending = ForeignNames.ending(forKey: key, suggester: &keys)
        suggester = keys
        unknownKeys.insert(pair.key.mark)
        // A key the mapping already has is suggested only when no other is near (`stat:`
        // beside `start:` is 'state'); asked of small mappings alone.
        if let suggested = ending?.key, pairs.count <= 64,
          pairs.contains(where: { $0.key.scalar?.text == suggested })
        {
          var unwritten = Suggester(Self.unwritten(known, in: pairs))
          ending = ForeignNames.ending(forKey: key, suggester: &unwritten) ?? ending
        }
        // A key of another mapping (`prompt:` on a row, `style:` in app.yaml) says whose it
        // is, not every key here, nor a key here more than one edit away.
        var owner = FieldTable.owner(ofKey: key, besides: known)
        if let suggested = ending?.key, Suggestion.editDistance(key, suggested) <= 1 {
          owner = nil
        }
        if owner != nil { ending = nil }
        var notes: [Diagnostic.Note] = []
        if ending == nil, owner == nil {
          let list = knownKeys ?? Messages.knownKeys(known)
          knownKeys = list
          notes = [.init(list)]
        }
        error(
          Messages.unknownKey(key) + (ending?.text ?? owner.map(Messages.keyOfAnother) ?? ""),
          at: pair.key.mark, notes: notes, fix: ending?.key.map(Fix.replace))
        continue
      }
    }
    var fields = Fields(mark: node.mark, pairs: pairs)
    fields.unknownKeys = unknownKeys
    return fields
  }

  /// The keys of `known` that `pairs` do not write.
  static func unwritten(_ known: [String], in pairs: [Pair]) -> [String] {
    let written = Set(pairs.compactMap { $0.key.scalar?.text })
    return known.filter { !written.contains($0) }
  }

  /// The key before `pair` when `pair` is the rest of its unquoted flow value, cut at a
  /// comma (`{body: Licensed …, Version 2.0.}` reads `Version 2.0.` as a key with no value):
  /// a key without a value, on the line where the plain value before it ends.
  static func valueCutAtComma(_ previous: Pair, then pair: Pair) -> String? {
    guard let before = previous.key.scalar?.text, let value = previous.value.scalar,
      value.style == .plain, !value.isNull, let cut = pair.value.scalar, cut.isNull,
      let key = pair.key.scalar, key.style == .plain,
      previous.value.mark.line == pair.key.mark.line,
      // No ':' after it: libyaml marks the missing value right where the key ends.
      pair.value.mark
        == Mark(
          line: pair.key.mark.line, column: pair.key.mark.column + key.text.unicodeScalars.count)
    else { return nil }
    return before
  }

  /// Reads a list item by item, reporting a wrong type ("expected a list of rows, found a
  /// number"); items that fail to decode are left out (their problems are reported).
  mutating func list<T>(
    _ node: Node, of what: String, _ item: (Node, inout DecodeContext) -> T?
  ) -> [T] {
    guard let items = node.sequence else {
      error(
        Messages.wrongType(expected: "a list of \(what)", found: node.kindDescription),
        at: node.mark)
      return []
    }
    // Room for every item at once: no growth copies of large values (rows).
    var made: [T] = []
    made.reserveCapacity(items.count)
    for node in items {
      if let value = item(node, &self) { made.append(value) }
    }
    return made
  }

  /// Reads a required field, reporting it missing.
  mutating func required(_ fields: Fields, _ key: String, in what: String) -> Node? {
    guard let node = fields[key] else {
      // A misspelling of the key was reported already as unknown, with 'did you mean' it.
      let misspelt = fields.pairs.contains { pair in
        guard let written = pair.key.scalar?.text, written != key,
          Suggestion.nearest(to: written, in: [key]) == key
        else { return false }
        // Asking the fields, not every diagnostic so far, keeps a file of many rows linear.
        if let unknown = fields.unknownKeys { return unknown.contains(pair.key.mark) }
        return diagnostics.contains { $0.severity == .error && $0.mark == pair.key.mark }
      }
      if !misspelt {
        error(
          Messages.missingKey(key, in: what), at: fields.mark,
          fix: Fix(.insertKey(key, value: Self.placeholders[key] ?? "\"\"")))
      }
      return nil
    }
    return node
  }

  /// The value a missing required key is added with by its fix, when not `""`.
  static let placeholders = [
    "pageSize": "20", "steps": "[]", "strings": "{}", "background": "blue", "min": "0",
    "max": "10", "app": ".",
  ]
}
