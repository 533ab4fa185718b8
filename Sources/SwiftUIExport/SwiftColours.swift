import ScreenModel

/// Colours as SwiftUI `Color` values.
enum SwiftColours {
  /// `Color.blue`; a grey of UIKit's `lightGray` or `darkGray` by its components; `#RRGGBB`
  /// as `Color(red:green:blue:)`.
  static func color(_ colour: Colour) -> String {
    switch colour {
    case .named(let name):
      switch name {
      case .lightGray: return "Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3)"
      case .darkGray: return "Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3)"
      case .black, .white, .red, .green, .blue, .yellow, .orange, .purple, .gray, .clear:
        return "Color." + name.rawValue
      }
    case .rgb(let red, let green, let blue):
      return "Color(red: \(red) / 255, green: \(green) / 255, blue: \(blue) / 255)"
    }
  }
}
