import Basics

/// A node of a parsed YAML document, with the mark where it starts.
///
/// Aliases are already resolved: an alias appears as a copy of the node its anchor
/// names (sharing storage, so the copy is cheap). Tags and merge keys are rejected by the
/// parser, so a node carries neither.
public struct Node: Sendable, Equatable {
  /// What a node holds.
  public enum Content: Sendable, Equatable {
    /// A scalar: its text as written (after unquoting and unescaping) and its style.
    case scalar(Scalar)
    /// A sequence of nodes.
    case sequence([Node])
    /// A mapping, its pairs in the order they were written.
    case mapping([Pair])
  }

  /// The node's content.
  public var content: Content
  /// Where the node starts.
  public var mark: Mark

  /// Creates a node.
  public init(_ content: Content, at mark: Mark) {
    self.content = content
    self.mark = mark
  }

  /// The scalar, when this node is one.
  public var scalar: Scalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  /// Whether this node is a scalar: asked without copying the scalar out (``scalar`` retains
  /// and releases its text), for the items of long lists.
  package var isScalar: Bool {
    if case .scalar = content { return true }
    return false
  }

  /// The items, when this node is a sequence.
  public var sequence: [Node]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// The pairs, when this node is a mapping.
  public var mapping: [Pair]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }

  /// A short name for the node's kind, for messages: "a mapping", "a list", "a string".
  public var kindDescription: String {
    switch content {
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    case .scalar(let scalar): return scalar.kindDescription
    }
  }
}

/// One key and value of a mapping.
public struct Pair: Sendable, Equatable {
  /// The key node.
  public var key: Node
  /// The value node.
  public var value: Node

  /// Creates a pair.
  public init(key: Node, value: Node) {
    self.key = key
    self.value = value
  }
}

/// A scalar's text and how it was written.
public struct Scalar: Sendable, Equatable {
  /// The text after unquoting and unescaping, exactly as the file spells it otherwise.
  public var text: String {
    didSet { start = -1 }
  }
  /// How the scalar was written.
  public var style: ScalarStyle
  /// Where the text may start in the parsed file's bytes (-1: nowhere), found from its line
  /// and column; ``sourceText(in:)`` checks it before it shares those bytes.
  private var start: Int32 = -1

  /// Creates a scalar.
  public init(_ text: String, style: ScalarStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// Creates a scalar whose text may start at `start` in the file's bytes.
  init(_ text: String, style: ScalarStyle, start: Int) {
    self.text = text
    self.style = style
    self.start = start >= 0 && start <= Int(Int32.max) ? Int32(start) : -1
  }

  /// The text as a slice of `bytes`, the bytes the scalar was parsed from, when they hold
  /// it as it reads (no escapes, no folding); else text of its own. What a model that keeps
  /// many texts (the rows of a feed) stores: a slice costs no allocation, where a string of
  /// more than fifteen bytes costs about eighty. The slice is compared with the text first,
  /// so other bytes cost only the copy.
  package func sourceText(in bytes: [UInt8]) -> SourceText {
    var text = text
    let count = text.utf8.count
    guard start >= 0, count > SourceText.inlineCapacity,
      let slice = SourceText(slice: bytes, start: Int(start), count: count),
      slice.withUTF8({ sliced in text.withUTF8 { ByteWords.equal(sliced, $0) } })
    else { return SourceText(text) }
    return slice
  }

  /// Equal when the text and style are (where the file holds the text does not matter).
  public static func == (a: Scalar, b: Scalar) -> Bool {
    a.style == b.style && a.text == b.text
  }

  /// Whether this is a plain `null`, `~` or empty scalar.
  public var isNull: Bool {
    style == .plain
      && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
  }

  /// A short description for messages, such as "a number" or "the string 'NO'".
  public var kindDescription: String {
    if isNull { return "null" }
    guard style == .plain else { return "a string" }
    if text == "true" || text == "false" { return "a boolean" }
    if Int(text) != nil || Double(text) != nil { return "a number" }
    return "a string"
  }
}

/// The YAML scalar styles. The corresponding libyaml type is `yaml_scalar_style_t`.
public enum ScalarStyle: Sendable, Equatable {
  /// Unquoted.
  case plain
  /// `'single quoted'`.
  case singleQuoted
  /// `"double quoted"`.
  case doubleQuoted
  /// A `|` literal block.
  case literal
  /// A `>` folded block.
  case folded
}
