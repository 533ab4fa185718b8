import Fixtures
import ScreenFormat
import Testing

@testable import ScreenModel

/// A screen whose every section shows in the app only draws nothing in Settings.
struct AppOnlyScreenTests {
  static func screen(_ yaml: String) throws -> Screen {
    let app = try Fixtures.app([SourceFile(path: "s.yaml", text: yaml)])
    return try #require(app.screens.first)
  }

  @Test func everySectionInTheAppOnlyShowsOnlyInTheApp() throws {
    let screen = try Self.screen(
      "title: S\nsections:\n  - visibleIf: {host: app}\n    rows: [A]\n")
    #expect(screen.showsOnlyInApp(on: .phone))
  }

  @Test func aSectionSettingsShowsOrAnEmptyScreenIsNot() throws {
    let mixed = try Self.screen(
      "title: S\nsections:\n  - visibleIf: {host: app}\n    rows: [A]\n  - rows: [B]\n")
    #expect(!mixed.showsOnlyInApp(on: .phone))
    let padOnly = try Self.screen(
      "title: S\nsections:\n  - visibleIf: {device: pad}\n    rows: [A]\n")
    #expect(!padOnly.showsOnlyInApp(on: .phone), "hidden in the app too")
    #expect(!(try Self.screen("title: S\nrows: []\n")).showsOnlyInApp(on: .phone))
  }
}
