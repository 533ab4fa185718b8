import ScreenBehavior

/// What a picture draws over or above its rows: the navigation bar and an action sheet.
extension SVGRenderer {
  /// An action sheet over the dimmed screen, at the bottom of a picture `height` high:
  /// its title, message and button in one rounded group, Cancel in another.
  static func drawSheet(
    _ sheet: SheetView, cancel: String, height y: Double, _ drawn: inout SVGWriter
  ) {
    let palette = drawn.palette
    let width = drawn.width
    drawn.rect(x: 0, y: 0, width: width, height: y, fill: "#000000", opacity: 0.35)
    var sheetHeight = 8.0 + 57 + 57 + 8
    if sheet.title != nil { sheetHeight += 22 }
    let messageLines = sheet.message?.split(separator: "\n").map(String.init) ?? []
    sheetHeight += 20 * Double(messageLines.count)
    var top = y - sheetHeight - 8
    drawn.rect(
      x: 8, y: top, width: width - 16, height: sheetHeight - 65, fill: palette.sheet, radius: 13)
    top += 8
    if let title = sheet.title {
      drawn.text(
        title, x: width / 2, y: top + 16, size: 13, color: palette.gray, anchor: "middle",
        bold: true, maxWidth: width - 40)
      top += 22
    }
    for message in messageLines {
      drawn.text(
        message, x: width / 2, y: top + 14, size: 13, color: palette.gray, anchor: "middle",
        maxWidth: width - 40)
      top += 20
    }
    drawn.text(
      sheet.button, x: width / 2, y: top + 36,
      size: 20, color: sheet.destructive ? palette.red : palette.tint, anchor: "middle",
      maxWidth: width - 40)
    drawn.rect(x: 8, y: y - 65, width: width - 16, height: 57, fill: palette.sheet, radius: 13)
    drawn.text(
      cancel, x: width / 2, y: y - 29, size: 20, color: palette.tint, anchor: "middle",
      bold: true)

  }

  static func navigationBar(_ view: ScreenView, _ svg: inout SVGWriter) {
    let width = svg.width
    let palette = svg.palette
    svg.rect(x: 0, y: 0, width: width, height: 44, fill: palette.bar)
    svg.line(x1: 0, x2: width, y: 44, color: palette.separator)
    let edit = view.editButton.map { $0 == .edit ? view.texts.edit : view.texts.done }
    let chevron = svg.mirrored ? "›" : "‹"
    // As UINavigationBar: the centred title keeps its room; a back title that would crowd
    // it becomes "Back", and then only the chevron. On an empty bar it has the bar.
    let right = edit.map { SVGWriter.textWidth($0, size: 17) + 20 } ?? 0
    let titleWidth = SVGWriter.textWidth(view.title, size: 17, bold: true)
    func room(_ back: String) -> Double {
      width - 2 * max(SVGWriter.textWidth(back, size: 17) + 16, right, 16)
    }
    var titleRoom = room("")
    if let title = view.backTitle {
      let back = [title, view.texts.back].first { room(chevron + " " + $0) >= titleWidth }
      titleRoom = room(back.map { chevron + " " + $0 } ?? chevron)
      if svg.mirrored {
        // The chevron at the far right, pointing right; the title to the left of it.
        svg.text(chevron, x: 8, y: 28, color: palette.tint, symbol: true)
        let after = 8 + SVGWriter.textWidth(chevron + " ", size: 17)
        svg.text(back ?? "", x: after, y: 28, color: palette.tint)
      } else {
        svg.text(back.map { chevron + " " + $0 } ?? chevron, x: 8, y: 28, color: palette.tint)
      }
    }
    if let button = view.editButton, let edit {
      svg.text(
        edit, x: width - 12, y: 28, color: palette.tint, anchor: "end", bold: button == .done)
    }
    svg.text(
      view.title, x: width / 2, y: 28, anchor: "middle", bold: true,
      maxWidth: max(titleRoom, 40))
  }
}
