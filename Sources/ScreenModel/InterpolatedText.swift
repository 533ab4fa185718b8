import Basics

/// Text that may interpolate shared state and the screen's counts.
///
/// `"Posts ({unread} unread)"`, `"{user.username}"`; `{{` and `}}` are literal braces.
///
/// It is stored as its source text, a slice of the parsed file's bytes where it can be
/// (`SourceText`: no allocation of its own, so a feed's rows stay small); its segments
/// are read from it when needed. Text without braces, the common case, costs nothing to
/// parse.
public struct InterpolatedText: Sendable, Hashable, CustomStringConvertible {
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

  /// The text as written, with `{name}` references and `{{`/`}}` escapes; a plural
  /// text's forms.
  private enum Storage: Sendable, Hashable {
    case source(SourceText)
    case plural(PluralText)
  }

  private var storage: Storage

  /// The text as written, with `{name}` references and `{{`/`}}` escapes: a plural text's
  /// `other` form.
  private var sourceText: SourceText {
    switch storage {
    case .source(let text): return text
    case .plural(let plural): return plural.other.sourceText
    }
  }

  /// The source text as a string.
  private var source: String { sourceText.string }

  /// Whether the source has a brace, so that it may interpolate something.
  private var hasBrace: Bool { sourceText.withUTF8(InterpolatedTextParser.hasBrace) }

  /// An interpolated text from source text that is known to parse (checked by the decoder).
  package init(source: String) {
    storage = .source(SourceText(source))
  }

  /// An interpolated text from source text that is known to parse, kept as it is held (a
  /// slice of the file's bytes stays one).
  package init(source: SourceText) {
    storage = .source(source)
  }

  /// A text with plural forms.
  package init(plural: PluralText) {
    storage = .plural(plural)
  }

  /// The plural forms, for a plural text.
  package var plural: PluralText? {
    if case .plural(let plural) = storage { return plural }
    return nil
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
  public var sharesFileBytes: Bool { sourceText.isSlice }

  /// The pieces, in order.
  package var segments: [Segment] {
    let source = source
    guard InterpolatedTextParser.hasBrace(source) else {
      return source.isEmpty ? [] : [.text(source)]
    }
    return InterpolatedTextParser.parse(source).segments
  }

  /// Whether the text is empty (it has no segments).
  public var isEmpty: Bool { sourceText.isEmpty }

  /// Whether the text's literal text has a letter or a digit (what VoiceOver can read
  /// as a word). ASCII text is answered from its bytes.
  package var hasLetterOrDigit: Bool {
    if !hasBrace {
      let ascii: Bool? = sourceText.withUTF8 { bytes in
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
    guard plural == nil else { return false }
    return !hasBrace
      || segments.allSatisfy { if case .text = $0 { return true } else { return false } }
  }

  /// The literal text of the text, leaving out what it interpolates.
  package var literalText: String {
    guard hasBrace else { return source }
    return segments.map { if case .text(let text) = $0 { return text } else { return "" } }.joined()
  }

  /// Fills the text in; another screen's counts come from `counts`. A plural text draws
  /// the form its number chooses in `locale`'s language, the number read by `number` where
  /// it is a state key (else by `state`).
  package func resolve(
    state: (_ path: [String]) -> String, unread: Int, count: Int,
    counts: (_ screen: String) -> (unread: Int, count: Int) = { _ in (0, 0) },
    locale: String = PluralRules.sourceLocale, number: ((_ path: [String]) -> String)? = nil
  ) -> String {
    if let plural {
      let form: InterpolatedText
      var named: (path: [String], amount: String)?
      switch plural.number {
      case .state(let path):
        let amount = number?(path) ?? state(path)
        form = plural.form(for: amount, locale: locale)
        named = (path, amount)
      case .count: form = plural.form(for: PluralOperands(integer: count), locale: locale)
      case .unread: form = plural.form(for: PluralOperands(integer: unread), locale: locale)
      case .countOf(let screen):
        form = plural.form(for: PluralOperands(integer: counts(screen).count), locale: locale)
      case .unreadOf(let screen):
        form = plural.form(for: PluralOperands(integer: counts(screen).unread), locale: locale)
      case .fixed(let text): form = plural.form(for: text, locale: locale)
      }
      // The number's own name prints the number chosen by: a list's count, not its items.
      guard let named else {
        return form.resolve(state: state, unread: unread, count: count, counts: counts)
      }
      return form.resolve(
        state: { $0 == named.path ? named.amount : state($0) }, unread: unread, count: count,
        counts: counts)
    }
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
    if let plural {
      var number = plural.number
      if case .state(let path) = number, let text = value(path) { number = .fixed(text) }
      return InterpolatedText(plural: plural.mapping(number: number) { $0.filling(value) })
    }
    guard hasBrace else { return self }
    return InterpolatedText(
      segments.map { segment in
        if case .state(let path) = segment, let text = value(path) { return .text(text) }
        return segment
      })
  }

  /// Each form of the text changed (a plural text's forms, else the text itself).
  package func mappingForms(_ change: (InterpolatedText) -> InterpolatedText) -> InterpolatedText {
    guard let plural else { return change(self) }
    return InterpolatedText(plural: plural.mapping(change))
  }

  /// The text's forms: a plural text's, else the text itself.
  package var forms: [InterpolatedText] {
    guard let plural else { return [self] }
    return plural.categories.compactMap { plural.forms[$0] }
  }

  /// The other screens whose counts the text reads (`{unread:posts}`).
  package var countedScreens: [String] {
    if let plural {
      var screens = plural.categories.compactMap { plural.forms[$0] }.flatMap(\.countedScreens)
      switch plural.number {
      case .countOf(let id), .unreadOf(let id): screens.insert(id, at: 0)
      default: break
      }
      return screens
    }
    return segments.compactMap { segment in
      switch segment {
      case .unreadOf(let id), .countOf(let id): return id
      default: return nil
      }
    }
  }

  /// The `{…}` names a source text interpolates (`user.name`, `count`, `unread:posts`), as a
  /// translation must keep them.
  package static func names(in source: String) -> Set<String> {
    guard InterpolatedTextParser.hasBrace(source) else { return [] }
    return Set(
      InterpolatedTextParser.parse(source).segments.compactMap(InterpolatedText.name(of:)))
  }

  /// The text as it would be written in YAML: a plural text's `other` form, the key its
  /// translations are found by.
  public var description: String { source }

  /// The source text of a literal text: each brace doubled (`{x}` → `{{x}}`), as a
  /// Settings text or a YAML file's literal brace is spelled in the screens.
  package static func literalSource(_ text: String) -> String {
    guard InterpolatedTextParser.hasBrace(text) else { return text }
    var out = ""
    for character in text {
      if character == "{" || character == "}" { out.append(character) }
      out.append(character)
    }
    return out
  }

  private static func sourceText(_ segment: Segment) -> String {
    switch segment {
    case .text(let text): return literalSource(text)
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
