/// A Dynamic Type size, as a user picks it in Settings ▸ Accessibility ▸ Display & Text
/// Size. Pictures scale their fonts and rows with it (17 pt body text at `large`); at the
/// accessibility sizes (`ax1` and above) a row's detail, value or control moves under its
/// title, and titles wrap instead of being cut, in text and in pictures, as UIKit cells do.
/// The YAML spelling is `textSize: ax3`.
public enum TextSize: String, Sendable, Hashable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, ax1, ax2, ax3, ax4, ax5

  /// The body text's size in points (Apple's Dynamic Type table).
  package var bodyPoints: Double {
    switch self {
    case .xSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .xLarge: 19
    case .xxLarge: 21
    case .xxxLarge: 23
    case .ax1: 28
    case .ax2: 33
    case .ax3: 40
    case .ax4: 47
    case .ax5: 53
    }
  }

  /// How much larger than `large` text is drawn.
  public var scale: Double { bodyPoints / 17 }

  /// Whether this is one of the accessibility sizes, where cells stack their parts.
  public var isAccessibilitySize: Bool { bodyPoints >= 28 }
}
