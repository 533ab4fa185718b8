import Fixtures
import ScreenFormat
import ScreenModel
import ScreenRendering
import Testing

@testable import ScreenBehavior

private func pickerApp() throws -> App {
  try Fixtures.app([
    SourceFile(
      path: "app.yaml",
      text: "start: video\nstate:\n  codecs: [h264]\n  network: wifi\n  quality: hd\n"),
    SourceFile(
      path: "video.yaml",
      text: """
        title: "Video ({codecs})"
        rows:
          - {title: Codecs, push: codecs}
          - {title: Quality, push: quality}
          - {title: Network, push: network, pickerStyle: segmented}
          - {title: Options, push: options}
        """),
    SourceFile(
      path: "codecs.yaml",
      text: """
        title: Codecs
        bind: codecs
        allowsMultipleSelection: true
        minSelected: 1
        maxSelected: 2
        choices:
          - {title: H.264, value: h264, shortTitle: H264}
          - {title: VP8, value: VP8}
          - {title: AV1, value: AV1}
        """),
    SourceFile(
      path: "quality.yaml",
      text: """
        title: Quality
        bind: quality
        choices:
          - {title: Standard Definition, value: sd, shortTitle: SD}
          - {title: High Definition, value: hd, shortTitle: HD}
        """),
    SourceFile(
      path: "network.yaml",
      text:
        "title: Network\nbind: network\nchoices: [{title: Wi-Fi, value: wifi}, {title: Cellular, value: cell}]\n"
    ),
    SourceFile(
      path: "options.yaml",
      text: """
        title: Options
        sections:
          - header: Size
            selected: Medium
            choices: [Small, Medium, Large]
          - header: Order
            selected: 0
            choices: [Newest, Oldest]
        """),
  ])
}

private func details(_ session: Session) -> [String] {
  session.view.sections.flatMap(\.rows).map { $0.detail ?? "" }
}

private func checked(_ session: Session) -> [String] {
  session.view.sections.flatMap(\.rows).filter { $0.accessory == .checkmark }.map(\.title)
}

@Suite struct PickerGroups {
  @Test func shortTitlesShowOnTheParentRow() throws {
    let session = try Session(app: try pickerApp())
    #expect(details(session)[0] == "H264")
    #expect(details(session)[1] == "HD")
    #expect(details(session)[3] == "", "a row pushing inline groups gets no automatic detail")
    #expect(
      session.view.title == "Video (H.264)",
      "a list interpolates its titles where a picker binds it")
  }

  @Test func multipleSelectionTogglesWritesAtOnceAndStays() throws {
    var session = try Session(app: try pickerApp())
    try session.apply(.tap(.title("Codecs")))
    try session.apply(.tap(.title("AV1")))
    #expect(session.stack.count == 2, "a tap in a multiple picker stays")
    #expect(session.state.texts(at: ["codecs"]) == ["h264", "AV1"], "stored in choice order")
    #expect(checked(session) == ["H.264", "AV1"])
    let full = #expect(throws: ActionError.self) { try session.apply(.tap(.title("VP8"))) }
    #expect(full?.reason == "at most 2 can be chosen; uncheck one first")
    try session.apply(.tap(.title("H.264")))
    let last = #expect(throws: ActionError.self) { try session.apply(.tap(.title("AV1"))) }
    #expect(last?.reason == "at least 1 must stay chosen")
    try session.apply(.back)
    #expect(details(session)[0] == "AV1", "back keeps what was written")
  }

  @Test func inlineGroupsKeepTheirOwnCheckmarksAndNeverPop() throws {
    var session = try Session(app: try pickerApp())
    try session.apply(.tap(.title("Options")))
    #expect(checked(session) == ["Medium", "Newest"])
    try session.apply(.tap(.title("Large")))
    try session.apply(.tap(.title("Oldest")))
    #expect(session.stack.count == 2)
    #expect(checked(session) == ["Large", "Oldest"])
  }

  @Test func aSegmentedRowSelectsInlineAndRefusesTaps() throws {
    var session = try Session(app: try pickerApp())
    #expect(
      session.view.sections[0].rows[2].control == .segments(["Wi-Fi", "Cellular"], selected: 0))
    try session.apply(.select(.title("Network"), "Cellular"))
    #expect(session.state.text(at: ["network"]) == "cell")
    try session.apply(.select(.title("Network"), "1"))
    #expect(session.state.text(at: ["network"]) == "wifi")
    let tap = #expect(throws: ActionError.self) { try session.apply(.tap(.title("Network"))) }
    #expect(tap?.reason == "'Network' shows its choices as segments; use 'select ROW CHOICE'")
    let missing = #expect(throws: ActionError.self) {
      try session.apply(.select(.title("Network"), "5G"))
    }
    #expect(missing?.reason == "no choice '5G'; the segments are 'Wi-Fi' (1), 'Cellular' (2)")
    let text = Renderer.render(session, options: RenderOptions(width: 50, ascii: true))
    #expect(text.contains("[Wi-Fi]| Cellular "))
  }

  @Test func aNoneChosenMultiplePickerShowsNone() throws {
    let app = try Fixtures.app([
      SourceFile(path: "app.yaml", text: "state:\n  tags: []\n"),
      SourceFile(path: "home.yaml", text: "title: Home\nrows:\n  - {title: Tags, push: tags}\n"),
      SourceFile(
        path: "tags.yaml",
        text: "title: Tags\nbind: tags\nallowsMultipleSelection: true\nchoices: [a, b]\n"),
    ])
    let session = try Session(app: app, screen: "home")
    #expect(details(session) == ["None"])
  }
}
