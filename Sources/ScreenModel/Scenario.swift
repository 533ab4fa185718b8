import YAMLTree

/// A pinned interaction: an app, where to start, how to draw, and the steps to take.
///
/// ```yaml
/// app: ../Screens
/// screen: fight-card
/// steps:
///   - tap Weight Class
///   - tap Welterweight
/// ```
public struct Scenario: Sendable, Hashable {
  /// The screen file or app folder, relative to the scenario file.
  public var app: String
  /// Where to start; nil means the app's start screen.
  public var screen: String?
  /// Render width in columns.
  public var width: Int
  /// Whether to draw with ASCII only.
  public var ascii: Bool
  /// Whether the file sets `width` (it then wins over `--width`).
  public var setsWidth = false
  /// Whether the file sets `ascii` (it then wins over `--ascii`).
  public var setsASCII = false
  /// The device to draw for, when the scenario names one (it wins over `--device`).
  public var device: Device?
  /// The locale to draw in, when the scenario names one (it wins over `--locale`).
  public var locale: String?
  /// The appearance to draw in, when the scenario names one (it wins over `--appearance`).
  public var appearance: Appearance?
  /// The Dynamic Type size, when the scenario names one (it wins over `--text-size`).
  public var textSize: TextSize?
  /// Where `locale` is written.
  public var localeMark: Mark?
  /// The steps, in order.
  public var steps: [Step]
  /// State values merged over the app's before the scenario starts (`state:`), each a
  /// text or a list at a key path, with where it is written; nested mappings are merged.
  public var state: [StateOverride] = []

  /// A state value a scenario sets before it starts.
  public struct StateOverride: Sendable, Hashable {
    /// The key path (`user.username` is `["user", "username"]`).
    public var path: [String]
    /// The value: a text or a list.
    public var value: StateValue
    /// Where the value is written.
    public var mark: Mark
    /// Where its key is written (an unknown key is reported there).
    public var keyMark: Mark?

    /// Creates an override.
    public init(path: [String], value: StateValue, mark: Mark, keyMark: Mark? = nil) {
      self.path = path
      self.value = value
      self.mark = mark
      self.keyMark = keyMark
    }
  }
  /// Where `app` is written, for errors about the app it names.
  public var appMark: Mark = .start
  /// Where `screen` is written, if it is.
  public var screenMark: Mark?

  /// One step of a scenario: an action and where it was written.
  public struct Step: Sendable, Hashable {
    /// The action.
    public var action: Action
    /// Where the step is in the scenario file.
    public var mark: Mark

    /// Creates a step.
    public init(_ action: Action, at mark: Mark) {
      self.action = action
      self.mark = mark
    }
  }

  /// Creates a scenario.
  public init(
    app: String, screen: String? = nil, width: Int = 40, ascii: Bool = false, steps: [Step]
  ) {
    self.app = app
    self.screen = screen
    self.width = width
    self.ascii = ascii
    self.steps = steps
  }

  /// The scenario as a command runs it: what the file sets (`width`, `ascii`, `device`,
  /// `locale`, `appearance`, `textSize`) wins, and the command line's choices apply to what it does not set, so
  /// `render` previews exactly what `snapshot` pins.
  ///
  /// - Parameters:
  ///   - width: `--width`, if given.
  ///   - ascii: whether `--ascii` was given.
  public func runningWith(
    width: Int?, ascii: Bool, device: Device, locale: String?, appearance: Appearance = .light,
    textSize: TextSize = .large
  ) -> Scenario {
    var scenario = self
    if !setsWidth, let width { scenario.width = width }
    if !setsASCII { scenario.ascii = ascii }
    scenario.device = self.device ?? device
    scenario.locale = self.locale ?? locale
    scenario.appearance = self.appearance ?? appearance
    scenario.textSize = self.textSize ?? textSize
    return scenario
  }

  /// Whether a parsed file looks like a scenario rather than a screen: a mapping with an
  /// `app` key (no screen has one), so a scenario with a mistyped `steps` is still read,
  /// and told, as a scenario.
  public static func looksLikeScenario(_ root: Node) -> Bool {
    guard let pairs = root.mapping else { return false }
    return pairs.contains { $0.key.scalar?.text == "app" }
  }
}
