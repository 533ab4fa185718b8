import ScreenModel

/// The colours a picture is drawn in: iOS's system colours in its light or dark appearance
/// (`systemBackground`, `systemGroupedBackground`, `secondarySystemGroupedBackground`,
/// `label`, `secondaryLabel`, `separator`, and the tints, which are brighter in dark).
struct Palette: Sendable {
  var tint: String
  var red: String
  var green: String
  /// Secondary text: details, headers, footers, placeholders.
  var gray: String
  /// Placeholder text and a stepper's spent side.
  var faint: String
  var separator: String
  /// A plain table's background.
  var background: String
  /// A grouped table's background, behind its cells.
  var groupedBackground: String
  /// A grouped table's cells.
  var cell: String
  var bar: String
  /// A search field and a slider's track.
  var field: String
  /// A switch when off, a stepper, a segmented control's track.
  var control: String
  /// A segmented control's track.
  var segments: String
  /// A segmented control's chosen segment.
  var chosenSegment: String
  /// Primary text.
  var label: String
  /// A link's notice.
  var notice: String
  /// An action sheet's buttons.
  var sheet: String
  /// The gray selection style's fill.
  var grayHighlight: String

  static let light = Palette(
    tint: "#007AFF", red: "#FF3B30", green: "#34C759", gray: "#8E8E93", faint: "#C7C7CC",
    separator: "#C6C6C8", background: "#FFFFFF", groupedBackground: "#F2F2F7", cell: "#FFFFFF",
    bar: "#F9F9F9", field: "#E3E3E8", control: "#E9E9EB", segments: "#EEEEF0",
    chosenSegment: "#FFFFFF",
    label: "#000000", notice: "#E5F0FF", sheet: "#FFFFFF", grayHighlight: "#D1D1D6")

  static let dark = Palette(
    tint: "#0A84FF", red: "#FF453A", green: "#30D158", gray: "#8D8D93", faint: "#5A5A5E",
    separator: "#38383A", background: "#000000", groupedBackground: "#000000", cell: "#1C1C1E",
    bar: "#121212", field: "#2C2C2E", control: "#39393D", segments: "#1C1C1E",
    chosenSegment: "#636366",
    label: "#FFFFFF", notice: "#0A2540", sheet: "#2C2C2E", grayHighlight: "#3A3A3C")

  /// The palette of an appearance.
  static func of(_ appearance: Appearance) -> Palette { appearance == .dark ? dark : light }
}
