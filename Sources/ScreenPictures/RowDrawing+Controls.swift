import ScreenBehavior
import ScreenModel

/// What each drawn control is in a picture: every switch over ``ControlView`` in the
/// pictures is here, so a new kind's control is drawn in this file (at the trailing edge of
/// its row, across the whole row, or stacked at the accessibility sizes).
extension RowDrawing {
  /// Draws a control against the right edge; returns where the row's text must end.
  static func drawControl(
    _ control: ControlView, y: Double, height: Double, right: Double, _ svg: inout SVGWriter
  ) -> Double {
    let middle = y + height / 2
    let palette = svg.palette
    switch control {
    case .toggle(let on):
      toggle(on, right: right, middle: middle, &svg)
      return right - svg.fixed(51) - 8
    case .textField(let text, let placeholder, let secure):
      let shown =
        text.map { secure ? String(repeating: "•", count: $0.count) : $0 } ?? (placeholder ?? "")
      svg.text(
        shown, x: right, y: y + 28, color: text == nil ? palette.faint : palette.gray,
        anchor: "end",
        maxWidth: 180)
      return right - min(180, SVGWriter.textWidth(shown, size: 17)) - 8
    case .slider(let position, let value, _, _):
      let track = SliderDrawing.shortTrack
      let start = right - track - SVGWriter.textWidth(value, size: 15) - 12
      SliderDrawing.track(position, start: start, end: start + track, middle: middle, &svg)
      svg.text(value, x: right, y: y + 27, size: 15, color: palette.gray, anchor: "end")
      return start - 16
    case .stepper(let value, let canDecrement, let canIncrement):
      let buttons = svg.fixed(94)
      stepper(canDecrement, canIncrement, right: right, width: buttons, middle: middle, &svg)
      svg.text(value, x: right - buttons - 10, y: y + 28, color: palette.gray, anchor: "end")
      return right - buttons - 18 - SVGWriter.textWidth(value, size: 17)
    case .link(_, let chevron):
      guard !chevron else {
        svg.text(
          svg.mirrored ? "‹" : "›", x: right, y: y + 29, size: 22, color: palette.gray,
          anchor: "end", symbol: true)
        return right - 18
      }
      svg.text("↗", x: right, y: y + 28, color: palette.tint, anchor: "end")
      return right - 24
    case .button, .textView, .custom:
      // Drawn across the whole row instead (``drawButton``, ``drawTextView``).
      return right
    case .datePicker(let value, let opened):
      // As IASK: the value in the tint, in the label's colour while the picker is open.
      let shown = value ?? ""
      svg.text(
        shown, x: right, y: y + 28, color: opened == nil ? palette.tint : palette.label,
        anchor: "end", maxWidth: 220)
      return right - min(220, SVGWriter.textWidth(shown, size: 17)) - 8
    case .segments(let titles, let selected):
      // As UISegmentedControl: equal segments, as wide as the widest title needs.
      let widest = titles.map { SVGWriter.textWidth($0, size: 13, bold: true) }.max() ?? 0
      let segment = min(max(widest + 24, 48), 120)
      let total = segment * Double(titles.count)
      let start = right - total
      svg.rect(
        x: start, y: middle - 14, width: total, height: 28, fill: palette.segments, radius: 8)
      for (index, title) in titles.enumerated() {
        let left = start + Double(index) * segment
        if index == selected {
          svg.rect(
            x: left + 2, y: middle - 12, width: segment - 4, height: 24,
            fill: palette.chosenSegment,
            radius: 7)
        }
        svg.text(
          title, x: left + segment / 2, y: middle + 5, size: 13, anchor: "middle",
          bold: index == selected, maxWidth: segment - 8)
      }
      return start - 8
    }
  }

  /// A row drawn across its whole cell, with no title line: a text view's text, a custom
  /// view's frame; returns its height, or nil for a row drawn with a title line.
  static func drawWholeRow(
    _ row: RowView, view: ScreenView, y: Double, inset: Double, width: Double,
    _ svg: inout SVGWriter
  ) -> Double? {
    switch row.control {
    case .textView(let text, let placeholder)?:
      return drawTextView(
        row, text: text, placeholder: placeholder, y: y, inset: inset, width: width, &svg)
    case .custom(let name, let points)?:
      return drawCustom(
        row, name: name, points: points, view: view, y: y, inset: inset, width: width, &svg)
    case nil, .toggle?, .textField?, .slider?, .stepper?, .button?, .link?, .datePicker?,
      .segments?:
      return nil
    }
  }
}

/// A control at the accessibility sizes, stacked under its row's title.
extension StackedRow {
  /// What sits under the title, as text: a detail, a text field's text, a stepper's value
  /// (a slider or switch draws itself instead).
  static func part(_ row: RowView) -> String? {
    switch row.control {
    case .textField(let text, let placeholder, let secure)?:
      return text.map { secure ? String(repeating: "•", count: $0.count) : $0 } ?? placeholder
    case .stepper(let value, _, _)?: return value.nilIfEmpty
    case .datePicker(let value, _)?: return value
    case nil:
      return [row.detail, row.badge.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
        .nilIfEmpty
    case .toggle?, .slider?, .button?, .link?, .textView?, .custom?, .segments?: return nil
    }
  }

  /// Whether the row has a control drawn on a line of its own under its part: a switch,
  /// a slider, a stepper's buttons.
  static func hasControlLine(_ row: RowView) -> Bool {
    switch row.control {
    case nil, .textField?, .datePicker?, .textView?, .custom?, .toggle?: return false
    case .slider?, .stepper?, .button?, .link?, .segments?: return true
    }
  }

  /// The control on a line of its own under the title and part (``hasControlLine(_:)``).
  static func drawControlLine(
    _ control: ControlView, view: ScreenView, top: Double, left: Double, right: Double,
    inset: Double, width: Double, _ svg: inout SVGWriter
  ) {
    switch control {
    case .slider(let position, let value, let minImage, let maxImage):
      // The whole line is the slider's, the value at its trailing end.
      SliderDrawing.wide(
        position, value: value, minImage: minImage, maxImage: maxImage, left: left,
        right: right, middle: top - 2 + partHeight / 2, &svg)
    case .stepper(_, let canDecrement, let canIncrement):
      // Its value is the part above; the buttons keep to the trailing edge, narrowed to
      // the cell when it is narrower.
      RowDrawing.stepper(
        canDecrement, canIncrement, right: right, width: min(svg.fixed(94), right - left),
        middle: top - 2 + partHeight / 2, &svg)
    case .toggle, .button, .link, .segments, .textField, .textView, .custom, .datePicker:
      // (A switch is drawn beside its title above.)
      // The control on its own line, at the trailing edge, as a cell's accessory view.
      var line = RowView(title: "")
      line.control = control
      RowDrawing.draw(
        line, view: view, y: top - 2, height: partHeight, inset: inset, width: width, &svg)
    }
  }
}
