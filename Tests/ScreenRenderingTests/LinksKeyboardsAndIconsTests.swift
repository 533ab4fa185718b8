import Fixtures
import ScreenBehavior
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenRendering

// Rows real screens need: links that call or text, inset-grouped tables drawn in text,
// keyboards, translated switch words, and icons.

@Test(arguments: ["tel:+15555550100", "sms:+15555550100", "https://example.com", "mailto:a@b.c"])
func aLinkMayCallOrText(link: String) throws {
  let app = try Fixtures.app([
    SourceFile(path: "s.yaml", text: "title: S\nrows:\n  - {title: Call, url: \"\(link)\"}\n")
  ])
  var session = try Session(app: app)
  try session.apply(.tap(.title("Call")))
  #expect(session.view.notice == "opens \(link)")
}

@Test(arguments: ["tel:", "ftp://x.org", "sms"])
func aLinkThatIsNoneIsAnError(link: String) {
  let result = AppAssembler.load([
    SourceFile(path: "s.yaml", text: "title: S\nrows:\n  - {title: Call, url: \"\(link)\"}\n")
  ])
  let messages = result.reports.flatMap(\.diagnostics).map(\.message)
  #expect(
    messages == ["'url' is '\(link)'; a link starts with https://, http://, mailto:, tel: or sms:"])
}

@Test func insetGroupedIsDrawnAsGroupedInText() throws {
  func drawn(_ style: String) throws -> String {
    let app = try Fixtures.app([
      SourceFile(
        path: "s.yaml",
        text: "title: S\nstyle: \(style)\nsections:\n  - {header: H, rows: [A, B]}\n")
    ])
    return Renderer.render(try Session(app: app), options: RenderOptions(width: 30))
  }
  #expect(try drawn("insetGrouped") == drawn("grouped"))
  #expect(try drawn("insetGrouped") != drawn("plain"))
}

@Test(arguments: [
  ("twitter", "@ann #swift", true), ("webSearch", "café near me", true),
  ("namePhonePad", "Ann +1 555", true), ("asciiCapableNumberPad", "0123", true),
  ("asciiCapableNumberPad", "12a", false), ("asciiCapableNumberPad", "١٢", false),
])
func newKeyboardsTypeWhatTheirKeysCan(keyboard: String, text: String, types: Bool) throws {
  let app = try Fixtures.app([
    SourceFile(path: "app.yaml", text: "state: {f: \"\"}\n"),
    SourceFile(
      path: "s.yaml", text: "title: S\nrows:\n  - {title: F, textField: f, keyboard: \(keyboard)}\n"
    ),
  ])
  var session = try Session(app: app)
  if types {
    try session.apply(.type(.title("F"), text))
    #expect(session.state.text(at: ["f"]) == text)
  } else {
    #expect(throws: ActionError.self) { try session.apply(.type(.title("F"), text)) }
  }
}

@Test(arguments: [false, true])
func switchWordsAreTranslated(ascii: Bool) throws {
  let screen = "title: S\nrows:\n  - {title: A, toggle: a}\n  - {title: B, toggle: b}\n"
  let files = [
    SourceFile(path: "app.yaml", text: "state: {a: \"true\", b: \"false\"}\n"),
    SourceFile(path: "s.yaml", text: screen),
  ]
  let strings = [
    SourceFile(path: "strings/de.yaml", text: "strings:\n  \"On\": Ein\n  \"Off\": Aus\n")
  ]
  let result = AppAssembler.load(
    files, elsewhere: { _ in false }, strings: strings, reportUnused: true)
  #expect(result.reports.isEmpty, "On and Off are built-in texts, never unused: \(result.reports)")
  let app = try #require(result.app)
  let german = try Session(app: app, localisation: app.localisation(for: "de"))
  let text = Renderer.render(german, options: RenderOptions(width: 30, ascii: ascii))
  #expect(text.contains(ascii ? "[x] Ein" : "● Ein"), "\(text)")
  #expect(text.contains(ascii ? "[ ] Aus" : "○ Aus"), "\(text)")
  let english = Renderer.render(try Session(app: app), options: RenderOptions(width: 30))
  #expect(english.contains("● On") && english.contains("○ Off"))
}

/// `icon: {symbol, background}`: text draws a one-column marker before the title,
/// pictures a tinted rounded square.
private func iconApp(_ icon: String) -> AppAssembler.Result {
  AppAssembler.load([
    SourceFile(
      path: "s.yaml", text: "title: S\nrows:\n  - {title: Wi-Fi, icon: \(icon)}\n  - Plain\n")
  ])
}

@Test(arguments: [false, true])
func anIconIsAMarkerBeforeTheTitle(ascii: Bool) throws {
  let app = try #require(iconApp("{symbol: wifi, background: blue}").app)
  let session = try Session(app: app)
  #expect(
    session.view.sections[0].rows[0].icon == RowIcon(symbol: "wifi", background: .named(.blue)))
  let lines = Renderer.render(session, options: RenderOptions(width: 30, ascii: ascii))
    .split(separator: "\n").map(String.init)
  #expect(lines.contains { $0.hasPrefix(ascii ? "| # Wi-Fi" : "│ ■ Wi-Fi") }, "\(lines)")
  #expect(lines.contains { $0.hasPrefix(ascii ? "| Plain" : "│ Plain") }, "\(lines)")
  #expect(lines.allSatisfy { TextLayout.width($0) == 30 })
}

@Test(arguments: [
  ("{symbol: wifi}", nil),
  ("{background: blue}", "the icon is missing required key 'symbol'"),
  (
    "{symbol: \"\", background: blue}",
    "an icon's 'symbol' names an SF Symbol (wifi, bell.badge); it cannot be empty"
  ),
  ("{symbol: wifi, background: bleu}", "unknown colour 'bleu'; did you mean 'blue'?"),
  ("{symbol: wifi, tintColor: red}", "unknown key 'tintColor'; did you mean 'background'?"),
  ("{systemName: wifi}", "unknown key 'systemName'; did you mean 'symbol'?"),
  ("{symbol: wifi, image: x}", "unknown key 'image'"),
  ("wifi", "expected an icon (a mapping with 'symbol' and 'background'), found a string"),
])
func anIconIsChecked(icon: String, message: String?) {
  let messages = iconApp(icon).reports.flatMap(\.diagnostics).map(\.message)
  if let message {
    #expect(messages.contains(message), "\(messages)")
  } else {
    #expect(messages.isEmpty, "\(messages)")
  }
}
