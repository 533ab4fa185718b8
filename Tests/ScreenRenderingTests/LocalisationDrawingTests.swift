import Fixtures
import ScreenBehavior
import ScreenFormat
import ScreenModel
import ScreenSnapshotTesting
import Testing

@testable import ScreenRendering

private func session(_ locale: String, screen: String = "fight-card") throws -> Session {
  let files = Fixtures.screens()
  let strings = Fixtures.files(in: Fixtures.root.appendingPathComponent("Screens/strings")).map {
    Fixtures.source($0, path: "strings/" + $0.lastPathComponent)
  }
  let result = AppAssembler.load(files, strings: strings, templates: Fixtures.templates())
  let app = try #require(result.app, "\(result.reports.map(\.formatted))")
  return try Session(app: app, screen: screen, localisation: app.localisation(for: locale))
}

@Test(arguments: ["de", "ja", "ar", "pseudo"])
func translatedScreensKeepTheFrameAligned(locale: String) throws {
  for screen in ["fight-card", "weight-class", "posts", "home"] {
    let text = Renderer.render(
      try session(locale, screen: screen), options: RenderOptions(width: 40))
    for line in text.split(separator: "\n") {
      #expect(TextLayout.width(String(line)) == 40, "\(locale) \(screen): \(line)")
    }
    assertSnapshot(
      of: try session(locale, screen: screen), as: .screen(width: 40), named: "\(screen)@\(locale)")
  }
}

@Test func rightToLeftMirrorsTheLayoutNotTheText() throws {
  var posts = try session("ar", screen: "home")
  try posts.apply(.tap(.title("Fight Card")))
  let text = Renderer.render(posts, options: RenderOptions(width: 40))
  let lines = text.split(separator: "\n").map(String.init)
  // The back button is on the right, pointing right.
  #expect(lines[1].contains(" ›"), "\(lines[1])")
  // Chevrons point left and sit on the left; titles are aligned right.
  let row = try #require(lines.first { $0.contains("فئة الوزن") })
  #expect(row.contains("│ │ ‹"), "\(row)")
  #expect(row.hasSuffix("فئة الوزن │ │"), "\(row)")
  // The characters of a text keep their order.
  #expect(text.contains("فئة الوزن"))
}

@Test func stateValuesAndListItemsAreNeverTranslated() throws {
  var german = try session("de")
  try german.apply(.tap(.title("Weight Class")))
  try german.apply(.tap(.title("Welterweight")))
  #expect(
    german.state.text(at: ["weightClass"]) == "Welterweight", "the value stored is the source")
  let home = try session("de", screen: "home")
  // `{weightClass}` interpolates the state value as it is.
  #expect(home.view.sections[0].rows[0].detail == "Lightweight")
}

@Test func actionsMatchSourceTitlesFirstThenShownOnes() throws {
  var german = try session("de")
  try german.apply(.tap(.title("Weight Class")))  // the source title
  try german.apply(.back)
  try german.apply(.tap(.title("Gewichtsklasse")))  // the shown title, when no source matches
  #expect(german.view.title == "Gewichtsklasse")
  try german.apply(.tap(.title("Weltergewicht")))
  #expect(german.state.text(at: ["weightClass"]) == "Welterweight")
}

/// Item 3 of issue #25: a `valueFormat` is a translatable text, drawn translated.
@Test(arguments: [("de", "15 Min."), ("pseudo", "[15 ɱîñ one]")])
func valueFormatsAreDrawnTranslated(locale: String, expected: String) throws {
  let files = [
    SourceFile(
      path: "s.yaml",
      text:
        "title: S\nrows:\n  - {title: Remind, stepper: m, min: 5, max: 60, step: 5, valueFormat: \"{value} min\"}\n  - {title: Volume, slider: v, min: 0, max: 20, valueFormat: \"{value} min\"}\n"
    ),
    SourceFile(path: "app.yaml", text: "state: {m: 15, v: 15}\n"),
  ]
  let strings = [
    SourceFile(path: "strings/de.yaml", text: "strings:\n  \"{value} min\": \"{value} Min.\"\n")
  ]
  let result = AppAssembler.load(files, strings: strings)
  let app = try #require(result.app, "\(result.reports.map(\.formatted))")
  let session = try Session(app: app, screen: "s", localisation: app.localisation(for: locale))
  let text = Renderer.render(session, options: RenderOptions(width: 40))
  #expect(text.contains(expected), "\(text)")
  #expect(!text.contains("15 min"), "\(text)")
}

/// Item 11 of issue #25: mirrored, a stepper's or slider's value keeps its space from its
/// control (`[−|+] 30 s`, not `[−|+]30 s`).
@Test(arguments: [false, true])
func rightToLeftValuesKeepTheirSpaceFromTheirControls(ascii: Bool) throws {
  let files = [
    SourceFile(
      path: "s.yaml",
      text:
        "title: S\nrows:\n  - {title: Skip, stepper: skip, min: 10, max: 60, step: 5, valueFormat: \"{value} s\"}\n  - {title: Volume, slider: volume, min: 0, max: 1, step: 0.1}\n"
    ),
    SourceFile(path: "app.yaml", text: "state: {skip: 30, volume: 0.7}\n"),
  ]
  let strings = [SourceFile(path: "strings/ar.yaml", text: "strings:\n  Skip: تخطي\n")]
  let result = AppAssembler.load(files, strings: strings)
  let app = try #require(result.app, "\(result.reports.map(\.formatted))")
  let session = try Session(app: app, screen: "s", localisation: app.localisation(for: "ar"))
  let lines = Renderer.render(session, options: RenderOptions(width: 40, ascii: ascii))
    .split(separator: "\n").map(String.init)
  let stepper = try #require(lines.first { $0.contains("تخطي") })
  #expect(stepper.contains(ascii ? "[-|+] 30 s " : "[−|+] 30 s "), "\(stepper)")
  let slider = try #require(lines.first { $0.contains("0.7") })
  #expect(slider.contains(ascii ? " 0.7 -" : " 0.7 ─"), "\(slider)")
}
