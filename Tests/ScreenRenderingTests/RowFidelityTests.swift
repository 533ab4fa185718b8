import Basics
import Fixtures
import ScreenBehavior
import ScreenDrawing
import ScreenFormat
import ScreenModel
import Testing

/// Issue #54, item 4: smaller points an iOS engineer sees drawn differently.
private func load(_ files: [SourceFile]) throws -> App {
  let result = AppAssembler.load(files)
  return try #require(result.app, "\(result.reports.map(\.formatted))")
}

private func session(_ files: [SourceFile], screen: String? = nil) throws -> Session {
  try Session(app: try load(files), screen: screen)
}

@Test func aButtonsSubtitleIsDrawnInTextAndPicture() throws {
  let session = try session([
    SourceFile(
      path: "s.yaml",
      text: "title: S\nrows:\n  - {title: Clear Cache, subtitle: Frees 20 MB, button: true}\n")
  ])
  let text = session.draw(as: .text)
  let lines = text.split(separator: "\n")
  let title = try #require(lines.firstIndex { $0.contains("Clear Cache") })
  #expect(lines[title + 1].contains("Frees 20 MB"), "\(text)")
  let svg = session.draw(as: .svg)
  #expect(svg.contains(">Frees 20 MB</text>"), "\(svg)")
}

@Test func aSwipedRowsContentSlidesToShowDelete() throws {
  var session = try session([
    SourceFile(path: "s.yaml", text: "title: S\ndeletable: true\nrows: [Alpha, Beta]\n")
  ])
  try session.apply(.swipe(.title("Alpha")))
  let svg = session.draw(as: .svg)
  let slid = try #require(svg.range(of: "overflow=\"hidden\">\n<g transform=\"translate(-80,"))
  #expect(svg[slid.upperBound...].prefix(120).contains(">Alpha<"), "\(svg)")
  #expect(!svg[..<slid.lowerBound].contains(">Alpha<"))
}

@Test func noRowStaysHighlightedAfterBackOrLoadMore() throws {
  var session = try session(
    [
      SourceFile(
        path: "s.yaml",
        text:
          "title: S\npaging: {pageSize: 2, loadMore: Load More…}\nrows:\n  - {title: Act, button: true}\n  - {title: Open, push: t}\n  - {title: Later, push: t}\n"
      ),
      SourceFile(path: "t.yaml", text: "title: T\nrows: [x]\n"),
    ], screen: "s")
  let highlighted = { (session: Session) in
    session.view.sections.flatMap(\.rows).filter(\.highlighted).map(\.title)
  }
  try session.apply(.tap(.title("Open")))
  try session.apply(.back)
  #expect(highlighted(session).isEmpty, "UITableViewController clears it on appear")
  try session.apply(.tap(.title("Act")))
  #expect(highlighted(session) == ["Act"], "a button stays selected while it acts")
  try session.apply(.tap(.title("Load More…")))
  #expect(highlighted(session).isEmpty)
  #expect(session.view.sections.flatMap(\.rows).contains { $0.title == "Later" })
}

@Test func aPickersPromptIsItsListsHeader() throws {
  let session = try session([
    SourceFile(
      path: "s.yaml",
      text:
        "title: Speed\nprompt: Playback speed\nbind: speed\nchoices:\n  - {title: Normal, value: \"1\"}\n  - {title: Fast, value: \"2\"}\n"
    ),
    SourceFile(path: "app.yaml", text: "state: {speed: \"1\"}\n"),
  ])
  #expect(session.view.prompt == nil)
  #expect(session.view.sections.first?.header == "Playback speed")
  #expect(session.draw(as: .svg).contains(">PLAYBACK SPEED<"))
  #expect(session.draw(as: .voiceover).contains("Playback speed. Heading."))
}

@Test func aSettingsBundlesLinkHasAChevron() throws {
  let rows = "title: S\nrows:\n  - {title: Privacy, url: \"https://example.com/privacy\"}\n"
  let bundle = try session([
    SourceFile(path: "app.yaml", text: "settingsBundle: true\n"),
    SourceFile(path: "s.yaml", text: rows),
  ])
  #expect(bundle.draw(as: .svg).contains(">›</text>"))
  #expect(!bundle.draw(as: .svg).contains("↗"))
  let row = try #require(
    bundle.draw(as: .text).split(separator: "\n").first { $0.contains("Privacy") })
  #expect(row.hasSuffix("› │") && !row.contains("↗"), "\(row)")
  #expect(bundle.draw(as: .voiceover).contains("Privacy: example.com. Link."))
  let app = try session([SourceFile(path: "s.yaml", text: rows)])
  #expect(app.draw(as: .svg).contains(">↗</text>"), "a YAML app's link keeps its arrow")
}

@Test func aZeroWidthSpaceIsDrawnAsNothingAndChecked() throws {
  let files = [
    SourceFile(path: "s.yaml", text: "title: S\nrows:\n  - {title: \"Play\u{200B}back\"}\n")
  ]
  let session = try session(files)
  for format in [OutputFormat.text, .svg, .voiceover] {
    let drawn = session.draw(as: format)
    #expect(drawn.contains("Playback") && !drawn.contains("U+200B"), "\(format): \(drawn)")
    #expect(!drawn.unicodeScalars.contains("\u{200B}"), "\(format)")
  }
  let warnings = AppAssembler.load(files).reports.flatMap(\.diagnostics)
  let warning = try #require(warnings.first { $0.code == .zeroWidthSpace }, "\(warnings)")
  #expect(warning.severity == .warning && warning.mark.line == 3, "\(warning)")
}
