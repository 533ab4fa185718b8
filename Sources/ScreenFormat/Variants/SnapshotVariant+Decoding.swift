import Basics
import ScreenModel
import YAMLTree

extension AppFileDecoder {
  static let variantKeys = FieldTable.names(FieldTable.snapshotVariant)

  /// `snapshotVariants`: a list of mappings, each value checked where it is written (a
  /// locale's table is looked for once the app's tables are known).
  static func snapshotVariants(_ node: Node, _ context: inout DecodeContext) -> [(
    SnapshotVariant, localeMark: Mark?
  )] {
    var out: [(SnapshotVariant, localeMark: Mark?)] = []
    guard let items = node.sequence else {
      context.error(
        Messages.wrongType(expected: "a list of variants", found: node.kindDescription),
        at: node.mark)
      return []
    }
    for item in items {
      guard
        let fields = context.fields(
          item,
          expected: "a variant (a mapping of device, host, locale, appearance, textSize, format)",
          known: variantKeys)
      else { continue }
      var variant = SnapshotVariant()
      variant.device = fields["device"].flatMap { context.oneOf($0, what: "device") as Device? }
      variant.host = fields["host"].flatMap { context.oneOf($0, what: "host") as Host? }
      variant.locale = context.text(fields, "locale")
      variant.appearance = fields["appearance"].flatMap {
        context.oneOf($0, what: "appearance") as Appearance?
      }
      variant.textSize = fields["textSize"].flatMap {
        context.oneOf($0, what: "textSize") as TextSize?
      }
      if let format = fields["format"], let text = context.text(format, key: "format") {
        if let named = OutputFormat(snapshotted: text) {
          variant.format = named
        } else {
          context.error(Messages.unknownVariantFormat(text), at: format.mark)
        }
      }
      out.append((variant, fields["locale"]?.mark))
    }
    return out
  }
}
