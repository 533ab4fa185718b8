/// What a screen is drawn for, beside its format: the device, the host (Settings or the
/// app), the locale, the appearance and the Dynamic Type size. The default is an iPhone's
/// Settings in the development language, light, at the large text size.
public struct Variant: Sendable, Hashable {
  /// The device.
  public package(set) var device: Device
  /// Settings or the app (InAppSettingsKit).
  public package(set) var host: Host
  /// The locale whose strings table the texts are looked up in; nil for none.
  public package(set) var locale: String?
  /// Light or dark.
  public package(set) var appearance: Appearance
  /// The Dynamic Type size.
  public package(set) var textSize: TextSize

  /// Creates a variant; what is not given is the default.
  public init(
    device: Device = .phone, host: Host = .settings, locale: String? = nil,
    appearance: Appearance = .light, textSize: TextSize = .large
  ) {
    self.device = device
    self.host = host
    self.locale = locale
    self.appearance = appearance
    self.textSize = textSize
  }

  /// What the variant adds to a snapshot's name, in one fixed order: `@pad@app@de@dark@ax3`.
  /// The defaults add nothing, so declaring variants never renames a reference.
  public var nameSuffix: String {
    var out = device == .phone ? "" : "@" + device.rawValue
    if host != .settings { out += "@" + host.rawValue }
    if let locale { out += "@" + locale }
    if appearance != .light { out += "@" + appearance.rawValue }
    if textSize != .large { out += "@" + textSize.rawValue }
    return out
  }

  /// This variant with what a declared snapshot variant names in place of its own.
  package func applying(_ declared: SnapshotVariant) -> Variant {
    Variant(
      device: declared.device ?? device, host: declared.host ?? host,
      locale: declared.locale ?? locale, appearance: declared.appearance ?? appearance,
      textSize: declared.textSize ?? textSize)
  }
}
