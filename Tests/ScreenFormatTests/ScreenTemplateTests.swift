import Basics
import Fixtures
import Testing
import YAMLTree

@testable import ScreenFormat
@testable import ScreenModel

let paneTemplate = """
  parameters: [name]
  screen:
    title: "{name} Settings"
    style: grouped
    footer: "About {name}"
    rows:
      - "{name} One"

  """

@Test func aScreenStartsFromATemplateAndItsOwnKeysReplaceTheTemplates() throws {
  let result = loadWithTemplates([
    "templates/pane.yaml": paneTemplate,
    "a.yaml": "template: pane\nwith: {name: Mail}\n",
    "b.yaml":
      "template: pane\nwith: {name: Maps}\ntitle: Own\nsections:\n  - {header: H, rows: [X]}\n",
  ])
  #expect(printed(result) == "")
  let a = try #require(result.app?.screen("a"))
  #expect(a.title.description == "Mail Settings")
  #expect(a.style == .grouped)
  #expect(a.sections[0].rows.map(\.title.description) == ["Mail One"])
  let b = try #require(result.app?.screen("b"))
  #expect(b.title.description == "Own")
  #expect(b.footer?.description == "About Maps")
  // The screen's content replaces the template's, whichever key gives it.
  #expect(b.sections.map { $0.header?.description } == ["H"])
}

@Test func aScreenTemplateIsCheckedLikeAnyUse() {
  let text = printed(
    loadWithTemplates([
      "templates/pane.yaml": paneTemplate,
      "templates/rowsy.yaml": "rows: [A]\n",
      "a.yaml": "template: pain\nwith: {name: M}\n",
      "b.yaml": "template: rowsy\n",
      "c.yaml": "template: pane\n",
      "d.yaml": "title: D\nwith: {name: M}\nrows: [A]\n",
      "e.yaml": "template: pane\nwith: {name: M}\ntitel: X\n",
    ]))
  #expect(text.contains("a.yaml:1:11: error: unknown template 'pain'; did you mean 'pane'?"))
  #expect(
    text.contains("b.yaml:1:11: error: template 'rowsy' gives rows, but screen belong here"))
  #expect(text.contains("c.yaml:1:1: error: template 'pane' needs parameter 'name' in 'with'"))
  // A screen whose template cannot be used is not decoded: its missing title is not news.
  #expect(!text.contains("c.yaml:1:1: error: the screen is missing required key 'title'"))
  #expect(text.contains("d.yaml:2:1: error: 'with' gives a template's parameters; set 'template'"))
  #expect(text.contains("e.yaml:3:1: error: unknown key 'titel'; did you mean 'title'?"))
}

@Test func tenThousandUsesLoadAndTheExpansionLimitIsALocatedError() throws {
  let uses = String(repeating: "  - use: r\n    with: {t: A}\n", count: 10_000)
  let texts = [
    "templates/r.yaml": "parameters: [t]\nrows:\n  - {title: \"{t}\", detail: x}\n",
    "s.yaml": "title: S\nrows:\n" + uses,
  ]
  let result = loadWithTemplates(texts)
  #expect(printed(result) == "")
  #expect(result.app?.screen("s")?.sections[0].rows.count == 10_000)
  let limited = loadWithTemplates(texts, limits: ParseLimits(maxTemplateExpansion: 50_000))
  // Each use adds 6 nodes (a list of one mapping of two pairs): use 8,334 crosses 50,000,
  // on line 3 + 2 × 8,333.
  #expect(
    printed(limited).contains(
      "s.yaml:16669:10: error: templates expand to more than 50000 nodes in this file"))
  #expect(limited.app == nil)
}

@Test func doublingTemplatesStopAtTheLimitWithoutHanging() {
  var texts = ["s.yaml": "title: S\nrows:\n  - use: t0\n"]
  for index in 0..<40 {
    texts["templates/t\(index).yaml"] = "rows:\n  - use: t\(index + 1)\n  - use: t\(index + 1)\n"
  }
  texts["templates/t40.yaml"] = "rows: [A]\n"
  let text = printed(loadWithTemplates(texts))
  #expect(text.contains("error: templates expand to more than 250000 nodes in this file"))
}

/// A screen that uses template `t` in rows, in sections and as its own `template:`.
private let usingT: [String: String] = [
  "app.yaml": "state: {on: false}\n",
  "s.yaml": "title: S\nsections:\n  - rows:\n      - use: t\n        with: {t: A, k: on}\n"
    + "  - use: t\n    with: {t: \"{on}\", k: [x]}\n",
  "p.yaml": "template: t\nwith: {t: P, k: on}\n",
]

@Test(arguments: Fixtures.files(in: Fixtures.hostile).map(\.lastPathComponent) + ["recursive"])
func hostileTemplatesEndInLocatedDiagnostics(name: String) throws {
  let text =
    name == "recursive"
    ? "parameters: [t, k]\nrows:\n  - {title: \"{t}\", toggle: \"{k}\"}\n  - use: t\n"
      + "    with: {t: \"{t}\", k: \"{k}\"}\n"
    : String(
      decoding: Fixtures.source(Fixtures.hostile.appendingPathComponent(name)).bytes, as: UTF8.self)
  var texts = usingT
  texts["templates/t.yaml"] = text
  let result = loadWithTemplates(texts)
  for report in result.reports {
    for diagnostic in report.diagnostics {
      #expect(diagnostic.mark.line >= 1 && diagnostic.mark.line < TemplateOrigins.firstLine)
      #expect(diagnostic.notes.allSatisfy { ($0.mark?.line ?? 1) < TemplateOrigins.firstLine })
    }
  }
  #expect(result.hasErrors)
}

/// A screen's key written at the top of a template file says where it goes there, not
/// that it belongs at the top of a file (which it is): a new user's finding.
@Test func aScreensKeyAtATemplatesTopSaysItGoesUnderScreen() {
  let text = printed(
    loadWithTemplates([
      "templates/t.yaml": "parameters: [name]\ntitle: x\nscreen:\n  title: \"{name}\"\n",
      "a.yaml": "template: t\nwith: {name: A}\nrows: [a]\n",
    ]))
  #expect(
    text.contains(
      "templates/t.yaml:2:1: error: unknown key 'title' here; it is a screen's: in a template file, a screen's keys go under 'screen:'"
    ), "\(text)")
}
