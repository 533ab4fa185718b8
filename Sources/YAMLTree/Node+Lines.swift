import Basics

extension Node {
  /// Moves the node and everything in it `delta` lines down (up when negative), in place:
  /// what follows an edit that added or removed lines (``TreeSplice``).
  package mutating func moveLines(by delta: Int) {
    mark.line += delta
    switch content {
    case .scalar:
      return
    case .sequence(var items):
      // Emptied first, so that the items are changed in place rather than copied.
      content = .sequence([])
      for index in items.indices { items[index].moveLines(by: delta) }
      content = .sequence(items)
    case .mapping(var pairs):
      content = .mapping([])
      for index in pairs.indices { pairs[index].moveLines(by: delta) }
      content = .mapping(pairs)
    }
  }

  /// Whether the node or anything in it is a `|` or `>` block scalar, whose value depends on
  /// the lines that follow it (blank ones kept by `|+`).
  package var holdsBlockScalar: Bool {
    switch content {
    case .scalar(let scalar): return scalar.style == .literal || scalar.style == .folded
    case .sequence(let items): return items.contains { $0.holdsBlockScalar }
    case .mapping(let pairs):
      return pairs.contains { $0.key.holdsBlockScalar || $0.value.holdsBlockScalar }
    }
  }

  /// Whether the node is a block mapping with at least one key: it starts where its first
  /// key does (a flow mapping starts at its `{`, an explicit key at its `?`).
  package var isBlockMapping: Bool {
    guard case .mapping(let pairs) = content, let first = pairs.first else { return false }
    return first.key.mark == mark
  }
}

extension Pair {
  /// Moves the key and value `delta` lines (``Node/moveLines(by:)``).
  package mutating func moveLines(by delta: Int) {
    key.moveLines(by: delta)
    value.moveLines(by: delta)
  }
}

extension Diagnostic {
  /// The diagnostic with its mark and notes' marks after line `line` moved `delta` lines.
  package func movingLines(after line: Int, by delta: Int) -> Diagnostic {
    var moved = self
    if mark.line > line { moved.mark.line += delta }
    for index in notes.indices {
      if notes[index].path == nil, let note = notes[index].mark, note.line > line {
        moved.notes[index].mark?.line += delta
      }
    }
    return moved
  }
}
