import Fixtures
import ScreenFormat
import ScreenModel
import ScreenRendering
import Testing

@testable import ScreenBehavior

/// A settings app: controls on one screen, a home screen interpolating their keys, a feed
/// whose unread count a badge reads.
private func settingsApp() throws -> App {
  let files = [
    SourceFile(
      path: "app.yaml",
      text: """
        start: home
        state:
          wifi: "true"
          mode: light
          name: ""
          password: hunter2
          volume: "0.5"
          copies: "1"
        """),
    SourceFile(
      path: "home.yaml",
      text: """
        title: "Hello {name}"
        rows:
          - {title: Settings, push: settings, detail: "Wi-Fi {wifi}, {copies} copies"}
          - {title: Feed, push: feed, badge: "{unread:feed}"}
        """),
    SourceFile(
      path: "feed.yaml",
      text: """
        title: Feed
        rows:
          - {title: One, read: false}
          - {title: Two, read: false}
          - {title: Three}
        """),
    SourceFile(
      path: "settings.yaml",
      text: """
        title: Settings
        rows:
          - {title: Wi-Fi, toggle: wifi}
          - {title: Dark Mode, toggle: mode, trueValue: dark, falseValue: light}
          - {title: Name, textField: name, placeholder: Your name, autocapitalization: words, maxLength: 12}
          - {title: Password, textField: password, secure: true}
          - {slider: volume, min: 0, max: 1, step: 0.1}
          - {title: Copies, stepper: copies, min: 1, max: 3, valueFormat: "{value} ×"}
          - {title: Help, url: "https://example.com"}
          - {title: Enabled, toggle: wifi}
          - title: Reset
            button: true
            role: destructive
            sets: {wifi: "false", name: ""}
            confirm: {title: Reset everything?, button: Reset}
        """),
  ]
  return try Fixtures.app(files)
}

private func control(_ session: Session, _ position: Int) -> ControlView? {
  session.view.sections.flatMap(\.rows)[position - 1].control
}

@Suite struct ControlBehaviour {
  @Test func aSwitchTogglesAndEveryScreenSeesIt() throws {
    var session = try Session(app: try settingsApp())
    #expect(session.view.sections[0].rows[0].detail == "Wi-Fi true, 1 copies")
    try session.apply(.tap(.title("Settings")))
    try session.apply(.toggle(.position(1)))
    #expect(control(session, 1) == .toggle(on: false))
    try session.apply(.tap(.position(2)))  // a tap on a switch toggles it
    #expect(session.state.text(at: ["mode"]) == "dark")
    #expect(control(session, 2) == .toggle(on: true))
    #expect(
      session.view.sections[0].rows.allSatisfy { !$0.highlighted }, "controls never highlight")
    try session.apply(.back)
    #expect(session.view.sections[0].rows[0].detail == "Wi-Fi false, 1 copies")
  }

  @Test func textFieldsTypeClearCapitaliseAndRefuse() throws {
    var session = try Session(app: try settingsApp(), screen: "settings")
    #expect(control(session, 3) == .textField(text: nil, placeholder: "Your name", secure: false))
    try session.apply(.type(.title("Name"), "ada lovelace"))
    #expect(session.state.text(at: ["name"]) == "Ada Lovelace")
    let before = session
    #expect(throws: ActionError.self) {
      try session.apply(.type(.title("Name"), "a name far too long"))
    }
    #expect(session == before, "a failed action changes nothing")
    try session.apply(.clear(.key("name")))
    #expect(session.state.text(at: ["name"]) == "")
    #expect(control(session, 4) == .textField(text: "hunter2", placeholder: nil, secure: true))
    let tap = #expect(throws: ActionError.self) { try session.apply(.tap(.title("Name"))) }
    #expect(tap?.reason.contains("use 'type ROW TEXT' or 'clear ROW'") == true)
  }

  @Test func slidersAndSteppersStayInRangeAndOnTheStep() throws {
    var session = try Session(app: try settingsApp(), screen: "settings")
    try session.apply(.slide(.key("volume"), "0.8"))
    #expect(session.state.text(at: ["volume"]) == "0.8")
    #expect(control(session, 5) == .slider(position: 0.8, value: "0.8"))
    for bad in ["1.2", "0.85", "loud"] {
      #expect(throws: ActionError.self) { try session.apply(.slide(.key("volume"), bad)) }
    }
    #expect(session.state.text(at: ["volume"]) == "0.8")
    try session.apply(.increment(.title("Copies")))
    try session.apply(.increment(.title("Copies")))
    #expect(control(session, 6) == .stepper(value: "3 ×", canDecrement: true, canIncrement: false))
    let limit = #expect(throws: ActionError.self) {
      try session.apply(.increment(.title("Copies")))
    }
    #expect(limit?.reason == "already at the maximum, 3")
    try session.apply(.decrement(.title("Copies")))
    #expect(session.state.text(at: ["copies"]) == "2")
    let wrong = #expect(throws: ActionError.self) { try session.apply(.toggle(.title("Copies"))) }
    #expect(wrong?.reason == "'toggle' works on a switch; 'Copies' is a stepper")
  }

  @Test func aConfirmedButtonWritesItsValuesAndCancelChangesNothing() throws {
    var session = try Session(app: try settingsApp(), screen: "settings")
    try session.apply(.type(.title("Name"), "Ann"))
    try session.apply(.tap(.title("Reset")))
    #expect(session.view.sheet?.button == "Reset")
    let blocked = #expect(throws: ActionError.self) { try session.apply(.toggle(.position(1))) }
    #expect(blocked?.reason == "an action sheet is open; tap 'Reset' (1) or 'Cancel' (2)")
    try session.apply(.tap(.title("Cancel")))
    #expect(session.view.sheet == nil)
    #expect(session.state.text(at: ["name"]) == "Ann")
    try session.apply(.tap(.title("Reset")))
    try session.apply(.tap(.position(1)))
    #expect(session.state.text(at: ["name"]) == "")
    #expect(session.state.text(at: ["wifi"]) == "false")
  }

  @Test func aLinkHighlightsAndShowsANoticeUntilTheNextAction() throws {
    var session = try Session(app: try settingsApp(), screen: "settings")
    try session.apply(.tap(.title("Help")))
    #expect(session.view.notice == "opens https://example.com")
    #expect(session.view.sections[0].rows[6].highlighted)
    try session.apply(.toggle(.position(1)))
    #expect(session.view.notice == nil)
  }

  @Test func rowsAreNamedByKeyAndAmbiguityIsAnError() throws {
    var session = try Session(app: try settingsApp(), screen: "settings")
    let several = #expect(throws: ActionError.self) { try session.apply(.toggle(.key("wifi"))) }
    #expect(
      several?.reason
        == "2 visible rows are bound to 'wifi', at positions 1, 8; name one by its position")
    try session.apply(.toggle(.key("mode")))
    #expect(session.state.text(at: ["mode"]) == "dark")
    let none = #expect(throws: ActionError.self) { try session.apply(.toggle(.key("nothing"))) }
    #expect(none?.reason == "no visible row is bound to 'nothing'")
    let misspelt = #expect(throws: ActionError.self) { try session.apply(.toggle(.key("mod"))) }
    #expect(misspelt?.reason == "no visible row is bound to 'mod'; did you mean 'mode'?")
  }

  @Test func aMisspeltStartScreenIsNamedAloneAndAnUnlikeOneListsTheScreens() throws {
    let app = try settingsApp()
    let near = #expect(throws: ActionError.self) { try Session(app: app, screen: "setings") }
    #expect(near?.reason == "no screen 'setings'; did you mean 'settings'?")
    let far = #expect(throws: ActionError.self) { try Session(app: app, screen: "zzzzzzzz") }
    #expect(
      far?.reason
        == "no screen 'zzzzzzzz'; the app's screens are "
        + app.screens.map { "'\($0.id)'" }.joined(separator: ", "))
  }

  @Test func aBadgeReadsAnotherScreensCountsAsLastShown() throws {
    var session = try Session(app: try settingsApp())
    #expect(session.view.sections[0].rows[1].badge == "2", "first loaded: two unread")
    try session.apply(.tap(.title("Feed")))
    try session.apply(.tap(.title("One")))
    try session.apply(.back)
    #expect(session.view.sections[0].rows[1].badge == "1", "as last shown")
  }

  @Test func actionsParseAsWritten() throws {
    #expect(
      try Action(parsing: "type \"Your Name\" Ann Lee") == .type(.title("Your Name"), "Ann Lee"))
    #expect(try Action(parsing: "type Name \"  padded \"") == .type(.title("Name"), "  padded "))
    #expect(try Action(parsing: "slide @volume 0.5") == .slide(.key("volume"), "0.5"))
    #expect(try Action(parsing: "toggle @wifi") == .toggle(.key("wifi")))
    #expect(try Action(parsing: "type \"Say \\\"hi\\\"\" x") == .type(.title("Say \"hi\""), "x"))
    #expect(throws: ActionSyntaxError.self) { try Action(parsing: "slide Volume") }
    #expect(throws: ActionSyntaxError.self) { try Action(parsing: "type \"Unclosed x") }
    #expect(throws: ActionSyntaxError.self) { try Action(parsing: "increment") }
  }
}

@Suite struct TitleValueBehaviour {
  private func app() throws -> App {
    try Fixtures.app([
      SourceFile(path: "app.yaml", text: "start: about\nstate:\n  plan: pro\n  dark: \"false\"\n"),
      SourceFile(
        path: "about.yaml",
        text: """
          title: About
          rows:
            - {title: Plan, titleValue: plan, choices: [{title: Professional, value: pro}]}
            - {title: Dark, titleValue: dark}
            - {title: Dark Mode, toggle: dark}
          """),
    ])
  }

  @Test func aTitleValueShowsItsChoicesTitleOrTheValueAndFollowsState() throws {
    var session = try Session(app: try app())
    #expect(session.view.sections[0].rows.map(\.detail) == ["Professional", "false", nil])
    #expect(session.view.sections[0].rows[0].control == nil)
    #expect(session.view.sections[0].rows[0].accessory == .none)
    try session.apply(.toggle(.title("Dark Mode")))
    #expect(session.view.sections[0].rows[1].detail == "true")
  }

  @Test func tappingATitleValueIsAnErrorThatChangesNothing() throws {
    var session = try Session(app: try app())
    let before = session.view
    #expect(throws: ActionError.self) { try session.apply(.tap(.title("Plan"))) }
    do {
      try session.apply(.tap(.title("Plan")))
    } catch {
      #expect("\(error)".contains("a title value 'Plan' only shows a value; it is not tapped"))
    }
    #expect(session.view == before)
  }
}

@Suite struct SortedByTitleBehaviour {
  private func app() throws -> App {
    try Fixtures.app([
      SourceFile(path: "app.yaml", text: "start: language\nstate:\n  language: en\n"),
      SourceFile(
        path: "language.yaml",
        text: """
          title: Language
          bind: language
          sortedByTitle: true
          choices:
            - {title: German, value: de}
            - {title: English, value: en}
            - {title: arabic, value: ar}
          """),
    ])
  }

  @Test func choicesAreDrawnAndCountedInTheOrderOfTheirShownTitles() throws {
    let app = try app()
    var session = try Session(app: app)
    #expect(session.view.sections[0].rows.map(\.title) == ["arabic", "English", "German"])
    try session.apply(.tap(.position(3)))
    #expect(session.state.text(at: ["language"]) == "de")
    let german = StringsTable(locale: "de", strings: ["German": "Deutsch", "English": "Englisch"])
    let translated = try Session(
      app: app, localisation: Localisation(locale: "de", table: german))
    #expect(translated.view.sections[0].rows.map(\.title) == ["arabic", "Deutsch", "Englisch"])
  }
}
