import Basics
import Testing
import YAMLTree

@testable import ScreenFormat

/// What a new user's trial met: a key written at the column of a list's `- ` items leads
/// with what is likely wrong, not libyaml's "did not find expected '-' indicator"; an app of
/// several screens without `start` is told by `check`, as `render` refuses it.
@Suite struct NewUserTrialTests {
  @Test(arguments: [
    (
      "title: Home\nsections:\n  - header: H\n  rows:\n    - title: A\n", Mark(line: 4, column: 3),
      "'rows' starts at column 3, where the list's '- ' items start, so it is neither an item nor a key of one: indent it to column 5, under 'header', for a key of the item above; write '- ' before it for a new item; or start it at column 1, where 'sections' starts, for a key beside the list"
    ),
    (
      "title: Home\nrows:\n  - title: A\n    detail: x\n  title: B\n", Mark(line: 5, column: 3),
      "'title' starts at column 3, where the list's '- ' items start, so it is neither an item nor a key of one: indent it to column 5, under 'title', for a key of the item above; write '- ' before it for a new item; or start it at column 1, where 'rows' starts, for a key beside the list"
    ),
  ])
  func aKeyAtAListsColumnSaysWhatIsLikelyWrong(text: String, at mark: Mark, message: String)
    throws
  {
    let error = try #require(YAMLParser.parse(Array(text.utf8)).diagnostics.first)
    #expect(error.message == message, "\(error)")
    #expect(error.mark == mark)
    #expect(!error.message.contains("did not find expected"))
    #expect(error.notes.map(\.message) == ["the list starts here"], "\(error.notes)")
  }

  /// A list item whose `- ` is a column off from the items above it is told so at the
  /// dash, with both columns, not as libyaml's "did not find expected key" at the mapping
  /// that holds the list (a new user's trial). The items above are the nearest column
  /// among the dashes above, up to the list's key.
  @Test(arguments: [
    ("title: Home\nrows:\n  - title: A\n    detail: x\n - title: B\n", 5, 2, 3, 3),
    ("title: Home\nrows:\n  - title: A\n  - title: B\n    detail: x\n   - title: C\n", 6, 4, 4, 3),
    ("title: Home\nrows:\n- title: A\n  - title: B\n", 4, 3, 3, 1),
    ("title: T\nsections:\n  - rows:\n      - a\n - header: B\n", 5, 2, 3, 3),
    ("title: T\nsections:\n  - rows:\n      - a\n     - b\n", 5, 6, 4, 7),
  ])
  func aDashOffItsListsColumnIsToldAtTheDash(
    text: String, line: Int, column: Int, aboveLine: Int, aboveColumn: Int
  ) throws {
    let error = try #require(YAMLParser.parse(Array(text.utf8)).diagnostics.first)
    #expect(
      error.message
        == "this item's '-' is at column \(column), but the items above start at column \(aboveColumn): start every '- ' of one list at one column",
      "\(error)")
    #expect(error.mark == Mark(line: line, column: column))
    #expect(error.notes.map(\.mark) == [Mark(line: aboveLine, column: aboveColumn)])
  }

  @Test func aDashAtItsListsColumnKeepsLibyamlsWords() throws {
    // The dash is where the items above are: what is wrong is elsewhere (a key where the
    // item's keys are not), so the error stays libyaml's, with its indentation note.
    let text = "title: Home\nrows:\n  - title: A\n  - title: B\n     detail: x\n"
    let error = try #require(YAMLParser.parse(Array(text.utf8)).diagnostics.first)
    #expect(!error.message.contains("items above start"), "\(error)")
  }

  static func reports(_ texts: [String: String]) -> [String] {
    let files = texts.keys.sorted().map { SourceFile(path: $0, text: texts[$0] ?? "") }
    return AppAssembler.load(files).reports.flatMap { report in
      report.diagnostics.map { "\(report.file.path) \($0.mark): \($0.severity) \($0.message)" }
    }
  }

  @Test func severalScreensWithoutAStartAreTold() {
    let found = Self.reports([
      "app.yaml": "state: {x: \"1\"}\n", "a.yaml": "title: A\nrows: [X]\n",
      "b.yaml": "title: B\nrows: [Y]\n",
    ])
    #expect(
      found == [
        "app.yaml 1:1: warning the app has 2 screens and no 'start' in app.yaml, so render, play and export refuse it without --screen ID; add 'start: ID' naming the screen it opens on"
      ], "\(found)")
    // One screen is the start; a start said is none to tell.
    #expect(
      Self.reports(["app.yaml": "state: {x: \"1\"}\n", "a.yaml": "title: A\nrows: [X]\n"]) == [])
    #expect(
      Self.reports([
        "app.yaml": "start: b\n", "a.yaml": "title: A\nrows: [X]\n",
        "b.yaml": "title: B\nrows: [Y]\n",
      ]) == [])
  }
}

/// A new user's trial: a misspelt `app.yaml` key is not offered a key the file already has
/// (`stat:` beside `start:` is 'state'), and a screen's keys pasted into `app.yaml` say
/// whose they are rather than a key of `app.yaml` two edits away ('style' is not 'state').
@Test func appYAMLSuggestsNoKeyItHasAndNamesAScreensKeys() {
  let found = NewUserTrialTests.reports([
    "app.yaml": "start: s\nstat:\n  wifi: true\nstyle: grouped\nsections: []\n",
    "s.yaml": "title: S\nrows: [A]\n",
  ])
  let screens = "here; it is a screen's, written at the top of its file"
  #expect(
    found == [
      "app.yaml 2:1: error unknown key 'stat'; did you mean 'state'?",
      "app.yaml 4:1: error unknown key 'style' \(screens)",
      "app.yaml 5:1: error unknown key 'sections' \(screens)",
    ], "\(found)")
}

/// A plain value holding `: ` (a new user's trial: a title with a colon) is told to be
/// quoted, spelled quoted, at the colon libyaml stopped at; a comment after it stays out.
@Test(arguments: [
  (
    "title: T\nrows:\n  - title: Note: read this\n", Mark(line: 3, column: 16), "title",
    #""Note: read this""#
  ),
  (
    "title: Say \"hi\": now  # greeting\nrows: [a]\n", Mark(line: 1, column: 16), "title",
    #""Say \"hi\": now""#
  ),
])
func aColonInAPlainValueIsToldToBeQuoted(text: String, mark: Mark, key: String, quoted: String)
  throws
{
  let error = try #require(YAMLParser.parse(Array(text.utf8)).diagnostics.first)
  #expect(
    error.message
      == "the value of '\(key)' holds ': ', which YAML reads as the start of another key; quote the value: \(key): \(quoted)",
    "\(error)")
  #expect(error.mark == mark)
}

/// A key or a list item written without its space reads as one text, and libyaml stops
/// below it: the error is at the line missing its space, spelled with the space in.
@Test(arguments: [
  (
    "title: T\nrows:\n  - title:Wi-Fi\n    toggle: wifi\n", Mark(line: 3, column: 10),
    "'title:Wi-Fi' is read as one text, not a key and its value: put a space after the colon: title: Wi-Fi"
  ),
  (
    "title:Settings\nrows: [a]\n", Mark(line: 1, column: 6),
    "'title:Settings' is read as one text, not a key and its value: put a space after the colon: title: Settings"
  ),
  (
    "title: T\nrows:\n  -title: Wi-Fi\n  - b\n", Mark(line: 3, column: 4),
    "'-title' is read as a key starting with '-', not a list item: put a space after the dash: - title: Wi-Fi"
  ),
  (
    "title: T\nrows:\n  - title: a\n    detail:b  # note\n    subtitle: c\n",
    Mark(line: 4, column: 11),
    "'detail:b' is read as one text, not a key and its value: put a space after the colon: detail: b"
  ),
])
func aKeyOrItemWithoutItsSpaceIsToldWhereTheSpaceGoes(text: String, mark: Mark, message: String)
  throws
{
  let error = try #require(YAMLParser.parse(Array(text.utf8)).diagnostics.first)
  #expect(error.message == message)
  #expect(error.mark == mark)
}

/// A link's `https://` is no key missing its space: the error below it is libyaml's own.
@Test func aLinkIsNotAKeyWithoutItsSpace() throws {
  let text = "title: T\nrows:\n  - https://example.com\n    toggle: wifi\n"
  let error = try #require(YAMLParser.parse(Array(text.utf8)).diagnostics.first)
  #expect(!error.message.contains("put a space"), "\(error.message)")
}

/// The last row written `- title:Wi-Fi` parses (a row titled `title:Wi-Fi`): warned, with
/// the space as its fix; a title that names no row key, or a quoted one, is left alone.
@Test func aRowTitledLikeAKeyWithoutItsSpaceIsWarned() throws {
  let found = diagnostics(
    "title: T\nrows:\n  - a\n  - title:Wi-Fi\n  - \"detail:x\"\n  - Time:Now\n  - https://x.org\n")
  #expect(
    found == [
      "screen 4:5: warning: this row's title is the whole text 'title:Wi-Fi'; for the key 'title', put a space after the colon: title: Wi-Fi"
    ], "\(found)")
}
