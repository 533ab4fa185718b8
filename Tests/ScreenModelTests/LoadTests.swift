import Fixtures
import Foundation
import Testing
import YAMLTree

@testable import ScreenModel

@Test func seedScreensLoadClean() throws {
  let result = AppLoader.load(Fixtures.screens())
  #expect(result.reports.flatMap(\.diagnostics) == [])
  let app = try #require(result.app)
  #expect(app.start == "home")
  #expect(
    app.screens.map(\.id) == [
      "account", "fight-card", "home", "posts", "referee", "rounds", "weight-class",
    ])
  #expect(app.theme.selectionStyle == .custom(background: .named(.red), text: .named(.white)))
  #expect(app.state.text(at: ["user", "username"]) == "mheyeck")
}

@Test func pickerScreenDecodes() throws {
  let app = try #require(AppLoader.load(Fixtures.screens()).app)
  let picker = try #require(app.screen("weight-class"))
  #expect(picker.isPicker)
  #expect(picker.bind == ["weightClass"])
  #expect(picker.style == .grouped)
  #expect(picker.sections.first?.rows.count == 8)
  let rounds = try #require(app.screen("rounds"))
  #expect(rounds.sections[0].rows.map(\.choiceValue) == ["3", "5"])
  let referee = try #require(app.screen("referee"))
  #expect(referee.selected == nil)
}

@Test func feedScreenDecodes() throws {
  let app = try #require(AppLoader.load(Fixtures.screens()).app)
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
  let app = try #require(AppLoader.load(files).app)
  let screen = try #require(app.screen("s"))
  #expect(screen.title.literalText == "NO")
  #expect(screen.sections[0].rows.map(\.title.literalText) == ["010", "1.10", "yes"])
  #expect(app.state.text(at: ["code"]) == "010")
}

@Test func fileIDOverridesFileName() throws {
  let app = try #require(
    AppLoader.load([SourceFile(path: "x.yaml", text: "id: other\ntitle: A\nrows: [a]\n")]).app)
  #expect(app.screens.map(\.id) == ["other"])
}

@Test(
  .enabled(if: Fixtures.hasShared),
  arguments: Fixtures.files(in: Fixtures.shared.appendingPathComponent("hostile")))
func hostileInputsEndInALocatedErrorQuickly(url: URL) throws {
  let clock = ContinuousClock()
  var result: AppLoader.Result?
  let elapsed = clock.measure {
    result = AppLoader.load([Fixtures.source(url)])
  }
  let diagnostics = try #require(result).reports.flatMap(\.diagnostics)
  #expect(!diagnostics.isEmpty, "every hostile file is rejected as a screen")
  #expect(diagnostics.allSatisfy { $0.mark.line >= 1 && $0.mark.column >= 1 })
  #expect(elapsed < .seconds(1))
}

@Test(.enabled(if: Fixtures.hasShared))
func hostileExpectationsHold() throws {
  let folder = Fixtures.shared.appendingPathComponent("hostile")
  func first(_ name: String) -> String? {
    let result = YAMLParser.parse(Fixtures.source(folder.appendingPathComponent(name)).bytes)
    return result.diagnostics.first.map { "\($0.mark): \($0.message)" }
  }
  #expect(
    first("01-billion-laughs-9x9.yaml")?.hasPrefix("5:9: alias-expansion budget exceeded") == true)
  #expect(
    first("03-alias-self-recursive.yaml")
      == "1:11: alias '*a' refers to a node that is still being built (recursive)")
  #expect(
    first("13-empty-comment-only.yaml") == "1:1: spec is empty (the file holds no YAML document)")
  #expect(first("15-invalid-utf8-surrogate.yaml") == "1:9: invalid Unicode character")
  #expect(first("17-utf32be-bom.yaml") == "1:1: UTF-32 is not supported; save the file as UTF-8")
  #expect(first("19-nul-raw.yaml") == "1:10: control characters are not allowed")
  #expect(first("23-crlf-and-lone-cr.yaml") == "6:1: did not find expected node content")
  #expect(first("25-unterminated-quote.yaml") == "3:1: found unexpected end of stream")
  #expect(first("27-duplicate-key-quoted-vs-plain.yaml") == "2:1: duplicate key 'title'")
  #expect(
    first("29-tag-python-object.yaml")
      == "1:8: tags are not allowed ('tag:yaml.org,2002:python/object/apply:os.system')")
}

@Test(.enabled(if: Fixtures.hasShared))
func norwayAndWrongTypes() {
  let folder = Fixtures.shared.appendingPathComponent("hostile")
  let norway = AppLoader.load([
    Fixtures.source(folder.appendingPathComponent("31-norway-yaml11-bools.yaml"))
  ])
  let messages = norway.reports.flatMap(\.diagnostics).map { "\($0.mark): \($0.message)" }
  #expect(messages.contains("1:1: unknown key 'country'"))
}

/// libyaml disagrees with about 72 of the suite's cases (it accepts some invalid ones and
/// rejects some valid ones); what must hold for every case is a tree or a located error.
@Test(.enabled(if: Fixtures.hasShared), arguments: Fixtures.conformanceCases())
func conformanceCaseEndsCleanly(name: String) throws {
  let folder = Fixtures.shared.appendingPathComponent("conformance/yaml-test-suite/\(name)")
  let bytes = Fixtures.source(folder.appendingPathComponent("in.yaml")).bytes
  let clock = ContinuousClock()
  var parsed: YAMLParser.Result?
  var loaded: AppLoader.Result?
  let elapsed = clock.measure {
    parsed = YAMLParser.parse(bytes)
    loaded = AppLoader.load([SourceFile(path: "in.yaml", bytes: bytes)])
  }
  let result = try #require(parsed)
  // Either a tree, or a located error; never both missing.
  #expect(result.root != nil || !result.diagnostics.isEmpty)
  #expect(result.diagnostics.allSatisfy { $0.mark.line >= 1 && $0.mark.column >= 1 })
  #expect(try #require(loaded).reports.flatMap(\.diagnostics).allSatisfy { $0.mark.line >= 1 })
  #expect(elapsed < .seconds(1))
}

@Test(arguments: [
  ("", false), ("plain text", false), ("yyyyyyyyyyyyyyyy", false), ("0123456789abcdef{", true),
  ("}", true), ("a long text with a brace { far in", true),
  ("}} at the start of a long text", true),
  ("Ünïcödé text without any braces at all", false),
])
func braceScan(text: String, expected: Bool) {
  #expect(TemplateParser.hasBrace(text) == expected)
}
