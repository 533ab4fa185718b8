import ScreenSnapshots
import Testing

/// The mode a run records in: the one asked for, else SCREENSPEC_RECORD's, else pending.
struct RecordModeTests {
  @Test func theModeAskedForWinsOverTheVariable() throws {
    let environment = ["SCREENSPEC_RECORD": "all"]
    #expect(try RecordMode.chosen(.never, environment: environment).get() == .never)
    #expect(try RecordMode.chosen(nil, environment: environment).get() == .all)
    #expect(try RecordMode.chosen(nil, environment: [:]).get() == .pending)
    #expect(try RecordMode.chosen(nil, environment: ["SCREENSPEC_RECORD": ""]).get() == .pending)
  }

  @Test func aVariableNamingNoModeIsAFailureOnlyWhenRead() throws {
    let environment = ["SCREENSPEC_RECORD": "everything"]
    #expect(try RecordMode.chosen(.missing, environment: environment).get() == .missing)
    guard case .failure(let error) = RecordMode.chosen(nil, environment: environment) else {
      Issue.record("a typo in SCREENSPEC_RECORD was ignored")
      return
    }
    #expect(error.message.contains("'everything'"), "\(error.message)")
  }
}
