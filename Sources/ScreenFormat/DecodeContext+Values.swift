import Basics
import ScreenModel
import YAMLTree

extension DecodeContext {
  /// `true` or `false`, plain, and nothing else.
  mutating func bool(_ node: Node) -> Bool? {
    guard let scalar = node.scalar else {
      error(
        Messages.wrongType(expected: "true or false", found: node.kindDescription), at: node.mark)
      return nil
    }
    if scalar.style == .plain, scalar.text == "true" { return true }
    if scalar.style == .plain, scalar.text == "false" { return false }
    error(Messages.notBoolean(scalar.text), at: node.mark, fix: Self.booleanFix(scalar.text))
    return nil
  }

  /// The boolean a scalar that is not one was meant as (`yes`, `"true"`, `False`), if any.
  static func booleanFix(_ text: String) -> Fix? {
    switch text {
    case "yes", "Yes", "YES", "on", "On", "ON", "y", "Y", "True", "TRUE", "true":
      .replace(with: "true")
    case "no", "No", "NO", "off", "Off", "OFF", "n", "N", "False", "FALSE", "false":
      .replace(with: "false")
    default: nil
    }
  }

  /// A plain decimal integer within a range.
  mutating func integer(_ node: Node, key: String, in range: ClosedRange<Int>) -> Int? {
    guard let scalar = node.scalar else {
      error(Messages.wrongType(expected: "an integer", found: node.kindDescription), at: node.mark)
      return nil
    }
    let digits = scalar.text.utf8
    let isDecimal =
      !digits.isEmpty
      && digits.enumerated().allSatisfy { index, byte in
        (byte >= 0x30 && byte <= 0x39) || (index == 0 && byte == 0x2D && digits.count > 1)
      }
    guard scalar.style == .plain, isDecimal else {
      // A quoted number is the number, unquoted.
      error(
        Messages.notInteger(scalar.text), at: node.mark,
        fix: isDecimal ? .replace(with: scalar.text) : nil)
      return nil
    }
    guard let value = Int(scalar.text), range.contains(value) else {
      error(Messages.outOfRange(key, scalar.text, range), at: node.mark)
      return nil
    }
    return value
  }

  /// One of an enumeration's raw values, with a "did you mean".
  mutating func oneOf<T: RawRepresentable & CaseIterable>(_ node: Node, what: String) -> T?
  where T.RawValue == String {
    guard let text = text(node, key: what) else { return nil }
    if let value = T(rawValue: text) { return value }
    let allowed = T.allCases.map(\.rawValue)
    let suggestion =
      ForeignNames.word(for: text, allowed: allowed) ?? Suggestion.nearest(to: text, in: allowed)
    error(
      Messages.unknownValue(what, text, allowed: allowed, suggestion: suggestion),
      at: node.mark, fix: suggestion.map(Fix.replace))
    return nil
  }

  /// A colour name or `#RRGGBB`.
  mutating func colour(_ node: Node, key: String = "colour") -> Colour? {
    if let scalar = node.scalar, scalar.style == .plain, scalar.text.isEmpty {
      // Nearly always `background: #FF0000`: the `#` started a comment.
      error(Messages.emptyColour(key), at: node.mark)
      return nil
    }
    guard let text = text(node, key: key) else { return nil }
    if let colour = Colour(text) { return colour }
    let names = NamedColour.allCases.map(\.rawValue)
    let suggestion = Suggestion.nearest(to: text, in: names)
    error(
      Messages.unknownColour(text, suggestion: suggestion), at: node.mark,
      notes: suggestion == nil ? [.init(Messages.colourNames)] : [],
      fix: suggestion.map(Fix.replace))
    return nil
  }

  /// `blue`, `gray`, `none` or `{background: COLOUR, text: COLOUR}`.
  mutating func selectionStyle(_ node: Node) -> SelectionStyle? {
    if node.mapping != nil {
      guard
        let fields = fields(
          node, expected: "a selection style", known: FieldTable.names(FieldTable.customSelection))
      else { return nil }
      let background = required(fields, "background", in: "a custom selection style").flatMap {
        colour($0, key: "background")
      }
      let text = required(fields, "text", in: "a custom selection style").flatMap {
        colour($0, key: "text")
      }
      guard let background, let text else { return nil }
      return .custom(background: background, text: text)
    }
    guard let scalar = node.scalar else {
      error(
        Messages.wrongType(
          expected: "'blue', 'gray', 'none' or {background, text}", found: node.kindDescription),
        at: node.mark)
      return nil
    }
    let names = ["blue", "gray", "none"]
    switch scalar.text {
    case "blue": return .blue
    case "gray": return .gray
    case "none": return SelectionStyle.none
    default:
      let suggestion = Suggestion.nearest(to: scalar.text, in: names)
      error(
        Messages.unknownValue(
          "selection style", scalar.text, allowed: names + ["{background, text}"],
          suggestion: suggestion), at: node.mark, fix: suggestion.map(Fix.replace))
      return nil
    }
  }
}
