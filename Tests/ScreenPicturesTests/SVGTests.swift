import Basics
import Fixtures
import Foundation
import ScreenBehavior
import ScreenFormat
import ScreenModel
import ScreenSnapshotTesting
import Testing

@testable import ScreenPictures

#if canImport(FoundationXML)
  import FoundationXML
#endif

private func wellFormed(_ xml: String) -> Bool {
  XMLParser(data: Data(xml.utf8)).parse()
}

/// The names of the elements of an XML document, in order.
private func elements(_ xml: String) -> [String] {
  final class Collector: NSObject, XMLParserDelegate {
    var names: [String] = []
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) { names.append(name) }
  }
  let collector = Collector()
  let parser = XMLParser(data: Data(xml.utf8))
  parser.delegate = collector
  _ = parser.parse()
  return collector.names
}

/// The hostile screen's shape with harmless text.
private func plainSession() throws -> Session {
  let app = try Fixtures.app([
    SourceFile(path: "s.yaml", text: "title: Title\nrows:\n  - {title: Row, detail: ab}\n")
  ])
  return try Session(app: app)
}

private let seedIDs = Fixtures.screens().filter { !$0.isAppFile }.map(\.baseName).sorted()

/// Every screen of `Screens/` is a valid SVG, pinned as a golden so a drawing change is
/// reviewed like any snapshot.
@Test(arguments: seedIDs)
func everySeedScreenIsAValidSVG(id: String) throws {
  let session = try Session(app: try Fixtures.app(), screen: id)
  let svg = SVGRenderer.render(session.view)
  #expect(wellFormed(svg), "\(id)")
  #expect(svg.contains("<title>\(XMLText.escaped(session.view.title))</title>"))
  assertSnapshot(of: svg, as: .text, named: "\(id).svg")
}

/// SVG, HTML and JUnit reports share one escaper: markup becomes entities and the
/// controls XML 1.0 forbids become U+FFFD, so no page or report is malformed.
@Test func xmlTextEscapesMarkupAndForbiddenControls() {
  #expect(XMLText.escaped("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
  #expect(XMLText.escaped("bell\u{07}tab\tline\r\nend") == "bell\u{FFFD}tab\tline\nend")
}

@Test func hostileTextCreatesNoElementAndRunsNothing() throws {
  let hostile = "<img src=x onerror=alert(1)> </text><script>alert(2)</script> \u{202E}evil"
  let app = try Fixtures.app([
    SourceFile(
      path: "s.yaml",
      text: "title: \"\(hostile)\"\nrows:\n  - {title: \"\(hostile)\", detail: \"a&b\"}\n")
  ])
  let session = try Session(app: app)
  let svg = SVGRenderer.render(session.view)
  #expect(wellFormed(svg))
  let plain = SVGRenderer.render(try plainSession().view)
  #expect(elements(svg) == elements(plain), "no element comes from the text")
  #expect(!svg.contains("<script") && !svg.contains("<img"))
  #expect(svg.contains("&lt;img src=x onerror=alert(1)&gt;") || svg.contains("&lt;img"))
  #expect(svg.contains("&lt;U+202E&gt;evil"), "bidi controls are shown escaped")
  let page = HTMLPage.screen(session.view, svg: svg, path: "s.yaml")
  #expect(wellFormed(page.replacingOccurrences(of: "<!DOCTYPE html>", with: "")))
  #expect(!page.contains("<script"))
  #expect(page.contains("Content-Security-Policy"), "no script, no network")
}

@Test func wideTextStaysInsideItsRow() throws {
  let app = try Fixtures.app([
    SourceFile(
      path: "s.yaml",
      text:
        "title: 日本語のタイトルがとても長い画面\nrows:\n  - {title: 한국어 제목이 아주 길어서 잘립니다 정말로 길다, detail: 東京都千代田区}\n"
    )
  ])
  let svg = SVGRenderer.render(try Session(app: app).view)
  #expect(svg.contains("…"), "long wide text is cut to fit")
  for text in svg.split(separator: "<text").dropFirst() {
    guard let start = text.firstIndex(of: ">"), let end = text.range(of: "</text>") else {
      continue
    }
    let content = String(text[text.index(after: start)..<end.lowerBound])
    #expect(SVGWriter.textWidth(content, size: 17) <= 375, "\(content)")
  }
}

@Test func aScenarioIsAStripOfCaptionedFrames() throws {
  var session = try Session(app: try Fixtures.app(), screen: "fight-card")
  let first = session.view
  try session.apply(.tap(.title("Weight Class")))
  let strip = SVGRenderer.strip([
    ("start: fight-card", first), ("step 1: tap Weight Class", session.view),
  ])
  #expect(wellFormed(strip))
  #expect(strip.contains("step 1: tap Weight Class"))
  #expect(strip.contains("width=\"774\""), "two frames of 375 and a gap of 24")
}

/// Item 10 of issue #25: pictures draw what iOS draws.
@Test func aDestructiveButtonIsRedTextWithoutTheTextMarker() throws {
  var session = try Session(app: try Fixtures.app(), screen: "settings")
  let svg = SVGRenderer.render(session.view)
  #expect(svg.contains(">Reset Settings<"), "the title as iOS draws it")
  #expect(!svg.contains("! Reset Settings"))
  try session.apply(.tap(.title("Reset Settings")))
  let sheet = SVGRenderer.render(session.view)
  #expect(!sheet.contains("! Reset Settings"), "nor on the sheet's button")
}

@Test func aSliderKnobHasAnEdgeOnAWhiteRow() throws {
  let svg = SVGRenderer.render(try Session(app: try Fixtures.app(), screen: "settings").view)
  let knob = try #require(
    svg.split(separator: "\n").first { $0.hasPrefix("<circle") && $0.contains("r=\"12\"") })
  #expect(knob.contains("stroke=\""), "\(knob)")
}

private func navigation(_ parent: String, _ child: String) throws -> String {
  let app = try Fixtures.app([
    SourceFile(path: "a.yaml", text: "title: \(parent)\nrows:\n  - {title: Go, push: b}\n"),
    SourceFile(path: "b.yaml", text: "title: \(child)\nrows: [x]\n"),
  ])
  var session = try Session(app: app, screen: "a")
  try session.apply(.tap(.title("Go")))
  let svg = SVGRenderer.render(session.view)
  return svg.split(separator: "\n").filter { $0.contains("y=\"28\"") }.joined(separator: "\n")
}

@Test func aLongBackTitleBecomesBackThenGoes() throws {
  let short = try navigation("Home", "Inbox")
  #expect(short.contains(">‹ Home<"), "\(short)")
  let long = try navigation("Notifications and Sounds Settings", "Inbox")
  #expect(long.contains(">‹ Back<"), "\(long)")
  let crowded = try navigation(
    "Notifications and Sounds Settings", "A Title Wide Enough to Need the Room")
  #expect(crowded.contains(">‹<"), "\(crowded)")
}

@Test func theGalleryListsNoEmptyRowForAnUntitledSlider() throws {
  let view = try Session(app: try Fixtures.app(), screen: "settings").view
  let figure = HTMLPage.figure(view, svg: "", path: "settings.yaml", link: nil)
  #expect(!figure.contains("<li></li>"), "\(figure)")
}

/// Item 18 of issue #25: `grouped` spans the width, `insetGrouped` is inset and rounded.
@Test func groupedSpansTheWidthAndInsetGroupedIsRounded() throws {
  func picture(_ style: String) throws -> String {
    let app = try Fixtures.app([
      SourceFile(path: "s.yaml", text: "title: S\nstyle: \(style)\nsections:\n  - rows: [A]\n")
    ])
    return SVGRenderer.render(try Session(app: app).view)
  }
  let grouped = try picture("grouped")
  let inset = try picture("insetGrouped")
  #expect(grouped.contains("<rect x=\"0\" y=\"64\" width=\"375\""), "\(grouped)")
  #expect(inset.contains("<rect x=\"16\" y=\"64\" width=\"343\""), "\(inset)")
  #expect(inset.contains("rx=\"10\"") && !grouped.contains("rx=\"10\""))
}

@Test func anIconIsATintedRoundedSquare() throws {
  let app = try Fixtures.app([
    SourceFile(
      path: "s.yaml",
      text: "title: S\nrows:\n  - {title: Wi-Fi, icon: {symbol: wifi, background: \"#34C759\"}}\n")
  ])
  let svg = SVGRenderer.render(try Session(app: app).view)
  #expect(svg.contains("width=\"29\" height=\"29\" rx=\"7\" fill=\"#34C759\""), "\(svg)")
  #expect(svg.contains(">Wi-Fi<"))
}

/// A button row's badge is drawn (a badge is on any row), at the row's end with the title
/// still centred; a button row without one draws no pill.
@Test func aButtonDrawsItsBadge() throws {
  let app = try Fixtures.app([
    SourceFile(
      path: "s.yaml",
      text: "title: S\nrows:\n  - {title: Retry, button: true, badge: \"2\"}\n"
        + "  - {title: Quit, button: true}\n")
  ])
  let svg = SVGRenderer.render(try Session(app: app).view)
  #expect(wellFormed(svg))
  let badge = try #require(svg.split(separator: "\n").first { $0.hasSuffix(">2</text>") })
  #expect(badge.contains("fill=\"#FFFFFF\""), "\(badge)")
  #expect(svg.contains("text-anchor=\"middle\">Retry</text>"))
  #expect(svg.components(separatedBy: "fill=\"#FFFFFF\" text-anchor=\"middle\">").count == 2)
}
