/// A row's icon, as Settings draws one before a title: an SF Symbol in white on a tinted
/// rounded square.
///
/// The YAML spelling is `icon: {symbol: wifi, background: blue}`; `background` defaults to
/// `gray`. Symbol names are not checked against SF Symbols (the tool ships none) and are
/// never translated.
public struct RowIcon: Sendable, Hashable {
  /// The SF Symbol's name: `wifi`, `bell.badge.fill`.
  public package(set) var symbol: String
  /// The square's colour.
  public package(set) var background: Colour

  /// Creates an icon.
  package init(symbol: String, background: Colour = .named(.gray)) {
    self.symbol = symbol
    self.background = background
  }
}
