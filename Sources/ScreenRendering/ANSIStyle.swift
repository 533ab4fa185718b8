import ScreenModel

/// SGR attributes for a span of text. Empty means unstyled.
struct ANSIStyle: Hashable {
  let codes: [String]
  /// The escape that starts the style (`ESC [ codes m`), made once: a drawing applies a
  /// few styles to many spans.
  private let opening: String

  init(codes: [String] = []) {
    self.codes = codes
    opening = codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  static let plain = ANSIStyle()
  static let bold = ANSIStyle(codes: ["1"])
  static let dim = ANSIStyle(codes: ["2"])
  static let tint = ANSIStyle(codes: ["34"])
  static let reverse = ANSIStyle(codes: ["7"])
  static let deleteButton = ANSIStyle(codes: ["97", "41"])
  static let green = ANSIStyle(codes: ["32"])
  static let red = ANSIStyle(codes: ["31"])
  static let badge = ANSIStyle(codes: ["97", "41"])

  /// This style with another's attributes added after it.
  func adding(_ other: ANSIStyle) -> ANSIStyle {
    ANSIStyle(codes: codes + other.codes)
  }

  /// The text wrapped in SGR sequences (and reset after).
  func apply(_ text: String) -> String {
    guard !codes.isEmpty, !text.isEmpty else { return text }
    return opening + text + "\u{1B}[0m"
  }

  /// The style in iOS's dark palette: on the dark system background, in the light label
  /// colour, with the tints' dark variants (systemBlue #0A84FF, systemGreen #30D158,
  /// systemRed #FF453A) as 24-bit colours.
  func darkened() -> ANSIStyle {
    var mapped: [String] = []
    var foreground = false
    var background = false
    for code in codes {
      switch code {
      case "34": mapped.append(ANSIStyle.darkTint)
      case "32": mapped.append(ANSIStyle.darkGreen)
      case "31": mapped.append(ANSIStyle.darkRed)
      case "44": mapped.append("48;2;10;132;255")
      case "41": mapped.append("48;2;255;69;58")
      default: mapped.append(code)
      }
      if let value = Int(code), (30...38).contains(value) || (90...97).contains(value) {
        foreground = true
      }
      if let value = Int(code), (40...48).contains(value) || (100...107).contains(value) {
        background = true
      }
    }
    var base: [String] = []
    if !foreground { base.append("97") }
    if !background { base.append(ANSIStyle.darkBackground) }
    return ANSIStyle(codes: base + mapped)
  }

  static let darkTint = "38;2;10;132;255"
  static let darkGreen = "38;2;48;209;88"
  static let darkRed = "38;2;255;69;58"
  /// iOS's dark `systemBackground`, black.
  static let darkBackground = "48;2;0;0;0"

  /// The highlight of a selection style: its background and text colours.
  static func highlight(_ style: SelectionStyle) -> ANSIStyle {
    switch style {
    case .blue: return ANSIStyle(codes: ["97", "44"])
    case .gray: return ANSIStyle(codes: ["30", "47"])
    case .none: return .plain
    case .custom(let fill, let text):
      return ANSIStyle(codes: [foreground(text), background(fill)])
    }
  }

  static func foreground(_ colour: Colour) -> String { code(colour, background: false) }
  static func background(_ colour: Colour) -> String { code(colour, background: true) }

  private static func code(_ colour: Colour, background: Bool) -> String {
    let base = background ? 10 : 0
    switch colour {
    case .rgb(let red, let green, let blue):
      return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
    case .named(let name):
      switch name {
      case .black: return String(30 + base)
      case .red: return String(31 + base)
      case .green: return String(32 + base)
      case .yellow: return String(33 + base)
      case .blue: return String(34 + base)
      case .purple: return String(35 + base)
      case .white: return String(97 + base)
      case .lightGray: return String(37 + base)
      case .gray: return background ? "48;5;245" : "38;5;245"
      case .darkGray: return background ? "48;5;240" : "38;5;240"
      case .orange: return background ? "48;5;208" : "38;5;208"
      case .clear: return String(39 + base)
      }
    }
  }
}

/// One output line built from styled spans, tracking its display width: its UTF-8 bytes,
/// appended span by span (no string is made per span; a frame copies the bytes whole).
struct StyledLine {
  private(set) var bytes: [UInt8] = []
  private(set) var width = 0
  let color: Bool
  /// Whether colour is drawn in iOS's dark palette.
  let dark: Bool
  /// Whether colours are kept as ``runs`` rather than written as escapes.
  let runsOnly: Bool
  /// The line's runs of one named colour, when ``runsOnly``: 1-based display columns,
  /// neighbouring spans of one colour merged, as ``ColourLegend`` reads them from escapes.
  private(set) var runs: [ColourLegend.Run] = []

  init(options: RenderOptions) {
    self.color = options.color
    self.dark = options.appearance == .dark
    self.runsOnly = options.color && options.coloursAsRuns
    // Room for a line of box drawing, so that appending span by span does not regrow it.
    bytes.reserveCapacity(options.width * 3)
  }

  mutating func append(_ span: String, _ style: ANSIStyle = .plain) {
    // Nothing to write, measure or name (an escape is not written around no text).
    guard !span.isEmpty else { return }
    let spanWidth = TextLayout.width(span)
    if runsOnly {
      bytes.append(contentsOf: span.utf8)
      if spanWidth > 0, let colour = colourName(of: style) {
        addRun(colour, first: width + 1, last: width + spanWidth)
      }
    } else if color {
      bytes.append(contentsOf: (dark ? style.darkened() : style).apply(span).utf8)
    } else {
      bytes.append(contentsOf: span.utf8)
    }
    width += spanWidth
  }

  /// Pads with spaces (in a style) up to a width.
  mutating func pad(to columns: Int, _ style: ANSIStyle = .plain) {
    guard columns > width else { return }
    // In escapes, the spaces are a span like any other; else they are bytes to write.
    if color, !runsOnly { return append(TextLayout.spaces(columns - width), style) }
    bytes.appendSpaces(columns - width)
    if runsOnly, let colour = colourName(of: style) {
      addRun(colour, first: width + 1, last: columns)
    }
    width = columns
  }

  /// Appends a rule: `left`, `unit` written `count` times, and `right`, as one plain span.
  mutating func append(rule unit: String, times count: Int, between left: String, and right: String)
  {
    if color, !runsOnly { return append(left + TextLayout.repeated(unit, count: count) + right) }
    append(left)
    append(unit, times: count)
    append(right)
  }

  /// Appends `unit` (a space, a rule's glyph: one column, or a few, of its own) written
  /// `count` times, in a style; nothing when `count` is not positive.
  mutating func append(
    _ unit: String, times count: Int, _ style: ANSIStyle = .plain
  ) {
    guard count > 0 else { return }
    // In escapes, the text is a span like any other; else its bytes are copied in.
    if color, !runsOnly { return append(TextLayout.repeated(unit, count: count), style) }
    let spanWidth = TextLayout.width(unit) * count
    bytes.append(unit, times: count)
    if runsOnly, spanWidth > 0, let colour = colourName(of: style) {
      addRun(colour, first: width + 1, last: width + spanWidth)
    }
    width += spanWidth
  }

  /// Appends another line's spans as they are.
  mutating func append(_ other: StyledLine) {
    for run in other.runs {
      addRun(run.colour, first: run.first + width, last: run.last + width)
    }
    bytes.append(contentsOf: other.bytes)
    width += other.width
  }

  /// The runs shifted `columns` to the right (a frame's border before them).
  func runs(shiftedBy columns: Int) -> [ColourLegend.Run] {
    runs.map {
      ColourLegend.Run(first: $0.first + columns, last: $0.last + columns, colour: $0.colour)
    }
  }

  private mutating func addRun(_ colour: String, first: Int, last: Int) {
    if let previous = runs.last, previous.colour == colour, previous.last == first - 1 {
      runs[runs.count - 1].last = last
    } else {
      runs.append(ColourLegend.Run(first: first, last: last, colour: colour))
    }
  }

  /// The colour a style's span is named by in the legend, nil for none (plain, bold, dim).
  private func colourName(of style: ANSIStyle) -> String? {
    if dark, style.codes.isEmpty { return ColourLegend.darkBase }
    let codes = dark ? style.darkened().codes : style.codes
    guard !codes.isEmpty else { return nil }
    // A code may hold several parameters (`38;5;245`): named as the escape's are.
    return ColourLegend.name(of: codes.flatMap { $0.split(separator: ";").map(String.init) })
  }

}
