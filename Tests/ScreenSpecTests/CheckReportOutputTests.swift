import Basics
import ScreenChecks
import ScreenFormat
import Testing

/// What `check` prints of a report, as values: the JSON report, `--max-errors`'s cut, and
/// the summary line.
struct CheckReportOutputTests {
  static func message(_ text: String) -> Diagnostic.Message {
    Diagnostic.Message(.unknownKey, text)
  }

  static func files() -> [FileDiagnostics] {
    let a = SourceFile(path: "a\u{1B}.yaml", text: "a: 1\nb: 2\n")
    let b = SourceFile(path: "b.yaml", text: "c: 3\n")
    var note = Diagnostic.error(Self.message("bad"), at: Mark(line: 2, column: 1))
    note.notes.append(Diagnostic.Note("see here", at: Mark(line: 1, column: 1)))
    return [
      FileDiagnostics(
        file: a, diagnostics: [.error(Self.message("first"), at: Mark(line: 1, column: 1)), note]),
      FileDiagnostics(
        file: b, diagnostics: [.warning(Self.message("third"), at: Mark(line: 1, column: 1))]),
    ]
  }

  @Test func theJSONReportHoldsEveryDiagnosticEscapedWithItsNotesPath() {
    let json = CheckReport.json(Self.files(), errors: 2, warnings: 1)
    #expect(json.hasSuffix("\"errors\":2,\"warnings\":1}\n"))
    #expect(json.contains("\"path\":\"a<U+001B>.yaml\""))
    #expect(json.contains("\"message\":\"see here\",\"path\":\"a<U+001B>.yaml\",\"line\":1"))
    #expect(json.components(separatedBy: "\"severity\"").count == 4)
  }

  @Test func maxErrorsCutsAcrossFilesAndCountsTheRest() {
    let (shown, more) = CheckReport.limited(Self.files(), to: 2)
    #expect(shown.map(\.diagnostics.count) == [2])
    #expect(more == 1)
    let cut = CheckReport.limited(Self.files(), to: 1)
    #expect(cut.shown.map(\.diagnostics.count) == [1] && cut.more == 2)
    #expect(CheckReport.limited(Self.files(), to: 0).more == 0, "0 shows all")
    #expect(CheckReport.limited(Self.files(), to: 3).shown.count == 2)
  }

  @Test func theSummarySaysThePathsAndTheCounts() {
    var report = CheckReport()
    report.checkedPaths = 1
    #expect(report.summary == "checked 1 path: no problems\n")
    report.add(Self.files())
    report.checkedPaths = 2
    #expect(report.summary == "checked 2 paths: 2 errors, 1 warning\n")
  }
}
