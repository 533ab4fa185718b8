import Fixtures
import ScreenBehavior
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenRendering

private func settings(_ state: String) throws -> Session {
  let app = try Fixtures.app([
    SourceFile(path: "app.yaml", text: "state:\n" + state),
    SourceFile(
      path: "s.yaml",
      text: """
        title: Settings
        rows:
          - {title: Wi-Fi, toggle: wifi}
          - {title: Name, textField: name, placeholder: Name}
          - {title: Code, textField: code, secure: true}
          - {title: Volume, slider: volume, min: 0, max: 10}
          - {title: Copies, stepper: copies, min: 1, max: 3}
          - {title: Help, url: "https://example.com", badge: "4"}
          - {title: Erase, button: true, role: destructive, confirm: {message: Sure?, button: Erase}}
        """),
  ])
  return try Session(app: app)
}

private let onState =
  "  wifi: \"true\"\n  name: Name\n  code: s3cret\n  volume: \"10\"\n  copies: \"3\"\n"
private let offState =
  "  wifi: \"false\"\n  name: \"\"\n  code: \"\"\n  volume: \"0\"\n  copies: \"1\"\n"

@Test(arguments: [false, true])
func everyControlStateIsToldApartWithoutColour(ascii: Bool) throws {
  let options = RenderOptions(width: 40, ascii: ascii)
  let on = Renderer.render(try settings(onState), options: options)
  let off = Renderer.render(try settings(offState), options: options)
  func line(_ text: String, _ title: String) -> String {
    text.split(separator: "\n").first { $0.contains(title) }.map(String.init) ?? ""
  }
  // A switch draws exactly one of its two states.
  let glyphs = ascii ? ("[x] On", "[ ] Off") : ("● On", "○ Off")
  #expect(line(on, "Wi-Fi").contains(glyphs.0) && !line(on, "Wi-Fi").contains(glyphs.1))
  #expect(line(off, "Wi-Fi").contains(glyphs.1) && !line(off, "Wi-Fi").contains(glyphs.0))
  // A value equal to its placeholder still looks like a value.
  #expect(line(on, "Name") != line(off, "Name"))
  #expect(line(off, "Name").contains(ascii ? "<Name>" : "‹Name›"))
  // A secure field never shows its text.
  #expect(!on.contains("s3cret"))
  #expect(line(on, "Code").contains(String(repeating: ascii ? "*" : "•", count: 6)))
  // A slider with a title prints its value; steppers show which way they can go.
  #expect(on.contains(" 10 ") && off.contains(" 0 "))
  #expect(line(on, "Copies").contains(ascii ? "[-| ]" : "[−| ]"))
  #expect(line(off, "Copies").contains("[ |+]"))
  #expect(line(on, "Help").contains("(4)"))
  #expect(line(on, "Erase").contains("! Erase"))
  for text in [on, off] {
    for drawn in text.split(separator: "\n") {
      #expect(TextLayout.width(String(drawn)) == 40, "\(drawn)")
    }
    if ascii { #expect(text.utf8.allSatisfy { $0 < 0x80 }) }
  }
}

@Test func colourAddsTheIOSTints() throws {
  let text = Renderer.render(try settings(onState), options: RenderOptions(width: 40, color: true))
  #expect(text.contains("\u{1B}[32m● On"), "a green switch when on")
  #expect(text.contains("\u{1B}[31m! Erase"), "a red destructive button")
}

@Test func theActionSheetIsDrawnOverTheDimmedScreen() throws {
  var session = try settings(onState)
  try session.apply(.tap(.title("Erase")))
  let plain = Renderer.render(session, options: RenderOptions(width: 40))
  let lines = plain.split(separator: "\n").map(String.init)
  let sure = try #require(lines.firstIndex { $0.contains("Sure?") })
  let cancel = try #require(lines.firstIndex { $0.contains("Cancel") })
  let wifi = try #require(lines.firstIndex { $0.contains("Wi-Fi") })
  #expect(wifi < sure && sure < cancel, "the sheet sits under the screen's rows")
  let coloured = Renderer.render(session, options: RenderOptions(width: 40, color: true))
  #expect(coloured.contains("\u{1B}[2m│ Wi-Fi"), "the screen under the sheet is dimmed")
}

/// Item 12 of issue #25: an empty text field without a placeholder draws nothing, as in
/// UIKit; a badge of white space or of zeros is not drawn, as one of `0` is not.
@Test(arguments: [false, true])
func anEmptyFieldWithNoPlaceholderDrawsNothing(ascii: Bool) throws {
  let text = Renderer.render(
    try settings(offState), options: RenderOptions(width: 40, ascii: ascii))
  let line = try #require(text.split(separator: "\n").first { $0.contains("Code") })
  #expect(!line.contains(ascii ? "<" : "‹"), "\(line)")
  #expect(!line.contains(ascii ? ">" : "›"), "\(line)")
  let name = try #require(text.split(separator: "\n").first { $0.contains("Name") })
  #expect(name.contains(ascii ? "<Name>" : "‹Name›"), "the placeholder still shows: \(name)")
}

@Test(arguments: [(" ", nil), ("00", nil), (" 0 ", nil), ("", nil), ("007", "007"), ("3", "3")])
func badgesOfWhiteSpaceOrZerosAreNotDrawn(badge: String, drawn: String?) throws {
  let app = try Fixtures.app([
    SourceFile(path: "s.yaml", text: "title: S\nrows:\n  - {title: Inbox, badge: \"\(badge)\"}\n")
  ])
  let session = try Session(app: app)
  #expect(session.view.sections[0].rows[0].badge == drawn)
}

/// Item 4 of issue #25: a segmented row keeps its segments whole and cuts its title, as
/// UIKit keeps the control and truncates the label.
@Test(arguments: [false, true])
func aSegmentedRowCutsItsTitleNotItsSegments(ascii: Bool) throws {
  let app = try Fixtures.app([
    SourceFile(path: "app.yaml", text: "state: {skip: \"15\"}\n"),
    SourceFile(
      path: "p.yaml",
      text:
        "title: P\nrows:\n  - {title: Zurückspringen um Sekunden, push: skip, pickerStyle: segmented}\n"
    ),
    SourceFile(
      path: "skip.yaml",
      text:
        "title: Skip\nbind: skip\nchoices: [{title: 10 s, value: \"10\"}, {title: 15 s, value: \"15\"}, {title: 30 s, value: \"30\"}]\n"
    ),
  ])
  let text = Renderer.render(
    try Session(app: app, screen: "p"), options: RenderOptions(width: 40, ascii: ascii))
  let line = try #require(text.split(separator: "\n").first { $0.contains("Zur") })
  #expect(line.contains(" 10 s |[15 s]| 30 s "), "\(line)")
  #expect(line.contains(ascii ? "Zurückspring... " : "Zurückspringen… "), "\(line)")
}

/// A button row draws its badge at the row's end, its title centred as without one.
@Test(arguments: [false, true])
func aButtonDrawsItsBadgeAtTheEnd(ascii: Bool) throws {
  let app = try Fixtures.app([
    SourceFile(
      path: "s.yaml",
      text: "title: S\nrows:\n  - {title: Retry, button: true, badge: \"12\"}\n"
        + "  - {title: Retry, button: true}\n")
  ])
  let text = Renderer.render(try Session(app: app), options: RenderOptions(width: 40, ascii: ascii))
  let lines = text.split(separator: "\n").filter { $0.contains("Retry") }
  #expect(lines.count == 2, "\(text)")
  let badged = String(lines[0])
  let plain = String(lines[1])
  #expect(badged.hasSuffix(ascii ? "(12) |" : "(12) │"), "\(badged)")
  // The title is where it is without a badge.
  #expect(
    badged.range(of: "Retry")?.lowerBound.utf16Offset(in: badged)
      == plain.range(of: "Retry")?.lowerBound.utf16Offset(in: plain))
}
