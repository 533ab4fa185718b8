import Basics
import ScreenModel
import YAMLTree

/// Decodes a `settings:` mapping (``PassthroughValue``), reporting each value that cannot
/// be a plist value at its place.
package enum PassthroughDecoder {
  /// The words of a one-key mapping that spells a type of its own.
  static let typeWords: Set<String> = ["date", "data", "dict"]

  /// The keys of a `settings:` mapping; nil (with an error) when it is not a mapping.
  static func decode(_ node: Node, _ context: inout DecodeContext) -> [PassthroughKey]? {
    guard let pairs = node.mapping else {
      context.error(
        Messages.wrongType(expected: Messages.settingsMapping, found: node.kindDescription),
        at: node.mark)
      return nil
    }
    return keys(pairs, &context)
  }

  static func keys(_ pairs: [Pair], _ context: inout DecodeContext) -> [PassthroughKey] {
    var keys: [PassthroughKey] = []
    for pair in pairs {
      guard let key = pair.key.scalar?.text else {
        context.error(Messages.settingsKeyNotText, at: pair.key.mark)
        continue
      }
      if let value = value(pair.value, &context) {
        keys.append(PassthroughKey(key: key, value: value))
      }
    }
    return keys
  }

  static func value(_ node: Node, _ context: inout DecodeContext) -> PassthroughValue? {
    switch node.content {
    case .scalar(let scalar): return scalarValue(scalar)
    case .sequence(let items):
      var values: [PassthroughValue] = []
      for item in items {
        if let value = value(item, &context) { values.append(value) }
      }
      return .array(values)
    case .mapping(let pairs):
      guard pairs.count == 1, let word = pairs[0].key.scalar?.text, typeWords.contains(word) else {
        return .dictionary(keys(pairs, &context))
      }
      return typed(word, pairs[0].value, &context)
    }
  }

  /// `{date: …}`, `{data: …}` or `{dict: {…}}`.
  static func typed(_ word: String, _ node: Node, _ context: inout DecodeContext)
    -> PassthroughValue?
  {
    if word == "dict" {
      guard let pairs = node.mapping else {
        context.error(
          Messages.wrongType(expected: "a mapping", found: node.kindDescription), at: node.mark)
        return nil
      }
      return .dictionary(keys(pairs, &context))
    }
    guard let text = node.scalar?.text else {
      context.error(
        Messages.wrongType(expected: "a text", found: node.kindDescription), at: node.mark)
      return nil
    }
    if word == "date" {
      guard isDate(text) else {
        context.error(Messages.settingsDate(text), at: node.mark)
        return nil
      }
      return .date(text)
    }
    guard Base64.decode(text) != nil else {
      context.error(Messages.settingsData, at: node.mark)
      return nil
    }
    return .data(text)
  }

  /// A scalar in the type its spelling says.
  static func scalarValue(_ scalar: Scalar) -> PassthroughValue {
    scalar.style == .plain ? plainValue(scalar.text) : .string(scalar.text)
  }

  /// A plain scalar's value, by its text: a boolean, an integer, a real, else a string.
  package static func plainValue(_ text: String) -> PassthroughValue {
    if text == "true" || text == "false" { return .boolean(text == "true") }
    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigitCharacter) else {
      return isReal(text) ? .real(text) : .string(text)
    }
    return .integer(text)
  }

  /// A plain decimal with a point or an exponent: `1.0`, `-0.5`, `2.5e3`.
  static func isReal(_ text: String) -> Bool {
    guard Double(text) != nil, text.contains(where: \.isASCIIDigitCharacter) else { return false }
    return text.allSatisfy { $0.isASCIIDigitCharacter || "+-.eE".contains($0) }
  }

  /// `YYYY-MM-DDTHH:MM:SSZ`, as a plist writes a date.
  package static func isDate(_ text: String) -> Bool {
    let characters = Array(text)
    guard characters.count == 20 else { return false }
    for (index, character) in characters.enumerated() {
      switch index {
      case 4, 7: if character != "-" { return false }
      case 10: if character != "T" { return false }
      case 13, 16: if character != ":" { return false }
      case 19: if character != "Z" { return false }
      default: if !character.isASCIIDigitCharacter { return false }
      }
    }
    return true
  }
}
