#if canImport(SwiftUI)
  import SwiftUI

  /// A store in `UserDefaults`: a text is a string, a list an array, a mapping a
  /// dictionary; a number or Boolean another writer stored (Settings.app stores a switch as
  /// a Boolean) reads as its text.
  @MainActor public final class UserDefaultsStateStore: StateStore {
    private let defaults: UserDefaults
    private var observers: [@MainActor (String) -> Void] = []

    /// Creates a store over `defaults`.
    public init(_ defaults: UserDefaults) {
      self.defaults = defaults
    }

    /// The value stored at a key.
    public func value(forKey key: String) -> StateValue? {
      defaults.object(forKey: key).flatMap(Self.stateValue)
    }

    /// Stores a value at a key, and tells the observers.
    public func set(_ value: StateValue, forKey key: String) {
      defaults.set(Self.propertyList(value), forKey: key)
      for observer in observers { observer(key) }
    }

    /// Calls `onChange` with a key each time this store stores a value at it.
    public func observe(_ onChange: @escaping @MainActor (String) -> Void) {
      observers.append(onChange)
    }

    private static func propertyList(_ value: StateValue) -> Any {
      switch value {
      case .text(let text): return text
      case .list(let items): return items.map(propertyList)
      case .mapping(let mapping):
        var dictionary: [String: Any] = [:]
        for entry in mapping { dictionary[entry.key] = propertyList(entry.value) }
        return dictionary
      }
    }

    private static func stateValue(_ object: Any) -> StateValue? {
      switch object {
      case let text as String: return .text(text)
      case let flag as Bool: return .text(flag ? "true" : "false")
      case let number as Int: return .text(String(number))
      case let number as Double: return .text(String(number))
      case let items as [Any]: return .list(items.compactMap(stateValue))
      case let dictionary as [String: Any]:
        let entries = dictionary.keys.sorted().compactMap { key in
          dictionary[key].flatMap(stateValue).map { StateEntry(key: key, value: $0) }
        }
        return .mapping(StateMapping(entries))
      default: return nil
      }
    }
  }
#endif
