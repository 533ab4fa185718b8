#if canImport(SwiftUI)
  import SwiftUI

  /// Where ``ScreenSpecView`` keeps the app's state, by dotted key (`user.username`): read,
  /// write and observe, after InAppSettingsKit's three-method store. The rows an app
  /// supplies (a feed's posts) are a list at their `rowsFrom` key, which the app writes
  /// here; the view shows them as soon as the store tells it.
  @MainActor public protocol StateStore: AnyObject {
    /// The value stored at a key, nil when none is (the app's default then shows).
    func value(forKey key: String) -> StateValue?
    /// Stores a value at a key, and tells the observers.
    func set(_ value: StateValue, forKey key: String)
    /// Calls `onChange` with a key each time a value is stored at it.
    func observe(_ onChange: @escaping @MainActor (String) -> Void)
  }

  /// A store that keeps its values in memory, for previews, tests and state that does not
  /// outlive the app.
  @MainActor public final class InMemoryStateStore: StateStore {
    private var values: [String: StateValue]
    private var observers: [@MainActor (String) -> Void] = []

    /// Creates a store holding `values`, by dotted key.
    public init(_ values: [String: StateValue] = [:]) {
      self.values = values
    }

    /// The value stored at a key.
    public func value(forKey key: String) -> StateValue? { values[key] }

    /// Stores a value at a key, and tells the observers.
    public func set(_ value: StateValue, forKey key: String) {
      values[key] = value
      for observer in observers { observer(key) }
    }

    /// Calls `onChange` with a key each time a value is stored at it.
    public func observe(_ onChange: @escaping @MainActor (String) -> Void) {
      observers.append(onChange)
    }
  }

  extension StateStore where Self == InMemoryStateStore {
    /// A store in memory, holding `values` by dotted key.
    public static func inMemory(_ values: [String: StateValue] = [:]) -> InMemoryStateStore {
      InMemoryStateStore(values)
    }
  }

  extension StateStore where Self == UserDefaultsStateStore {
    /// A store in `UserDefaults` (texts as strings, lists as arrays), which Settings.app
    /// and `@AppStorage` read too.
    public static func userDefaults(_ defaults: UserDefaults) -> UserDefaultsStateStore {
      UserDefaultsStateStore(defaults)
    }
  }
#endif
