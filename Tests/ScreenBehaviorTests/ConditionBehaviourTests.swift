import Fixtures
import ScreenFormat
import ScreenModel
import ScreenRendering
import Testing

@testable import ScreenBehavior

private func app() throws -> App {
  try Fixtures.app([
    SourceFile(path: "app.yaml", text: "state:\n  sync: \"false\"\n  server: example.com\n"),
    SourceFile(
      path: "s.yaml",
      text: """
        title: "Sync ({count})"
        sections:
          - rows:
              - {title: Sync, toggle: sync}
              - {title: Server, textField: server, visibleIf: sync}
              - {title: Now, button: true, enabledIf: sync}
          - header: Pad only
            visibleIf: {device: pad}
            rows: [Split View]
        """),
  ])
}

@Test func aSwitchHidesAndShowsItsDependentsFrameByFrame() throws {
  var session = try Session(app: try app())
  #expect(titles(session) == ["Sync", "Now"])
  #expect(session.view.title == "Sync (2)", "hidden rows are not counted")
  try session.apply(.toggle(.title("Sync")))
  #expect(titles(session) == ["Sync", "Server", "Now"])
  #expect(session.view.title == "Sync (3)")
  try session.apply(.type(.position(2), "other.org"))
  try session.apply(.toggle(.position(1)))
  #expect(titles(session) == ["Sync", "Now"])
  let hidden = #expect(throws: ActionError.self) { try session.apply(.type(.title("Server"), "x")) }
  #expect(
    hidden?.reason == "row 'Server' is hidden: it is shown only when sync",
    "hidden rows cannot be acted on, and the refusal names what shows them")
}

@Test func aDisabledRowIsMarkedAndRefusesActionsNamingTheCondition() throws {
  var session = try Session(app: try app())
  #expect(session.view.sections[0].rows[1].disabled)
  let text = Renderer.render(session, options: RenderOptions(width: 40, ascii: true))
  #expect(text.contains("~ Now"), "a disabled row is marked in ASCII too, apart from search's /")
  let refused = #expect(throws: ActionError.self) { try session.apply(.tap(.title("Now"))) }
  #expect(refused?.reason == "the row is disabled: it needs sync")
  try session.apply(.toggle(.title("Sync")))
  try session.apply(.tap(.title("Now")))
  #expect(!session.view.sections[0].rows[2].disabled)
}

@Test func aDeviceConditionShowsASectionOnAPadOnly() throws {
  let phone = try Session(app: try app())
  let pad = try Session(app: try app(), device: .pad)
  #expect(!titles(phone).contains("Split View"))
  #expect(titles(pad).contains("Split View"))
  #expect(pad.view.sections.contains { $0.header == "Pad only" })
  #expect(!phone.view.sections.contains { $0.header == "Pad only" })
}
