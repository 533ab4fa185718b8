import Basics
import ScreenModel

/// Checks every state key bound by a control or picker, and every value a button writes,
/// against the app's state and against each other, once the whole app is decoded.
enum BindingChecks {
  /// A binding and the file it is in.
  struct Located {
    var file: Int
    var path: String
    var binding: Binding
  }

  /// Diagnostics for the screen files (by index) and for `app.yaml`.
  struct Found {
    var screens: [Int: [Diagnostic]] = [:]
    var app: [Diagnostic] = []
  }

  /// The bindings' and writes' problems; against the state only when it is known (nil
  /// when `app.yaml` does not parse or its state has an error).
  static func check(
    bindings: [Located], writes: [(file: Int, write: WrittenValue)], state known: StateValue?,
    stateMarks: [String: Mark], stateTypes: [String: ValueType] = [:], appPath: String?
  ) -> Found {
    var found = Found()
    let state = known ?? .mapping([])
    var stateKeys = LazySuggester { state.textPaths }
    // In byte order of the file paths, then by line: the first binding of a key leads.
    // Positions are sorted, not the bindings: a binding is large, and a sort moves each
    // many times (an app of 10,000 screens binds 50,000 keys).
    let ordered = bindings.indices.sorted {
      (bindings[$0].path, bindings[$0].binding.mark) < (
        bindings[$1].path, bindings[$1].binding.mark
      )
    }.map { bindings[$0] }
    // The first binding of each key in each host that shows it (one, when both do).
    var leaders: [String: [Located]] = [:]
    var keys: [String] = []  // in the order of their first bindings
    for item in ordered {
      let binding = item.binding
      let name = binding.path.joined(separator: ".")
      if let keyLeaders = leaders[name] {
        // Bindings only different hosts show may differ: each host shows its own.
        guard let leader = keyLeaders.first(where: { $0.binding.meets(binding) }) else {
          leaders[name, default: []].append(item)
          continue
        }
        if !leader.binding.accepts.agrees(with: binding.accepts) {
          found.screens[item.file, default: []].append(
            .error(
              Messages.bindingsDisagree(
                name, leader.binding.accepts.noun, binding.accepts.noun,
                difference: binding.accepts.difference(from: leader.binding.accepts)),
              at: binding.mark,
              notes: [
                .init(
                  Messages.firstBinding, at: leader.binding.mark,
                  in: leader.file == item.file ? nil : leader.path)
              ]
            ))
        }
        continue
      }
      leaders[name] = [item]
      keys.append(name)
      guard known != nil else { continue }
      switch state.value(at: binding.path) {
      case nil:
        // A picker's unknown `bind` is reported with the other references.
        if case .picker = binding.accepts { continue }
        let suggestion = stateKeys.nearest(to: name)
        found.screens[item.file, default: []].append(
          Diagnostic.error(
            Messages.unboundKey(binding.accepts.noun, name, suggestion: suggestion),
            at: binding.mark
          ).fixed(by: suggestion.map(Fix.replace)))
      case .mapping?:
        if case .picker = binding.accepts { continue }
        found.screens[item.file, default: []].append(
          .error(Messages.boundToMapping(binding.accepts.noun, name), at: binding.mark))
        continue
      default: continue
      }
    }
    checkValues(
      keys, leaders: leaders, state: state, stateMarks: stateMarks, stateTypes: stateTypes,
      appPath: appPath, into: &found)
    if known != nil {
      checkWrites(writes, bindings: ordered, state: state, stateKeys: &stateKeys, into: &found)
    }
    return found
  }

  /// Why a binding's control cannot hold a value, or nil when it can.
  static func valueProblem(
    _ value: StateValue, of binding: Binding, name: String, stateTypes: [String: ValueType]
  ) -> String? {
    var why = binding.accepts.problem(with: value)
    if why == nil, case .picker(let picker) = binding.accepts {
      why = picker.typeProblem(with: value, type: stateTypes[name])
    } else if why == nil, case .toggle = binding.accepts {
      why = ValueType.problem(
        with: value, type: stateTypes[name], among: binding.valueTypes, control: "switch")
    }
    return why
  }

  /// Each bound key's value, once its bindings are all known: checked against the first
  /// host's control, unless another host's holds it (the value is then that host's).
  private static func checkValues(
    _ keys: [String], leaders: [String: [Located]], state: StateValue,
    stateMarks: [String: Mark], stateTypes: [String: ValueType], appPath: String?,
    into found: inout Found
  ) {
    for name in keys {
      guard let keyLeaders = leaders[name], let item = keyLeaders.first,
        let value = state.value(at: item.binding.path)
      else { continue }
      if case .mapping = value { continue }
      let heldElsewhere = keyLeaders.dropFirst().contains {
        valueProblem(value, of: $0.binding, name: name, stateTypes: stateTypes) == nil
      }
      if !heldElsewhere {
        checkValue(
          value, of: item, name: name, stateTypes: stateTypes, stateMark: stateMarks[name],
          appPath: appPath, into: &found)
      }
    }
  }

  /// Gives each binding the host of the screen it is in, when one host alone shows that
  /// screen: every push to it is made by a row that host alone shows (its own or its
  /// section's `visibleIf: {host: …}`, or one on a screen that host alone shows, and so on
  /// down the pushes). What only the app's screens open may differ from what Settings'
  /// open. `pushes` are each file's pushes with its screen id; `start` is shown by both.
  static func host(
    _ bindings: inout [Located], pushes: [(screen: String?, pushes: [DecodeContext.NameUse])],
    start: String?
  ) {
    var screenHost: [String: Host] = [:]
    // Each round follows the pushes one screen further; a chain deeper than this is rare.
    for _ in 0..<16 {
      var pushers: [String: Set<Host?>] = [:]
      for file in pushes {
        let own = file.screen.flatMap { screenHost[$0] }
        for push in file.pushes {
          guard let target = push.path.first else { continue }
          pushers[target, default: []].insert(push.host ?? own)
        }
      }
      var next: [String: Host] = [:]
      for (target, hosts) in pushers where target != start && hosts.count == 1 {
        if let host = hosts.first ?? nil { next[target] = host }
      }
      if next == screenHost { break }
      screenHost = next
    }
    for index in bindings.indices where bindings[index].binding.host == nil {
      guard let screen = pushes[bindings[index].file].screen, let host = screenHost[screen]
      else { continue }
      bindings[index].binding.host = host
    }
  }

}

extension BindingChecks {
  /// What buttons write (`sets`): a key that is not in state, or a value a control bound to
  /// the key cannot hold.
  static func checkWrites(
    _ writes: [(file: Int, write: WrittenValue)], bindings ordered: [Located], state: StateValue,
    stateKeys: inout LazySuggester, into found: inout Found
  ) {
    guard !writes.isEmpty else { return }
    let byPath = Dictionary(grouping: ordered, by: \.binding.path)
    for (file, write) in writes {
      let name = write.path.joined(separator: ".")
      guard state.value(at: write.path) != nil else {
        let suggestion = stateKeys.nearest(to: name)
        found.screens[file, default: []].append(
          Diagnostic.error(Messages.setsUnknownKey(name, suggestion: suggestion), at: write.mark)
            .fixed(by: suggestion.map(Fix.replace)))
        continue
      }
      for item in byPath[write.path] ?? [] {
        if let why = item.binding.accepts.problem(with: write.value) {
          found.screens[file, default: []].append(
            .error(Messages.setsValueNotHeld(name, why), at: write.mark))
          break
        }
      }
    }
  }

  /// A screen's conditions against the state and the bindings of the keys they read
  /// (`bindings`: what each key path's bindings accept).
  static func checkConditions(
    _ conditions: [ConditionUse], bindings: [[String]: [Binding.Accepts]],
    state: StateValue
  ) -> [Diagnostic] {
    var found: [Diagnostic] = []
    var stateKeys = LazySuggester { state.textPaths }
    for condition in conditions {
      let name = condition.path.joined(separator: ".")
      let value = state.value(at: condition.path)
      switch value {
      case nil:
        if let rewrite = ConditionRewrite.of(
          name, state: state, nearest: { stateKeys.nearest(to: $0) })
        {
          found.append(
            .error(rewrite.message, at: condition.keyMark).fixed(by: rewrite.text.map(Fix.replace)))
          continue
        }
        let suggestion = stateKeys.nearest(to: name)
        found.append(
          .error(
            Messages.conditionUnknownKey(name, suggestion: suggestion), at: condition.keyMark
          ).fixed(by: suggestion.map(Fix.replace)))
        continue
      case .mapping?:
        found.append(.error(Messages.conditionOnMapping(name), at: condition.keyMark))
        continue
      default: break
      }
      let bound = bindings[condition.path] ?? []
      switch condition.use {
      case .truth: continue
      case .value(let values):
        if case .list? = value {
          found.append(.error(Messages.comparesList(name), at: condition.mark(ofValue: 0)))
          continue
        }
        for (index, candidate) in values.enumerated() {
          let reasons = bound.compactMap { $0.problem(with: candidate) }
          if !bound.isEmpty, reasons.count == bound.count, let why = reasons.first {
            // A misspelt value of a picker: the nearest of its values.
            let values = bound.flatMap { accepts -> [String] in
              guard case .picker(let picker) = accepts else { return [] }
              return picker.values
            }
            let suggestion = Suggestion.nearest(to: candidate, in: values)
            found.append(
              .error(
                Messages.conditionValueNeverHeld(name, candidate, why, suggestion: suggestion),
                at: condition.mark(ofValue: index)
              ).fixed(by: suggestion.map(Fix.replace)))
            break
          }
        }
      case .contains(let candidate):
        guard case .list? = value else {
          found.append(.error(Messages.containsNeedsList(name), at: condition.mark(ofValue: 0)))
          continue
        }
        for accepts in bound {
          if case .picker(let picker) = accepts, !picker.values.contains(candidate) {
            found.append(
              .error(
                Messages.conditionValueNeverHeld(
                  name, candidate, "'\(candidate)' is not one of the picker's values"),
                at: condition.mark(ofValue: 0)))
            break
          }
        }
      }
    }
    return found
  }
}
