import Fixtures
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenBehavior

/// Item 7 of issue #25: a text field checks what is typed against its keyboard before it
/// capitalises it (as a keyboard can only type its own keys), names the character typed,
/// and capitalises sentences as iOS does.
private func fieldsApp() throws -> App {
  try Fixtures.app([
    SourceFile(path: "app.yaml", text: "state: {code: \"\", amount: \"\", note: \"\"}\n"),
    SourceFile(
      path: "fields.yaml",
      text: """
        title: Fields
        rows:
          - {title: Code, textField: code, keyboard: asciiCapable, autocapitalization: allCharacters}
          - {title: Amount, textField: amount, keyboard: decimalPad}
          - {title: Note, textField: note, autocapitalization: sentences}
        """),
  ])
}

@Test(arguments: [("straße", "ß"), ("ﬁle", "ﬁ"), ("café", "é")])
func anASCIIFieldRefusesWhatItsKeyboardCannotTypeBeforeCapitalising(
  typed: String, refused: String
) throws {
  var session = try Session(app: try fieldsApp())
  let error = #expect(throws: ActionError.self) {
    try session.apply(.type(.title("Code"), typed))
  }
  #expect(error?.reason == "the asciiCapable keyboard cannot type '\(refused)'")
  #expect(session.state.text(at: ["code"]) == "")
}

@Test func anASCIIFieldCapitalisesWhatItAccepts() throws {
  var session = try Session(app: try fieldsApp())
  try session.apply(.type(.title("Code"), "ab-1"))
  #expect(session.state.text(at: ["code"]) == "AB-1")
}

@Test func aDecimalPadSaysItTypesOnePoint() throws {
  var session = try Session(app: try fieldsApp())
  let error = #expect(throws: ActionError.self) {
    try session.apply(.type(.title("Amount"), "1.2.3"))
  }
  #expect(error?.reason == "a decimal pad types one '.': '1.2.3' has 2")
  try session.apply(.type(.title("Amount"), "1.25"))
  #expect(session.state.text(at: ["amount"]) == "1.25")
}

@Test(arguments: [
  ("hi?there. ok", "Hi?there. Ok"),
  ("a. b! c?  d", "A. B! C?  D"),
  ("  lead. x.y", "  Lead. X.y"),
  ("e.g. this", "E.g. This"),
])
func sentencesCapitaliseAfterATerminatorAndASpace(typed: String, stored: String) throws {
  var session = try Session(app: try fieldsApp())
  try session.apply(.type(.title("Note"), typed))
  #expect(session.state.text(at: ["note"]) == stored)
}

@Test func aQuotedTextFollowsTheQuotingRule() throws {
  #expect(try Action(parsing: #"type Name "a\"b""#) == .type(.title("Name"), #"a"b"#))
  #expect(try Action(parsing: #"type Name " a\\b ""#) == .type(.title("Name"), #" a\b "#))
  #expect(try Action(parsing: #"type Name say "hi""#) == .type(.title("Name"), #"say "hi""#))
  let unclosed = #expect(throws: ActionSyntaxError.self) {
    try Action(parsing: #"type Name "abc"#)
  }
  #expect(unclosed?.message == #"'type': the quoted text has no closing '"'"#)
  let after = #expect(throws: ActionSyntaxError.self) {
    try Action(parsing: #"type Name "abc" d"#)
  }
  #expect(after?.message == #"'type': nothing may follow the closing '"' of the quoted text"#)
}

@Test(arguments: [#"a"b"#, #" x"y "#, #""q"#, #"back\slash "#, "", "plain", #"""#])
func aTypedTextReadsBackAsWritten(text: String) throws {
  let action = Action.type(.title("Name"), text)
  #expect(try Action(parsing: action.description) == action, "\(action.description)")
}
