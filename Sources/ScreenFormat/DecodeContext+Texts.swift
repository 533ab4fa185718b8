import Basics
import ScreenModel
import YAMLTree

/// Texts and templates: a scalar as written, and text with `{name}` interpolation.
extension DecodeContext {
  /// Any scalar, as written. An empty plain scalar has no value.
  mutating func text(_ node: Node, key: String) -> String? {
    textScalar(node, key: key)?.text
  }

  /// The scalar of ``text(_:key:)``, whose text is not yet copied out of the file.
  mutating func textScalar(_ node: Node, key: String) -> Scalar? {
    guard let scalar = node.scalar else {
      if let braces = Self.unquotedBraces(node) {
        error(Messages.unquotedBraces(key, braces), at: node.mark)
      } else {
        error(Messages.wrongType(expected: "a string", found: node.kindDescription), at: node.mark)
      }
      return nil
    }
    if scalar.style == .plain, scalar.text.isEmpty {
      error(Messages.emptyValue(key), at: node.mark)
      return nil
    }
    return scalar
  }

  /// `{weightClass}` written without quotes is a YAML mapping of keys without values: the
  /// text it was meant to be, or nil when the node is anything else.
  static func unquotedBraces(_ node: Node) -> String? {
    guard let pairs = node.mapping, !pairs.isEmpty else { return nil }
    var names: [String] = []
    for pair in pairs {
      guard let key = pair.key.scalar, let value = pair.value.scalar, value.style == .plain,
        value.text.isEmpty
      else { return nil }
      names.append(key.text)
    }
    return "{" + names.joined(separator: ", ") + "}"
  }

  /// The text under `key` in a mapping's fields, or nil when the key is absent or its value
  /// is not text.
  mutating func text(_ fields: Fields, _ key: String) -> String? {
    fields[key].flatMap { text($0, key: key) }
  }

  /// The template under `key` in a mapping's fields, or nil when the key is absent or its
  /// value is not text.
  mutating func template(
    _ fields: Fields, _ key: String, isLocal: ((_ path: [String]) -> Bool)? = nil
  ) -> InterpolatedText? {
    fields[key].flatMap { template($0, key: key, isLocal: isLocal) }
  }

  /// Text with `{name}` interpolation; the names are recorded for checking later, except
  /// those `isLocal` says are values of the template's own (a stepper's `{value}`, a list
  /// row's `{item.name}`), not state keys.
  mutating func template(
    _ node: Node, key: String, isLocal: ((_ path: [String]) -> Bool)? = nil
  ) -> InterpolatedText? {
    if node.scalar == nil, Self.isPluralText(node) { return pluralTemplate(node, isLocal: isLocal) }
    guard let scalar = textScalar(node, key: key) else { return nil }
    if recordsTexts { recordText(scalar.text, at: node.mark) }
    // Text without braces, nearly all of it, is a template as it stands, kept where the
    // file holds it.
    let source = scalar.sourceText(in: fileBytes)
    // Both asked of the bytes where the file holds them, in one visit: most texts are ASCII
    // (no U+200B) without braces.
    let (braces, zeroWidth) = source.withUTF8 {
      (InterpolatedTextParser.hasBrace($0), Self.mayHoldZeroWidthSpace($0))
    }
    if zeroWidth { flagZeroWidthSpace(scalar.text, at: node.mark) }
    if !braces { return InterpolatedText(source: source) }
    let text = scalar.text
    let parsed = InterpolatedTextParser.parse(text)
    if parsed.problem == nil, parsed.references.isEmpty, parsed.screens.isEmpty {
      return parsed.template
    }
    let base = node.mark
    let shift = scalar.style == .plain ? 0 : 1
    func mark(_ offset: Int) -> Mark {
      let singleLine = scalar.style != .literal && scalar.style != .folded && !text.contains("\n")
      return singleLine ? Mark(line: base.line, column: base.column + shift + offset) : base
    }
    if let problem = parsed.problem {
      error(problem.message, at: mark(problem.offset))
      return nil
    }
    for reference in parsed.references where isLocal?(reference.path) != true {
      stateReferences.append(
        NameUse(path: reference.path, mark: mark(reference.offset), locals: localNames))
    }
    for screen in parsed.screens {
      countedScreens.append(NameUse(path: screen.path, mark: mark(screen.offset)))
    }
    return parsed.template
  }
}
