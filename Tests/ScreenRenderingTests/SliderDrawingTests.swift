import Fixtures
import ScreenBehavior
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenRendering

private func sliders(_ rows: String, locale: String? = nil) throws -> Session {
  let files = [
    SourceFile(
      path: "app.yaml", text: "state: {volume: \"0.5\", other: \"0.5\", off: \"false\"}\n"),
    SourceFile(path: "s.yaml", text: "title: Sliders\nstyle: insetGrouped\nrows:\n" + rows),
  ]
  let strings = [SourceFile(path: "strings/ar.yaml", text: "strings:\n  Sliders: منزلقات\n")]
  let result = AppAssembler.load(files, strings: strings)
  let app = try #require(result.app, "\(result.reports.map(\.formatted))")
  return try Session(app: app, localisation: locale.flatMap { app.localisation(for: $0) })
}

private func row(_ text: String, _ line: Int) -> String {
  let lines = text.split(separator: "\n").map(String.init)
  return lines.indices.contains(line) ? lines[line] : ""
}

/// As Settings draws `PSSliderSpecifier`: a slider without a title spans the whole cell,
/// with no value beside it; one with a title keeps its short track and its value.
@Test func aSliderWithoutATitleSpansTheCellWithoutItsValue() throws {
  let session = try sliders(
    "  - {slider: volume, min: 0, max: 1, accessibilityLabel: Volume}\n"
      + "  - {title: Other, slider: other, min: 0, max: 1}\n")
  let text = Renderer.render(session, options: RenderOptions(width: 40))
  #expect(row(text, 5) == "│ │  ───────────────●─────────────── │ │")
  #expect(row(text, 7) == "│ │ Other           ──────●───── 0.5 │ │")
  let ascii = Renderer.render(session, options: RenderOptions(width: 40, ascii: true))
  #expect(row(ascii, 5) == "| |  ---------------o--------------- | |")
}

/// `minImage` and `maxImage` are drawn at the ends they name, mirrored right to left.
@Test func aSlidersImagesSitAtItsEnds() throws {
  let rows = "  - {slider: volume, min: 0, max: 1, minImage: quiet, maxImage: loud}\n"
  let text = Renderer.render(try sliders(rows), options: RenderOptions(width: 40))
  #expect(row(text, 5) == "│ │  ◇ ─────────────●───────────── ◇ │ │")
  let ascii = Renderer.render(
    try sliders(rows, locale: "ar"), options: RenderOptions(width: 40, ascii: true))
  #expect(row(ascii, 5).hasPrefix("| | () ") && row(ascii, 5).hasSuffix(" ()  | |"))
}

/// A disabled or icon row's marks take their room from the track: the line keeps its width.
@Test func aSlidersMarksTakeRoomFromTheTrack() throws {
  let rows =
    "  - {slider: volume, min: 0, max: 1, enabledIf: off, icon: {symbol: speaker}}\n"
  let text = Renderer.render(try sliders(rows), options: RenderOptions(width: 40))
  #expect(text.split(separator: "\n").allSatisfy { TextLayout.width(String($0)) == 40 })
}
