import Fixtures
import ScreenBehavior
import ScreenDrawing
import ScreenFormat
import ScreenModel
import ScreenSnapshots
import Testing

@testable import ScreenRendering

private let appFile = "start: s\nstate: {theme: light, codecs: [h264], volume: \"0.5\"}\n"

private let screenFile = """
  title: Settings
  style: insetGrouped
  sections:
    - rows:
        - {title: Wi-Fi, icon: {symbol: wifi, background: red}, push: theme}
        - {title: Help, url: "https://example.com/help"}
        - {title: Licence, body: "Licensed under the MIT licence."}
        - title: Reset
          button: true
          sets: {volume: "0.7", theme: light}
          confirm: {title: Reset?, message: Volume and theme are reset., button: Reset}
  """

private let themeFile = """
  title: Theme
  bind: theme
  choices:
    - {title: Light, value: light}
    - {title: Dark, value: dark}
  """

private let codecsFile = """
  title: Codecs
  bind: codecs
  allowsMultipleSelection: true
  choices:
    - {title: H.264, value: h264}
    - {title: VP9, value: vp9}
  """

/// A screen's text snapshot, as `snapshot` and the library write it, with one edit made to
/// one of the files first.
private func snapshot(_ screen: String, replacing old: String = "", with new: String = "")
  throws -> String
{
  func edited(_ text: String) -> String {
    old.isEmpty ? text : text.replacingOccurrences(of: old, with: new)
  }
  let app = try Fixtures.app([
    SourceFile(path: "app.yaml", text: appFile),
    SourceFile(path: "s.yaml", text: edited(screenFile)),
    SourceFile(path: "theme.yaml", text: edited(themeFile)),
    SourceFile(path: "codecs.yaml", text: edited(codecsFile)),
  ])
  let session = try Session(app: app, screen: screen)
  return SnapshotContent.screen(session, options: DrawingOptions(width: 40)).text
}

/// What a reviewer must see is pinned: each of these edits passes every drawing and every
/// VoiceOver transcript of the screen, and fails its text snapshot.
@Test(arguments: [
  ("theme", "value: dark", "value: drk"),
  ("s", "symbol: wifi", "symbol: wand"),
  ("s", "background: red", "background: green"),
  ("s", "https://example.com/help", "https://example.com/elsewhere"),
  ("s", "the MIT licence", "the GPL"),
  ("s", "volume: \"0.7\"", "volume: \"0.1\""),
  ("s", "Volume and theme are reset.", "Everything is erased."),
  ("codecs", "value: vp9", "value: VP9"),
])
func anEditNoDrawingShowsFailsTheTextSnapshot(screen: String, old: String, new: String) throws {
  #expect(try snapshot(screen) != snapshot(screen, replacing: old, with: new), "\(old)")
}

/// The sections after the drawing, in the order the rows are drawn.
@Test func theSnapshotListsIconsAndTaps() throws {
  let text = try snapshot("s")
  let facts = text.split(separator: "\n").drop { $0 != "icons:" }.joined(separator: "\n")
  #expect(
    facts == """
      icons:
        'Wi-Fi': wifi on red
      taps:
        'Wi-Fi' → pushes theme
        'Help' → opens https://example.com/help
        'Licence' → shows "Licensed under the MIT licence."
        'Reset' → asks "Reset?" "Volume and theme are reset." [Reset] → sets volume = 0.7, theme = light
      """)
  #expect(text.contains("colours:\n  line 6: 5-5 red"), "the legend covers the icon's square")
  let theme = try snapshot("theme")
  #expect(theme.hasSuffix("taps:\n  'Light' → theme = light\n  'Dark' → theme = dark\n"))
  let codecs = try snapshot("codecs")
  #expect(codecs.hasSuffix("  'H.264' → toggles h264 in codecs\n  'VP9' → toggles vp9 in codecs\n"))
}

/// Values that would read ambiguously are quoted; texts are escaped as the drawing's are;
/// ASCII output spells the arrow in ASCII.
@Test func pinnedTextIsQuotedAndEscaped() throws {
  let app = try Fixtures.app([
    SourceFile(path: "app.yaml", text: "state: {a: x, b: x}\n"),
    SourceFile(
      path: "s.yaml",
      text: """
        title: S
        rows:
          - {title: "Tab\\tHere", button: true, sets: {a: "", b: "1, 2"}}
          - {title: Note, body: "one\\ntwo"}
        """),
  ])
  let pinned = try #require(try Session(app: app).pinnedScreen)
  #expect(
    PinnedFacts.taps(of: pinned, ascii: true) == [
      "'Tab<U+0009>Here' -> sets a = \"\", b = \"1, 2\"", "'Note' -> shows \"one\\ntwo\"",
    ])
}
