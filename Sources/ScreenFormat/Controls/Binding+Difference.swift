import ScreenModel

extension Binding.Accepts {
  /// In what a binding differs from `first`, for the message of two that disagree:
  /// "its 'maxLength' is 3, the first's none". Nil when they are of different kinds or
  /// agree.
  func difference(from first: Binding.Accepts) -> String? {
    func say(_ key: String, _ mine: String, _ theirs: String) -> String? {
      mine == theirs ? nil : "its '\(key)' is \(mine), the first's \(theirs)"
    }
    func quoted(_ text: String) -> String { "'\(text)'" }
    func number(_ value: ExactDecimal?) -> String { value.map(\.description) ?? "none" }
    var parts: [String?] = []
    switch (self, first) {
    case (.toggle(let on, let off), .toggle(let firstOn, let firstOff)):
      parts = [
        say("trueValue", quoted(on), quoted(firstOn)),
        say("falseValue", quoted(off), quoted(firstOff)),
      ]
    case (.text(let field), .text(let other)):
      parts = [
        say("keyboard", quoted(field.keyboard.rawValue), quoted(other.keyboard.rawValue)),
        say(
          "autocapitalization", quoted(field.autocapitalization.rawValue),
          quoted(other.autocapitalization.rawValue)),
        say("secure", String(field.secure), String(other.secure)),
        say(
          "maxLength", field.maxLength.map(String.init) ?? "none",
          other.maxLength.map(String.init) ?? "none"),
      ]
    case (.slider(let control), .slider(let other)), (.stepper(let control), .stepper(let other)):
      parts = [
        say("min", number(control.min), number(other.min)),
        say("max", number(control.max), number(other.max)),
        say("step", number(control.step), number(other.step)),
      ]
    case (.picker(let picker), .picker(let other)):
      if picker.multiple != other.multiple {
        parts = [say("allowsMultipleSelection", String(picker.multiple), String(other.multiple))]
      } else {
        let mine = Set(picker.values)
        let theirs = Set(other.values)
        let only = picker.values.filter { !theirs.contains($0) }.map(quoted)
        let missing = other.values.filter { !mine.contains($0) }.map(quoted)
        if !only.isEmpty {
          parts.append("it offers " + only.joined(separator: ", ") + ", the first does not")
        }
        if !missing.isEmpty { parts.append("it lacks " + missing.joined(separator: ", ")) }
        let retyped = picker.values.first { value in
          picker.valueTypes[value] != other.valueTypes[value] && theirs.contains(value)
        }
        if only.isEmpty && missing.isEmpty, let value = retyped,
          let type = picker.valueTypes[value]?.first, let first = other.valueTypes[value]?.first
        {
          parts.append("its value \(value) is \(type.noun), the first's \(first.noun)")
        } else if only.isEmpty && missing.isEmpty {
          parts.append("its values are in another order")
        }
      }
    default:
      return nil
    }
    let found = parts.compactMap { $0 }
    return found.isEmpty ? nil : found.joined(separator: "; ")
  }
}
