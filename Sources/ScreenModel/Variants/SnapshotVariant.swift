import Basics

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
public struct SnapshotVariant: Sendable, Hashable {
  /// The device, when the variant names one.
  public package(set) var device: Device?
  /// The host, when the variant names one.
  public package(set) var host: Host?
  /// The locale, when the variant names one.
  public package(set) var locale: String?
  /// The appearance, when the variant names one.
  public package(set) var appearance: Appearance?
  /// The Dynamic Type size, when the variant names one.
  public package(set) var textSize: TextSize?
  /// What is recorded: text (default), VoiceOver or the SVG picture.
  public package(set) var format: OutputFormat?

  /// Creates a variant.
  package init(
    device: Device? = nil, host: Host? = nil, locale: String? = nil,
    appearance: Appearance? = nil, textSize: TextSize? = nil, format: OutputFormat? = nil
  ) {
    self.device = device
    self.host = host
    self.locale = locale
    self.appearance = appearance
    self.textSize = textSize
    self.format = format
  }
}
