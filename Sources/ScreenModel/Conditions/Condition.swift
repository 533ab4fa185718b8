/// When a row or section shows (`visibleIf`) or can be acted on (`enabledIf`): a small pure
/// value, evaluated afresh for every frame.
///
/// The YAML spellings: `wifi` (a state key), `{key: K, is: V}`, `{key: K, isNot: V}`,
/// `{key: K, in: [V, …]}`, `{key: K, contains: V}`, `{device: pad}`, `{host: app}`, `{not: C}`,
/// `{all: [C, …]}`, `{any: [C, …]}`.
public indirect enum Condition: Sendable, Hashable, CustomStringConvertible {
  /// The words of a condition written as a mapping.
  public static let forms = [
    "key", "is", "isNot", "in", "contains", "device", "host", "not", "all", "any",
  ]

  /// A state key that is on (see ``isTrue(in:device:host:onValues:)``).
  case key([String])
  /// A state key holding a value.
  case equals([String], String)
  /// A state key not holding a value.
  case notEquals([String], String)
  /// A state key holding one of some values.
  case oneOf([String], [String])
  /// A list state key containing a value.
  case contains([String], String)
  /// The device drawn for.
  case device(Device)
  /// Where the screen shows: Settings, or the app itself (InAppSettingsKit).
  case host(Host)
  /// The opposite.
  case not(Condition)
  /// Every one.
  case all([Condition])
  /// At least one.
  case any([Condition])

  /// Whether the condition holds. `onValues` gives, for each key a switch is bound to
  /// (dotted), the switch's stored value when on.
  public func isTrue(
    in state: StateValue, device: Device, host: Host = .settings, onValues: [String: String]
  ) -> Bool {
    switch self {
    case .key(let path):
      switch state.value(at: path) {
      case .text(let text)?:
        if text == "true" { return true }
        if let on = onValues[path.joined(separator: ".")] {
          // A switch's `YES` or `NO` (``Toggle/isOn(_:)``).
          return text == on || (on == "true" && Toggle.boolValue(text) == true)
        }
        if let number = ExactDecimal(text) { return number != ExactDecimal(units: 0, scale: 0) }
        return !text.isEmpty && text != "false"
      case .list(let items)?: return !items.isEmpty
      default: return false
      }
    case .equals(let path, let value): return state.text(at: path) == value
    case .notEquals(let path, let value): return state.text(at: path) != value
    case .oneOf(let path, let values): return state.text(at: path).map(values.contains) ?? false
    case .contains(let path, let value): return state.texts(at: path)?.contains(value) ?? false
    case .device(let wanted): return device == wanted
    case .host(let wanted): return host == wanted
    case .not(let inner):
      return !inner.isTrue(in: state, device: device, host: host, onValues: onValues)
    case .all(let inner):
      return inner.allSatisfy {
        $0.isTrue(in: state, device: device, host: host, onValues: onValues)
      }
    case .any(let inner):
      return inner.contains { $0.isTrue(in: state, device: device, host: host, onValues: onValues) }
    }
  }

  /// Whether the condition holds on a device (and, when given, a host) whatever the state:
  /// true or false when they alone decide, nil when the state (or the host) may.
  public func holds(on device: Device, host: Host? = nil) -> Bool? {
    switch self {
    case .device(let wanted): return device == wanted
    case .host(let wanted): return host.map { $0 == wanted }
    case .not(let inner): return inner.holds(on: device, host: host).map { !$0 }
    case .all(let inner):
      let results = inner.map { $0.holds(on: device, host: host) }
      if results.contains(false) { return false }
      return results.allSatisfy { $0 == true } ? true : nil
    case .any(let inner):
      let results = inner.map { $0.holds(on: device, host: host) }
      if results.contains(true) { return true }
      return results.allSatisfy { $0 == false } ? false : nil
    default: return nil
    }
  }

  /// The condition as it would be written, for messages: `wifi`, `{key: mode, is: dark}`.
  public var description: String {
    switch self {
    case .key(let path): return path.joined(separator: ".")
    case .equals(let path, let value): return "{key: \(path.joined(separator: ".")), is: \(value)}"
    case .notEquals(let path, let value):
      return "{key: \(path.joined(separator: ".")), isNot: \(value)}"
    case .oneOf(let path, let values):
      return "{key: \(path.joined(separator: ".")), in: [\(values.joined(separator: ", "))]}"
    case .contains(let path, let value):
      return "{key: \(path.joined(separator: ".")), contains: \(value)}"
    case .device(let device): return "{device: \(device.rawValue)}"
    case .host(let host): return "{host: \(host.rawValue)}"
    case .not(let inner): return "{not: \(inner)}"
    case .all(let inner): return "{all: [\(inner.map(\.description).joined(separator: ", "))]}"
    case .any(let inner): return "{any: [\(inner.map(\.description).joined(separator: ", "))]}"
    }
  }
}

/// The device a screen is drawn for. The YAML spelling is `device: pad`; the command line's
/// is `--device pad`.
public enum Device: String, Sendable, Hashable, CaseIterable {
  case phone, pad
}

/// Where a screen shows: in Settings (`settings`, the default), or in the app itself
/// (`app`), as InAppSettingsKit shows a bundle, reading `NAME.inApp.plist` in place of
/// `NAME.plist`. The YAML spelling is `host: app`; the command line's is `--host app`.
public enum Host: String, Sendable, Hashable, CaseIterable {
  case settings, app
}
