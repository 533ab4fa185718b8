import Basics
import ScreenModel
import YAMLTree

/// `app.yaml`'s `state` mapping decoded pair by pair: the values, the marks and types by
/// dotted path, and the problems of the few pairs that have any, kept so that an edit of a
/// few keys (``TreeSplice``) is decoded alone, with the result a decode of the whole
/// mapping gives.
struct StateDecode {
  var mapping = StateMapping()
  /// Where each scalar value is written, by dotted path (``AppSettings/stateMarks``).
  var marks: [String: Mark] = [:]
  /// The type each scalar value is written in, by dotted path.
  var types: [String: ValueType] = [:]
  /// The problems of a pair's key and value, by the pair's index, in the order found.
  var problems: [Int: [Diagnostic]] = [:]
  /// A pair's problem of shadowing `count` or `unread` (found after all the values), by
  /// the pair's index.
  var shadows: [Int: [Diagnostic]] = [:]
  /// The indices of the pairs that made no entry of ``mapping``, in order.
  var excluded: [Int] = []
  /// Whether no key of the mapping holds a `.` byte (a dotted key's marks may meet another
  /// key's paths): asked at the first edit, so that a decode never edited costs nothing more.
  var undotted = false

  /// Nothing decoded.
  init() {}

  /// The mapping's pairs decoded.
  init(_ pairs: [Pair]) {
    var entries: [StateEntry] = []
    entries.reserveCapacity(pairs.count)
    var context = DecodeContext()
    for index in pairs.indices {
      if let entry = decode(pairs[index], at: index, &context) { entries.append(entry) }
    }
    let node = Node(.mapping(pairs), at: .start)
    mapping = StateMapping(entries)
    marks = AppFileDecoder.marks(node, prefix: "")
    types = AppFileDecoder.types(node, prefix: "")
  }

  /// The pair at `index` decoded, its problems and shadowing kept; its entry, if it makes
  /// one. `context` is a scratch context, left empty.
  mutating func decode(_ pair: Pair, at index: Int, _ context: inout DecodeContext)
    -> StateEntry?
  {
    let entry = AppFileDecoder.entry(pair, &context)
    if entry == nil { excluded.append(index) }
    if !context.diagnostics.isEmpty {
      problems[index] = context.diagnostics
      context.diagnostics = []
    }
    guard case .scalar(let scalar) = pair.key.content else { return entry }
    if scalar.text == "count" || scalar.text == "unread" {
      context.error(Messages.stateShadowsCount(scalar.text), at: pair.key.mark)
      shadows[index] = context.diagnostics
      context.diagnostics = []
    }
    return entry
  }

  /// Puts the values into `settings` and the problems into `context`, in the order a
  /// decode of the whole mapping reports them.
  func apply(to settings: inout AppSettings, _ context: inout DecodeContext) {
    for index in problems.keys.sorted() { context.diagnostics += problems[index] ?? [] }
    settings.state = .mapping(mapping)
    settings.stateMarks = marks
    settings.stateTypes = types
    for index in shadows.keys.sorted() { context.diagnostics += shadows[index] ?? [] }
  }
}
