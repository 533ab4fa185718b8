import ScreenBehavior
import ScreenFormat
import ScreenModel
import ScreenRendering
import ScreenVoiceOver

extension FuzzChecks {
  /// Action sequences over an app: the first byte picks a start screen, each following byte
  /// an action. Every step either applies or fails leaving the state unchanged; the drawing
  /// keeps every line the frame's width and draws no raw invisible character; what
  /// VoiceOver reads sits on the drawing's lines. Returns what broke, if anything.
  public static func actions(_ bytes: [UInt8], on app: App) -> [String] {
    guard let first = bytes.first, !app.screens.isEmpty else { return [] }
    let start = app.screens[Int(first) % app.screens.count].id
    guard var session = try? Session(app: app, screen: start) else { return [] }
    var findings: [String] = []
    for byte in bytes.dropFirst() {
      let action = self.action(byte)
      let before = session
      do {
        try session.apply(action)
      } catch {
        if session != before { findings.append("a failed \(action) changed the state") }
      }
      frame(session, width: 24 + Int(byte) % 50, ascii: byte & 1 == 0, &findings)
    }
    return findings
  }

  /// The action a byte stands for.
  static func action(_ byte: UInt8) -> Action {
    let row = RowReference.position(Int(byte >> 4) % 14 + 1)
    // Texts typed and searched include invisible characters (they must draw escaped and
    // keep the frame's width) and a subdivision flag (it must stay one two-column glyph).
    let words = [
      "", "ann lee", "0.3", "12", "é", "so\u{AD}ft", "\u{115F}x", "a\u{E0041}\u{E0042}",
      "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "\u{FFF9}r\u{FFFB}",
    ]
    let actions: [Action] = [
      .tap(row), .tap(row), .swipe(row), .delete(row), .loadMore, .back, .edit, .done,
      .toggle(row), .type(row, words[Int(byte) % words.count]), .clear(row),
      .slide(row, words[Int(byte >> 2) % words.count]), .increment(row), .decrement(row),
      .tap(.title("Cancel")), .toggle(.key("sounds")), .select(row, words[Int(byte) % 3]),
      .search(words[Int(byte >> 1) % words.count]), .edit, .add(words[1]),
      .move(row, Int(byte >> 5)),
    ]
    return actions[Int(byte) % actions.count]
  }

  /// One frame at a width: every line that wide, nothing invisible drawn raw, and every
  /// VoiceOver element on the drawing's lines.
  static func frame(_ session: Session, width: Int, ascii: Bool, _ findings: inout [String]) {
    let options = RenderOptions(width: width)
    let drawnLines = Renderer.render(session, options: options).split(separator: "\n").count
    for element in VoiceOverReader.elements(
      of: session.view, spans: Renderer.lineSpans(session.view, options: options))
    where (element.lines?.upperBound ?? 0) > drawnLines || element.lines == nil {
      findings.append("an element is not on the drawing's lines: \(element)")
    }
    let text = Renderer.render(session, options: RenderOptions(width: width, ascii: ascii))
    findings += frameWidthFindings(text.split(separator: "\n").map(String.init), width: width)
  }

  /// The lines of a drawing that are not `width` columns wide or draw a raw invisible
  /// character.
  package static func frameWidthFindings(_ lines: [String], width: Int) -> [String] {
    var findings: [String] = []
    for line in lines {
      if TextLayout.width(line) != width {
        findings.append("a line of the frame is not \(width) columns wide: \(line)")
      }
      if DisplayText.escaped(line) != line {
        findings.append(
          "a line of the frame draws a raw invisible character: \(line.debugDescription)")
      }
    }
    return findings
  }
}

extension FuzzChecks {
  /// An app loaded from files in memory, or nil when they do not load.
  public static func app(
    _ files: [(path: String, text: String)], templates: [(path: String, text: String)]
  )
    -> App?
  {
    AppAssembler.load(
      files.map { SourceFile(path: $0.path, text: $0.text) },
      templates: templates.map { SourceFile(path: $0.path, text: $0.text) }
    ).app
  }
}
