/// A slider in a picture: the track filled up to the knob, iOS's white knob, and what sits
/// at its ends. With a title, a short track before the value at the trailing edge (a
/// row's accessory); without one, as Settings draws `PSSliderSpecifier`: across the whole
/// cell, its images at its ends, no value. Mirrored right to left like every position.
enum SliderDrawing {
  /// The track of a slider with a title, at normal text sizes.
  static let shortTrack = 150.0
  /// An end image's square, and the gap between it and the track, at `large`: a bundle's
  /// image is a bitmap, which keeps its size at every text size.
  static let imageSize = 22.0
  static let imageGap = 10.0

  /// A track from `start` to `end` (in reading order), centred on `middle`, with the knob
  /// travelling `inset` points inside each end.
  static func track(
    _ position: Double, start: Double, end: Double, middle: Double, inset: Double = 0,
    _ svg: inout SVGWriter
  ) {
    let palette = svg.palette
    let length = max(0, end - start)
    let knob = start + min(inset, length / 2) + max(0, length - 2 * inset) * position
    svg.rect(x: start, y: middle - 2, width: length, height: 4, fill: palette.field, radius: 2)
    svg.rect(
      x: start, y: middle - 2, width: knob - start, height: 4, fill: palette.tint, radius: 2)
    // iOS's knob: white, with a hairline edge and a soft shadow, so it shows on a white row.
    svg.circle(cx: knob, cy: middle + 1.5, r: 12.5, fill: "#000000", opacity: 0.12)
    svg.circle(cx: knob, cy: middle, r: 12, fill: "#FFFFFF", stroke: "#D1D1D6")
  }

  /// A slider filling the room from `left` to `right`: each end's image, then the track,
  /// then the value when one is shown (a titled slider stacked under its title).
  static func wide(
    _ position: Double, value: String?, minImage: String?, maxImage: String?, left: Double,
    right: Double, middle: Double, _ svg: inout SVGWriter
  ) {
    var start = left
    var end = right
    if let value {
      svg.text(
        value, x: right, y: middle + 5, size: 15, color: svg.palette.gray, anchor: "end",
        maxWidth: (right - left) / 3)
      end -= min((right - left) / 3, SVGWriter.textWidth(value, size: 15)) + 16
    }
    let size = imageSize / svg.scale
    if let minImage {
      image(minImage, x: start, size: size, middle: middle, &svg)
      start += size + imageGap / svg.scale
    }
    if let maxImage {
      image(maxImage, x: end - size, size: size, middle: middle, &svg)
      end -= size + imageGap / svg.scale
    }
    // The knob stays its radius inside each end, so it never leaves the cell.
    track(position, start: start, end: max(start, end), middle: middle, inset: 12, &svg)
  }

  /// An end's image: a faint rounded square with the name's initial (a bundle's images
  /// cannot be drawn), as a row's icon shows its symbol's.
  private static func image(
    _ name: String, x: Double, size: Double, middle: Double, _ svg: inout SVGWriter
  ) {
    let palette = svg.palette
    svg.rect(
      x: x, y: middle - size / 2, width: size, height: size, fill: palette.control,
      radius: size / 4)
    svg.text(
      String(name.prefix { $0.isLetter || $0.isNumber }.prefix(1)).uppercased(),
      x: x + size / 2, y: middle + size * 0.2, size: size * 0.6, color: palette.gray,
      anchor: "middle", bold: true)
  }
}
