import Basics
import Testing
import YAMLTree

@testable import ScreenFormat
@testable import ScreenModel

/// Loads an app from texts by path; `templates/…` paths are its templates.
func loadWithTemplates(_ texts: [String: String], limits: ParseLimits = .default)
  -> AppAssembler.Result
{
  let files = texts.keys.sorted().map { SourceFile(path: $0, text: texts[$0] ?? "") }
  return AppAssembler.load(
    files.filter { !$0.path.hasPrefix("templates/") }, limits: limits,
    templates: files.filter { $0.path.hasPrefix("templates/") })
}

/// Every report, formatted as `check` prints it, files in path order.
func printed(_ result: AppAssembler.Result) -> String {
  result.reports.sorted { $0.file.path < $1.file.path }.map(\.formatted).joined()
}

let switchTemplate = """
  parameters: [label, key]
  rows:
    - {title: "{label}", toggle: "{key}"}
    - {title: "About {label}", push: about}

  """

@Test func rowsTemplateExpandsInPlaceWithItsParameters() throws {
  let result = loadWithTemplates([
    "app.yaml": "start: home\nstate: {wifi: true, bt: false}\n",
    "about.yaml": "title: About\nrows: [A]\n",
    "templates/switch.yaml": switchTemplate,
    "home.yaml": """
    title: Home
    rows:
      - First
      - use: switch
        with: {label: Wi-Fi, key: wifi}
      - use: switch
        with: {label: Bluetooth, key: bt}
      - Last

    """,
  ])
  #expect(printed(result) == "")
  let home = try #require(result.app?.screen("home"))
  #expect(
    home.sections[0].rows.map(\.title.description) == [
      "First", "Wi-Fi", "About Wi-Fi", "Bluetooth", "About Bluetooth", "Last",
    ])
  #expect(home.sections[0].rows[1].kind == .toggle(Toggle(key: ["wifi"])))
}

@Test func sectionAndSectionsTemplatesExpandAmongSections() throws {
  let result = loadWithTemplates([
    "templates/one.yaml": "parameters: [h]\nsection: {header: \"{h}\", rows: [A]}\n",
    "templates/two.yaml": "sections:\n  - {header: X, rows: [B]}\n  - {header: Y, rows: [C]}\n",
    "templates/row.yaml": "rows: [R]\n",
    "s.yaml": """
    title: S
    sections:
      - use: one
        with: {h: First}
      - use: two
      - header: Own
        rows:
          - use: row

    """,
  ])
  #expect(printed(result) == "")
  let screen = try #require(result.app?.screen("s"))
  #expect(screen.sections.map { $0.header?.description } == ["First", "X", "Y", "Own"])
  #expect(screen.sections[3].rows.map(\.title.description) == ["R"])
}

@Test func aMistakeInsideATemplateIsAtItsLineWithANoteAtEachUse() {
  let result = loadWithTemplates([
    "templates/card.yaml": "parameters: [t]\nrows:\n  - {title: \"{t}\", detial: x}\n",
    "templates/pair.yaml": "rows:\n  - use: card\n    with: {t: A}\n",
    "s.yaml": "title: S\nrows:\n  - use: pair\n  - use: card\n    with: {t: B}\n",
  ])
  #expect(result.app == nil)
  #expect(
    printed(result) == """
      templates/card.yaml:3:20: error: unknown key 'detial'; did you mean 'detail'?
       3 |   - {title: "{t}", detial: x}
         |                    ^
      templates/pair.yaml:2:10: note: in template 'card' used here
      s.yaml:3:10: note: in template 'pair' used here
      s.yaml:4:10: note: in template 'card' used here

      """)
}

@Test func unknownTemplatesAndParametersSuggestTheNearest() {
  let result = loadWithTemplates([
    "templates/switch.yaml": switchTemplate,
    "app.yaml": "state: {k: true}\n",
    "about.yaml": "title: About\nrows: [A]\n",
    "s.yaml": """
    title: S
    rows:
      - use: swich
      - use: switch
        with: {lable: A, key: k}
      - use: switch
        with: {label: A}

    """,
  ])
  let text = printed(result)
  #expect(text.contains("s.yaml:3:10: error: unknown template 'swich'; did you mean 'switch'?"))
  #expect(
    text.contains(
      "s.yaml:5:12: error: template 'switch' has no parameter 'lable'; did you mean 'label'?"))
  #expect(text.contains("templates/switch.yaml:1:13: note: its parameters are 'label' and 'key'"))
  // A misspelt parameter is not said to be missing too.
  #expect(!text.contains("s.yaml:5:11: error: template 'switch' needs parameter 'label'"))
  #expect(text.contains("s.yaml:7:11: error: template 'switch' needs parameter 'key' in 'with'"))
}

@Test func aTemplateOfTheWrongKindIsAnErrorAtTheUse() {
  let result = loadWithTemplates([
    "templates/rowsy.yaml": "rows: [A]\n",
    "templates/group.yaml": "section: {rows: [A]}\n",
    "s.yaml": "title: S\nsections:\n  - use: rowsy\n  - rows:\n      - use: group\n",
  ])
  let text = printed(result)
  #expect(
    text.contains("s.yaml:3:10: error: template 'rowsy' gives rows, but sections belong here"))
  #expect(
    text.contains("s.yaml:5:14: error: template 'group' gives a section, but rows belong here"))
}

@Test func aCycleNamesTheWholeChainWithANoteAtEveryUse() {
  let result = loadWithTemplates([
    "templates/a.yaml": "rows:\n  - use: b\n",
    "templates/b.yaml": "rows:\n  - use: c\n",
    "templates/c.yaml": "rows:\n  - use: a\n",
    "s.yaml": "title: S\nrows:\n  - use: a\n",
  ])
  #expect(
    printed(result) == """
      templates/c.yaml:2:10: error: template 'a' uses itself: 'a' → 'b' → 'c' → 'a'
       2 |   - use: a
         |          ^
      s.yaml:3:10: note: 'a' is used here
      templates/a.yaml:2:10: note: 'b' is used here
      templates/b.yaml:2:10: note: 'c' is used here
      templates/b.yaml:2:10: note: in template 'c' used here
      templates/a.yaml:2:10: note: in template 'b' used here
      s.yaml:3:10: note: in template 'a' used here

      """)
}

@Test func aCycleThroughTenOthersAndAUseOfItselfAreErrors() {
  var texts = [
    "s.yaml": "title: S\nrows:\n  - use: t0\n", "x.yaml": "title: X\nrows:\n  - use: me\n",
  ]
  for index in 0...10 {
    texts["templates/t\(index).yaml"] = "rows:\n  - use: t\((index + 1) % 11)\n"
  }
  texts["templates/me.yaml"] = "rows:\n  - A\n  - use: me\n"
  let text = printed(loadWithTemplates(texts))
  #expect(
    text.contains(
      "templates/t10.yaml:2:10: error: template 't0' uses itself: "
        + (0...10).map { "'t\($0)'" }.joined(separator: " → ") + " → 't0'"))
  #expect(text.contains("templates/me.yaml:3:10: error: template 'me' uses itself: 'me' → 'me'"))
}

@Test func aParameterValueThatReadsBracesIsNotExpandedAgain() throws {
  let result = loadWithTemplates([
    "app.yaml": "state: {name: Ann}\n",
    "templates/hi.yaml": "parameters: [who, t]\nrows:\n  - \"Hi {who}\"\n  - \"{t}\"\n",
    "s.yaml": "title: S\nrows:\n  - use: hi\n    with: {who: \"{name}\", t: \"{who}\"}\n",
  ])
  // `{name}` is the state key's; `{who}` given as a value is not the parameter again.
  #expect(
    printed(result).contains(
      "s.yaml:4:31: error: '{who}' names neither a state key nor a built-in count"))
  let fixed = loadWithTemplates([
    "app.yaml": "state: {name: Ann}\n",
    "templates/hi.yaml": "parameters: [who]\nrows:\n  - \"Hi {who}, {{literal}}\"\n",
    "s.yaml": "title: S\nrows:\n  - use: hi\n    with: {who: \"{name}\"}\n",
  ])
  let row = try #require(fixed.app?.screen("s")?.sections[0].rows.first)
  #expect(row.title.segments == [.text("Hi "), .state(["name"]), .text(", {literal}")])
}

@Test func badTemplateFilesAndWithValuesAreLocatedErrors() {
  let text = printed(
    loadWithTemplates([
      "templates/list.yaml": "- a\n- b\n",
      "templates/none.yaml": "parameters: [a, a, 'b c']\n",
      "templates/both.yaml": "rows: [A]\nsections: []\n",
      "templates/ok.yaml": "parameters: [p]\nrows: [\"{p}\"]\n",
      "s.yaml": "title: S\nrows:\n  - use: ok\n    with: [1, 2]\n  - use: list\n",
    ]))
  #expect(
    text.contains(
      "templates/list.yaml:1:1: error: expected a template (a mapping with 'parameters' and one of 'rows', 'section', 'sections' or 'screen'), found a list"
    ))
  #expect(text.contains("templates/none.yaml:1:17: error: parameter 'a' is declared twice"))
  #expect(text.contains("templates/none.yaml:1:20: error: a parameter is a name without spaces"))
  #expect(text.contains("templates/none.yaml:1:1: error: a template needs one of 'rows'"))
  #expect(
    text.contains(
      "templates/both.yaml:2:11: error: a template has one of 'rows', 'section', 'sections' or 'screen'; 'sections' comes after 'rows'"
    ))
  #expect(
    text.contains(
      "s.yaml:4:11: error: expected a mapping of parameter values (with: {name: value}), found a list"
    ))
}

@Test func aParameterNamedLikeAStateKeyAndAnUnusedTemplateAreReported() {
  let result = loadWithTemplates([
    "app.yaml": "state: {wifi: true}\n",
    "templates/t.yaml": "parameters: [wifi]\nrows: [\"{wifi}\"]\n",
    "templates/spare.yaml": "rows: [A]\n",
    "s.yaml": "title: S\nrows:\n  - use: t\n    with: {wifi: x}\n",
  ])
  let text = printed(result)
  #expect(
    text.contains(
      "templates/t.yaml:1:14: error: parameter 'wifi' is named like a state key in app.yaml"))
  #expect(text.contains("app.yaml:1:15: note: the state key"))
  #expect(text.contains("templates/spare.yaml:1:1: warning: template 'spare' is used by no screen"))
}
