import Fixtures
import ScreenFormat
import ScreenModel
import ScreenVoiceOver
import Testing

@testable import ScreenBehavior

/// Issue #41: a plural text draws the form its number chooses, in the session's language,
/// as the number changes; VoiceOver reads the form drawn.
@Suite struct PluralTextsInASession {
  let app: App

  init() throws {
    app = try Fixtures.app(
      [
        SourceFile(path: "app.yaml", text: "state:\n  servers: [alpha]\n"),
        SourceFile(
          path: "servers.yaml",
          text: """
            title: {plural: servers, one: "{count} Server", other: "{count} Servers"}
            footer: {plural: count, zero: No servers, one: One server, other: "{count} servers"}
            deletable: true
            addRow: {title: Add Server}
            rowsFrom: servers

            """),
      ],
      strings: [
        SourceFile(
          path: "strings/pl.yaml",
          text: """
            strings:
              "{count} Servers": {one: "{count} serwer", few: "{count} serwery", many: "{count} serwerów", other: "{count} serwera"}

            """)
      ])
  }

  @Test func theFormFollowsTheNumberAsTheListChanges() throws {
    var session = try Session(app: app, screen: "servers")
    #expect(session.view.title == "1 Server")
    #expect(session.view.footer == "One server")
    try session.apply(.edit)
    try session.apply(.add("beta"))
    #expect(session.view.title == "2 Servers")
    #expect(session.view.footer == "2 servers")
    try session.apply(.delete(.title("alpha")))
    try session.apply(.delete(.title("beta")))
    #expect(session.view.title == "0 Servers")
    #expect(session.view.footer == "No servers")
  }

  @Test func aTranslationDrawsItsLanguagesForms() throws {
    let polish = try #require(app.localisation(for: "pl"))
    var session = try Session(app: app, screen: "servers", localisation: polish)
    try session.apply(.edit)
    var drawn: [String] = [session.view.title]
    for name in ["b", "c", "d", "e"] {
      try session.apply(.add(name))
      drawn.append(session.view.title)
    }
    #expect(drawn == ["1 serwer", "2 serwery", "3 serwery", "4 serwery", "5 serwerów"])
    // The footer has no Polish translation: drawn in the screens' own language.
    #expect(session.view.footer == "5 servers")
  }

  @Test func theNumbersOwnNamePrintsTheNumberAListsCount() throws {
    let app = try Fixtures.app([
      SourceFile(path: "app.yaml", text: "state:\n  servers: [alpha, beta]\n"),
      SourceFile(
        path: "s.yaml",
        text:
          "title: {plural: servers, one: \"{servers} server\", other: \"{servers} servers\"}\nfooter: \"{servers}\"\nrowsFrom: servers\n"
      ),
    ])
    let session = try Session(app: app, screen: "s")
    #expect(session.view.title == "2 servers")
    // Outside the plural text, the list's name still prints its items.
    #expect(session.view.footer == "alpha, beta")
  }

  @Test func voiceOverReadsTheFormDrawn() throws {
    var session = try Session(app: app, screen: "servers")
    try session.apply(.edit)
    try session.apply(.add("beta"))
    let transcript = VoiceOverTranscript.render(session)
    #expect(transcript.contains("2 Servers"))
    #expect(transcript.contains("2 servers"))
    #expect(!transcript.contains("One server"))
  }
}
