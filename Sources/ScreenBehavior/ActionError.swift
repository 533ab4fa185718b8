import ScreenModel

/// Why an action could not apply. The state it was applied to is unchanged.
public struct ActionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The action that failed, as written; empty for errors that are not an action's.
  public var action: String
  /// Why, lowercase.
  public var reason: String
  /// Whether the error is that no screen was named and the app has no start: whoever
  /// names screens (a flag, a scenario's `screen:`) says how to name one.
  package var needsScreen = false

  /// Creates an error.
  public init(_ action: Action?, _ reason: String) {
    self.action = action?.description ?? ""
    self.reason = reason
  }

  /// `tap 9: no row 9; the screen shows 6 rows`.
  public var description: String { action.isEmpty ? reason : "\(action): \(reason)" }
}
