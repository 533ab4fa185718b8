import Basics
import ScreenModel
import YAMLTree

/// Decodes a row's `icon: {symbol: NAME, background: COLOUR}`.
enum IconDecoder {
  static let keys = FieldTable.names(FieldTable.icon)

  /// `icon: {symbol: NAME, background: COLOUR}`.
  static func decode(_ node: Node, _ context: inout DecodeContext) -> RowIcon? {
    guard
      let fields = context.fields(
        node, expected: "an icon (a mapping with 'symbol' and 'background')", known: keys)
    else { return nil }
    let background = fields["background"].flatMap { context.colour($0, key: "background") }
    guard
      let symbolNode = context.required(fields, "symbol", in: "the icon"),
      let symbol = context.text(symbolNode, key: "symbol")
    else { return nil }
    guard !symbol.isEmpty else {
      context.error(Messages.emptySymbol, at: symbolNode.mark)
      return nil
    }
    return RowIcon(symbol: symbol, background: background ?? .named(.gray))
  }
}
