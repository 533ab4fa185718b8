import Basics
import Fixtures
import Foundation
import Testing
import YAMLTree

@testable import ScreenFormat
@testable import ScreenModel

@Test func seedScreensLoadClean() throws {
  let result = AppAssembler.load(Fixtures.screens(), templates: Fixtures.templates())
  #expect(result.reports.flatMap(\.diagnostics) == [])
  let app = try #require(result.app)
  #expect(app.start == "home")
  let files = Fixtures.screens().filter { !$0.isAppFile }.map(\.baseName).sorted()
  #expect(files.count >= 13)
  #expect(app.screens.map(\.id) == files)
  #expect(app.theme.selectionStyle == .custom(background: .named(.red), text: .named(.white)))
  #expect(app.state.text(at: ["user", "username"]) == "mheyeck")
}

@Test func pickerScreenDecodes() throws {
  let app = try #require(AppAssembler.load(Fixtures.screens(), templates: Fixtures.templates()).app)
  let picker = try #require(app.screen("weight-class"))
  #expect(picker.isPicker)
  #expect(picker.bind == ["weightClass"])
  #expect(picker.style == .insetGrouped)
  #expect(picker.sections.first?.rows.count == 8)
  let rounds = try #require(app.screen("rounds"))
  #expect(rounds.sections[0].rows.map(\.choiceValue) == ["3", "5"])
  let referee = try #require(app.screen("referee"))
  #expect(referee.selected == nil)
}

@Test func feedScreenDecodes() throws {
  let app = try #require(AppAssembler.load(Fixtures.screens(), templates: Fixtures.templates()).app)
  let posts = try #require(app.screen("posts"))
  #expect(posts.paging == Paging(pageSize: 4, loadMoreTitle: "Load More…"))
  #expect(posts.deletable)
  #expect(posts.unreadTitle?.segments == [.text("Posts ("), .unread, .text(" unread)")])
  #expect(posts.allRows.map(\.value.read) == [true, false, false, false, false, true])
}

@Test func scalarsStayAsWritten() throws {
  let files = [
    SourceFile(path: "s.yaml", text: "title: NO\nrows: ['010', 1.10, yes]\n"),
    SourceFile(path: "app.yaml", text: "state: {code: 010}\n"),
  ]
  let app = try #require(AppAssembler.load(files).app)
  let screen = try #require(app.screen("s"))
  #expect(screen.title.literalText == "NO")
  #expect(screen.sections[0].rows.map(\.title.literalText) == ["010", "1.10", "yes"])
  #expect(app.state.text(at: ["code"]) == "010")
}

@Test func fileIDOverridesFileName() throws {
  let app = try #require(
    AppAssembler.load([SourceFile(path: "x.yaml", text: "id: other\ntitle: A\nrows: [a]\n")]).app)
  #expect(app.screens.map(\.id) == ["other"])
}

@Test func corporaArePresent() {
  // The corpora live in the repository, so these tests run (never skip) in a fresh clone.
  #expect(Fixtures.files(in: Fixtures.hostile).count >= 20)
  #expect(Fixtures.conformanceCases().count >= 400)
  #expect(Fixtures.hostileExpectations().count == Fixtures.files(in: Fixtures.hostile).count)
  #expect(
    FileManager.default.fileExists(
      atPath: Fixtures.yamlTestSuite.appendingPathComponent("LICENSE").path))
}

/// A hang fails by the time limit; how long each input takes is the benchmarks' business.
@Test(.timeLimit(.minutes(1)), arguments: Fixtures.files(in: Fixtures.hostile))
func hostileInputsEndInALocatedResult(url: URL) throws {
  let result = AppAssembler.load([Fixtures.source(url)])
  let diagnostics = result.reports.flatMap(\.diagnostics)
  #expect(diagnostics.allSatisfy { $0.mark.line >= 1 && $0.mark.column >= 1 })
  #expect(result.app != nil || diagnostics.contains { $0.severity == .error })
}

@Test(arguments: Fixtures.hostileExpectations().map(\.file))
func hostileExpectationHolds(file: String) throws {
  let expected = try #require(Fixtures.hostileExpectations().first { $0.file == file }).expected
  let result = AppAssembler.load([Fixtures.source(Fixtures.hostile.appendingPathComponent(file))])
  let messages = result.reports.flatMap(\.diagnostics).filter { $0.severity == .error }.map {
    "\($0.mark): \($0.message)"
  }
  if expected == "OK" {
    #expect(messages.isEmpty, "\(file)")
    #expect(result.app != nil)
  } else {
    #expect(messages.contains(expected), "\(file): \(messages)")
  }
}

/// libyaml disagrees with about 72 of the suite's cases (it accepts some invalid ones and
/// rejects some valid ones); what must hold for every case is a tree or a located error.
@Test(.timeLimit(.minutes(1)), arguments: Fixtures.conformanceCases())
func conformanceCaseEndsCleanly(name: String) throws {
  let folder = Fixtures.yamlTestSuite.appendingPathComponent(name)
  let bytes = Fixtures.source(folder.appendingPathComponent("in.yaml")).bytes
  let result = YAMLParser.parse(bytes)
  let loaded = AppAssembler.load([SourceFile(path: "in.yaml", bytes: bytes)])
  // Either a tree, or a located error; never both missing.
  #expect(result.root != nil || !result.diagnostics.isEmpty)
  #expect(result.diagnostics.allSatisfy { $0.mark.line >= 1 && $0.mark.column >= 1 })
  #expect(loaded.reports.flatMap(\.diagnostics).allSatisfy { $0.mark.line >= 1 })
}

@Test(arguments: [
  ("", false), ("plain text", false), ("yyyyyyyyyyyyyyyy", false), ("0123456789abcdef{", true),
  ("}", true), ("a long text with a brace { far in", true),
  ("}} at the start of a long text", true),
  ("Ünïcödé text without any braces at all", false),
])
func braceScan(text: String, expected: Bool) {
  #expect(InterpolatedTextParser.hasBrace(text) == expected)
}

@Test func filesDecodedOneByOneLoadAsTheWholeFolderDoes() throws {
  let files = Fixtures.screens()
  let whole = AppAssembler.load(files, templates: Fixtures.templates())
  let library = TemplateLibrary(files: Fixtures.templates())
  let decoded = files.map { AppAssembler.decode($0, templates: library) }
  let stepwise = AppAssembler.load(decoded: decoded, templates: library)
  #expect(stepwise.app == whole.app)
  #expect(stepwise.reports == whole.reports)
  #expect(stepwise.screenIDs == whole.screenIDs)
  // What a screen names comes from the same decode: the fight card pushes its pickers.
  let fightCard = try #require(decoded.first { $0.file.fileName == "fight-card.yaml" })
  #expect(fightCard.reach?.pushes.contains("weight-class") == true)
  #expect(decoded.first { $0.file.isAppFile }?.reach == nil)
}

@Test(arguments: [0, 1, 7, 8, 9, 4_095])
func rowRoomIsTheLineCountOfALargeFile(offset: Int) {
  // Newlines at every offset of a word and in the tail, among bytes that differ from a
  // newline by one bit (0x0B, 0x8A) so that a loose mask would count them too.
  var bytes = [UInt8](repeating: 0x0B, count: (1 << 16) + offset)
  var newlines = 0
  for index in stride(from: offset % 5, to: bytes.count, by: 5) {
    bytes[index] = 0x0A
    newlines += 1
  }
  for index in stride(from: 3, to: bytes.count, by: 11) where bytes[index] != 0x0A {
    bytes[index] = 0x8A
  }
  #expect(RowStream.capacity(for: bytes) == newlines + 1)
  // A small file has room for a row a line, at most 64.
  let small = Array("title: T\nrows:\n  - A\n  - {title: B, detail: -}\n  - [x]\n".utf8)
  #expect(RowStream.capacity(for: small) == 6)
  #expect(RowStream.capacity(for: Array(bytes.prefix(100))) == 21)
  #expect(RowStream.capacity(for: Array(repeating: 0x0A, count: 1000)) == 64)
}

@Test func aFeedsRowsKeepTheirTextsInTheFilesBytesAndStaySmall() throws {
  var yaml = "title: Inbox\nrows:\n"
  for index in 0..<50 {
    yaml +=
      "  - title: \"Post \(index): weekend meet results\"\n    subtitle: 2026-01-\(10 + index % 20)\n"
    yaml += "    detail: \"Caf\\u00E9 \(index)\"\n    read: \(index % 2 == 0)\n"
  }
  let file = SourceFile(path: "Screens/inbox.yaml", text: yaml)
  let app = try Fixtures.app([file])
  let rows = try #require(app.screens.first?.sections.first?.rows)
  #expect(rows.count == 50)
  #expect(rows[7].title.description == "Post 7: weekend meet results")
  #expect(rows[7].subtitle?.description == "2026-01-17")
  #expect(rows[7].detail?.description == "Café 7")
  #expect(rows.allSatisfy { $0.title.sharesFileBytes && $0.subtitle?.sharesFileBytes == true })
  // An escaped text reads differently from the file: it is a copy.
  #expect(rows.allSatisfy { $0.detail?.sharesFileBytes == false })
  // A feed's row: three texts, its kind, the box of rare fields and three one-byte fields.
  #expect(MemoryLayout<Row>.size <= 72)
  #expect(MemoryLayout<InterpolatedText?>.size == 16)
}
