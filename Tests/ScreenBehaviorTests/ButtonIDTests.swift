import Fixtures
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenBehavior

/// A button's `id` (an IASK button's `Key`) names it in scenarios: `tap @ID`.
@Test func aButtonIsTappedByItsID() throws {
  let result = AppAssembler.load([
    SourceFile(path: "app.yaml", text: "start: root\nstate: {done: \"no\"}\n"),
    SourceFile(
      path: "root.yaml",
      text: """
        title: Settings
        rows:
          - {title: Reset, button: true, id: reset_button, sets: {done: "yes"}}
          - {title: Other, button: true, id: other}
        """),
  ])
  let app = try #require(result.app, "\(result.reports.map(\.formatted))")
  var session = try Session(app: app)
  try session.apply(.tap(RowReference(parsing: "@reset_button")))
  #expect(session.state.text(at: ["done"]) == "yes")
  #expect(throws: ActionError.self) { try session.apply(.tap(RowReference(parsing: "@nothing"))) }
}

/// `id` belongs to a button, and is never empty.
@Test func aButtonIDIsChecked() {
  func messages(_ row: String) -> [String] {
    AppAssembler.load([SourceFile(path: "s.yaml", text: "title: S\nrows:\n  - \(row)\n")]).reports
      .flatMap { $0.diagnostics.map(\.message) }
  }
  #expect(messages("{title: A, button: true, id: a}") == [])
  #expect(messages("{title: A, button: true, id: \"\"}").contains { $0.contains("'id' is empty") })
  #expect(!messages("{title: A, id: a}").isEmpty)
}
