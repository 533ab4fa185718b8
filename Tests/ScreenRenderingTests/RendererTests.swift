import Fixtures
import Foundation
import ScreenBehavior
import ScreenDrawing
import ScreenFormat
import ScreenModel
import ScreenSnapshotTesting
import ScreenSnapshots
import Testing

@testable import ScreenRendering

/// Every screen of `Screens/`, by id, read from the folder (a new seed screen is a case).
let screenIDs = Fixtures.screens().filter { !$0.isAppFile }.map(\.baseName).sorted()

@Test(arguments: screenIDs)
func goldenRenderings(id: String) throws {
  let session = try Session(app: try Fixtures.app(), screen: id)
  // The 40-column Unicode drawing is the committed reference of `Screens/__snapshots__`
  // (which `screenspec snapshot --ci` verifies too); it is kept once, and read here.
  let url = Fixtures.root.appendingPathComponent("Screens/__snapshots__/\(id).snap")
  let text = try String(contentsOf: url, encoding: .utf8)
  let reference = try #require(SnapshotFile(text: text), "\(url.path) is a snapshot file")
  #expect(reference[.width] == "40" && reference[.glyphs] == "unicode")
  #expect(
    SnapshotContent.screen(session, options: DrawingOptions(width: 40)).text == reference.body)
  #expect(reference.body.hasPrefix(Renderer.render(session, options: RenderOptions(width: 40))))
  // `--ascii` keeps user text as written, so the example app's own text is ASCII: its
  // ASCII drawings must hold nothing else.
  let ascii = Renderer.render(session, options: RenderOptions(width: 40, ascii: true))
  #expect(ascii.utf8.allSatisfy { $0 < 0x80 }, "\(ascii)")
  for (width, ascii) in [(40, true), (60, false), (28, true)] {
    assertSnapshot(
      of: session, as: .screen(width: width, ascii: ascii),
      named: "\(id)-\(width)-\(ascii ? "ascii" : "unicode")")
  }
}

@Test(arguments: [
  ("posts-swiped", "posts", [Action.swipe(.position(3))]),
  ("posts-editing", "posts", [Action.edit]),
  ("posts-loaded", "posts", [Action.loadMore]),
  ("posts-detail", "posts", [Action.tap(.position(2))]),
  ("weight-class-chosen", "fight-card", [Action.tap(.position(1)), .tap(.title("Welterweight"))]),
])
func goldenInteractions(name: String, screen: String, actions: [Action]) throws {
  var session = try Session(app: try Fixtures.app(), screen: screen)
  try session.apply(actions)
  assertSnapshot(of: session, as: .screen(width: 40), named: name)
}

private func lines(_ text: String) -> [Substring] {
  text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
}

/// Every line is `width` columns, ends in a border, and the text ends in one newline.
private func expectWellFormed(
  _ text: String, width: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), sourceLocation: sourceLocation)
  for line in lines(text) {
    let plain = stripANSI(String(line))
    #expect(TextLayout.width(plain) == width, "\(plain)", sourceLocation: sourceLocation)
    #expect(!plain.hasSuffix(" "), sourceLocation: sourceLocation)
  }
}

private func stripANSI(_ text: String) -> String {
  var out = ""
  var inEscape = false
  for scalar in text.unicodeScalars {
    if scalar == "\u{1B}" {
      inEscape = true
    } else if inEscape {
      if scalar == "m" { inEscape = false }
    } else {
      out.unicodeScalars.append(scalar)
    }
  }
  return out
}

private func screen(_ yaml: String, app: String? = nil) throws -> Session {
  var files = [SourceFile(path: "s.yaml", text: yaml)]
  if let app { files.append(SourceFile(path: "app.yaml", text: app)) }
  let result = AppAssembler.load(files)
  let loaded = try #require(result.app, "\(result.reports.map(\.formatted))")
  return try Session(app: loaded, screen: "s")
}

@Test func wideAndCombiningCharactersKeepTheFrameAligned() throws {
  let session = try screen(
    """
    title: 日本語のタイトル
    rows:
      - {title: "Cafe\u{301} 👨‍👩‍👧 family", detail: 東京}
      - {title: 한국어 제목이 아주 길어서 잘립니다, detail: "🇫🇷"}
      - {title: "Pay \u{202E}gnp.exe", subtitle: "zero\u{200B}width"}
    """)
  for width in [24, 31, 40, 57] {
    let text = Renderer.render(session, options: RenderOptions(width: width))
    expectWellFormed(text, width: width)
    #expect(!text.unicodeScalars.contains("\u{202E}"))
    #expect(text.contains("<U+202E>"))
  }
}

@Test func asciiModeDrawsOnlyASCII() throws {
  var session = try Session(app: try Fixtures.app(), screen: "posts")
  try session.apply([.tap(.position(2)), .back, .swipe(.position(3))])
  let text = Renderer.render(session, options: RenderOptions(width: 40, ascii: true))
  #expect(text.utf8.allSatisfy { $0 < 0x80 }, "every byte, default texts included")
  expectWellFormed(text, width: 40)
}

@Test func longTitlesTruncateAndPromptsWrap() throws {
  let session = try screen(
    """
    title: A very long navigation title that cannot fit
    prompt: A prompt long enough that it has to wrap onto several lines of the frame
    rows:
      - {title: A row title that is much too long to fit, detail: and a long detail too}
    """)
  let text = Renderer.render(session, options: RenderOptions(width: 30))
  expectWellFormed(text, width: 30)
  #expect(text.contains("…"))
  #expect(lines(text).filter { $0.contains("A prompt") || $0.contains("wrap") }.count >= 1)
  #expect(lines(text).count > 8)
}

@Test func emptyScreenShowsItsEmptyText() throws {
  var session = try screen("title: Inbox\ndeletable: true\nempty: No messages\nrows: [Only]\n")
  try session.apply(.delete(.position(1)))
  let text = Renderer.render(session, options: RenderOptions(width: 32))
  #expect(text.contains("No messages"))
  expectWellFormed(text, width: 32)
}

@Test(arguments: [
  ("blue", "\u{1B}[97;44m"),
  ("gray", "\u{1B}[30;47m"),
  ("{background: red, text: white}", "\u{1B}[97;41m"),
  ("{background: '#FF8000', text: black}", "\u{1B}[30;48;2;255;128;0m"),
])
func selectionStylesInColour(style: String, sgr: String) throws {
  var session = try screen("title: T\nselectionStyle: \(style)\nrows: [One, Two]\n")
  try session.apply(.tap(.position(2)))
  let text = Renderer.render(session, options: RenderOptions(width: 30, color: true))
  let highlighted = lines(text).filter { $0.contains("Two") }
  #expect(highlighted.count == 1)
  #expect(highlighted.first?.contains(sgr) == true)
  #expect(
    !lines(text).contains { $0.contains("One") && $0.contains(sgr) }, "the other row is plain")
  expectWellFormed(text, width: 30)
}

@Test func selectionStyleNoneDrawsNoHighlight() throws {
  var session = try screen("title: T\nselectionStyle: none\nrows: [One, Two]\n")
  try session.apply(.tap(.position(2)))
  let plain = Renderer.render(session, options: RenderOptions(width: 30))
  #expect(!plain.contains("▶"))
  let colour = Renderer.render(session, options: RenderOptions(width: 30, color: true))
  #expect(!colour.contains("44m") && !colour.contains("47m"))
}

@Test func unreadRowsAreBoldInColour() throws {
  let session = try Session(app: try Fixtures.app(), screen: "posts")
  let text = Renderer.render(session, options: RenderOptions(width: 40, color: true))
  #expect(text.contains("\u{1B}[1mMarking posts as read"))
  #expect(!text.contains("\u{1B}[1mWelcome to the feed"))
}

@Test func renderingIsDeterministic() throws {
  var session = try Session(app: try Fixtures.app(), screen: "posts")
  try session.apply([.tap(.position(2)), .back, .loadMore, .swipe(.position(1))])
  let first = Renderer.render(session, options: RenderOptions(width: 44, color: true))
  for _ in 0..<5 {
    #expect(Renderer.render(session, options: RenderOptions(width: 44, color: true)) == first)
  }
}

@Test func widthIsClampedToTheMinimum() throws {
  let session = try Session(app: try Fixtures.app(), screen: "home")
  let text = Renderer.render(session, options: RenderOptions(width: 3))
  expectWellFormed(text, width: RenderOptions.minimumWidth)
}

@Test func defaultTextsAreASCIIUnderASCII() throws {
  var session = try screen("title: Feed\nrows: [a, b, c]\npaging: {pageSize: 1}\n")
  let ascii = Renderer.render(session, options: RenderOptions(width: 40, ascii: true))
  #expect(ascii.contains("Load More..."))
  #expect(ascii.utf8.allSatisfy { $0 < 0x80 })
  #expect(Renderer.render(session, options: RenderOptions(width: 40)).contains("Load More…"))
  // The ASCII spelling is only drawn: the row is still tapped by its title.
  try session.apply(.tap(.title("Load More…")))
  #expect(session.view.sections[0].rows.count == 3)
}

@Test func rowsThatCannotBeDeletedLineUpInEditing() throws {
  let session = try screen(
    "title: List\ndeletable: true\nediting: true\nrows:\n  - Kept\n  - {title: Fixed, deletable: false}\n"
  )
  let lines = Renderer.render(session, options: RenderOptions(width: 30, ascii: true))
    .split(separator: "\n").map(String.init)
  let kept = try #require(lines.first { $0.contains("Kept") })
  let fixed = try #require(lines.first { $0.contains("Fixed") })
  #expect(
    kept.firstRange(of: "Kept")?.lowerBound.utf16Offset(in: kept)
      == fixed.firstRange(of: "Fixed")?.lowerBound.utf16Offset(in: fixed))
}

@Test func aHighlightedSubtitleKeepsTheHighlightColours() throws {
  var session = try screen(
    "title: List\nselectionStyle: {background: red, text: white}\nrows:\n  - {title: A, subtitle: Sub}\n"
  )
  try session.apply(.tap(.position(1)))
  let text = Renderer.render(session, options: RenderOptions(width: 30, color: true))
  let subtitleLine = try #require(text.split(separator: "\n").first { $0.contains("Sub") })
  #expect(subtitleLine.contains("\u{1B}[97;41mSub"))
  #expect(!subtitleLine.contains(";2m"), "no dim inside the highlight")
}
