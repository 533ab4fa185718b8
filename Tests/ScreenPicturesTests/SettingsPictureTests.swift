import Fixtures
import Foundation
import ScreenBehavior
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenPictures

private func session(_ rows: String, locale: String? = nil) throws -> Session {
  let files = [
    SourceFile(path: "app.yaml", text: "state: {volume: \"0.5\", wifi: \"false\"}\n"),
    SourceFile(path: "s.yaml", text: "title: S\nstyle: insetGrouped\nrows:\n" + rows),
  ]
  let strings = [SourceFile(path: "strings/ar.yaml", text: "strings:\n  S: س\n")]
  let result = AppAssembler.load(files, strings: strings)
  let app = try #require(result.app, "\(result.reports.map(\.formatted))")
  return try Session(app: app, localisation: locale.flatMap { app.localisation(for: $0) })
}

/// A Settings slider (no title) spans the cell between its images and shows no value; a
/// slider with a title keeps its 150-point track and its value.
@Test func aSliderWithoutATitleSpansTheCell() throws {
  let untitled = try session(
    "  - {slider: volume, min: 0, max: 1, minImage: quiet, maxImage: loud, accessibilityLabel: V}\n"
  )
  let drawn = shapes(SVGRenderer.render(untitled.view))
  let tracks = drawn.filter { $0.name == "rect" && $0.attributes["height"] == "4" }
  let track = try #require(tracks.first)
  // The cell runs from 16 to 359; its images take 32 points at each end.
  #expect(track.number("x") == 64 && track.number("width") == 247)
  #expect(!drawn.contains { $0.text == "0.5" }, "no value label")
  #expect(drawn.filter { $0.name == "text" }.map(\.text).contains("Q"), "the minimum's image")

  let titled = try session("  - {title: Volume, slider: volume, min: 0, max: 1}\n")
  let shown = shapes(SVGRenderer.render(titled.view))
  let short = try #require(shown.first { $0.name == "rect" && $0.attributes["height"] == "4" })
  #expect(short.number("width") == 150)
  #expect(shown.contains { $0.text == "0.5" })
}

/// At an accessibility size nothing of the seed Settings screen leaves the picture, and
/// details wrap under their titles instead of being cut.
@Test(arguments: [Appearance.light, .dark])
func atAccessibilitySizesNothingLeavesThePicture(appearance: Appearance) throws {
  let session = try Session(app: try Fixtures.app(), screen: "settings")
  for size in [TextSize.ax1, .ax3, .ax5] {
    let svg = SVGRenderer.render(session.view, appearance: appearance, textSize: size)
    for shape in shapes(svg) {
      switch shape.name {
      case "rect":
        let (x, width) = (shape.number("x"), shape.number("width"))
        #expect(x >= 0 && x + width <= 375.1, "\(size) \(shape.attributes)")
      case "circle":
        let (cx, r) = (shape.number("cx"), shape.number("r"))
        #expect(cx - r >= 0 && cx + r <= 375.1, "\(size) \(shape.attributes)")
      default:
        let width = SVGWriter.textWidth(shape.text, size: shape.number("font-size"))
        let x = shape.number("x")
        let start =
          shape.attributes["text-anchor"] == "end"
          ? x - width : shape.attributes["text-anchor"] == "middle" ? x - width / 2 : x
        #expect(start >= 0, "\(size): '\(shape.text)' starts at \(start)")
      }
    }
    let texts = shapes(svg).filter { $0.name == "text" }.map(\.text)
    #expect(!texts.contains { $0.hasPrefix("mike@") && $0.hasSuffix("…") }, "\(size)")
    let button = texts.drop { $0 != "↗" }.dropFirst().joined(separator: " ")
    #expect(button.filter { $0 != " " } == "ResetSettings", "\(size): \(button)")
    let email = texts.drop { !$0.hasPrefix("mike@") }.prefix { !$0.hasPrefix("Password") }
    #expect(email.joined() == "mike@example.com", "\(size): \(email)")
  }
}

/// UIKit mirrors `UISwitch` right to left, as it does every control whose semantic content
/// attribute is unspecified: the track fills from the right and an off switch's knob sits
/// on the right (on, on the left).
@Test(arguments: [false, true])
func aSwitchMirrorsRightToLeft(on: Bool) throws {
  let rows = "  - {title: Wi-Fi, toggle: wifi}\n"
  var session = try session(rows, locale: "ar")
  if on { try session.apply(.toggle(.title("Wi-Fi"))) }
  for size in [TextSize.large, .ax3] {
    let drawn = shapes(SVGRenderer.render(session.view, textSize: size))
    let track = try #require(
      drawn.first {
        $0.name == "rect" && $0.attributes["rx"] != nil
          && $0.number("width") < 150
      })
    let knob = try #require(drawn.first { $0.name == "circle" })
    let middle = track.number("x") + track.number("width") / 2
    #expect(on ? knob.number("cx") < middle : knob.number("cx") > middle, "\(size)")
  }
}
