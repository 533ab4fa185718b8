import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

let conditionState = """
  state:
    wifi: "true"
    mode: dark
    tags: [a]
    user: {name: Ann}
  """

@Test(arguments: [
  (
    "title: S\nrows:\n  - {title: A, visibleIf: wfi}\n",
    "screen 3:27: error: the condition reads 'wfi', which is not a state key in app.yaml; did you mean 'wifi'?"
  ),
  (
    // A mapping's key is told where the key is written, not at the value compared.
    "title: S\nrows:\n  - {title: A, visibleIf: {key: wfi, is: true}}\n",
    "screen 3:33: error: the condition reads 'wfi', which is not a state key in app.yaml; did you mean 'wifi'?"
  ),
  (
    "title: S\nrows:\n  - {title: A, visibleIf: user}\n",
    "screen 3:27: error: the condition reads 'user', which holds a mapping; name one of its keys"
  ),
  (
    "title: S\nrows:\n  - {title: M, toggle: wifi}\n  - {title: A, enabledIf: {key: wifi, is: maybe}}\n",
    "screen 4:43: error: the condition compares 'wifi' with 'maybe', which nothing bound to it can hold: a switch holds 'true' or 'false', not 'maybe'"
  ),
  (
    "title: S\nrows:\n  - {title: A, visibleIf: {key: mode, contains: dark}}\n",
    "screen 3:49: error: 'contains' reads a list, but 'mode' holds one value; use 'is' or 'in'"
  ),
  (
    "title: S\nrows:\n  - {title: A, visibleIf: {key: tags, is: a}}\n",
    "screen 3:43: error: 'tags' holds a list; compare it with 'contains'"
  ),
  (
    "title: S\nrows:\n  - {title: A, visibleIf: {key: mode, is: dark, isNot: light}}\n",
    "screen 3:27: error: a condition is a state key, {key: K, is: V}, {key: K, isNot: V}, {key: K, in: [V, …]}, {key: K, contains: V}, {device: phone|pad}, {not: C}, {all: [C, …]} or {any: [C, …]}"
  ),
  (
    "title: S\nrows:\n  - {title: A, visibleIf: {device: watch}}\n",
    "screen 3:36: error: unknown device 'watch'; expected 'phone' or 'pad'"
  ),
  (
    "title: S\nrows:\n  - {title: A, visibleIf: {all: []}}\n",
    "screen 3:33: error: 'all' needs at least one condition"
  ),
  (
    "title: S\npaging: {pageSize: 1}\nrows:\n  - {title: A, visibleIf: wifi}\n  - B\n",
    "screen 4:27: error: 'visibleIf' on a row cannot be used on a paged screen (pages count rows as written)"
  ),
])
func conditionDiagnostic(screen: String, expected: String) {
  let found = diagnostics(screen, app: conditionState)
  #expect(found.contains(expected), "\(found)")
}

/// A misspelt key or picker value in a condition is told where it is written (a value of
/// `in:` at its item) and carries the fix `check --fix` and an editor's quick fix make.
@Test func aConditionsMistakesAreToldWhereWrittenWithTheirFix() {
  let result = AppAssembler.load([
    SourceFile(path: "app.yaml", text: "start: s\nstate: {mode: dark}\n"),
    SourceFile(
      path: "m.yaml",
      text:
        "title: M\nbind: mode\nchoices: [{title: Dark, value: dark}, {title: Light, value: light}]\n"
    ),
    SourceFile(
      path: "s.yaml",
      text: """
        title: S
        rows:
          - {title: M, push: m}
          - {title: A, detail: a, visibleIf: {key: mdoe, is: dark}}
          - {title: B, detail: b, visibleIf: {key: mode, in: [dark, lihgt]}}
        """),
  ])
  let found = result.reports.flatMap(\.diagnostics).map {
    "\($0.mark): \($0.message) [\($0.fix?.title ?? "no fix")]"
  }
  #expect(
    found == [
      "4:44: the condition reads 'mdoe', which is not a state key in app.yaml; did you mean 'mode'? [\(Fix.replace(with: "mode").title)]",
      "5:61: the condition compares 'mode' with 'lihgt', which nothing bound to it can hold: 'lihgt' is not one of the picker's values ('dark' or 'light'); did you mean 'light'? [\(Fix.replace(with: "light").title)]",
    ], "\(found)")
}

@Test func conditionsEvaluate() {
  let state = StateValue.mapping([
    .init(key: "wifi", value: .text("true")), .init(key: "mode", value: .text("dark")),
    .init(key: "count", value: .text("0")), .init(key: "tags", value: .list([.text("a")])),
    .init(key: "sounds", value: .text("on")), .init(key: "empty", value: .text("")),
  ])
  func check(_ condition: Condition, _ device: Device = .phone) -> Bool {
    condition.isTrue(in: state, device: device, onValues: ["sounds": "on"])
  }
  #expect(check(.key(["wifi"])))
  #expect(check(.key(["sounds"])), "a switch's trueValue is on")
  #expect(!check(.key(["count"])), "zero is off")
  #expect(check(.key(["mode"])), "non-empty text with no switch is on")
  #expect(!check(.key(["empty"])))
  #expect(check(.equals(["mode"], "dark")) && !check(.notEquals(["mode"], "dark")))
  #expect(check(.oneOf(["mode"], ["light", "dark"])))
  #expect(check(.contains(["tags"], "a")) && !check(.contains(["tags"], "b")))
  #expect(check(.device(.pad), .pad) && !check(.device(.pad)))
  #expect(!check(.host(.app)), "Settings is the default host")
  #expect(Condition.host(.app).isTrue(in: state, device: .phone, host: .app, onValues: [:]))
  #expect(Condition.host(.app).holds(on: .phone) == nil, "the host is not known")
  #expect(Condition.host(.app).holds(on: .phone, host: .settings) == false)
  #expect(check(.all([.key(["wifi"]), .not(.key(["count"]))])))
  #expect(check(.any([.key(["count"]), .key(["wifi"])])))
}

@Test func searchKeysNeedSearchable() {
  let found = diagnostics("title: S\nsearchPrompt: Find\nrows: [a]\n")
  #expect(found.contains("screen 2:15: error: 'searchPrompt' needs 'searchable: true'"), "\(found)")
  #expect(SearchText.matches("Ginásio", "GINASIO") && SearchText.matches("Straße", "strasse"))
  #expect(!SearchText.matches("Arena", "arenas"))
}

@Test func aSectionThatCanNeverShowIsAWarning() {
  let found = diagnostics(
    "title: S\nsections:\n  - rows:\n      - {title: A, visibleIf: {all: [{device: phone}, {device: pad}]}}\n  - rows: [B]\n"
  )
  #expect(
    found.contains(
      "screen 3:5: warning: every row of this section is hidden by a condition that can never be true"
    ), "\(found)")
  #expect(
    diagnostics("title: S\nsections:\n  - rows:\n      - {title: A, visibleIf: {device: pad}}\n")
      .isEmpty)
}

/// Item 14 of issue #25: a condition that no state and no device can make true, whatever
/// contradicts it.
@Test(arguments: [
  ("{all: [notify, {not: notify}]}", true),
  ("{all: [{key: mode, is: dark}, {key: mode, is: light}]}", true),
  ("{key: mode, in: []}", true),
  ("{all: [{key: mode, is: dark}, {key: mode, isNot: dark}]}", true),
  ("{all: [{key: mode, in: [a, b]}, {key: mode, in: [c]}]}", true),
  ("{not: {any: [{key: mode, is: dark}, {key: mode, isNot: dark}]}}", true),
  // Issue #54, item 13: how an import keeps a group for the other device (a `[Pad]` group
  // of Root.plist), written back where it was: meant, so `check` says nothing.
  ("{all: [{device: phone}, {device: pad}]}", false),
  ("{all: [{device: pad}, {device: phone}]}", true),
  ("{all: [{host: app}, {host: settings}]}", true),
  ("{all: [{host: app}, {device: pad}]}", false),
  ("{all: [{host: app}, {not: {host: app}}]}", true),
  ("{all: [notify, {key: mode, is: dark}]}", false),
  ("{all: [{key: mode, is: dark}, {key: other, is: light}]}", false),
  ("{all: [{key: mode, isNot: dark}, {key: mode, isNot: light}]}", false),
  ("{all: [{key: mode, is: dark}, notify, {not: {key: mode, is: light}}]}", false),
  ("{all: [{key: mode, is: dark}, {not: mode}]}", false),
  ("{all: [{key: tags, contains: a}, {not: {key: tags, contains: b}}]}", false),
  ("{all: [{key: tags, contains: a}, {not: {key: tags, contains: a}}]}", true),
])
func aConditionThatCanNeverHoldIsFound(condition: String, never: Bool) throws {
  let found = diagnostics(
    "title: S\nsections:\n  - visibleIf: \(condition)\n    rows: [A]\n  - rows: [B]\n",
    app: "state: {notify: \"true\", mode: dark, other: light, tags: [a]}\n")
  let warning =
    "screen 3:16: warning: this section's 'visibleIf' can never be true, so it never shows"
  #expect(found.contains(warning) == never, "\(found)")
  #expect(!found.contains { $0.contains("error") }, "\(found)")
}

@Test func rowsThatCanNeverShowAreSaidToBeRows() {
  let found = diagnostics(
    "title: S\nsections:\n  - rows:\n      - {title: A, visibleIf: {all: [notify, {not: notify}]}}\n  - rows: [B]\n",
    app: "state: {notify: \"true\"}\n")
  #expect(
    found.contains(
      "screen 3:5: warning: every row of this section is hidden by a condition that can never be true"
    ), "\(found)")
}
