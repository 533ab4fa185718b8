import ScreenModel
import ScreenPictures
import ScreenRendering

/// How a screen is drawn, in every format: the text's width, glyphs and colour, the
/// picture's width, the device, host and locale a session starts in, the appearance and
/// the Dynamic Type size.
///
/// ```swift
/// let session = try Session(app: app, screen: "settings")
/// let picture = session.draw(as: .svg, options: .init(appearance: .dark, textSize: .ax3))
/// ```
public struct DrawingOptions: Sendable, Hashable {
  /// A text drawing's width in display columns (24 to 1,000; default 40).
  public var width: Int
  /// Whether text is drawn with ASCII only (the screens' own text stays as written).
  public var ascii: Bool
  /// Whether text is drawn with ANSI colour.
  public var color: Bool
  /// A picture's width in points; nil draws it at the device's (375, 768 on a pad).
  public var pictureWidth: Double?
  /// The device a session starts on (``Session/init(app:screen:drawing:)``), and whose
  /// picture width a picture takes.
  public var device: Device
  /// Where a session's screens show (``Host``).
  public var host: Host
  /// The locale a session draws in (a strings table's, or `pseudo`), if any.
  public var locale: String?
  /// Light or dark.
  public var appearance: Appearance
  /// The Dynamic Type size.
  public var textSize: TextSize

  /// Creates options; the width is clamped to the accepted range.
  public init(
    width: Int = 40, ascii: Bool = false, color: Bool = false, pictureWidth: Double? = nil,
    device: Device = .phone, host: Host = .settings, locale: String? = nil,
    appearance: Appearance = .light, textSize: TextSize = .large
  ) {
    self.width = RenderOptions(width: width).width
    self.ascii = ascii
    self.color = color
    self.pictureWidth = pictureWidth
    self.device = device
    self.host = host
    self.locale = locale
    self.appearance = appearance
    self.textSize = textSize
  }

  /// The options that draw as the text renderer's `options` do (width, glyphs, colour,
  /// appearance, text size), on a phone, in Settings, in the source texts.
  public init(_ options: RenderOptions, pictureWidth: Double? = nil) {
    self.init(
      width: options.width, ascii: options.ascii, color: options.color,
      pictureWidth: pictureWidth, appearance: options.appearance, textSize: options.textSize)
  }

  /// The options of the text renderer and VoiceOver.
  public var text: RenderOptions {
    RenderOptions(
      width: width, ascii: ascii, color: color, appearance: appearance, textSize: textSize)
  }

  /// The width a picture is drawn at on `device`.
  package func pictureWidth(on device: Device) -> Double {
    pictureWidth ?? SVGRenderer.width(for: device)
  }
}
