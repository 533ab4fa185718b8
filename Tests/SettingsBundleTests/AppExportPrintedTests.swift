import Basics
import Testing

@testable import SettingsBundle

/// Export's problems as printed, each at its file, quoting the bytes the load read.
struct AppExportPrintedTests {
  @Test func eachProblemQuotesItsFilesLine() {
    let diagnostic = Diagnostic.error(
      Diagnostic.Message(.unknownKey, "no element"), at: Mark(line: 2, column: 3))
    let printed = AppExport.Problem.printed(
      [AppExport.Problem(path: "App/root.yaml", diagnostic: diagnostic)],
      sources: ["App/root.yaml": Array("title: R\nrows: [x]\n".utf8)])
    #expect(printed.hasPrefix("App/root.yaml:2:3: error: no element\n"), "\(printed)")
    #expect(printed.contains("rows: [x]"), "the line quoted")
    let unread = AppExport.Problem.printed(
      [AppExport.Problem(path: "App/gone.yaml", diagnostic: diagnostic)], sources: [:])
    #expect(unread.hasPrefix("App/gone.yaml:2:3: error: no element\n"))
    #expect(!unread.contains("rows"))
  }
}
