import FuzzDriver
import ScreenBehavior
import ScreenModel
import ScreenRendering
import ScreenVoiceOver
import YAMLTree

/// The whole load path: bytes → tree → typed app → render, and a scenario's steps run
/// against a small app of two screens that push each other (so long scenarios push deep).
/// Any input must end in a value or located diagnostics that print nothing a terminal would
/// act on; a trap, a leak or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLoad(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let alone = AppLoader.load([SourceFile(path: "fuzz.yaml", bytes: bytes)])
  // The same bytes as a template that a screen and a screen template use (`t`, with the
  // parameters `t` and `k`): expansion must end in a value or located diagnostics too.
  let templated = AppLoader.load(
    [
      SourceFile(path: "app.yaml", text: "state: {on: false}\n"),
      SourceFile(
        path: "s.yaml",
        text: "title: S\nsections:\n  - rows:\n      - use: t\n        with: {t: A, k: on}\n"
          + "  - use: t\n    with: {t: \"{on}\", k: [x]}\n"),
      SourceFile(path: "p.yaml", text: "template: t\nwith: {t: P, k: on}\n"),
    ], templates: [SourceFile(path: "templates/t.yaml", bytes: bytes)])
  for result in [alone, templated] { checkLoad(result) }
  return 0
}

/// Checks one load's diagnostics, runs its scenarios and draws its app.
func checkLoad(_ result: AppLoader.Result) {
  for report in result.reports {
    for diagnostic in report.diagnostics
    where diagnostic.mark.line < 1 || diagnostic.mark.column < 1 {
      fatalError("unlocated diagnostic: \(diagnostic)")
    }
    // Lines from 2^30 on are where templates' copies sit while loading; none is shown.
    for diagnostic in report.diagnostics
    where diagnostic.mark.line >= 1 << 30
      || diagnostic.notes.contains(where: { ($0.mark?.line ?? 0) >= 1 << 30 })
    {
      fatalError("a diagnostic at a template's copied line: \(diagnostic)")
    }
    let printed = String(report.formatted.unicodeScalars.filter { $0 != "\t" })
    if DisplayText.escaped(printed, keepNewlines: true) != printed {
      fatalError(
        "a diagnostic prints a raw control or invisible character: \(printed.debugDescription)")
    }
  }
  for found in result.scenarios {
    guard var scenario = found.scenario, let app = PushPullApp.app else { continue }
    scenario.screen = nil
    scenario.locale = nil
    _ = try? ScenarioRun.views(scenario, app: app)
  }
  if let app = result.app, let session = try? Session(app: app) {
    for width in [24, 40, 97] {
      _ = Renderer.render(session, options: RenderOptions(width: width, color: width == 97))
    }
    checkTranscript(session, width: 40)
  }
}

/// The VoiceOver transcript: every element sits on lines of the drawing at that width.
func checkTranscript(_ session: Session, width: Int) {
  let options = RenderOptions(width: width)
  let lines = Renderer.render(session, options: options).split(separator: "\n").count
  let elements = VoiceOverReader.elements(
    of: session.view, spans: Renderer.lineSpans(session.view, options: options))
  for element in elements {
    guard let span = element.lines, span.lowerBound >= 1, span.upperBound <= lines else {
      fatalError("an element is not on the drawing's lines: \(element)")
    }
  }
  _ = VoiceOverTranscript.render(session, options: options)
}

/// Two screens that push each other, and a switch: a fuzzed scenario's steps act on them.
enum PushPullApp {
  static let app: App? = AppLoader.load([
    SourceFile(path: "app.yaml", text: "start: a\nstate: {on: false}\n"),
    SourceFile(
      path: "a.yaml", text: "title: A\nrows: [{title: go, push: b}, {title: On, toggle: on}]\n"),
    SourceFile(
      path: "b.yaml", text: "title: B\ndeletable: true\nrows: [{title: go, push: a}, x, y]\n"),
  ]).app
}

/// SwiftPM links executables with `main` defined as `<Module>_main`.
@_cdecl("FuzzLoad_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  runFuzzer(argc, argv, fuzzLoad)
}
