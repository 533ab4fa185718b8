import ScreenModel

/// A running app: the shared state, the navigation stack and each picker's choice.
///
/// Applying an action is pure: ``applying(_:)`` returns a new session or throws, leaving
/// the original as it was.
///
/// ```swift
/// var session = try Session(app: app, screen: "fight-card")
/// try session.apply(.tap(.title("Weight Class")))
/// try session.apply(.tap(.title("Welterweight")))
/// session.state.text(at: ["weightClass"])  // "Welterweight"
/// ```
public struct Session: Sendable, Hashable {
  /// The app being run.
  public let app: App
  /// The shared state every screen reads and writes.
  public internal(set) var state: StateValue
  /// The navigation stack; the last element is on top.
  package internal(set) var stack: [ScreenState]
  /// The chosen indices of each unbound picker group that has been changed, by
  /// ``Session/selectionKey(_:_:)``.
  package internal(set) var pickerSelections: [String: [Int]] = [:]
  /// The device drawn for, which `{device: …}` conditions read.
  public internal(set) var device: Device = .phone
  /// Where the screens show (Settings, or the app itself), which `{host: …}` conditions
  /// read.
  public internal(set) var host: Host = .settings
  /// The locale drawn in, when it is not the source texts'.
  package internal(set) var localisation: Localisation?
  /// A one-line notice shown until the next action (a tapped link's address).
  package internal(set) var notice: String?
  /// Each screen's counts as last shown, for `{unread:SCREEN}` and `{count:SCREEN}`.
  package internal(set) var lastShownCounts: [String: ScreenCounts] = [:]
  /// What each screen's rows kept when it was last left (pages, deletions, read marks),
  /// by screen id: a screen opened again shows them.
  package internal(set) var rowMarks: [String: RowMarks] = [:]

  /// Starts an app on a screen: the given id, else the app's start screen, drawn for a
  /// device (default `phone`).
  ///
  /// - Throws: ``ActionError`` when the screen is not in the app, or the app has several
  ///   screens and no start.
  public init(
    app: App, screen id: String? = nil, device: Device = .phone, host: Host = .settings
  ) throws(ActionError) {
    try self.init(app: app, screen: id, device: device, host: host, localisation: nil)
  }

  /// Starts an app as ``init(app:screen:device:host:)`` does, in a locale's translations
  /// and with a scenario's state overrides applied.
  package init(
    app: App, screen id: String? = nil, device: Device = .phone, host: Host = .settings,
    localisation: Localisation?, state overrides: [Scenario.StateOverride] = []
  ) throws(ActionError) {
    self.app = app
    self.device = device
    self.host = host
    // Without a locale, a device in the development language: its table where the app has
    // one (a key-based bundle's `Base`), else the source texts.
    self.localisation = localisation ?? app.developmentLocalisation
    self.state = app.state
    // A scenario's own state, merged over the app's before the first screen is shown.
    for override in overrides {
      if let why = app.problem(setting: override.value, at: override.path) {
        throw ActionError(nil, why)
      }
      state.setValue(override.value, at: override.path)
    }
    let screen: Screen?
    if let id {
      screen = app.screen(id)
      guard screen != nil else {
        throw ActionError(nil, Reasons.noScreen(id, known: app.screens.map(\.id)))
      }
    } else {
      screen = app.startScreen
    }
    guard let screen else {
      var error = ActionError(nil, Reasons.noStartScreen(app.screens.count))
      error.needsScreen = app.screens.count > 1
      throw error
    }
    self.stack = []
    // Paging counts the rows of lists drawn from state too.
    self.stack = [ScreenState(screen: liveScreen(screen.id) ?? screen)]
  }

  /// The screen state on top of the stack.
  package var top: ScreenState {
    stack[stack.count - 1]
  }

  /// The app screen on top of the stack, or nil when a detail screen is; lists drawn from
  /// state hold the rows of the state's items now.
  public var topScreen: Screen? {
    top.screenID.flatMap(liveScreen)
  }

  /// A screen of the app with its lists drawn from the current state.
  package func liveScreen(_ id: String) -> Screen? {
    guard var screen = app.screen(id) else { return nil }
    for index in screen.listSections {
      guard let list = screen.sections[index].rowsFrom else { continue }
      if case .list(let items)? = state.value(at: list.key) {
        var rows = list.rows(items)
        if let deletable = screen.sections[index].deletable {
          for row in rows.indices { rows[row].deletable = deletable }
        }
        screen.sections[index].rows = rows
      }
    }
    return screen
  }

  /// A screen's state as it opens: as first shown, with the rows' marks it kept in this
  /// session (from a copy of it still on the stack, else from when it was last left).
  func opening(_ screen: Screen) -> ScreenState {
    var opened = ScreenState(screen: screen)
    if let marks = stack.last(where: { $0.screenID == screen.id })?.marks ?? rowMarks[screen.id] {
      opened.marks = marks
    }
    return opened
  }

  /// Applies an action, or throws and changes nothing.
  public mutating func apply(_ action: Action) throws(ActionError) {
    self = try applying(action)
  }

  /// Applies actions in order, stopping at the first that fails (whose error is thrown;
  /// the session then holds the state before that action).
  public mutating func apply(_ actions: [Action]) throws(ActionError) {
    for action in actions { try apply(action) }
  }
}

/// A screen's `{unread}` and `{count}`.
package struct ScreenCounts: Sendable, Hashable {
  /// Unread rows loaded and not deleted.
  package var unread: Int
  /// Rows loaded and not deleted.
  package var count: Int
}

extension Session {
  /// Applies actions written as on the command line (`--do`) or in a scenario's steps,
  /// in order: `try session.apply("tap Weight Class", "tap Welterweight")`. A malformed
  /// action, or one that cannot apply, throws, naming the action and why; the session then
  /// holds the state before that action.
  public mutating func apply(_ actions: String...) throws(ActionError) {
    for text in actions {
      let action: Action
      do {
        action = try Action(parsing: text)
      } catch {
        var failure = ActionError(nil, error.message)
        failure.action = text
        throw failure
      }
      try apply(action)
    }
  }
}
