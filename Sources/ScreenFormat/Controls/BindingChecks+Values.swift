import Basics
import ScreenModel

extension BindingChecks {
  /// The picker's or switch's value nearest to a single text value it does not hold, if
  /// one is near.
  static func nearestValue(to value: StateValue, of binding: Binding) -> String? {
    guard case .text(let text) = value else { return nil }
    switch binding.accepts {
    case .picker(let picker):
      guard !picker.multiple, !picker.holds(text) else { return nil }
      return Suggestion.nearest(to: text, in: picker.values)
    case .toggle(let on, let off):
      // A switch's value misspelt (`flase`, a new user's trial); one of its values written
      // in another type is told so, with no guess.
      guard text != on, text != off else { return nil }
      return Suggestion.nearest(to: text, in: [on, off])
    case .text, .slider, .stepper, .date: return nil
    }
  }

  /// How a picker's value is written in place of the state's: quoted when a plain scalar
  /// would read as something else (`yes`, `1.0`, `a: b`), unless the value is a number; a
  /// switch's `true` or `false` plain.
  static func fixText(for value: String, of binding: Binding) -> String {
    if case .toggle(on: "true", off: "false") = binding.accepts { return value }
    guard case .picker(let picker) = binding.accepts,
      picker.valueTypes[value]?.contains(.number) == true
    else { return YAMLText.text(value) }
    return value
  }

  /// Whether the state's value of a bound key is one its control can hold; when not, an
  /// error at the value in `app.yaml` (with a note at the control), else at the control.
  /// Returns whether it reported one.
  @discardableResult
  static func checkValue(
    _ value: StateValue, of item: Located, name: String, stateTypes: [String: ValueType],
    stateMark: Mark?, appPath: String?, into found: inout Found
  ) -> Bool {
    let binding = item.binding
    guard let why = valueProblem(value, of: binding, name: name, stateTypes: stateTypes) else {
      return false
    }
    var notes = [
      Diagnostic.Note(
        Messages.controlHere(binding.accepts.noun), at: binding.mark, in: item.path)
    ]
    if case .picker(let picker) = binding.accepts, let match = picker.titleMark(matching: value) {
      notes =
        [
          Diagnostic.Note(Messages.titleNotValue(match.title), at: match.mark, in: item.path)
        ] + notes
    }
    if let mark = stateMark, appPath != nil {
      // A misspelt or miscased value (`ligth`, `Light` for `light`) is offered the
      // nearest value, with the fix; a title stored as a value has its note instead.
      let suggestion = notes.count == 1 ? nearestValue(to: value, of: binding) : nil
      found.app.append(
        Diagnostic.error(
          Messages.valueNotHeld(name, why + Suggestion.didYouMean(suggestion)), at: mark,
          notes: notes
        ).fixed(by: suggestion.map { fixText(for: $0, of: binding) }.map(Fix.replace)))
    } else {
      found.screens[item.file, default: []].append(
        .error(Messages.valueNotHeld(name, why), at: binding.mark))
    }
    return true
  }
}
