extension Session {
  /// The keys a store holds for the app's state: every text and list, by dotted key
  /// (`user.username`), in the order app.yaml writes them.
  public var storedKeys: [String] { app.state.textPaths }

  /// The value at a dotted key, as a store holds it.
  public func storedValue(_ key: String) -> StateValue? {
    state.value(at: Self.path(key))
  }

  /// The stored keys whose value differs between the state `earlier` and this session's:
  /// what a store writes after an action.
  public func changedKeys(since earlier: StateValue) -> [String] {
    storedKeys.filter { key in
      let path = Self.path(key)
      return earlier.value(at: path) != state.value(at: path)
    }
  }

  /// Writes a store's value for a dotted key into the state (checked as
  /// ``setState(_:at:)`` checks it); false, and nothing changed, when the app's state cannot
  /// hold it there.
  @discardableResult
  public mutating func load(_ value: StateValue, forKey key: String) -> Bool {
    do {
      try setState(value, at: Self.path(key))
      return true
    } catch {
      return false
    }
  }

  /// A dotted key's path.
  static func path(_ key: String) -> [String] {
    key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }
}
