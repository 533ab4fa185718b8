import Basics
import Fixtures
import Foundation
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// Issue #50, step 2: `ScreenEncoder` writes an app back as YAML that loads as the same app.

/// Loads files as an app folder, or fails with the load's diagnostics.
private func load(_ files: [SourceFile]) throws -> App {
  try Fixtures.app(
    files.filter { !$0.path.contains("/") },
    templates: files.filter { $0.path.hasPrefix("templates/") },
    strings: files.filter { $0.path.hasPrefix("strings/") })
}

/// Encodes an app, loads what was written, and returns both with the written files.
private func roundTrip(_ app: App) throws -> (again: App, files: [(path: String, text: String)]) {
  let files = ScreenEncoder.files(app)
  let again = try load(files.map { SourceFile(path: $0.path, text: $0.text) })
  return (again, files)
}

@Test(arguments: ["Screens", "Examples/FightcardSettings", "Examples/Plurals"])
func anAppFolderWrittenBackLoadsAsTheSameApp(_ name: String) throws {
  let app = try Fixtures.app(folder: name)
  let (again, files) = try roundTrip(app)
  #expect(Fixtures.unmarked(again) == Fixtures.unmarked(app))
  // Each screen compared alone, so that a difference names its screen.
  for screen in app.screens {
    #expect(again.screen(screen.id) == screen, "\(screen.id).yaml")
  }
  // Writing the app loaded from what was written gives the same bytes.
  let twice = ScreenEncoder.files(again)
  #expect(twice.map(\.path) == files.map(\.path))
  #expect(twice.map(\.text) == files.map(\.text))
}

@Test func aScreenIsWrittenWithOnlyTheKeysItSets() {
  var screen = Screen(
    id: "refresh", title: InterpolatedText(literal: "Refresh"),
    sections: [
      Section(
        rows: ["5 min", "15 min", "Never"].map { Row(choiceTitled: InterpolatedText(literal: $0)) })
    ])
  screen.style = .grouped
  screen.prompt = InterpolatedText(literal: "How often?")
  screen.groups = [ChoiceGroup(sections: [0], selected: [1])]
  #expect(
    ScreenEncoder.screen(screen).document == """
      title: Refresh
      style: grouped
      prompt: "How often?"
      selected: 1
      choices:
        - "5 min"
        - "15 min"
        - Never

      """)
}

@Test func textsAreQuotedWhereTheyWouldReadAsSomethingElse() throws {
  let yaml = """
    title: "{count} posts"
    rows:
      - title: "true"
        detail: "12"
      - title: "#hashtag"
        subtitle: "a: b"
      - title: "{{literal}} braces"
      - title: "Line\\nbreak"
    """
  let app = try load([SourceFile(path: "a.yaml", text: yaml)])
  let (again, files) = try roundTrip(app)
  #expect(again == app)
  let written = try #require(files.first { $0.path == "a.yaml" }?.text)
  #expect(written.contains("      - title: \"true\"\n        detail: \"12\"\n"))
  #expect(written.contains("title: \"{count} posts\"\n"))
}

/// The property: a random app of what the format can say, written and loaded again, is
/// the same app, and writing that gives the same bytes.
@Test(arguments: 0..<200)
func aRandomAppWrittenBackLoadsAsItself(seed: UInt64) throws {
  var maker = RandomApp(seed: seed)
  let app = maker.app()
  let (again, files) = try roundTrip(app)
  for screen in app.screens {
    #expect(again.screen(screen.id) == screen, "seed \(seed): \(screen.id).yaml")
  }
  #expect(again.state == app.state, "seed \(seed): state")
  #expect(again.stateTypes == app.stateTypes, "seed \(seed): state types")
  #expect(Fixtures.unmarked(again) == Fixtures.unmarked(app), "seed \(seed)")
  #expect(ScreenEncoder.files(again).map(\.text) == files.map(\.text), "seed \(seed)")
}
