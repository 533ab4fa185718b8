import Basics
import YAMLTree

/// Text that may interpolate shared state and the screen's counts.
///
/// `"Posts ({unread} unread)"`, `"{user.username}"`; `{{` and `}}` are literal braces.
///
/// It is stored as its source text, a slice of the parsed file's bytes where it can be
/// (``SourceText``: no allocation of its own, so a feed's rows stay small); its segments
/// are read from it when needed. Text without braces, the common case, costs nothing to
/// parse.
package struct InterpolatedText: Sendable, Hashable, CustomStringConvertible {
  /// One piece of an interpolated text.
  package enum Segment: Sendable, Hashable {
    /// Literal text.
    case text(String)
    /// A state key path such as `user.username`.
    case state([String])
    /// `{unread}`: the unread rows loaded so far.
    case unread
    /// `{count}`: the rows loaded so far.
    case count
    /// `{unread:SCREEN}`: another screen's unread rows (as last shown, else its first page).
    case unreadOf(String)
    /// `{count:SCREEN}`: another screen's rows (as last shown, else its first page).
    case countOf(String)
  }

  /// The text as written, with `{name}` references and `{{`/`}}` escapes.
  private var storage: SourceText

  /// The source text as a string.
  private var source: String { storage.string }

  /// Whether the source has a brace, so that it may interpolate something.
  private var hasBrace: Bool { storage.withUTF8(InterpolatedTextParser.hasBrace) }

  /// An interpolated text from source text that is known to parse (checked by the decoder).
  init(source: String) {
    storage = SourceText(source)
  }

  /// An interpolated text from source text that is known to parse, kept as it is held (a
  /// slice of the file's bytes stays one).
  init(source: SourceText) {
    storage = source
  }

  /// Creates an interpolated text from segments.
  package init(_ segments: [Segment]) {
    self.init(source: segments.map(InterpolatedText.sourceText).joined())
  }

  /// An interpolated text of literal text only.
  package init(literal text: String) {
    self.init(
      source: InterpolatedTextParser.hasBrace(text)
        ? InterpolatedText.sourceText(.text(text)) : text)
  }

  /// Whether the text is a slice of the parsed file's bytes rather than a copy.
  package var sharesFileBytes: Bool { storage.isSlice }

  /// The pieces, in order.
  package var segments: [Segment] {
    let source = source
    guard InterpolatedTextParser.hasBrace(source) else {
      return source.isEmpty ? [] : [.text(source)]
    }
    return InterpolatedTextParser.parse(source).segments
  }

  /// Whether the text is empty (it has no segments).
  package var isEmpty: Bool { storage.withUTF8 { $0.isEmpty } }

  /// Whether the text's literal text has a letter or a digit (what VoiceOver can read
  /// as a word). ASCII text is answered from its bytes.
  package var hasLetterOrDigit: Bool {
    if !hasBrace {
      let ascii: Bool? = storage.withUTF8 { bytes in
        var allASCII = true
        for byte in bytes {
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "a")...UInt8(ascii: "z"):
            return true
          case 0x80...: allASCII = false
          default: break
          }
        }
        return allASCII ? false : nil
      }
      if let ascii { return ascii }
    }
    return literalText.contains { $0.isLetter || $0.isNumber }
  }

  /// Whether the text interpolates nothing.
  package var isLiteral: Bool {
    !hasBrace
      || segments.allSatisfy { if case .text = $0 { return true } else { return false } }
  }

  /// The literal text of the text, leaving out what it interpolates.
  package var literalText: String {
    guard hasBrace else { return source }
    return segments.map { if case .text(let text) = $0 { return text } else { return "" } }.joined()
  }

  /// Fills the text in; another screen's counts come from `counts`.
  package func resolve(
    state: (_ path: [String]) -> String, unread: Int, count: Int,
    counts: (_ screen: String) -> (unread: Int, count: Int) = { _ in (0, 0) }
  ) -> String {
    guard hasBrace else { return source }
    var out = ""
    for segment in segments {
      switch segment {
      case .text(let text): out += text
      case .state(let path): out += state(path)
      case .unread: out += String(unread)
      case .count: out += String(count)
      case .unreadOf(let screen): out += String(counts(screen).unread)
      case .countOf(let screen): out += String(counts(screen).count)
      }
    }
    return out
  }

  /// The text with the paths `value` knows filled in as text, and every other
  /// reference kept for later: a list row's `{item.name}` filled, its `{unit}` still read
  /// from the state when the row is drawn.
  package func filling(_ value: (_ path: [String]) -> String?) -> InterpolatedText {
    guard hasBrace else { return self }
    return InterpolatedText(
      segments.map { segment in
        if case .state(let path) = segment, let text = value(path) { return .text(text) }
        return segment
      })
  }

  /// The other screens whose counts the text reads (`{unread:posts}`).
  package var countedScreens: [String] {
    segments.compactMap { segment in
      switch segment {
      case .unreadOf(let id), .countOf(let id): return id
      default: return nil
      }
    }
  }

  /// The text as it would be written in YAML.
  package var description: String { source }

  private static func sourceText(_ segment: Segment) -> String {
    switch segment {
    case .text(let text):
      return text.replacingAll("{", with: "{{").replacingAll("}", with: "}}")
    case .state(let path): return "{" + path.joined(separator: ".") + "}"
    case .unread: return "{unread}"
    case .count: return "{count}"
    case .unreadOf(let screen): return "{unread:\(screen)}"
    case .countOf(let screen): return "{count:\(screen)}"
    }
  }
}

extension String {
  /// Replaces every occurrence of one character (Foundation-free).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    for character in self {
      if character == target { out += replacement } else { out.append(character) }
    }
    return out
  }
}
