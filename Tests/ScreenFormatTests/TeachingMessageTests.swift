import Basics
import Testing
import YAMLTree

@testable import ScreenFormat
@testable import ScreenModel

/// Messages that say how to fix the file, for the mistakes newcomers make most.
@Test(arguments: [
  (
    "title: A\nrows:\n  - title: B\n    detail: {weightClass}\n",
    "screen 4:13: error: 'detail' is a mapping, not text: YAML reads unquoted braces as a mapping; quote it: detail: \"{weightClass}\""
  ),
  (
    "title: A\nselectionStyle:\n  background: #FF0000\n  text: white\nrows: [a]\n",
    "screen 3:14: error: 'background' has no value; if you wrote a colour such as #FF0000, the '#' started a YAML comment: quote it (background: \"#FF0000\")"
  ),
  (
    "title: A\nrows:\n\t- a\n",
    "screen 3:1: error: a tab at line 3, column 1, where YAML allows only spaces: tabs cannot indent YAML or separate '-' and ':' from what follows; replace it with spaces"
  ),
  (
    "title: A\nrows:\n  -\ta\n",
    "screen 3:4: error: a tab at line 3, column 4, where YAML allows only spaces: tabs cannot indent YAML or separate '-' and ':' from what follows; replace it with spaces"
  ),
  (
    "title: A\nchoices: [One, Two, One]\n",
    "screen 2:21: error: two choices are titled 'One'; a tap or a checkmark could not tell them apart"
  ),
  (
    "id: a/b\ntitle: A\nrows: [x]\n",
    "screen 1:5: error: screen id 'a/b' cannot name a snapshot file: an id may not start with '.' or contain '/' or '\\'"
  ),
  (
    "id: .hidden\ntitle: A\nrows: [x]\n",
    "screen 1:5: error: screen id '.hidden' cannot name a snapshot file: an id may not start with '.' or contain '/' or '\\'"
  ),
  ("id: ''\ntitle: A\nrows: [x]\n", "screen 1:5: error: a screen id cannot be empty"),
  (
    "title: A\nrows:\n  - title: Wi-Fi\n    switch: wifi\n",
    "screen 4:5: error: unknown key 'switch'; did you mean 'toggle'?"
  ),
  (
    "title: A\nrows:\n  - title: Volume\n    slider: volume\n    minimumValue: 0\n",
    "screen 5:5: error: unknown key 'minimumValue'; did you mean 'min'?"
  ),
  (
    "title: A\nrows:\n  - title: Password\n    textField: password\n    isSecureTextEntry: true\n",
    "screen 5:5: error: unknown key 'isSecureTextEntry'; did you mean 'secure'?"
  ),
])
func teachingMessage(screen: String, expected: String) {
  #expect(diagnostics(screen).contains(expected), "\(diagnostics(screen))")
}

@Test func aCommentInAFlowMappingIsPointedAt() throws {
  let result = YAMLParser.parse(
    Array("title: A\nselectionStyle: {background: #FF0000, text: white}\nrows: [a]\n".utf8))
  let error = try #require(result.diagnostics.first)
  #expect(
    error.notes.contains {
      $0.mark == Mark(line: 2, column: 30)
        && $0.message.hasPrefix("a '#' after a space starts a comment")
    })
}

@Test func aTabOnABlankLineIsWhiteSpace() {
  #expect(diagnostics("title: Posts\n\t\nrows: [a]\n").isEmpty)
  #expect(diagnostics("title: Posts\n  \t  \r\nrows: [a]\n").isEmpty)
}

@Test func aByteOrderMarkIsSkipped() {
  let file = SourceFile(
    path: "s.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("title: A\nrows: [a]\n".utf8))
  let result = AppAssembler.load([file])
  #expect(result.reports.isEmpty)
  #expect(result.app?.screens.first?.id == "s")
  // Marks count from the first visible character.
  let broken = AppAssembler.load([
    SourceFile(path: "b.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("titel: A\nrows: [a]\n".utf8))
  ])
  #expect(broken.reports.first?.diagnostics.first?.mark == Mark(line: 1, column: 1))
}

@Test func theSizeErrorNamesTheRealSize() {
  let file = SourceFile(path: "big.yaml", bytes: Array(repeating: 0x61, count: 11), size: 5_000)
  let result = AppAssembler.load([file], limits: ParseLimits(maxBytes: 10))
  #expect(
    result.reports.first?.diagnostics.first?.message
      == "file is 5000 bytes; the limit is 10")
  #expect(result.reports.first?.diagnostics.first?.exceeded == .fileSize)
}

@Test(arguments: [
  (
    "state:\n  \"dotted.key\": x\n",
    "app 2:3: error: state key 'dotted.key' contains '.', but a '.' in '{…}', 'bind' and the other keys that name state is a path ('{a.b}' is key 'b' inside 'a'); nest it (dotted: {…}) or rename it"
  ),
  (
    "state:\n  count: \"5\"\n",
    "app 2:3: error: state key 'count' has the name of the built-in count '{count}', so '{count}' could mean either; rename it"
  ),
])
func stateKeysThatWouldBeAmbiguous(app: String, expected: String) {
  let found = diagnostics("title: \"{count}\"\nrows: [a]\n", app: app)
  #expect(found.contains(expected), "\(found)")
  #expect(!found.contains { $0.contains("did you mean 'dotted.key'") })
}

@Test func aScenarioWithAMistypedStepsIsToldAsAScenario() {
  let result = AppAssembler.load([
    SourceFile(path: "tour.yaml", text: "app: ../Screens\nstep:\n  - tap 1\n")
  ])
  let scenario = result.scenarios.first
  #expect(scenario?.scenario == nil)
  let messages = scenario?.diagnostics.map { "\($0.mark): \($0.message)" } ?? []
  #expect(messages.contains("2:1: unknown key 'step'; did you mean 'steps'?"), "\(messages)")
  #expect(result.reports.isEmpty, "not read as a screen")
}

@Test(arguments: [
  (
    "title: A\nrows:\n  - title: B\n   detail: x\n",
    Mark(line: 3, column: 5),
    "'detail' starts at column 4, but 'title' above starts at column 5: indent keys of one mapping alike (a new list item starts with '- ')"
  ),
  (
    "title: A\n  rows:\n  - C\n",
    Mark(line: 1, column: 1),
    "'rows' is indented under 'title', which already has a value, so it reads as more of that value; start it at column 1, where 'title' starts"
  ),
  (
    "title: A\nrows:\n  - title: B\n\n    # a comment\n     detail: x\n",
    Mark(line: 3, column: 5),
    "'detail' starts at column 6, but 'title' above starts at column 5: indent keys of one mapping alike (a new list item starts with '- ')"
  ),
])
func aKeyIndentedWronglyIsComparedWithTheKeyAbove(text: String, at mark: Mark, note: String)
  throws
{
  let result = YAMLParser.parse(Array(text.utf8))
  let error = try #require(result.diagnostics.first)
  #expect(error.notes.contains { $0.mark == mark && $0.message == note }, "\(error)")
}

@Test func aColonInAValueGetsNoIndentationNote() throws {
  for text in ["title: a: b\nrows: [A]\n", "title: A\nrows:\n  - title: Time: 10\n"] {
    let result = YAMLParser.parse(Array(text.utf8))
    let error = try #require(result.diagnostics.first)
    #expect(!error.notes.contains { $0.message.contains("column") }, "\(error)")
  }
}

@Test func aKeyBelowALineWithoutAKeyGetsNoIndentationNote() throws {
  // The line above is a plain list item: comparing with 'rows' further up would mislead.
  let result = YAMLParser.parse(Array("title: A\nrows:\n  - A\n   detail: x\n".utf8))
  let error = try #require(result.diagnostics.first)
  #expect(!error.notes.contains { $0.message.contains("column") }, "\(error)")
}

/// A comma in an unquoted flow value ends it, and the rest reads as a key: the error says
/// so and how to keep the comma, instead of listing every known key.
@Test func aCommaThatCutAFlowValueIsExplained() {
  let found = diagnostics(
    "title: About\nrows:\n  - {title: Licence, body: Licensed under Apache, Version 2.0.}\n")
  #expect(
    found == [
      "screen 3:51: error: unknown key 'Version 2.0.'; a ',' in a flow mapping ends a value, so the rest of 'body' reads as a key: quote the value to keep its comma (body: \"…, …\")"
    ], "\(found)")
  // A key written with its ':' is a key of its own, told as unknown.
  let own = diagnostics("title: About\nrows:\n  - {title: Licence, nope: }\n")
  #expect(own == ["screen 3:22: error: unknown key 'nope'; did you mean 'role'?"], "\(own)")
}
