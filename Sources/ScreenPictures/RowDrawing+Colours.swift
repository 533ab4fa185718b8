import ScreenModel

/// The colours a row is drawn in: its highlight, and a screen file's colours as CSS.
extension RowDrawing {
  /// The highlight of a selection style: fill and text colours, or nil for `none`.
  static func highlight(_ style: SelectionStyle, _ palette: Palette) -> (
    background: String, text: String
  )? {
    switch style {
    case .blue: return (palette.tint, "#FFFFFF")
    case .gray: return (palette.grayHighlight, palette.label)
    case .none: return nil
    case .custom(let background, let text): return (css(background, palette), css(text, palette))
    }
  }

  static func css(_ colour: Colour, _ palette: Palette = .light) -> String {
    switch colour {
    case .rgb: return colour.spelling
    case .named(let name):
      switch name {
      case .black: return "#000000"
      case .white: return "#FFFFFF"
      case .red: return palette.red
      case .green: return palette.green
      case .blue: return palette.tint
      case .yellow: return "#FFCC00"
      case .orange: return "#FF9500"
      case .purple: return "#AF52DE"
      case .gray: return palette.gray
      case .lightGray: return "#D1D1D6"
      case .darkGray: return "#48484A"
      case .clear: return "none"
      }
    }
  }
}
