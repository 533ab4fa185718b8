import Fixtures
import ScreenFormat
import ScreenModel
import ScreenRendering
import Testing

@testable import ScreenBehavior

@Suite struct SearchBehaviour {
  @Test func searchFiltersIgnoringCaseAndDiacriticsAndClears() throws {
    var session = try Session(app: try Fixtures.app(), screen: "venue")
    let all = titles(session)
    #expect(all.count >= 20)
    try session.apply(.search("GINASIO"))
    #expect(titles(session) == ["Ginasio do Ibirapuera"])
    #expect(session.view.title == "Venue (\(all.count))", "a search never changes the counts")
    try session.apply(.search("arena"))
    #expect(titles(session).allSatisfy { SearchText.matches($0, "arena") })
    #expect(titles(session).count < all.count)
    try session.apply(.search("zzz"))
    #expect(titles(session).isEmpty)
    #expect(session.view.emptyText == "No venue matches")
    try session.apply(.search(""))
    #expect(titles(session) == all)
  }

  @Test func searchIgnoresTheAccentsOfLatinLetters() throws {
    let app = try Fixtures.app([
      SourceFile(
        path: "venue.yaml",
        text:
          "title: Venue\nsearchable: true\nrows: [Ginásio do Ibirapuera, Arena Ciudad de México, O2 Arena]\n"
      )
    ])
    var session = try Session(app: app)
    try session.apply(.search("GINASIO"))
    #expect(titles(session) == ["Ginásio do Ibirapuera"])
    try session.apply(.search("mexico"))
    #expect(titles(session) == ["Arena Ciudad de México"])
  }

  @Test func positionsCountTheRowsShownAndAChoiceStillChooses() throws {
    var session = try Session(app: try Fixtures.app(), screen: "broadcast")
    try session.apply(.tap(.title("Venue")))
    try session.apply(.search("spark"))
    try session.apply(.tap(.position(1)))
    #expect(session.state.text(at: ["venue"]) == "Spark Arena")
    #expect(session.stack.count == 1, "choosing pops back as always")
  }

  @Test func pagingAndEditingWaitWhileSearching() throws {
    let app = try Fixtures.app([
      SourceFile(
        path: "feed.yaml",
        text:
          "title: Feed\nsearchable: true\ndeletable: true\npaging: {pageSize: 2}\nrows: [Alpha, Beta, Gamma, Delta]\n"
      )
    ])
    var session = try Session(app: app)
    #expect(titles(session).last == "Load More…")
    try session.apply(.search("a"))
    let loadMoreShown = session.view.sections.flatMap(\.rows).contains { $0.isLoadMore }
    #expect(!loadMoreShown)
    for action in [Action.loadMore, .edit] {
      let error = #expect(throws: ActionError.self) { try session.apply(action) }
      #expect(error?.reason == "a search is active; clear it first with 'search \"\"'")
    }
    let plain = try #require(
      AppAssembler.load([SourceFile(path: "p.yaml", text: "title: P\nrows: [a]\n")]).app)
    let refused = #expect(throws: ActionError.self) {
      try Session(app: plain).applying(.search("a"))
    }
    #expect(refused?.reason == "the screen has no search field ('searchable: true')")
  }

  @Test func searchNeverShowsARowThatDoesNotMatch() throws {
    let app = try Fixtures.app()
    for query in ["a", "Ar", "é", "center", "x", "  "] {
      var session = try Session(app: app, screen: "venue")
      try session.apply(.search(query))
      for row in session.view.sections.flatMap(\.rows) {
        #expect(SearchText.matches(row.title, query), "'\(row.title)' for '\(query)'")
      }
    }
  }

  /// Issue #48, item 16: 1,500,000 `é` (3 MB) searched for and drawn. Folding appended each
  /// letter's base to a `String.UnicodeScalarView`, which copied the whole view every time,
  /// once a row: 400,000 took 15 to 20 seconds in a release build, 1,000,000 over 90 s in a
  /// debug one, and these minutes.
  /// Folding is linear now and the query is folded once.
  @Test func aLongNonASCIIQueryIsFoldedInLinearTime() throws {
    let app = try Fixtures.app([
      SourceFile(
        path: "venue.yaml",
        text: "title: Venue\nsearchable: true\nrows: [Café Été, Ginásio, Éé]\n")
    ])
    let query = String(repeating: "é", count: 1_500_000)
    #expect(SearchText.folded(query) == String(repeating: "e", count: 1_500_000))
    var session = try Session(app: app)
    try session.apply(.search(query))
    #expect(titles(session).isEmpty)
    let drawn = Renderer.render(session, options: RenderOptions(width: 30))
    #expect(drawn.contains("⌕ ééééééééééééééééééééééé…"))
    try session.apply(.search("ÉÉ"))
    #expect(titles(session) == ["Éé"])
  }
}
