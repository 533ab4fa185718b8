/// A folder of screens with what they share: the start screen, the theme and the state.
public struct App: Sendable, Hashable {
  /// The screens, sorted by id.
  public let screens: [Screen]
  /// The id of the first screen, from `app.yaml`'s `start`.
  public var start: String?
  /// The theme.
  public var theme: Theme
  /// The shared state every screen reads and writes (a mapping).
  public var state: StateValue
  /// Where each screen is in `screens`, by id (the first, if two share one).
  private let positions: [String: Int]

  /// Creates an app; screens are sorted by id.
  public init(
    screens: [Screen], start: String? = nil, theme: Theme = Theme(),
    state: StateValue = .mapping([])
  ) {
    let sorted = screens.sorted { $0.id < $1.id }
    self.screens = sorted
    self.positions = Dictionary(
      sorted.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.start = start
    self.theme = theme
    self.state = state
  }

  /// The screen with an id, if any.
  public func screen(_ id: String) -> Screen? {
    positions[id].map { screens[$0] }
  }

  /// The screen shown first: `start`, else the only screen.
  public var startScreen: Screen? {
    if let start { return screen(start) }
    return screens.count == 1 ? screens.first : nil
  }

  /// The selection style a screen draws with: its own, the theme's, else blue.
  public func selectionStyle(of screen: Screen) -> SelectionStyle {
    screen.selectionStyle ?? theme.selectionStyle ?? .blue
  }
}
