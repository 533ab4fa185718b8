import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// The fixes diagnostics carry (``Fix``), made where the diagnostic is: each edit, applied
/// to the file, makes exactly what the message suggests, and the file checks clean of it.
@Suite struct FixTests {
  /// The screen after every fix of its diagnostics (with app.yaml's state), and the
  /// diagnostics left.
  func fixed(_ screen: String, app: String = "start: home\nstate:\n  wifi: true\n")
    -> (text: String, left: [String], fixes: [String])
  {
    let files = [
      SourceFile(path: "home.yaml", text: screen), SourceFile(path: "app.yaml", text: app),
      SourceFile(path: "next.yaml", text: "title: Next\nrows: [A]\n"),
    ]
    let report = AppAssembler.load(files).reports.first { $0.file.path == "home.yaml" }
    let bytes = Array(screen.utf8)
    let diagnostics = report?.diagnostics ?? []
    let edits = diagnostics.compactMap { d in d.fix.flatMap { $0.edit(in: bytes, at: d.mark) } }
    let text = String(decoding: FixEdit.apply(edits, to: bytes).bytes, as: UTF8.self)
    let again = AppAssembler.load(
      [SourceFile(path: "home.yaml", text: text)] + files.dropFirst()
    ).reports.first { $0.file.path == "home.yaml" }
    return (
      text, again?.diagnostics.map(\.message) ?? [], diagnostics.compactMap(\.fix?.title)
    )
  }

  @Test(arguments: [
    // A misspelt key, and a UIKit name for a row kind.
    ("title: Home\nrows:\n  - titel: A\n", "title: Home\nrows:\n  - title: A\n"),
    (
      "title: Home\nrows:\n  - {title: A, switch: wifi}\n",
      "title: Home\nrows:\n  - {title: A, toggle: wifi}\n"
    ),
    // A misspelt screen id and state key, quoted or not.
    (
      "title: Home\nrows:\n  - {title: A, push: nxt}\n",
      "title: Home\nrows:\n  - {title: A, push: next}\n"
    ),
    (
      "title: Home\nrows:\n  - {title: A, toggle: \"wifii\"}\n",
      "title: Home\nrows:\n  - {title: A, toggle: wifi}\n"
    ),
    // An enumeration's value, a YAML 1.1 boolean, a quoted integer.
    ("title: Home\nstyle: gruoped\nrows: [A]\n", "title: Home\nstyle: grouped\nrows: [A]\n"),
    ("title: Home\nsearchable: yes\nrows: [A]\n", "title: Home\nsearchable: true\nrows: [A]\n"),
    // A missing required key, with a placeholder: in a block mapping and a flow one.
    ("rows: [A]\n", "title: \"\"\nrows: [A]\n"),
    (
      "title: Home\nrows:\n  - detail: x\n    push: next\n",
      "title: Home\nrows:\n  - title: \"\"\n    detail: x\n    push: next\n"
    ),
    ("title: Home\nrows:\n  - {detail: x}\n", "title: Home\nrows:\n  - {title: \"\", detail: x}\n"),
  ])
  func eachFixMakesWhatItsMessageSuggests(before: String, after: String) {
    let result = fixed(before)
    #expect(!result.fixes.isEmpty)
    #expect(result.text == after)
    #expect(result.left == [], "\(result.left)")
  }

  @Test func aQuotedIntegerIsUnquoted() throws {
    let screen = "title: Feed\nrowsFrom: posts\npaging: {pageSize: \"20\"}\n"
    let app = "state:\n  posts: [a, b]\n"
    let report = AppAssembler.load([
      SourceFile(path: "feed.yaml", text: screen), SourceFile(path: "app.yaml", text: app),
    ]).reports.first { $0.file.path == "feed.yaml" }
    let diagnostic = try #require(report?.diagnostics.first { $0.fix != nil })
    let edit = try #require(diagnostic.fix?.edit(in: Array(screen.utf8), at: diagnostic.mark))
    let text = String(decoding: FixEdit.apply([edit], to: Array(screen.utf8)).bytes, as: UTF8.self)
    #expect(text == "title: Feed\nrowsFrom: posts\npaging: {pageSize: 20}\n")
  }

  @Test func aDiagnosticWithoutASuggestionHasNoFix() {
    let result = fixed("title: Home\nrows:\n  - {title: A, push: zzzzzzzz}\n")
    #expect(result.fixes.isEmpty)
    #expect(!result.left.isEmpty)
  }

  @Test func anEditIsNilWhenTheFileNoLongerHoldsWhatTheFixWasFor() {
    let fix = Fix.replace(with: "title")
    #expect(fix.edit(in: Array("a: 1\n".utf8), at: Mark(line: 3, column: 1)) == nil)
    #expect(fix.edit(in: Array("a: 1\n".utf8), at: Mark(line: 1, column: 9)) == nil)
    #expect(fix.edit(in: Array("a: 'x\n".utf8), at: Mark(line: 1, column: 4)) == nil)
    let edit = fix.edit(in: Array("a: 'it''s' # c\n".utf8), at: Mark(line: 1, column: 4))
    #expect(edit == FixEdit(start: 3, end: 10, text: "title"))
  }

  @Test func overlappingEditsKeepTheFirst() {
    let edits = [
      FixEdit(start: 4, end: 6, text: "Y"), FixEdit(start: 0, end: 5, text: "X"),
      FixEdit(start: 7, end: 7, text: "!"),
    ]
    let (bytes, made) = FixEdit.apply(edits, to: Array("abcdefgh".utf8))
    #expect(String(decoding: bytes, as: UTF8.self) == "Xfg!h")
    #expect(made.count == 2)
  }
}

/// A state value its picker does not hold, misspelt or miscased, is offered the nearest
/// value with the fix, quoted when a plain scalar would read as something else (a
/// new-user trial: `theme: ligth` listed the values but suggested none).
@Test(arguments: [
  ("ligth", "[light, dark]", "did you mean 'light'?", "light"),
  ("light", "[Light, Dark]", "did you mean 'Light'?", "Light"),
  ("yess", "[{title: Yes, value: \"yes\"}, {title: No, value: \"no\"}]", "'yes'", "\"yes\""),
])
func aStateValueNotAPickersIsOfferedTheNearestValue(
  value: String, choices: String, suggestion: String, fixed: String
) throws {
  let app = "start: home\nstate:\n  theme: \(value)\n"
  let files = [
    SourceFile(path: "home.yaml", text: "title: Theme\nbind: theme\nchoices: \(choices)\n"),
    SourceFile(path: "app.yaml", text: app),
  ]
  let report = try #require(AppAssembler.load(files).reports.first { $0.file.isAppFile })
  let diagnostic = try #require(report.diagnostics.first)
  #expect(diagnostic.message.contains(suggestion))
  let bytes = Array(app.utf8)
  let edit = try #require(diagnostic.fix?.edit(in: bytes, at: diagnostic.mark))
  let text = String(decoding: FixEdit.apply([edit], to: bytes).bytes, as: UTF8.self)
  #expect(text == "start: home\nstate:\n  theme: \(fixed)\n")
  let again = AppAssembler.load([files[0], SourceFile(path: "app.yaml", text: text)])
  #expect(again.reports.allSatisfy { $0.diagnostics.isEmpty }, "\(again.reports)")
  // A value far from every one is told the values, with no guess.
  let far = [
    files[0], SourceFile(path: "app.yaml", text: "start: home\nstate:\n  theme: zzzzzz\n"),
  ]
  let message = AppAssembler.load(far).reports.first { $0.file.isAppFile }?.diagnostics.first
  #expect(message?.message.contains("did you mean") == false)
  #expect(message?.fix == nil)
}

/// A switch's state value misspelt (`flase`, a new user's trial) is offered the nearest of
/// its values, fixed plain (a boolean).
@Test func aSwitchsMisspeltValueIsOfferedTheNearestValue() throws {
  let app = "start: home\nstate:\n  wifi: flase\n"
  let files = [
    SourceFile(path: "home.yaml", text: "title: T\nrows:\n  - {title: Wi-Fi, toggle: wifi}\n"),
    SourceFile(path: "app.yaml", text: app),
  ]
  let report = try #require(AppAssembler.load(files).reports.first { $0.file.isAppFile })
  let diagnostic = try #require(report.diagnostics.first)
  #expect(diagnostic.message.hasSuffix("not 'flase'; did you mean 'false'?"), "\(diagnostic)")
  let bytes = Array(app.utf8)
  let edit = try #require(diagnostic.fix?.edit(in: bytes, at: diagnostic.mark))
  let text = String(decoding: FixEdit.apply([edit], to: bytes).bytes, as: UTF8.self)
  #expect(text == "start: home\nstate:\n  wifi: false\n")
}

/// A key of one row kind on a row of none names the one it belongs to plainly.
@Test func aKeyOfOneKindOnAPlainRowSaysWhatTheRowLacks() {
  let files = [
    SourceFile(path: "home.yaml", text: "title: T\nrows:\n  - {title: A, choices: [a]}\n")
  ]
  let messages = AppAssembler.load(files).reports.flatMap(\.diagnostics).map(\.message)
  #expect(messages.contains { $0.hasSuffix("this row has no 'titleValue'") }, "\(messages)")
}
