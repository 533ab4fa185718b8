import FuzzDriver
import ScreenBehavior
import ScreenModel
import ScreenRendering
import ScreenVoiceOver

/// Action sequences over the seed app: the first byte picks a start screen, each following
/// byte an action. Every step either applies or fails leaving the state unchanged, and the
/// render never traps and keeps every line the frame's width.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzActions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0, let app = SeedApp.app else { return 0 }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let start = app.screens[Int(bytes[0]) % app.screens.count].id
  guard var session = try? Session(app: app, screen: start) else { return 0 }
  for byte in bytes.dropFirst() {
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
    let action = actions[Int(byte) % actions.count]
    let before = session
    do {
      try session.apply(action)
    } catch {
      if session != before { fatalError("a failed \(action) changed the state") }
    }
    let width = 24 + Int(byte) % 50
    // What VoiceOver reads sits on lines of the drawing at the same width.
    let drawnLines = Renderer.render(session, options: RenderOptions(width: width)).split(
      separator: "\n"
    ).count
    for element in VoiceOverReader.elements(
      of: session.view,
      spans: Renderer.lineSpans(session.view, options: RenderOptions(width: width)))
    where (element.lines?.upperBound ?? 0) > drawnLines || element.lines == nil {
      fatalError("an element is not on the drawing's lines: \(element)")
    }
    let text = Renderer.render(session, options: RenderOptions(width: width, ascii: byte & 1 == 0))
    for line in text.split(separator: "\n") {
      if TextLayout.width(String(line)) != width {
        fatalError("a line of the frame is not \(width) columns wide: \(line)")
      }
      if DisplayText.escaped(String(line)) != line {
        fatalError("a line of the frame draws a raw invisible character: \(line.debugDescription)")
      }
    }
  }
  return 0
}

/// The seed app, compiled in so that the fuzzer reads no files.
enum SeedApp {
  static let app: App? = AppLoader.load(
    SeedFiles.all.map { SourceFile(path: $0.0, text: $0.1) },
    templates: SeedFiles.templates.map { SourceFile(path: $0.0, text: $0.1) }
  ).app
}

/// SwiftPM links executables with `main` defined as `<Module>_main`.
@_cdecl("FuzzActions_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  runFuzzer(argc, argv, fuzzActions)
}
