import Basics
import ScreenModel
import YAMLTree

extension ValueType {
  /// The type of a scalar as written.
  package init(_ scalar: Scalar) {
    self = scalar.style == .plain ? ValueType(plain: scalar.text) : .text
  }

  /// The type of a plain scalar, by its text.
  package init(plain text: String) {
    if text == "true" || text == "false" {
      self = .boolean
    } else if Int(text) != nil || Double(text) != nil {
      self = .number
    } else {
      self = .text
    }
  }

  /// Why a state value, whose text is one of a control's values, is not that value by
  /// type; nil when it is, or when a type is not known.
  static func problem(
    with value: StateValue, type: ValueType?, among types: [String: Set<ValueType>],
    control: String
  ) -> String? {
    guard let type, case .text(let text) = value, let found = types[text],
      !found.contains(type), let other = found.first
    else { return nil }
    return Messages.valueTypeDiffers(text, type.noun, other.noun, control: control)
  }

  /// The types of a switch's `trueValue` and `falseValue`; none without them (Settings
  /// reads any stored value of such a switch as on or off, the text "YES" too).
  static func ofSwitch(_ on: Node?, _ off: Node?) -> [String: Set<ValueType>] {
    guard let on = on?.scalar, let off = off?.scalar else { return [:] }
    return [on.text: [ValueType(on)], off.text: [ValueType(off)]]
  }
}

extension PickerAccepts {
  /// Why a single value, whose text is one of the values, is not one of them by type;
  /// nil when it is, or when its type is not known.
  func typeProblem(with value: StateValue, type: ValueType?) -> String? {
    guard !multiple else { return nil }
    // Only a number is the same number written otherwise (``holds(_:)``).
    if case .text(let text) = value, !values.contains(text), holds(text), let type,
      type != .number
    {
      return Messages.valueTypeDiffers(text, type.noun, ValueType.number.noun, control: "picker")
    }
    return ValueType.problem(with: value, type: type, among: valueTypes, control: "picker")
  }

  /// The types of each value of the choices in the given content nodes (a `choices` list,
  /// or sections holding one); a choice without `value` stores its title.
  static func valueTypes(_ nodes: [Node]) -> [String: Set<ValueType>] {
    var types: [String: Set<ValueType>] = [:]
    for node in nodes {
      let list =
        node.sequence ?? node.mapping?.first { $0.key.scalar?.text == "choices" }?.value.sequence
        ?? []
      for item in list {
        let pairs = item.mapping ?? []
        let valueNode =
          item.scalar != nil
          ? item
          : (pairs.first { $0.key.scalar?.text == "value" }
            ?? pairs.first { $0.key.scalar?.text == "title" })?.value
        guard let scalar = valueNode?.scalar else { continue }
        types[scalar.text, default: []].insert(ValueType(scalar))
      }
    }
    return types
  }
}

extension AppFileDecoder {
  /// The types of the scalar values under a state mapping, by dotted path.
  static func types(_ node: Node, prefix: String) -> [String: ValueType] {
    var types: [String: ValueType] = [:]
    types.reserveCapacity(node.mapping?.count ?? 0)
    for pair in node.mapping ?? [] {
      guard let key = pair.key.scalar?.text else { continue }
      let path = prefix.isEmpty ? key : prefix + "." + key
      if let scalar = pair.value.scalar {
        types[path] = ValueType(scalar)
      } else if pair.value.mapping != nil {
        types.merge(self.types(pair.value, prefix: path)) { first, _ in first }
      }
    }
    return types
  }
}
