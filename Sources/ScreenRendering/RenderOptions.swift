import ScreenModel

/// How to draw a screen: width, glyph set and colour. The caller decides these (the CLI
/// from flags and the terminal); the renderer never looks at the terminal.
public struct RenderOptions: Sendable, Hashable {
  /// The frame's width in display columns; at least ``minimumWidth``.
  public var width: Int
  /// Whether to draw with ASCII only (user text stays as written).
  public var ascii: Bool
  /// Whether to emit ANSI colour.
  public var color: Bool
  /// Light or dark: which palette colour output draws with (plain text is the same).
  public var appearance: Appearance = .light
  /// The Dynamic Type size: at the accessibility sizes a row's detail, value or control
  /// moves under its title and titles wrap instead of being cut.
  public var textSize: TextSize = .large
  /// Whether a colour drawing keeps the marks plain text draws for what colour shows (the
  /// highlighted and focused rows' gutters), so that the drawing without its escapes is
  /// the plain drawing: a snapshot takes its text and its colour legend from one drawing.
  package var plainMarks = false
  /// With ``color``: the drawing holds no escapes, and each line's colours are kept as
  /// runs for its legend (``ColourLegend``) instead, as a text snapshot pins them.
  package var coloursAsRuns = false

  /// The narrowest frame that still draws a useful screen.
  public static let minimumWidth = 24
  /// The widest frame accepted.
  public static let maximumWidth = 1_000

  /// Creates options; the width is clamped to the accepted range.
  public init(
    width: Int = 40, ascii: Bool = false, color: Bool = false, appearance: Appearance = .light,
    textSize: TextSize = .large
  ) {
    self.width = min(max(width, RenderOptions.minimumWidth), RenderOptions.maximumWidth)
    self.ascii = ascii
    self.color = color
    self.appearance = appearance
    self.textSize = textSize
  }
}

extension RenderOptions {
  /// The options a scenario draws with: its width, glyphs, appearance and text size.
  public init(scenario: Scenario, color: Bool = false) {
    self.init(
      width: scenario.width, ascii: scenario.ascii, color: color,
      appearance: scenario.appearance ?? .light, textSize: scenario.textSize ?? .large)
  }
}

/// The characters the renderer draws by itself, in Unicode or ASCII.
struct Glyphs {
  var horizontal, vertical: String
  var topLeft, topRight, bottomLeft, bottomRight, teeLeft, teeRight: String
  var back, disclosure, checkmark, detailButton, unread, highlight, deleteControl: String
  var focus: String
  var ellipsis: String
  var switchOn, switchOff, mask, placeholderOpen, placeholderClose: String
  var track, knob, minus, plus, link, destructive, sheetRule, search, grip, insertControl: String
  var disabled: String
  /// A row's icon (Settings' tinted square), one column.
  var icon: String
  /// A slider's image at one end (`minImage`, `maxImage`).
  var sliderImage: String

  static let unicode = Glyphs(
    horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰",
    bottomRight: "╯", teeLeft: "├", teeRight: "┤", back: "‹", disclosure: "›", checkmark: "✓",
    detailButton: "(i)", unread: "●", highlight: "▶", deleteControl: "⊖",
    focus: "»",
    ellipsis: "…", switchOn: "●", switchOff: "○", mask: "•", placeholderOpen: "‹",
    placeholderClose: "›", track: "─", knob: "●", minus: "−", plus: "+", link: "↗",
    destructive: "!", sheetRule: "┈", search: "⌕", grip: "≡", insertControl: "⊕",
    disabled: "⊘", icon: "■", sliderImage: "◇")

  static let ascii = Glyphs(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
    bottomRight: "+", teeLeft: "+", teeRight: "+", back: "<", disclosure: ">", checkmark: "x",
    detailButton: "(i)", unread: "*", highlight: ">", deleteControl: "-",
    focus: "}",
    ellipsis: "...", switchOn: "[x]", switchOff: "[ ]", mask: "*", placeholderOpen: "<",
    placeholderClose: ">", track: "-", knob: "o", minus: "-", plus: "+", link: "^",
    destructive: "!", sheetRule: ":", search: "/", grip: "=", insertControl: "+",
    disabled: "~", icon: "#", sliderImage: "()")
}
