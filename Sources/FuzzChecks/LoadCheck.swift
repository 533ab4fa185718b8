import Basics
import ScreenBehavior
import ScreenFormat
import ScreenModel
import ScreenRendering
import ScreenVoiceOver

extension FuzzChecks {
  /// The whole load path: bytes → tree → typed app → render, alone and as a template that a
  /// screen and a screen template use (`t`, with the parameters `t` and `k`), and a
  /// scenario's steps run against a small app of two screens that push each other. Any
  /// input must end in a value or located diagnostics that print nothing a terminal would
  /// act on. Returns what broke, if anything.
  public static func load(_ bytes: [UInt8]) -> [String] {
    let alone = AppAssembler.load([SourceFile(path: "fuzz.yaml", bytes: bytes)])
    let templated = AppAssembler.load(
      [
        SourceFile(path: "app.yaml", text: "state: {on: false}\n"),
        SourceFile(
          path: "s.yaml",
          text: "title: S\nsections:\n  - rows:\n      - use: t\n        with: {t: A, k: on}\n"
            + "  - use: t\n    with: {t: \"{on}\", k: [x]}\n"),
        SourceFile(path: "p.yaml", text: "template: t\nwith: {t: P, k: on}\n"),
      ], templates: [SourceFile(path: "templates/t.yaml", bytes: bytes)])
    // And as an Arabic strings table of an app whose texts are plural (six forms).
    let table = AppAssembler.load(
      [
        SourceFile(path: "app.yaml", text: "start: s\nstate: {n: \"3\", items: [a, b]}\n"),
        SourceFile(
          path: "s.yaml",
          text: "title: {plural: n, one: \"{n} item\", other: \"{n} items\"}\n"
            + "footer: {plural: count, zero: none, one: one, other: \"{count} rows\"}\n"
            + "rowsFrom: items\n"),
      ], strings: [SourceFile(path: "strings/ar.yaml", bytes: bytes)])
    var findings: [String] = []
    for result in [alone, templated, table] { check(result, &findings) }
    if let app = table.app {
      for locale in ["ar", "pseudo"] {
        guard let localisation = app.localisation(for: locale),
          let session = try? Session(app: app, localisation: localisation)
        else { continue }
        _ = Renderer.render(session, options: RenderOptions(width: 40))
        transcript(session, width: 40, &findings)
      }
    }
    return findings
  }

  /// One load's diagnostics are located and print safely; its scenarios run and its app
  /// draws.
  static func check(_ result: AppAssembler.Result, _ findings: inout [String]) {
    for report in result.reports {
      for diagnostic in report.diagnostics
      where diagnostic.mark.line < 1 || diagnostic.mark.column < 1 {
        findings.append("unlocated diagnostic: \(diagnostic)")
      }
      // Lines from 2^30 on are where templates' copies sit while loading; none is shown.
      for diagnostic in report.diagnostics
      where diagnostic.mark.line >= 1 << 30
        || diagnostic.notes.contains(where: { ($0.mark?.line ?? 0) >= 1 << 30 })
      {
        findings.append("a diagnostic at a template's copied line: \(diagnostic)")
      }
      let printed = String(report.formatted.unicodeScalars.filter { $0 != "\t" })
      if DisplayText.escaped(printed, keepNewlines: true) != printed {
        findings.append(
          "a diagnostic prints a raw control or invisible character: \(printed.debugDescription)")
      }
    }
    for found in result.scenarios {
      guard var scenario = found.scenario, let app = pushPullApp else { continue }
      scenario.screen = nil
      scenario.locale = nil
      _ = try? ScenarioRun.views(scenario, app: app)
    }
    if let app = result.app, let session = try? Session(app: app) {
      for width in [24, 40, 97] {
        _ = Renderer.render(session, options: RenderOptions(width: width, color: width == 97))
      }
      transcript(session, width: 40, &findings)
    }
  }

  /// The VoiceOver transcript: every element sits on lines of the drawing at that width.
  static func transcript(_ session: Session, width: Int, _ findings: inout [String]) {
    let options = RenderOptions(width: width)
    let lines = Renderer.render(session, options: options).split(separator: "\n").count
    let elements = VoiceOverReader.elements(
      of: session.view, spans: Renderer.lineSpans(session.view, options: options))
    for element in elements {
      guard let span = element.lines, span.lowerBound >= 1, span.upperBound <= lines else {
        findings.append("an element is not on the drawing's lines: \(element)")
        continue
      }
    }
    _ = VoiceOverTranscript.render(session, options: options)
  }

  /// Two screens that push each other, and a switch: a fuzzed scenario's steps act on them.
  static let pushPullApp: App? = AppAssembler.load([
    SourceFile(path: "app.yaml", text: "start: a\nstate: {on: false}\n"),
    SourceFile(
      path: "a.yaml", text: "title: A\nrows: [{title: go, push: b}, {title: On, toggle: on}]\n"),
    SourceFile(
      path: "b.yaml", text: "title: B\ndeletable: true\nrows: [{title: go, push: a}, x, y]\n"),
  ]).app
}
