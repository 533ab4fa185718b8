import ScreenBehavior
import ScreenModel

/// Draws a screen as text: a pure function of a ``ScreenView`` and ``RenderOptions``.
///
/// Every line of a frame has the same display width, ends in the frame's border (so no
/// line has trailing spaces), and ends with `\n`.
///
/// ```swift
/// let text = Renderer.render(session.view, options: RenderOptions(width: 40))
/// ```
public enum Renderer {
  /// The screen drawn in a frame of `options.width` columns.
  public static func render(_ view: ScreenView, options: RenderOptions = RenderOptions()) -> String
  {
    drawn(view, options: options).lines.text
  }

  /// The lines (1-based) each part of the view occupies in its drawing at these options:
  /// what the VoiceOver transcript points at. A part that is not drawn has no span.
  package static func lineSpans(_ view: ScreenView, options: RenderOptions = RenderOptions())
    -> [DrawnElement: ClosedRange<Int>]
  {
    var plain = options
    plain.color = false
    return drawn(view, options: plain, keepsSpans: true).spans
  }

  /// The screen drawn as ``render(_:options:)`` draws it, and the texts it cut to fit (a
  /// title, detail or subtitle ending in `…`), whole, in the order they were drawn, each
  /// once.
  package static func renderWithCuts(_ view: ScreenView, options: RenderOptions = RenderOptions())
    -> (text: String, cuts: [String])
  {
    let cuts = CutTexts()
    let frame = drawn(view, options: options, cuts: cuts)
    var seen: Set<String> = []
    return (
      frame.lines.text, cuts.texts.filter { seen.insert($0).inserted }
    )
  }

  /// The screen drawn in colour without escapes (``RenderOptions/coloursAsRuns`` is set
  /// for it), the colours' legend entries (``ColourLegend``), and the texts it cut to fit
  /// as ``renderWithCuts(_:options:)`` gives them: what a text snapshot pins.
  package static func renderWithLegend(_ view: ScreenView, options: RenderOptions)
    -> (text: String, legend: [String], cuts: [String])
  {
    var options = options
    options.color = true
    options.coloursAsRuns = true
    let cuts = CutTexts()
    let frame = drawn(view, options: options, cuts: cuts)
    var seen: Set<String> = []
    return (
      frame.lines.text, frame.legend,
      cuts.texts.filter { seen.insert($0).inserted }
    )
  }

  private static func drawn(
    _ view: ScreenView, options: RenderOptions, cuts: CutTexts? = nil, keepsSpans: Bool = false
  ) -> Frame {
    var frame = Frame(options: options)
    frame.cuts = cuts
    frame.keepsSpans = keepsSpans
    frame.rightToLeft = view.rightToLeft
    frame.texts = view.texts
    frame.navigationBar(view)
    if let search = view.search { frame.drawing(.search) { $0.searchField(search) } }
    if let sheet = view.sheet {
      // The screen dims under the sheet: drawn without its colours, then dimmed.
      var under = Frame(options: RenderOptions(width: options.width, ascii: options.ascii))
      under.cuts = cuts
      under.rightToLeft = view.rightToLeft
      under.texts = view.texts
      under.content(view)
      for line in under.lines.all.dropFirst() {
        let dims = options.color && !options.coloursAsRuns
        frame.lines.append(dims ? ANSIStyle.dim.apply(line) : line)
      }
      frame.sheet(sheet, cancel: view.texts.cancel)
    } else {
      frame.content(view)
    }
    if let notice = view.notice { frame.drawing(.notice) { $0.notice(notice) } }
    frame.close()
    return frame
  }

  /// The current screen of a session.
  public static func render(_ session: Session, options: RenderOptions = RenderOptions()) -> String
  {
    render(session.view, options: options)
  }
}

/// The texts a drawing cut to fit, whole, in the order it cut them.
final class CutTexts {
  var texts: [String] = []
}

/// Lines of a frame being drawn, with the layout of each kind of line.
struct Frame {
  let options: RenderOptions
  let glyphs: Glyphs
  /// The width inside the frame's side borders.
  let inner: Int
  var lines = DrawnLines()
  /// The lines each part of the view was drawn on, when ``keepsSpans``.
  var spans: [DrawnElement: ClosedRange<Int>] = [:]
  /// Whether ``spans`` are recorded (only ``Renderer/lineSpans(_:options:)`` reads them).
  var keepsSpans = false
  /// Whether the layout mirrors (a right-to-left locale).
  var rightToLeft = false
  /// The built-in texts of the view drawn, in its locale.
  var texts = ScreenView.Texts()
  /// Where the texts cut to fit are collected, when someone asks for them.
  var cuts: CutTexts?
  /// The colours' legend entries of the lines drawn so far, with
  /// ``RenderOptions/coloursAsRuns``.
  var legend: [String] = []

  init(options: RenderOptions) {
    self.options = options
    self.glyphs = options.ascii ? .ascii : .unicode
    self.inner = options.width - 2
    border(glyphs.topLeft, glyphs.topRight)
  }

  /// Appends a border line: its ends and the horizontal rule between them.
  mutating func border(_ left: String, _ right: String) {
    if paints {
      lines.append(painted(left + TextLayout.repeated(glyphs.horizontal, count: inner) + right))
    } else {
      lines.append(left, repeating: glyphs.horizontal, count: inner, right)
    }
  }

  /// Whether the frame's own glyphs are painted (``painted(_:)``).
  var paints: Bool {
    options.color && !options.coloursAsRuns && options.appearance == .dark
  }

  /// The frame's own glyphs, on the dark background in a dark colour drawing.
  func painted(_ text: String) -> String {
    // Drawn as runs, the frame's own colour is the dark drawing's base: no legend entry.
    paints ? ANSIStyle.plain.darkened().apply(text) : text
  }

  func text(_ text: String) -> String { TextLayout.escaped(text) }

  func fit(_ text: String, _ columns: Int) -> String {
    guard let cuts else {
      return TextLayout.truncated(text, to: columns, ellipsis: glyphs.ellipsis)
    }
    let fitted = TextLayout.fitted(text, to: columns, ellipsis: glyphs.ellipsis)
    if fitted.cut { cuts.texts.append(text) }
    return fitted.text
  }

  /// Appends a framed line from content exactly `inner` columns wide.
  mutating func framed(_ content: StyledLine) {
    framed(content, inside: Sides(left: "", right: ""))
  }

  /// Plain text on either side of a line's content inside the frame (a grouped row's box
  /// sides), measured once.
  struct Sides {
    let left: String
    let right: String
    let width: (left: Int, right: Int)

    init(left: String, right: String) {
      self.left = left
      self.right = right
      width = (TextLayout.width(left), TextLayout.width(right))
    }
  }

  /// Appends a framed line of `sides.left`, `content` and `sides.right`, padded to `inner`
  /// columns, as one line of the three would be.
  mutating func framed(_ content: StyledLine, inside sides: Sides) {
    let (left, right) = (sides.left, sides.right)
    let side = painted(glyphs.vertical)
    let leftWidth = sides.width.left
    if content.color, !content.runsOnly {
      // In escapes, each span and the padding are written as spans of their own.
      var line = StyledLine(options: options)
      line.append(left)
      line.append(content)
      line.append(right)
      line.pad(to: inner)
      lines.append(side, "", line.bytes, "", padding: 0)
    } else {
      // Plain text has no colour to name: the legend leaves a dark drawing's base out.
      let width = leftWidth + content.width + sides.width.right
      lines.append(side, left, content.bytes, right, padding: inner - width)
    }
    if !content.runs.isEmpty {
      let base = options.appearance == .dark ? ColourLegend.darkBase : nil
      let shift = TextLayout.width(side) + leftWidth
      if let entry = ColourLegend.entry(
        line: lines.count, runs: content.runs(shiftedBy: shift), base: base)
      {
        legend.append(entry)
      }
    }
  }

  /// Appends wrapped text, indented by `indent` columns, in a style.
  mutating func paragraph(_ raw: String, indent: Int, style: ANSIStyle, centered: Bool = false) {
    let width = inner - indent * 2
    for line in TextLayout.wrapped(TextLayout.escaped(raw, keepNewlines: true), to: width) {
      var styled = StyledLine(options: options)
      let offset =
        centered
        ? (width - TextLayout.width(line)) / 2
        : rightToLeft ? width - TextLayout.width(line) : 0
      styled.append(" ", times: indent + offset)
      styled.append(line, style)
      framed(styled)
    }
  }

  mutating func blank() {
    framed(StyledLine(options: options))
  }

  mutating func close() {
    border(glyphs.bottomLeft, glyphs.bottomRight)
  }

  /// The navigation bar: back button, centred title, Edit/Done; then its rule.
  mutating func navigationBar(_ view: ScreenView) {
    let columns = inner - 2
    var left = ""
    if let back = view.backTitle {
      left = fit(glyphs.back + " " + text(back), max(columns / 3, 3))
    }
    var right = ""
    if let button = view.editButton {
      right = text(button == .edit ? view.texts.edit : view.texts.done)
    }
    if rightToLeft {
      // Mirrored: the back button on the right, pointing right; Edit on the left.
      let back =
        view.backTitle.map { fit(text($0), max(columns / 3 - 2, 1)) + " " + mirrored(glyphs.back) }
        ?? ""
      (left, right) = (right, back)
    }
    let side = max(TextLayout.width(left), TextLayout.width(right))
    var title = text(view.title)
    var start: Int
    if TextLayout.width(title) + 2 * side + 2 <= columns {
      start = (columns - TextLayout.width(title)) / 2
    } else {
      let leftRoom = TextLayout.width(left) + (left.isEmpty ? 0 : 1)
      let rightRoom = TextLayout.width(right) + (right.isEmpty ? 0 : 1)
      title = fit(title, max(columns - leftRoom - rightRoom, 1))
      start = leftRoom
    }
    var line = StyledLine(options: options)
    line.append(" ")
    line.append(left, .tint)
    line.pad(to: 1 + start)
    line.append(title, .bold)
    line.pad(to: 1 + columns - TextLayout.width(right))
    line.append(right, .tint)
    drawing(.navigationBar) { $0.framed(line) }
    border(glyphs.teeLeft, glyphs.teeRight)
  }
}
