/// How a format-based lookup keys a text that interpolates: SwiftUI's `LocalizedStringKey`
/// built from `Text("\(unread) unread posts")` is `%lld unread posts`, and that is the key
/// Xcode extracts and a String Catalog holds. The key is the text with each `{name}` a
/// `%` specifier (`%lld` for a whole number, `%lf` a decimal, `%@` text) and each literal
/// `%` doubled; `arguments` are the names in the order they stand, each with its
/// specifier. A text's translations and plural forms are spelled so too
/// (``formatted(_:)``), and read back into the screens' spelling (``unformatted(_:)``).
package struct FormatKey: Sendable, Hashable {
  /// One interpolation: the name it prints (`unread`, `user.name`, `count:posts`) and its
  /// conversion (`lld`, `lf`, `@`).
  package struct Argument: Sendable, Hashable {
    /// The `{…}` name, as the screens write it.
    package var name: String
    /// The conversion after the `%`.
    package var specifier: String

    /// Creates an argument.
    package init(name: String, specifier: String) {
      self.name = name
      self.specifier = specifier
    }
  }

  /// The key: the text with `%` specifiers, as `LocalizedStringKey` builds it.
  package var key: String
  /// The interpolations in the order they stand in the key.
  package var arguments: [Argument]

  /// The key of a text given as its pieces: literal text and arguments, in order.
  package init(_ pieces: [Piece]) {
    var key = ""
    var arguments: [Argument] = []
    for piece in pieces {
      switch piece {
      case .literal(let text): key += Self.escaped(text)
      case .argument(let argument):
        key += "%" + argument.specifier
        arguments.append(argument)
      }
    }
    self.key = key
    self.arguments = arguments
  }

  /// A piece of a text: literal text or an interpolation.
  package enum Piece: Sendable, Hashable {
    /// Literal text (braces as shown, not doubled).
    case literal(String)
    /// An interpolation.
    case argument(Argument)
  }

  /// A text in the screens' spelling (a translation, a plural form) in the key's: each
  /// `{name}` the specifier of that name's first argument, numbered (`%2$@`) when the
  /// names stand in another order than the key's or repeat; nil when it names what the key
  /// does not interpolate, or does not parse.
  package func formatted(_ text: String) -> String? {
    let parsed = InterpolatedTextParser.parse(text)
    guard parsed.problem == nil else { return nil }
    var pieces: [(literal: String?, index: Int)] = []
    for segment in parsed.segments {
      if case .text(let literal) = segment {
        pieces.append((literal, 0))
        continue
      }
      guard let name = InterpolatedText.name(of: segment),
        let index = arguments.firstIndex(where: { $0.name == name })
      else { return nil }
      pieces.append((nil, index))
    }
    let order = pieces.filter { $0.literal == nil }.map(\.index)
    let numbered = order != Array(order.indices)
    return pieces.map { piece in
      if let literal = piece.literal { return Self.escaped(literal) }
      let number = numbered ? "\(piece.index + 1)$" : ""
      return "%" + number + arguments[piece.index].specifier
    }.joined()
  }

  /// A text in the key's spelling (a catalog's value) in the screens': each specifier the
  /// `{name}` of its argument (by number, else in turn), `%%` a `%`, a brace doubled; nil
  /// when a specifier has no argument or a `%` starts none.
  package func unformatted(_ text: String) -> String? {
    var out = ""
    var next = 0
    var characters = Substring(text)
    while let first = characters.first {
      characters = characters.dropFirst()
      switch first {
      case "{": out += "{{"
      case "}": out += "}}"
      case "%":
        if characters.first == "%" {
          characters = characters.dropFirst()
          out += "%"
          continue
        }
        guard let (number, rest) = Self.specifier(characters) else { return nil }
        characters = rest
        let index = number.map { $0 - 1 } ?? next
        if number == nil { next += 1 }
        guard arguments.indices.contains(index) else { return nil }
        out += "{" + arguments[index].name + "}"
      default: out.append(first)
      }
    }
    return out
  }

  /// A specifier after its `%`: its argument number, when it has one, and what follows it.
  static func specifier(_ text: Substring) -> (Int?, Substring)? {
    var rest = text
    var number: Int?
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
      number = Int(digits)
      rest = rest.dropFirst(digits.count + 1)
    }
    rest = rest.drop { "-+ #0123456789.".contains($0) }
    rest = rest.drop { "hlqLzjt".contains($0) }
    guard let conversion = rest.first, "@dDiuUxXoOfFeEgGaAcCsSp".contains(conversion) else {
      return nil
    }
    guard number.map({ $0 > 0 }) ?? true else { return nil }
    return (number, rest.dropFirst())
  }

  /// Literal text as a format holds it: `%` doubled.
  static func escaped(_ text: String) -> String {
    text.contains("%") ? text.replacingAll("%", with: "%%") : text
  }
}

extension InterpolatedText {
  /// The `{…}` name a segment prints (`user.name`, `count`, `unread:posts`); nil for
  /// literal text.
  package static func name(of segment: Segment) -> String? {
    switch segment {
    case .text: return nil
    case .state(let path): return path.joined(separator: ".")
    case .unread: return "unread"
    case .count: return "count"
    case .unreadOf(let id): return "unread:" + id
    case .countOf(let id): return "count:" + id
    }
  }
}
