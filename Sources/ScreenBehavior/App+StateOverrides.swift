import Basics
import ScreenModel

extension App {
  /// Why a scenario cannot set `value` at `path` before it starts, or nil: the key must be
  /// in app.yaml's state, hold the same kind of value (a text or a list), and be a value
  /// every control and picker bound to it can hold, as app.yaml's own values must.
  package func problem(setting value: StateValue, at path: [String]) -> String? {
    let name = path.joined(separator: ".")
    guard let current = state.value(at: path) else {
      return Reasons.overrideUnknownKey(
        name, suggestion: Suggestion.nearest(to: name, in: state.textPaths))
    }
    switch (current, value) {
    case (.text, .text), (.list, .list): break
    case (.mapping, _): return Reasons.overrideOfMapping(name)
    case (.list, _): return Reasons.overrideKind(name, list: true)
    case (.text, _): return Reasons.overrideKind(name, list: false)
    }
    for screen in screens {
      for (_, _, row) in screen.allRows where row.kind.boundKey == path {
        if let why = problem(value, for: row.kind) { return Reasons.overrideValue(name, why) }
      }
      for (index, group) in screen.groups.enumerated() where group.bind == path {
        let choices = screen.choices(ofGroup: index).map(\.value)
        let held: [String]
        switch value {
        case .text(let text) where !group.multiple: held = [text]
        case .list(let items) where group.multiple:
          held = items.compactMap {
            if case .text(let text) = $0 { return text }; return nil
          }
        default:
          return Reasons.overrideValue(
            name,
            group.multiple ? "a multiple-choice picker holds a list" : "a picker holds one value")
        }
        if let bad = held.first(where: { text in !choices.contains { $0.stores(text) } }) {
          return Reasons.overrideValue(name, "'\(bad)' is not one of the picker's values")
        }
      }
    }
    return nil
  }

  private func problem(_ value: StateValue, for kind: RowKind) -> String? {
    guard case .text(let text) = value else { return "a control holds one value, not a list" }
    return kind.problem(holding: text)
  }
}
