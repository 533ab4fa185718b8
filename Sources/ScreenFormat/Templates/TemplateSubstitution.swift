import Basics
import ScreenModel
import YAMLTree

/// Copies a template's body for one use: its marks moved to the use's lines
/// (``TemplateOrigins``) and its parameters put in.
///
/// A text that is all `{p}` becomes the value itself, as written where it was given (a list,
/// a number, a mapping, with the value's own mark); `{p}` inside a longer text becomes the
/// value's text. Every other `{…}`, and `{{`/`}}`, is left for interpolation where the
/// template is used. Values are put in once: a value that reads `{…}` stays as it reads.
struct TemplateSubstitution {
  let values: [String: Node]
  let region: TemplateOrigins.Region
  private(set) var diagnostics: [Diagnostic] = []

  init(values: [String: Node], region: TemplateOrigins.Region) {
    self.values = values
    self.region = region
  }

  /// The copy of `node`.
  mutating func copy(_ node: Node) -> Node {
    let mark = TemplateOrigins.mark(node.mark, in: region)
    switch node.content {
    case .scalar(let scalar):
      return scalarCopy(scalar, at: mark)
    case .sequence(let items):
      return Node(.sequence(items.map { copy($0) }), at: mark)
    case .mapping(let pairs):
      return Node(
        .mapping(
          pairs.map { pair in
            var key = copy(pair.key)
            if key.scalar == nil {
              // A key is text: a parameter holding a list cannot name one.
              key = Node(pair.key.content, at: TemplateOrigins.mark(pair.key.mark, in: region))
            }
            return Pair(key: key, value: copy(pair.value))
          }), at: mark)
    }
  }

  private mutating func scalarCopy(_ scalar: Scalar, at mark: Mark) -> Node {
    let text = scalar.text
    guard !values.isEmpty, text.utf8.contains(UInt8(ascii: "{")) else {
      return Node(.scalar(scalar), at: mark)
    }
    if text.hasPrefix("{"), text.hasSuffix("}"), !text.hasPrefix("{{"),
      let value = values[String(text.dropFirst().dropLast())]
    {
      return value
    }
    var out = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character == "{" || character == "}", next < text.endIndex, text[next] == character {
        out.append(character)
        out.append(character)
        index = text.index(after: next)
        continue
      }
      if character == "{", let close = text[next...].firstIndex(of: "}"),
        let value = values[String(text[next..<close])]
      {
        if let inserted = value.scalar {
          out += inserted.text
        } else {
          diagnostics.append(
            .error(
              Messages.parameterNotText(String(text[next..<close]), value.kindDescription),
              at: mark))
        }
        index = text.index(after: close)
        continue
      }
      out.append(character)
      index = next
    }
    var copied = scalar
    copied.text = out
    return Node(.scalar(copied), at: mark)
  }
}
