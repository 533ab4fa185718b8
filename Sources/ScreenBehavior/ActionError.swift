import ScreenModel

/// Why an action could not apply. The state it was applied to is unchanged.
public struct ActionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The action that failed, as written; empty for errors that are not an action's.
  public var action: String
  /// Why, lowercase.
  public var reason: String

  /// Creates an error.
  public init(_ action: Action?, _ reason: String) {
    self.action = action?.description ?? ""
    self.reason = reason
  }

  /// `tap 9: no row 9; the screen shows 6 rows`.
  public var description: String { action.isEmpty ? reason : "\(action): \(reason)" }
}

/// The behaviour layer's messages, side by side.
enum Reasons {
  static func noRow(_ position: Int, count: Int) -> String {
    count == 0
      ? "no row \(position); the screen shows no rows"
      : "no row \(position); positions start at 1, and the screen shows \(count) row\(count == 1 ? "" : "s") (1 to \(count))"
  }
  static func noTitle(_ title: String, suggestion: String?) -> String {
    "no row titled '\(title)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
  }
  static let noRowsOnDetail = "a detail screen has no rows"
  static let tapWhileEditing = "rows cannot be tapped while editing; leave editing with 'done'"
  static func notDeletable(_ title: String) -> String { "row '\(title)' is not deletable" }
  static func loadMoreNotDeletable(_ title: String) -> String {
    "the '\(title)' row cannot be deleted"
  }
  static let noPaging = "the screen has no paging"
  static let nothingToLoad = "nothing more to load"
  static let firstScreen = "already on the first screen"
  static let nothingToEdit = "the screen has no deletable rows"
  static let alreadyEditing = "already editing"
  static let notEditing = "not editing"
  static func noScreen(_ id: String, known: [String]) -> String {
    "no screen '\(id)'; the app's screens are " + known.map { "'\($0)'" }.joined(separator: ", ")
  }
  static func noStartScreen(_ count: Int) -> String {
    count == 0
      ? "the app has no screens"
      : "the app has \(count) screens and no 'start' in app.yaml; choose one (--screen ID on the command line, 'screen:' in a scenario)"
  }
}
