import Basics
import ScreenModel
import YAMLTree

/// A state key a condition reads, with what it compares it to, checked once the app's state
/// and bindings are known.
struct ConditionUse {
  enum Use { case truth, value([String]), contains(String) }
  var path: [String]
  var use: Use
  /// Where the state key is written (a mistake in the key is told there, and fixed).
  var keyMark: Mark
  /// Where each value compared is written, in the order of `use`'s values (one for `is`,
  /// `isNot` and `contains`, each item's for `in`); none for a key read as true or false.
  var valueMarks: [Mark] = []

  /// Where the value at `index` is written, else the key.
  func mark(ofValue index: Int) -> Mark {
    valueMarks.indices.contains(index) ? valueMarks[index] : keyMark
  }
}

/// Decodes `visibleIf` and `enabledIf`.
enum ConditionDecoder {
  static let forms = Condition.forms

  static func decode(_ node: Node, _ context: inout DecodeContext) -> Condition? {
    if let scalar = node.scalar {
      guard !scalar.text.isEmpty else {
        context.error(Messages.emptyCondition, at: node.mark)
        return nil
      }
      let path = split(scalar.text)
      context.conditions.append(ConditionUse(path: path, use: .truth, keyMark: node.mark))
      return .key(path)
    }
    guard
      let fields = context.fields(
        node, expected: "a condition (a state key, or a mapping such as {key: K, is: V})",
        known: forms)
    else { return nil }
    let given = forms.filter { fields[$0] != nil }
    if let device = fields["device"] {
      guard given == ["device"] else { return malformed(node, &context) }
      return (context.oneOf(device, what: "device") as Device?).map(Condition.device)
    }
    if let host = fields["host"] {
      guard given == ["host"] else { return malformed(node, &context) }
      context.namesHost = true
      return (context.oneOf(host, what: "host") as Host?).map(Condition.host)
    }
    if let inner = fields["not"] {
      guard given == ["not"] else { return malformed(node, &context) }
      return decode(inner, &context).map(Condition.not)
    }
    for word in ["all", "any"] {
      guard let list = fields[word] else { continue }
      guard given == [word] else { return malformed(node, &context) }
      let inner = context.list(list, of: "conditions") { decode($0, &$1) }
      guard inner.count == list.sequence?.count, !inner.isEmpty else {
        if list.sequence?.isEmpty == true {
          context.error(Messages.emptyConditionList(word), at: list.mark)
        }
        return nil
      }
      return word == "all" ? .all(inner) : .any(inner)
    }
    guard let keyNode = fields["key"], let keyText = context.text(keyNode, key: "key"),
      given.count == 2
    else { return malformed(node, &context) }
    let path = split(keyText)
    func use(_ use: ConditionUse.Use, at marks: [Mark]) {
      context.conditions.append(
        ConditionUse(path: path, use: use, keyMark: keyNode.mark, valueMarks: marks))
    }
    if let valueNode = fields["is"], let value = context.text(valueNode, key: "is") {
      use(.value([value]), at: [valueNode.mark])
      return .equals(path, value)
    }
    if let valueNode = fields["isNot"], let value = context.text(valueNode, key: "isNot") {
      use(.value([value]), at: [valueNode.mark])
      return .notEquals(path, value)
    }
    if let list = fields["in"] {
      var marks: [Mark] = []
      let values = context.list(list, of: "values") { item, context in
        let text = context.text(item, key: "in")
        if text != nil { marks.append(item.mark) }
        return text
      }
      use(.value(values), at: marks)
      return .oneOf(path, values)
    }
    if let node = fields["contains"], let value = context.text(node, key: "contains") {
      use(.contains(value), at: [node.mark])
      return .contains(path, value)
    }
    return nil
  }

  private static func split(_ key: String) -> [String] {
    key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  private static func malformed(_ node: Node, _ context: inout DecodeContext) -> Condition? {
    context.error(Messages.malformedCondition, at: node.mark)
    return nil
  }
}
