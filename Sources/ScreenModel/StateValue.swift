/// A value in the app's shared state: text, a list, or a mapping of named values.
///
/// The YAML spelling is `state:` in `app.yaml`. Scalars stay as written (`010` is the
/// text "010"). Mappings and lists keep their written order.
public enum StateValue: Sendable, Hashable {
  /// A text value.
  case text(String)
  /// Named values in written order.
  case mapping([StateEntry])
  /// Values in order (`codecs: [h264, VP8]`).
  case list([StateValue])

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

  /// The texts of a list at a key path, or nil when it is not a list of texts.
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
    var entries: [StateEntry] = []
    if case .mapping(let existing) = self { entries = existing }
    if let index = entries.firstIndex(where: { $0.key == first }) {
      entries[index].value.setValue(value, at: path.dropFirst())
    } else {
      var inner = StateValue.mapping([])
      inner.setValue(value, at: path.dropFirst())
      entries.append(StateEntry(key: first, value: inner))
    }
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
