import Basics
import ScreenModel
import YAMLTree

/// `app.yaml`'s `state` mapping decoded pair by pair: the values, the marks and types by
/// dotted path, and each pair's problems, kept so that an edit of a few keys
/// (``TreeSplice``) is decoded alone, with the result a decode of the whole mapping gives.
struct StateDecode {
  var mapping = StateMapping()
  /// Where each scalar value is written, by dotted path (``AppSettings/stateMarks``).
  var marks: [String: Mark] = [:]
  /// The type each scalar value is written in, by dotted path.
  var types: [String: ValueType] = [:]
  /// The problems of each pair's key and value, in the order found.
  var problems: [[Diagnostic]] = []
  /// Each pair's problem of shadowing `count` or `unread`, found after all the values.
  var shadows: [[Diagnostic]] = []
  /// Whether each pair made an entry of ``mapping``.
  var included: [Bool] = []
  /// How many keys hold a `.` byte: a dotted key's marks may meet another key's paths.
  var dotted = 0

  /// Nothing decoded.
  init() {}

  /// The mapping's pairs decoded.
  init(_ pairs: [Pair], fileBytes: [UInt8]) {
    var entries: [StateEntry] = []
    entries.reserveCapacity(pairs.count)
    problems.reserveCapacity(pairs.count)
    shadows.reserveCapacity(pairs.count)
    included.reserveCapacity(pairs.count)
    var context = DecodeContext()
    context.fileBytes = fileBytes
    for pair in pairs {
      let entry = decode(pair, &context)
      if let entry { entries.append(entry) }
    }
    let node = Node(.mapping(pairs), at: .start)
    mapping = StateMapping(entries)
    marks = AppFileDecoder.marks(node, prefix: "")
    types = AppFileDecoder.types(node, prefix: "")
  }

  /// One pair decoded, its problems and shadowing kept; its entry, if it makes one.
  mutating func decode(_ pair: Pair, _ context: inout DecodeContext) -> StateEntry? {
    let key = pair.key.scalar?.text
    if key?.utf8.contains(UInt8(ascii: ".")) == true { dotted += 1 }
    let entry = AppFileDecoder.entry(pair, &context)
    problems.append(context.diagnostics)
    context.diagnostics.removeAll()
    included.append(entry != nil)
    if let key, ["count", "unread"].contains(key) {
      context.error(Messages.stateShadowsCount(key), at: pair.key.mark)
    }
    shadows.append(context.diagnostics)
    context.diagnostics.removeAll()
    return entry
  }

  /// Puts the values into `settings` and the problems into `context`, in the order a
  /// decode of the whole mapping reports them.
  func apply(to settings: inout AppSettings, _ context: inout DecodeContext) {
    for found in problems where !found.isEmpty { context.diagnostics += found }
    settings.state = .mapping(mapping)
    settings.stateMarks = marks
    settings.stateTypes = types
    for found in shadows where !found.isEmpty { context.diagnostics += found }
  }
}
