/// Text that may interpolate shared state and the screen's counts.
///
/// `"Posts ({unread} unread)"`, `"{user.username}"`; `{{` and `}}` are literal braces.
public struct Template: Sendable, Hashable, CustomStringConvertible {
  /// One piece of a template.
  public enum Segment: Sendable, Hashable {
    /// Literal text.
    case text(String)
    /// A state key path such as `user.username`.
    case state([String])
    /// `{unread}`: the unread rows loaded so far.
    case unread
    /// `{count}`: the rows loaded so far.
    case count
  }

  /// Literal text is stored as it is (sharing the parsed string's storage), so the common
  /// case costs no allocation.
  private enum Storage: Sendable, Hashable {
    case literal(String)
    case segments([Segment])
  }

  private var storage: Storage

  /// The pieces, in order.
  public var segments: [Segment] {
    switch storage {
    case .literal(let text): return text.isEmpty ? [] : [.text(text)]
    case .segments(let segments): return segments
    }
  }

  /// Creates a template from segments.
  public init(_ segments: [Segment]) {
    if segments.isEmpty {
      storage = .literal("")
    } else if segments.count == 1, case .text(let text) = segments[0] {
      storage = .literal(text)
    } else {
      storage = .segments(segments)
    }
  }

  /// A template of literal text only.
  public init(literal text: String) {
    storage = .literal(text)
  }

  /// Whether the template interpolates nothing.
  public var isLiteral: Bool {
    if case .literal = storage { return true }
    return segments.allSatisfy { if case .text = $0 { return true } else { return false } }
  }

  /// The literal text of the template, leaving out what it interpolates.
  public var literalText: String {
    if case .literal(let text) = storage { return text }
    return segments.map { if case .text(let text) = $0 { return text } else { return "" } }.joined()
  }

  /// Fills the template in.
  public func resolve(state: (_ path: [String]) -> String, unread: Int, count: Int) -> String {
    if case .literal(let text) = storage { return text }
    var out = ""
    for segment in segments {
      switch segment {
      case .text(let text): out += text
      case .state(let path): out += state(path)
      case .unread: out += String(unread)
      case .count: out += String(count)
      }
    }
    return out
  }

  /// The template as it would be written in YAML.
  public var description: String {
    segments.map { segment -> String in
      switch segment {
      case .text(let text):
        return text.replacingAll("{", with: "{{").replacingAll("}", with: "}}")
      case .state(let path): return "{" + path.joined(separator: ".") + "}"
      case .unread: return "{unread}"
      case .count: return "{count}"
      }
    }.joined()
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
