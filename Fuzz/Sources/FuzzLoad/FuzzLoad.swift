import FuzzDriver
import ScreenBehavior
import ScreenModel
import ScreenRendering
import YAMLTree

/// The whole load path: bytes → tree → typed app → render, and a scenario's steps run
/// against a small app of two screens that push each other (so long scenarios push deep).
/// Any input must end in a value or located diagnostics that print nothing a terminal would
/// act on; a trap, a leak or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLoad(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let result = AppLoader.load([SourceFile(path: "fuzz.yaml", bytes: bytes)])
  for report in result.reports {
    for diagnostic in report.diagnostics
    where diagnostic.mark.line < 1 || diagnostic.mark.column < 1 {
      fatalError("unlocated diagnostic: \(diagnostic)")
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
  }
  return 0
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
