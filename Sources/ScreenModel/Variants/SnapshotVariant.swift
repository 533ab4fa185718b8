import Basics
import YAMLTree

/// One variant a plain `snapshot` run verifies beside the default, from `app.yaml`'s
/// `snapshotVariants`: any of a device, a host, a locale, an appearance, a text size and a format.
///
/// ```yaml
/// snapshotVariants:
///   - {appearance: dark}
///   - {locale: ar}
///   - {textSize: ax3, format: voiceover}
///   - {appearance: dark, format: svg}
/// ```
package struct SnapshotVariant: Sendable, Hashable {
  /// The device, when the variant names one.
  package var device: Device?
  /// The host, when the variant names one.
  package var host: Host?
  /// The locale, when the variant names one.
  package var locale: String?
  /// The appearance, when the variant names one.
  package var appearance: Appearance?
  /// The Dynamic Type size, when the variant names one.
  package var textSize: TextSize?
  /// What is recorded: `text` (default), `voiceover` or `svg`.
  package var format: String?

  /// Creates a variant.
  package init(
    device: Device? = nil, host: Host? = nil, locale: String? = nil,
    appearance: Appearance? = nil, textSize: TextSize? = nil, format: String? = nil
  ) {
    self.device = device
    self.host = host
    self.locale = locale
    self.appearance = appearance
    self.textSize = textSize
    self.format = format
  }

  /// The formats a snapshot records.
  package static let formats = ["text", "voiceover", "svg"]
}

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
        if SnapshotVariant.formats.contains(text) {
          variant.format = text
        } else {
          context.error(Messages.unknownVariantFormat(text), at: format.mark)
        }
      }
      out.append((variant, fields["locale"]?.mark))
    }
    return out
  }
}

extension Messages {
  static func unknownVariantFormat(_ text: String) -> String {
    "unknown snapshot format '\(text)'; a variant records 'text', 'voiceover' or 'svg'"
  }
  static func variantLocaleWithoutTable(_ locale: String) -> String {
    "no strings table for the variant's locale '\(locale)': add strings/\(locale).yaml (or one for its language), or use 'pseudo'"
  }
}
