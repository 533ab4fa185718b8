/// A value in the app's shared state: text, a list, or a mapping of named values.
///
/// The YAML spelling is `state:` in `app.yaml`. Scalars stay as written (`010` is the
/// text "010"). Mappings and lists keep their written order.
public enum StateValue: Sendable, Hashable {
  /// A text value.
  case text(String)
  /// Named values in written order.
  case mapping(StateMapping)
  /// Values in order (`codecs: [h264, VP8]`).
  case list([StateValue])

  /// The value at a key path, or nil.
  @inlinable
  public func value(at path: some Collection<String>) -> StateValue? {
    guard let first = path.first else { return self }
    guard case .mapping(let entries) = self, let value = entries[first] else { return nil }
    return value.value(at: path.dropFirst())
  }

  /// The text at a key path, or nil when there is none or it is a mapping.
  @inlinable
  public func text(at path: some Collection<String>) -> String? {
    if case .text(let text)? = value(at: path) { return text }
    return nil
  }

  /// The texts of a list at a key path, or nil when it is not a list of texts.
  @inlinable
  public func texts(at path: some Collection<String>) -> [String]? {
    guard case .list(let items)? = value(at: path) else { return nil }
    var texts: [String] = []
    for item in items {
      guard case .text(let text) = item else { return nil }
      texts.append(text)
    }
    return texts
  }

  /// Sets the text at an existing or new key path (creating mappings on the way).
  public mutating func setText(_ text: String, at path: some Collection<String>) {
    setValue(.text(text), at: path)
  }

  /// Sets a value at an existing or new key path (creating mappings on the way).
  public mutating func setValue(_ value: StateValue, at path: some Collection<String>) {
    guard let first = path.first else {
      self = value
      return
    }
    var entries = StateMapping()
    if case .mapping(let existing) = self {
      entries = existing
      self = .list([])  // lets `entries` be changed in place, uncopied
    }
    entries.update(first) { $0.setValue(value, at: path.dropFirst()) }
    self = .mapping(entries)
  }

  /// Every key path that leads to text, in written order (`user.username`).
  public var textPaths: [String] {
    switch self {
    case .text, .list: return []
    case .mapping(let entries):
      return entries.flatMap { entry -> [String] in
        if case .text = entry.value { return [entry.key] }
        if case .list = entry.value { return [entry.key] }
        return entry.value.textPaths.map { entry.key + "." + $0 }
      }
    }
  }
}

/// Named state values in written order, found by key without a search: the state of a
/// large app holds thousands of keys, and every screen looks some up.
public struct StateMapping: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
  /// The entries in written order.
  public private(set) var entries: [StateEntry]
  /// Where each key's first entry is.
  @usableFromInline var positions: [String: Int]

  /// Creates a mapping; when a key is written twice, the first entry is the one found.
  public init(_ entries: [StateEntry] = []) {
    self.entries = entries
    positions = [:]
    positions.reserveCapacity(entries.count)
    // Backwards, so that the first entry of a key written twice is the one kept.
    for index in entries.indices.reversed() { positions[entries[index].key] = index }
  }

  /// Creates a mapping from entries written in place.
  public init(arrayLiteral entries: StateEntry...) {
    self.init(entries)
  }

  /// The value of a key, or nil.
  @inlinable public subscript(key: String) -> StateValue? {
    positions[key].map { entries[$0].value }
  }

  /// Changes the value of a key in place, adding it (as an empty mapping, then changed)
  /// when it is missing.
  public mutating func update(_ key: String, _ change: (inout StateValue) -> Void) {
    if let position = positions[key] {
      change(&entries[position].value)
    } else {
      positions[key] = entries.count
      var value = StateValue.mapping([])
      change(&value)
      entries.append(StateEntry(key: key, value: value))
    }
  }

  /// Replaces the entries at `range` by `new`, in place; `keys` holds every key of the
  /// entries replaced and of the new ones (each looked for again, so that a key written
  /// twice is still found at its first entry).
  package mutating func replaceEntries(
    _ range: Range<Int>, with new: [StateEntry], keys: Set<String>
  ) {
    entries.replaceSubrange(range, with: new)
    let shift = new.count - range.count
    if shift != 0 {
      var index = positions.startIndex
      while index != positions.endIndex {
        if positions.values[index] >= range.upperBound { positions.values[index] += shift }
        positions.formIndex(after: &index)
      }
    }
    for key in keys {
      positions[key] = entries.firstIndex { $0.key.utf8.count == key.utf8.count && $0.key == key }
    }
  }

  /// The position of the first entry.
  public var startIndex: Int { entries.startIndex }
  /// The position past the last entry.
  public var endIndex: Int { entries.endIndex }
  /// The entry at a position.
  public subscript(position: Int) -> StateEntry { entries[position] }

  /// Mappings are equal when their entries are, in order.
  public static func == (a: StateMapping, b: StateMapping) -> Bool { a.entries == b.entries }
  /// Hashes the entries in order.
  public func hash(into hasher: inout Hasher) { hasher.combine(entries) }
}

/// One named value of a state mapping.
public struct StateEntry: Sendable, Hashable {
  /// The key.
  public package(set) var key: String
  /// The value.
  public package(set) var value: StateValue

  /// Creates an entry.
  public init(key: String, value: StateValue) {
    self.key = key
    self.value = value
  }
}
