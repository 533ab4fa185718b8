/// A value in the app's shared state: text, or a mapping of named values.
///
/// The YAML spelling is `state:` in `app.yaml`. Scalars stay as written (`010` is the
/// text "010"). Mappings keep their written order.
public enum StateValue: Sendable, Hashable {
  /// A text value.
  case text(String)
  /// Named values in written order.
  case mapping([StateEntry])

  /// The value at a key path, or nil.
  public func value(at path: some Collection<String>) -> StateValue? {
    guard let first = path.first else { return self }
    guard case .mapping(let entries) = self,
      let entry = entries.first(where: { $0.key == first })
    else { return nil }
    return entry.value.value(at: path.dropFirst())
  }

  /// The text at a key path, or nil when there is none or it is a mapping.
  public func text(at path: some Collection<String>) -> String? {
    if case .text(let text)? = value(at: path) { return text }
    return nil
  }

  /// Sets the text at an existing or new key path (creating mappings on the way).
  public mutating func setText(_ text: String, at path: some Collection<String>) {
    guard let first = path.first else {
      self = .text(text)
      return
    }
    var entries: [StateEntry] = []
    if case .mapping(let existing) = self { entries = existing }
    if let index = entries.firstIndex(where: { $0.key == first }) {
      entries[index].value.setText(text, at: path.dropFirst())
    } else {
      var value = StateValue.mapping([])
      value.setText(text, at: path.dropFirst())
      entries.append(StateEntry(key: first, value: value))
    }
    self = .mapping(entries)
  }

  /// Every key path that leads to text, in written order (`user.username`).
  public var textPaths: [String] {
    switch self {
    case .text: return []
    case .mapping(let entries):
      return entries.flatMap { entry -> [String] in
        if case .text = entry.value { return [entry.key] }
        return entry.value.textPaths.map { entry.key + "." + $0 }
      }
    }
  }
}

/// One named value of a state mapping.
public struct StateEntry: Sendable, Hashable {
  /// The key.
  public var key: String
  /// The value.
  public var value: StateValue

  /// Creates an entry.
  public init(key: String, value: StateValue) {
    self.key = key
    self.value = value
  }
}
