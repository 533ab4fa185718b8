import Fixtures
import ScreenBehavior
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenPictures

/// Issue #54, items 1 and 2: pictures of a right-to-left locale laid out as iOS does, and
/// titles measured as the font draws them.
private func session(
  _ files: [SourceFile], strings: [SourceFile] = [], locale: String? = nil, screen: String? = nil
) throws -> Session {
  let result = AppAssembler.load(files, strings: strings)
  let app = try #require(result.app, "\(result.reports.map(\.formatted))")
  return try Session(
    app: app, screen: screen, localisation: locale.flatMap { app.localisation(for: $0) })
}

/// An app of one inset-grouped screen `s` with `rows` (YAML list items), its state in
/// `app.yaml`, and any other files.
private func insetScreen(_ rows: String, state: String, _ others: [SourceFile] = [])
  -> [SourceFile]
{
  [
    SourceFile(path: "app.yaml", text: "start: s\nstate: {\(state)}\n"),
    SourceFile(path: "s.yaml", text: "title: S\nstyle: insetGrouped\nrows:\n" + rows),
  ] + others
}

/// A playback screen pushed from a home screen, in Arabic.
private func arabicPlayback() throws -> Session {
  var session = try session(
    [
      SourceFile(path: "a.yaml", text: "title: Playback\nrows:\n  - {title: Speed, push: b}\n"),
      SourceFile(
        path: "b.yaml",
        text:
          "title: Feed\nrows:\n  - {title: Welcome to the feed, push: a}\n  - {title: Unread, detail: \"1.0\"}\nfooter: Unread posts\n"
      ),
    ],
    strings: [
      SourceFile(
        path: "strings/ar.yaml",
        text:
          "strings:\n  Playback: التشغيل\n  Speed: السرعة\n  Feed: الخلاصة (3 غير مقروء)\n  Unread: غير مقروء\n  Unread posts: 3 منشورات غير مقروءة\n"
      )
    ], locale: "ar", screen: "a")
  try session.apply(.tap(.title("Speed")))
  return session
}

@Test func rightToLeftPicturesAreWrittenRightToLeft() throws {
  let svg = SVGRenderer.render(try arabicPlayback().view)
  let texts = shapes(svg).filter { $0.name == "text" }
  let words = texts.filter { !["‹", "›"].contains($0.text) }
  #expect(!words.isEmpty && words.allSatisfy { $0.attributes["direction"] == "rtl" }, "\(svg)")
  // The back button: its chevron at the far right, pointing right, its title to the left
  // of it, written right to left from there.
  let chevron = try #require(texts.first { $0.number("y") == 28 && $0.text == "›" })
  #expect(chevron.number("x") == 367 && chevron.attributes["text-anchor"] == "end")
  let back = try #require(texts.first { $0.text == "التشغيل" })
  #expect(back.number("x") < 367 && back.number("x") > 350, "\(back)")
  #expect(back.attributes["text-anchor"] == nil, "starts at its right edge")
  // The title keeps its parenthesis and count in its own order; a footer's number starts it.
  #expect(texts.contains { $0.text == "الخلاصة (3 غير مقروء)" }, "the whole title, uncut")
  let footer = try #require(texts.first { $0.text.hasPrefix("3 ") })
  #expect(footer.number("x") == 359 && footer.attributes["text-anchor"] == nil, "\(footer)")
  // An English title in the Arabic layout is isolated: it keeps its own order.
  #expect(texts.contains { $0.text == "\u{2068}Welcome to the feed\u{2069}" })
  // A disclosure chevron at the left edge, pointing left, as drawn (no renderer's mirroring).
  let disclosure = try #require(texts.first { $0.text == "‹" })
  #expect(disclosure.number("x") == 16 && disclosure.attributes["direction"] == nil)
}

@Test func leftToRightPicturesIsolateOnlyRightToLeftText() throws {
  let svg = SVGRenderer.render(
    try session([
      SourceFile(path: "s.yaml", text: "title: Feed\nrows: [Plain, \"שלום (3)\"]\n")
    ]).view)
  #expect(!svg.contains("direction="))
  #expect(svg.contains(">Plain<"))
  #expect(svg.contains(">\u{2068}שלום (3)\u{2069}<"))
}

@Test func aRightToLeftFigureReadsRightToLeft() throws {
  let view = try arabicPlayback().view
  let figure = HTMLPage.figure(view, svg: "", path: "b.yaml", link: nil)
  #expect(figure.hasPrefix("<div class=\"screen\" dir=\"rtl\">"), "\(figure)")
  #expect(figure.contains("<li><bdi>Welcome to the feed</bdi></li>"), "\(figure)")
  #expect(figure.contains("<li>غير مقروء</li>"), "\(figure)")
}

/// The title of a row with a value or a control is cut only where its drawn width needs.
@Test func titlesAreMeasuredAsTheFontDrawsThem() throws {
  // Capitals and digits are wider than lower case; `i` narrower than `m`.
  let lower = SVGWriter.textWidth("settings_custom_playback", size: 17)
  let upper = SVGWriter.textWidth("SETTINGS_CUSTOM_PLAYBACK", size: 17)
  #expect(upper > lower * 1.1)
  #expect(SVGWriter.textWidth("0123", size: 17) > SVGWriter.textWidth("iiii", size: 17) * 2)
  #expect(SVGWriter.textWidth("mmmm", size: 17) > SVGWriter.textWidth("iiii", size: 17) * 3)
  #expect(SVGWriter.textWidth("Bold", size: 17, bold: true) > SVGWriter.textWidth("Bold", size: 17))
  // "Sleep Timer" beside a three-segment control in a 343-point cell has room.
  let timer = try session(
    insetScreen(
      "  - {title: Sleep Timer, push: t, pickerStyle: segmented}\n", state: "sleep: \"0\"",
      [
        SourceFile(
          path: "t.yaml",
          text:
            "title: T\nbind: sleep\nchoices:\n  - {title: \"Off\", value: \"0\"}\n  - {title: 15 min, value: \"15\"}\n  - {title: 1 hour, value: \"60\"}\n"
        )
      ]))
  #expect(SVGRenderer.render(timer.view).contains(">Sleep Timer<"))
}

@Test func aNavigationTitleOnAnEmptyBarHasTheBar() throws {
  let title = "Settings and Privacy Options"
  let view = try session([SourceFile(path: "s.yaml", text: "title: \(title)\nrows: [x]\n")]).view
  #expect(SVGRenderer.render(view).contains(">\(title)<"))
}

/// A key drawn as a title is cut before its value, never drawn over it.
@Test func aLongUppercaseTitleIsCutBeforeItsValue() throws {
  let view = try session(
    insetScreen("  - {title: SETTINGS_CUSTOM_PLAYBACK_SPEED_VALUE, detail: \"1.0\"}\n", state: "")
  ).view
  let texts = shapes(SVGRenderer.render(view)).filter { $0.name == "text" }
  let title = try #require(texts.first { $0.text.hasPrefix("SETTINGS") })
  let value = try #require(texts.first { $0.text == "1.0" })
  #expect(title.text.hasSuffix("…"))
  // A capital is about 0.65 em in the system face: the title ends before the value starts.
  let drawn = title.number("x") + 0.64 * 17 * Double(title.text.count - 1)
  #expect(drawn < value.number("x") - 0.58 * 17 * 3, "\(title.text)")
}

/// Issue #54, item 3: Dynamic Type scales text only; a switch, a stepper, inset margins and
/// corner radii keep their size, and a switch stays beside its wrapping title.
@Test func dynamicTypeScalesTextNotControls() throws {
  let view = try session(
    insetScreen(
      "  - {title: Download new episodes over cellular data, toggle: on}\n"
        + "  - {title: Copies, stepper: copies, min: 0, max: 9}\n",
      state: "on: \"true\", copies: \"3\"")
  ).view
  for size in [TextSize.large, .ax3] {
    let drawn = shapes(SVGRenderer.render(view, textSize: size))
    let rects = drawn.filter { $0.name == "rect" }
    let cell = try #require(rects.first { $0.attributes["fill"] == "#FFFFFF" })
    #expect(cell.number("x") == 16 && cell.number("rx") == 10, "\(size): \(cell)")
    let toggle = try #require(rects.first { $0.attributes["fill"] == "#34C759" }, "\(size)")
    #expect(toggle.number("width") == 51 && toggle.number("height") == 31, "\(size): \(toggle)")
    #expect(toggle.number("x") + 51 == 343, "at the trailing edge")
    let stepper = try #require(rects.first { $0.number("width") == 94 }, "\(size)")
    #expect(stepper.number("height") == 32, "\(size): \(stepper)")
    // The title wraps beside the switch, which is centred on its lines.
    let words = drawn.filter {
      $0.name == "text" && $0.number("y") < stepper.number("y")
        && $0.number("x") < toggle.number("x")
    }
    #expect(words.allSatisfy { $0.number("x") < toggle.number("x") })
    let lines = words.map { $0.number("y") }
    let middle = toggle.number("y") + 15.5
    #expect(size == .large || lines.count > 1, "\(size): \(words.map(\.text))")
    #expect(
      (lines.min() ?? 0) - 40 < middle && middle < (lines.max() ?? 0) + 20, "\(size): \(lines)")
  }
}
