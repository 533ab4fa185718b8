import Fixtures
import ScreenModel
import ScreenRendering
import Testing

@testable import ScreenBehavior

// How actions behave on a session: pickers, feeds, shared state and selection, the
// actions that are refused, swipes and detail screens.

/// The rendered rows of a session's top screen: `title|detail|accessory|marks`.
private func rows(_ session: Session) -> [String] {
  session.view.sections.flatMap(\.rows).map { row in
    var marks = ""
    if row.unread { marks += "unread " }
    if row.highlighted { marks += "highlighted " }
    if row.showsDelete { marks += "delete " }
    if row.isLoadMore { marks += "loadMore " }
    return "\(row.title)|\(row.detail ?? "")|\(row.accessory.rawValue)|\(marks)"
  }
}

private func text(_ session: Session) -> String {
  Renderer.render(session, options: RenderOptions(width: 40))
}

@Suite struct PickerBehaviour {
  @Test func choosingMovesCheckmarkWritesStateAndPops() throws {
    var session = try Session(app: try Fixtures.app(), screen: "fight-card")
    #expect(rows(session)[0] == "Weight Class|Lightweight|disclosure|")

    try session.apply(.tap(.title("Weight Class")))
    #expect(session.stack.map(\.screenID) == ["fight-card", "weight-class"])
    #expect(session.view.title == "Weight Class")
    #expect(session.view.backTitle == "Fight Card")
    #expect(rows(session).filter { $0.contains("|checkmark|") } == ["Lightweight||checkmark|"])
    #expect(text(session).contains("│ │ Lightweight                    ✓ │ │"))

    try session.apply(.tap(.title("Welterweight")))
    #expect(session.state.text(at: ["weightClass"]) == "Welterweight")
    #expect(session.stack.map(\.screenID) == ["fight-card"])
    // The screen under the picker appears with no row selected, as UITableViewController
    // clears its selection on appear.
    #expect(rows(session)[0] == "Weight Class|Welterweight|disclosure|")
    #expect(text(session).contains("Weight Class      Welterweight ›"))
  }

  @Test func tappingTheCurrentChoiceChangesNothing() throws {
    var session = try Session(app: try Fixtures.app(), screen: "fight-card")
    try session.apply(.tap(.position(1)))
    let before = session
    try session.apply(.tap(.title("Lightweight")))
    #expect(session == before)
  }

  @Test func backCancelsWithoutChange() throws {
    var session = try Session(app: try Fixtures.app(), screen: "fight-card")
    try session.apply(.tap(.title("Rounds")))
    try session.apply(.back)
    #expect(session.state.text(at: ["rounds"]) == "3")
    #expect(rows(session)[1] == "Rounds|3 Rounds|disclosure|")
  }

  @Test func pickerWithNothingSelectedShowsNoCheckmark() throws {
    var session = try Session(app: try Fixtures.app(), screen: "fight-card")
    #expect(rows(session)[2] == "Referee||disclosure|")
    try session.apply(.tap(.title("Referee")))
    #expect(!rows(session).contains { $0.contains("checkmark") })
    try session.apply(.tap(.position(2)))
    #expect(rows(session)[2] == "Referee|Marc Goddard|disclosure|")
    try session.apply(.tap(.title("Referee")))
    #expect(rows(session).filter { $0.contains("checkmark") } == ["Marc Goddard||checkmark|"])
  }

  @Test func storedValueDiffersFromTitle() throws {
    var session = try Session(app: try Fixtures.app(), screen: "fight-card")
    try session.apply([.tap(.title("Rounds")), .tap(.title("5 Rounds"))])
    #expect(session.state.text(at: ["rounds"]) == "5")
    #expect(rows(session)[1] == "Rounds|5 Rounds|disclosure|")
  }
}

@Suite struct FeedBehaviour {
  @Test func openingAnUnreadPostMarksItReadAndReturnsToUpdatedList() throws {
    var session = try Session(app: try Fixtures.app(), screen: "posts")
    #expect(session.view.title == "Posts (3 unread)")
    #expect(rows(session)[1] == "Marking posts as read||disclosure|unread ")

    try session.apply(.tap(.position(2)))
    #expect(session.view.title == "Marking posts as read")
    #expect(session.view.backTitle == "Posts (2 unread)")
    #expect(
      session.view.body == "Unread posts are bold. Opening one marks it read and updates the title."
    )

    try session.apply(.back)
    #expect(session.view.title == "Posts (2 unread)")
    #expect(rows(session)[1] == "Marking posts as read||disclosure|")
    #expect(text(session).contains("│   Marking posts as read            › │"))
  }

  @Test func titleFallsBackWhenNothingIsUnread() throws {
    var session = try Session(app: try Fixtures.app(), screen: "posts")
    for position in [2, 3, 4] {
      try session.apply([.tap(.position(position)), .back])
    }
    #expect(session.view.title == "Posts")
    try session.apply(.loadMore)
    #expect(session.view.title == "Posts (1 unread)")
  }

  @Test func loadMoreAppendsAndDisappearsWhenDone() throws {
    var session = try Session(app: try Fixtures.app(), screen: "posts")
    #expect(rows(session).count == 5)
    #expect(rows(session).last == "Load More…||none|loadMore ")
    try session.apply(.tap(.title("Load More…")))
    #expect(rows(session).count == 6)
    #expect(!rows(session).contains { $0.contains("loadMore") })
    #expect(session.view.title == "Posts (4 unread)")
    #expect(throws: ActionError(.loadMore, "nothing more to load")) { try session.apply(.loadMore) }
  }

  @Test func deleteRemovesOnlyDeletableRowsAndUpdatesTitle() throws {
    var session = try Session(app: try Fixtures.app(), screen: "posts")
    try session.apply(.swipe(.position(3)))
    #expect(rows(session)[2] == "Loading more posts||disclosure|unread delete ")
    #expect(session.view.editButton == .done)
    #expect(text(session).contains("│ ● Loading more posts        [Delete] │"))
    try session.apply(.delete(.position(3)))
    #expect(session.view.title == "Posts (2 unread)")
    #expect(rows(session).count == 4)
    #expect(
      rows(session).last == "Load More…||none|loadMore ", "deleting does not reveal the next page")
    #expect(throws: ActionError(.delete(.position(4)), "the 'Load More…' row cannot be deleted")) {
      try session.apply(.delete(.position(4)))
    }
  }

  @Test func editingShowsDeleteControls() throws {
    var session = try Session(app: try Fixtures.app(), screen: "posts")
    try session.apply(.edit)
    #expect(session.view.sections[0].rows.filter(\.deleteControl).count == 4)
    #expect(session.view.editButton == .done)
    try session.apply(.done)
    #expect(session.view.editButton == .edit)
    #expect(session.view.sections[0].rows.allSatisfy { !$0.deleteControl })
  }
}

@Suite struct SharedStateAndSelection {
  @Test func aValueWrittenOnOneScreenShowsOnEveryScreen() throws {
    var session = try Session(app: try Fixtures.app())
    #expect(rows(session)[0] == "Fight Card|Lightweight|disclosure|")
    try session.apply([
      .tap(.title("Fight Card")), .tap(.title("Weight Class")), .tap(.title("Heavyweight")),
    ])
    try session.apply(.back)
    #expect(rows(session)[0] == "Fight Card|Heavyweight|disclosure|")
  }

  @Test func tappedRowIsHighlightedAndPreviousReverts() throws {
    var session = try Session(app: try Fixtures.app(), screen: "account")
    try session.apply(.tap(.position(1)))
    #expect(rows(session).map { $0.hasSuffix("highlighted ") } == [true, false])
    try session.apply(.tap(.position(2)))
    #expect(rows(session).map { $0.hasSuffix("highlighted ") } == [false, true])
    #expect(session.view.selectionStyle == .gray, "the screen's own style beats the theme")
  }

  @Test func themeStyleAppliesWhereScreenSetsNone() throws {
    let session = try Session(app: try Fixtures.app(), screen: "posts")
    #expect(session.view.selectionStyle == .custom(background: .named(.red), text: .named(.white)))
  }
}

@Suite struct ImpossibleActions {
  @Test(arguments: [
    (
      "home", Action.tap(.position(9)),
      "tap 9: no row 9; positions start at 1, and the screen shows 5 rows (1 to 5)"
    ),
    ("home", Action.tap(.title("Post")), "tap Post: no row titled 'Post'; did you mean 'Posts'?"),
    (
      "home", Action.tap(.title("Card")),
      "tap Card: no row titled 'Card'; did you mean 'Fight Card'?"
    ),
    (
      "home", Action.tap(.title("Fihgt")),
      "tap Fihgt: no row titled 'Fihgt'; did you mean 'Fight Card'?"
    ),
    (
      "home", Action.tap(.title("Nope")),
      "tap Nope: no row titled 'Nope'; the screen's rows are 'Fight Card', 'Posts', 'Account', 'Settings', 'Broadcast'"
    ),
    ("home", Action.back, "back: already on the first screen"),
    ("home", Action.done, "done: not editing"),
    ("home", Action.edit, "edit: the screen has no deletable rows"),
    ("home", Action.loadMore, "loadMore: the screen has no paging"),
    ("account", Action.delete(.position(1)), "delete 1: row 'Username' is not deletable"),
    ("account", Action.swipe(.position(2)), "swipe 2: row 'Account Type' is not deletable"),
  ])
  func errorNamesActionAndReasonAndChangesNothing(screen: String, action: Action, message: String)
    throws
  {
    let session = try Session(app: try Fixtures.app(), screen: screen)
    var copy = session
    #expect(throws: (any Error).self) { try copy.apply(action) }
    do {
      _ = try session.applying(action)
      Issue.record("expected \(action) to fail")
    } catch {
      #expect(error.description == message)
    }
    #expect(copy == session)
  }

  @Test func tapWhileEditingIsRefused() throws {
    var session = try Session(app: try Fixtures.app(), screen: "posts")
    try session.apply(.edit)
    #expect(
      throws: ActionError(
        .tap(.position(1)), "rows cannot be tapped while editing; leave editing with 'done'")
    ) {
      try session.apply(.tap(.position(1)))
    }
  }

  @Test func unknownScreen() {
    #expect(throws: ActionError.self) { try Session(app: try Fixtures.app(), screen: "nope") }
  }
}

@Suite struct SwipeAndDetailEdges {
  @Test func aTapWhileADeleteButtonShowsOnlyHidesIt() throws {
    var session = try Session(app: try Fixtures.app(), screen: "posts")
    try session.apply(.swipe(.position(2)))
    try session.apply(.tap(.position(3)))
    #expect(session.stack.count == 1, "the tap did not open the post")
    #expect(session.view.sections[0].rows.allSatisfy { !$0.showsDelete })
    #expect(session.view.title == "Posts (3 unread)", "nothing was marked read")
    try session.apply(.swipe(.position(2)))
    try session.apply(.done)
    #expect(session.view.editButton == .edit)
  }

  @Test func editingHidesASwipedRowsButtonAndShowsControls() throws {
    var session = try Session(app: try Fixtures.app(), screen: "posts")
    try session.apply([.swipe(.position(1)), .edit])
    let rows = session.view.sections[0].rows
    #expect(!rows.contains { $0.showsDelete })
    #expect(rows.filter(\.deleteControl).count == 4)
    #expect(!rows.contains { $0.isLoadMore && $0.deleteControl })
  }

  @Test func aDetailScreenHasNoRowsButGoesBack() throws {
    var session = try Session(app: try Fixtures.app(), screen: "posts")
    try session.apply(.tap(.position(1)))
    #expect(session.top.screenID == nil)
    #expect(throws: ActionError(.tap(.position(1)), "a detail screen has no rows")) {
      try session.apply(.tap(.position(1)))
    }
    #expect(throws: ActionError(.edit, "a detail screen has no rows")) { try session.apply(.edit) }
    try session.apply(.back)
    #expect(session.view.title == "Posts (3 unread)")
  }
}
