import Basics

/// Assembles parse events into nodes on an explicit stack, enforcing the limits that
/// depend on structure: depth, alias expansion, keys.
///
/// Children of every open collection share one scratch array (a mapping's as key, value,
/// key, value…); closing a collection moves its children into an array of exactly their
/// count, so a finished tree carries no spare capacity and no growth copies.
struct TreeBuilder {
  enum Kind { case sequence, mapping }

  private struct Frame {
    var kind: Kind
    var mark: Mark
    var anchor: String?
    /// Where this collection's children start in the scratch array.
    var start: Int
    /// Nodes in this subtree so far, counting aliased subtrees in full.
    var size = 1
    /// Built once a mapping has many keys, so duplicate checks stay linear overall.
    var keyIndex: [String: Mark]?
    /// Whether this is the streamed top-level list, judged once when it opens (its items
    /// are many: a picker's choices ask nothing per item).
    var isStreamed = false
  }

  private let limits: ParseLimits
  private let streaming: (key: String, receive: (Node) -> Void)?
  private var stack: [Frame] = []
  private var scratch: [Node] = []
  private var anchors: [String: (node: Node, size: Int)] = [:]
  private var aliasNodes = 0
  private(set) var diagnostics: [Diagnostic] = []
  /// Whether the document names an anchor or an alias (a part of it may stand for another).
  var usesAnchors: Bool { !anchors.isEmpty || aliasNodes > 0 }

  init(limits: ParseLimits, streaming: (key: String, receive: (Node) -> Void)? = nil) {
    self.limits = limits
    self.streaming = streaming
    // Room for a small screen's nodes from the start: growing from empty reallocates the
    // scratch array five times in a file of thirty nodes.
    scratch.reserveCapacity(32)
    stack.reserveCapacity(8)
  }

  /// Whether a node completed now is an item of the streamed top-level list: the stack is
  /// the root mapping and a list that is the value of the streamed key.
  private func isStreamedItem() -> Bool {
    stack.count == 2 && stack[1].isStreamed
  }

  /// Whether a sequence opening now is the streamed top-level list: the stack is the root
  /// mapping, and the key just read is the streamed key.
  private func opensStreamedList() -> Bool {
    guard let streaming, stack.count == 1, stack[0].kind == .mapping else { return false }
    let keyIndex = scratch.count - 1
    return keyIndex >= stack[0].start && (keyIndex - stack[0].start) % 2 == 0
      && scratch[keyIndex].scalar?.text == streaming.key
  }

  /// Opens a sequence or mapping.
  mutating func open(_ kind: Kind, at mark: Mark, anchor: String?) throws(Diagnostic) {
    guard stack.count < limits.maxDepth else {
      throw .error(Messages.tooDeep(limits.maxDepth), at: mark)
    }
    let streamed = kind == .sequence && opensStreamedList()
    stack.append(
      Frame(kind: kind, mark: mark, anchor: anchor, start: scratch.count, isStreamed: streamed))
  }

  /// Closes the innermost collection; returns the root when it was the outermost.
  mutating func close() throws(Diagnostic) -> Node? {
    guard let frame = stack.popLast() else { return nil }
    let content = collect(frame)
    // No slice of the scratch array may be alive here, or this would copy all of it.
    scratch.removeSubrange(frame.start...)
    return try add(content, at: frame.mark, anchor: frame.anchor, size: frame.size)
  }

  /// A closing collection's children, in an array of exactly their count.
  private func collect(_ frame: Frame) -> Node.Content {
    let start = frame.start
    let count = scratch.count - start
    switch frame.kind {
    case .sequence:
      return .sequence((0..<count).map { scratch[start + $0] })
    case .mapping:
      return .mapping(
        (0..<count / 2).map {
          Pair(key: scratch[start + 2 * $0], value: scratch[start + 2 * $0 + 1])
        })
    }
  }

  /// Adds a complete node to the innermost collection; returns it when it is the root.
  @discardableResult
  mutating func add(_ content: Node.Content, at mark: Mark, anchor: String?, size: Int)
    throws(Diagnostic) -> Node?
  {
    let node = Node(content, at: mark)
    if let anchor { anchors[anchor] = (node, size) }
    return try append(node, size: size)
  }

  /// Resolves an alias to a copy of its anchor's node, charging its size to the budget.
  mutating func alias(_ name: String, at mark: Mark) throws(Diagnostic) -> Node? {
    if stack.contains(where: { $0.anchor == name }) {
      throw .error(Messages.recursiveAlias(name), at: mark)
    }
    guard let target = anchors[name] else {
      throw .error(Messages.unknownAnchor(name), at: mark)
    }
    aliasNodes += target.size
    guard aliasNodes <= limits.maxAliasExpansion else {
      throw .error(Messages.aliasBudget(limits.maxAliasExpansion), at: mark)
    }
    return try append(target.node, size: target.size)
  }

  private mutating func append(_ node: Node, size: Int) throws(Diagnostic) -> Node? {
    let top = stack.count - 1
    guard top >= 0 else { return node }
    stack[top].size += size
    if let streaming, isStreamedItem() {
      streaming.receive(node)
      return nil
    }
    // In a mapping, an even number of children so far means this node is a key.
    if stack[top].kind == .mapping, (scratch.count - stack[top].start) % 2 == 0 {
      try checkKey(node, in: top)
    }
    scratch.append(node)
    return nil
  }

  private mutating func checkKey(_ key: Node, in top: Int) throws(Diagnostic) {
    guard let scalar = key.scalar else { throw .error(Messages.complexKey, at: key.mark) }
    let text = scalar.text
    if text.utf8.count > limits.maxKeyBytes {
      throw .error(Messages.keyTooLong(text.utf8.count, limit: limits.maxKeyBytes), at: key.mark)
    }
    if text == "<<", scalar.style == .plain {
      diagnostics.append(.error(Messages.mergeKey, at: key.mark))
    }
    if let first = firstMark(of: text, in: top) {
      diagnostics.append(
        .error(
          Messages.duplicateKey(text), at: key.mark,
          notes: [.init(Messages.firstKey, at: first)]))
      return
    }
    let keys = (scratch.count - stack[top].start) / 2
    if stack[top].keyIndex != nil {
      stack[top].keyIndex?[text] = key.mark
    } else if keys >= 16 {
      var index: [String: Mark] = [:]
      for offset in stride(from: stack[top].start, to: scratch.count, by: 2) {
        if let existing = scratch[offset].scalar?.text, index[existing] == nil {
          index[existing] = scratch[offset].mark
        }
      }
      index[text] = key.mark
      stack[top].keyIndex = index
    }
  }

  private func firstMark(of text: String, in top: Int) -> Mark? {
    if let index = stack[top].keyIndex { return index[text] }
    for offset in stride(from: stack[top].start, to: scratch.count, by: 2)
    where scratch[offset].scalar?.text == text {
      return scratch[offset].mark
    }
    return nil
  }
}
