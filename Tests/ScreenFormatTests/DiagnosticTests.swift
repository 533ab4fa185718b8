import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// Loads one screen (with an optional app.yaml) and returns its diagnostics as
/// `line:column: severity: message` lines.
func diagnostics(_ screen: String, app: String? = nil) -> [String] {
  var files = [SourceFile(path: "screen.yaml", text: screen)]
  if let app { files.append(SourceFile(path: "app.yaml", text: app)) }
  return AppAssembler.load(files).reports.flatMap { report in
    report.diagnostics.map {
      "\(report.file.baseName) \($0.mark): \($0.severity.rawValue): \($0.message)"
    }
  }
}

let appWithState = "state:\n  weightClass: Lightweight\n  user: {username: mh}\n"

@Test(arguments: [
  (
    "titel: A\nrows: [x]\n",
    ["screen 1:1: error: unknown key 'titel'; did you mean 'title'?"]
  ),
  ("title: A\nrows: 3\n", ["screen 2:7: error: expected a list of rows, found a number"]),
  ("title: [a, b]\nrows: [x]\n", ["screen 1:8: error: expected a string, found a list"]),
  ("rows: [x]\n", ["screen 1:1: error: the screen is missing required key 'title'"]),
  ("title: A\n", ["screen 1:1: error: a screen needs one of 'choices', 'rows' or 'sections'"]),
  (
    "title: A\nrows: [x]\nchoices: [y]\n",
    [
      "screen 3:10: error: 'choices' cannot be used with 'rows'; a screen has exactly one of 'choices', 'rows' or 'sections'"
    ]
  ),
  (
    "title: A\nchoices: [a, b]\nselected: c\n",
    [
      "screen 3:11: error: 'selected' is 'c', which is not one of the choices"
    ]
  ),
  (
    "title: A\nchoices: [Heavy, Light]\nselected: Heavi\n",
    [
      "screen 3:11: error: 'selected' is 'Heavi', which is not one of the choices; did you mean 'Heavy'?"
    ]
  ),
  (
    "title: A\nchoices: [a, b]\nselected: 2\n",
    [
      "screen 3:11: error: 'selected' index 2 is out of range; the picker has 2 choices (0 to 1)"
    ]
  ),
  (
    "title: A\nrows: [a]\npaging: {pageSize: 0}\n",
    [
      "screen 3:20: error: 'pageSize' must be from 1 to 1000000, found 0"
    ]
  ),
  (
    "title: A\nstyle: groupd\nrows: [a]\n",
    [
      "screen 2:8: error: unknown style 'groupd'; did you mean 'grouped'?"
    ]
  ),
  (
    "title: A\nrows:\n  - {title: B, accessory: chevron}\n",
    [
      "screen 3:27: error: unknown accessory 'chevron'; expected 'none', 'checkmark', 'disclosure' or 'detail'"
    ]
  ),
  (
    "title: A\nselectionStyle: purple\nrows: [a]\n",
    [
      "screen 2:17: error: unknown selection style 'purple'; expected 'blue', 'gray', 'none' or '{background, text}'"
    ]
  ),
  (
    "title: A\nselectionStyle: {background: redd, text: white}\nrows: [a]\n",
    [
      "screen 2:30: error: unknown colour 'redd'; did you mean 'red'?"
    ]
  ),
  (
    "title: A\ndeletable: yes\nrows: [a]\n",
    [
      "screen 2:12: error: expected true or false, found 'yes' (a YAML 1.1 boolean; write true)"
    ]
  ),
  (
    "title: A\nediting: False\nrows: [a]\n",
    [
      "screen 2:10: error: expected true or false, found 'False' (write false)"
    ]
  ),
  (
    "title: A\nrows:\n  - title: B\n    push: nowhere\n",
    [
      "screen 4:11: error: 'push' names no screen 'nowhere'"
    ]
  ),
  (
    "title: Hi {wieght}\nrows: [a]\n",
    [
      "screen 1:11: error: '{wieght}' names neither a state key nor a built-in count ('unread', 'count')"
    ]
  ),
  (
    "title: \"Hi {user}\"\nrows: [a]\n",
    [
      "screen 1:12: error: '{user}' is a mapping of state; name one of its keys: 'user.username'"
    ]
  ),
  (
    "title: A {\nrows: [a]\n",
    [
      "screen 1:10: error: unclosed '{' in text; write '{{' for a literal brace"
    ]
  ),
  (
    "title: A\nbind: weight\nchoices: [a]\n",
    [
      "screen 2:7: error: 'bind' names no state key 'weight'; did you mean 'weightClass'?"
    ]
  ),
  (
    "title: A\nbind: weightClass\nselected: a\nchoices: [a, Lightweight]\n",
    [
      "screen 3:11: warning: 'selected' is ignored: the picker reads its current choice from state 'weightClass'"
    ]
  ),
  (
    "title: A\nrows:\n  - {title: B, push: screen, body: text}\n",
    [
      "screen 3:30: error: a row has one kind: 'body' cannot be used with 'push'"
    ]
  ),
  ("title: A\ntitle: B\nrows: [a]\n", ["screen 2:1: error: duplicate key 'title'"]),
])
func diagnosticIsLocated(screen: String, expected: [String]) {
  #expect(diagnostics(screen, app: appWithState) == expected)
}

@Test func everyProblemIsCollectedInOnePass() {
  let found = diagnostics(
    "titel: A\nstyle: x\ndeletable: 1\nrows:\n  - {title: B, read: no}\n", app: appWithState)
  // 'titel' is one mistake, reported once: unknown, with 'did you mean' the missing key.
  #expect(found.count == 4)
  #expect(
    found.map { $0.split(separator: ":")[0] } == [
      "screen 1", "screen 2", "screen 3", "screen 5",
    ])
}

@Test func appFileErrors() {
  let found = diagnostics("title: A\nrows: [a]\n", app: "start: hom\nstate: [a]\n")
  #expect(
    found == [
      "app 1:8: error: 'start' names no screen 'hom'",
      "app 2:8: error: expected a mapping of state values, found a list",
    ])
}

@Test func startSuggestsNearestScreen() {
  let files = [
    SourceFile(path: "home.yaml", text: "title: Home\nrows: [a]\n"),
    SourceFile(path: "app.yaml", text: "start: hme\n"),
  ]
  let messages = AppAssembler.load(files).reports.flatMap(\.diagnostics).map(\.message)
  #expect(messages == ["'start' names no screen 'hme'; did you mean 'home'?"])
}

@Test func formattedLikeACompiler() throws {
  let file = SourceFile(path: "Screens/feed.yaml", text: "title: A\ndeletable: yes\nrows: [a]\n")
  let report = try #require(AppAssembler.load([file]).reports.first)
  #expect(
    report.formatted == """
      Screens/feed.yaml:2:12: error: expected true or false, found 'yes' (a YAML 1.1 boolean; write true)
       2 | deletable: yes
         |            ^

      """)
}

@Test func duplicateKeyNotePointsAtFirst() throws {
  let file = SourceFile(path: "s.yaml", text: "title: A\n\"title\": B\nrows: [a]\n")
  let report = try #require(AppAssembler.load([file]).reports.first)
  #expect(report.formatted.contains("s.yaml:1:1: note: first defined here"))
}

@Test(arguments: [
  ("app: x\nsteps: 3\n", "2:8: expected a list of actions, found a number"),
  (
    "app: x\nsteps:\n  - tap 1\n  - jump\n",
    "4:5: unknown action 'jump'; expected one of 'tap', 'swipe', 'delete', 'loadMore', 'back', 'edit', 'done', 'toggle', 'type', 'clear', 'slide', 'increment', 'decrement', 'select', 'search', 'add' or 'move'"
  ),
  ("app: x\nsteps: [loadMore 2]\n", "2:9: 'loadMore' takes no row"),
  ("steps: [back]\n", "1:1: the scenario is missing required key 'app'"),
])
func scenarioDiagnostics(text: String, expected: String) {
  let (scenario, found) = ScenarioLoader.load(SourceFile(path: "s.yaml", text: text))
  #expect(scenario == nil)
  #expect(found.map { "\($0.mark): \($0.message)" } == [expected])
}
