import Basics

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
  public package(set) var app: String
  /// Where to start; nil means the app's start screen.
  public package(set) var screen: String?
  /// Render width in columns.
  public package(set) var width: Int
  /// Whether to draw with ASCII only.
  public package(set) var ascii: Bool
  /// Whether the file sets `width` (it then wins over `--width`).
  public package(set) var setsWidth = false
  /// Whether the file sets `ascii` (it then wins over `--ascii`).
  public package(set) var setsASCII = false
  /// The device to draw for, when the scenario names one (it wins over `--device`).
  public package(set) var device: Device?
  /// Where the screens show, when the scenario names it (it wins over `--host`).
  public package(set) var host: Host?
  /// The locale to draw in, when the scenario names one (it wins over `--locale`).
  public package(set) var locale: String?
  /// The appearance to draw in, when the scenario names one (it wins over `--appearance`).
  public package(set) var appearance: Appearance?
  /// The Dynamic Type size, when the scenario names one (it wins over `--text-size`).
  public package(set) var textSize: TextSize?
  /// Where `locale` is written.
  public package(set) var localeMark: Mark?
  /// The steps, in order.
  package var steps: [Step]
  /// State values merged over the app's before the scenario starts (`state:`), each a
  /// text or a list at a key path, with where it is written; nested mappings are merged.
  package var state: [StateOverride] = []

  /// A state value a scenario sets before it starts.
  package struct StateOverride: Sendable, Hashable {
    /// The key path (`user.username` is `["user", "username"]`).
    package var path: [String]
    /// The value: a text or a list.
    package var value: StateValue
    /// Where the value is written.
    package var mark: Mark
    /// Where its key is written (an unknown key is reported there).
    package var keyMark: Mark?

    /// Creates an override.
    package init(path: [String], value: StateValue, mark: Mark, keyMark: Mark? = nil) {
      self.path = path
      self.value = value
      self.mark = mark
      self.keyMark = keyMark
    }
  }
  /// Where `app` is written, for errors about the app it names.
  public package(set) var appMark: Mark = .start
  /// Where `screen` is written, if it is.
  public package(set) var screenMark: Mark?

  /// One step of a scenario: an action and where it was written.
  package struct Step: Sendable, Hashable {
    /// The action.
    package var action: Action
    /// Where the step is in the scenario file.
    package var mark: Mark

    /// Creates a step.
    package init(_ action: Action, at mark: Mark) {
      self.action = action
      self.mark = mark
    }
  }

  /// Creates a scenario.
  package init(
    app: String, screen: String? = nil, width: Int = 40, ascii: Bool = false, steps: [Step]
  ) {
    self.app = app
    self.screen = screen
    self.width = width
    self.ascii = ascii
    self.steps = steps
  }

  /// The scenario as a command runs it: what the file sets (`width`, `ascii`, `device`,
  /// `host`, `locale`, `appearance`, `textSize`) wins, and the command line's choices apply to what it does not set, so
  /// `render` previews exactly what `snapshot` pins.
  ///
  /// - Parameters:
  ///   - width: `--width`, if given.
  ///   - ascii: whether `--ascii` was given.
  package func runningWith(
    width: Int?, ascii: Bool, device: Device, host: Host = .settings, locale: String?,
    appearance: Appearance = .light, textSize: TextSize = .large
  ) -> Scenario {
    var scenario = self
    if !setsWidth, let width { scenario.width = width }
    if !setsASCII { scenario.ascii = ascii }
    scenario.device = self.device ?? device
    scenario.host = self.host ?? host
    scenario.locale = self.locale ?? locale
    scenario.appearance = self.appearance ?? appearance
    scenario.textSize = self.textSize ?? textSize
    return scenario
  }

  /// The scenario as it runs drawn for `variant`: what the scenario sets of the variant
  /// wins, as in ``runningWith(width:ascii:device:host:locale:appearance:textSize:)``.
  package func runningWith(width: Int?, ascii: Bool, variant: Variant) -> Scenario {
    runningWith(
      width: width, ascii: ascii, device: variant.device, host: variant.host,
      locale: variant.locale, appearance: variant.appearance, textSize: variant.textSize)
  }
}
