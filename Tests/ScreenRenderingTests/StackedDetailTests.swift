import Fixtures
import Foundation
import ScreenBehavior
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenRendering

/// At an accessibility size a detail or a field's text has lines of its own under the
/// title, and wraps over as many as it needs instead of being cut (a word too long for a
/// line breaks where the line is full), left to right and right to left; a button's
/// centred title wraps too.
@Test(arguments: [false, true])
func atAccessibilitySizesDetailsWrapInsteadOfBeingCut(rightToLeft: Bool) throws {
  let files = [
    SourceFile(path: "app.yaml", text: "state: {email: mike.heyeck.fightnight@example.com}\n"),
    SourceFile(
      path: "s.yaml",
      text: """
        title: S
        style: insetGrouped
        rows:
          - {title: Email, textField: email}
          - {title: Venue, detail: The Long Arena of Very Many Seats}
          - {title: Reset Every Setting, button: true, role: destructive}
        """),
  ]
  let strings = [SourceFile(path: "strings/ar.yaml", text: "strings:\n  S: س\n")]
  let result = AppAssembler.load(files, strings: strings)
  let app = try #require(result.app, "\(result.reports.map(\.formatted))")
  let session = try Session(
    app: app, localisation: rightToLeft ? app.localisation(for: "ar") : nil)
  let text = Renderer.render(session, options: RenderOptions(width: 24, textSize: .ax3))
  let shown = text.split(separator: "\n").map {
    $0.dropFirst(3).dropLast(3).trimmingCharacters(in: .whitespaces)
  }
  #expect(!text.contains("…"), "\(text)")
  #expect(shown.filter { !$0.isEmpty }.joined().contains("mike.heyeck.fightnight@example.com"))
  let venue = shown.drop { $0 != "Venue" }.dropFirst().prefix { !$0.isEmpty && !$0.hasPrefix("─") }
  #expect(venue.joined(separator: " ") == "The Long Arena of Very Many Seats", "\(text)")
  #expect(shown.contains("! Reset Every") && shown.contains("Setting"), "\(text)")
  #expect(text.split(separator: "\n").allSatisfy { TextLayout.width(String($0)) == 24 })
}
