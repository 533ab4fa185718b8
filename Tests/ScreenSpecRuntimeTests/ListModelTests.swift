import Fixtures
import ScreenFormat
import ScreenSpecRuntime
import Testing

/// Issue #53: the pure mapping from a session's view to rows, accessories and the actions
/// each gesture sends, as a value, on the seed app read back from its compiled form (what
/// an app embeds). Every action a row hands out is applied, so a wrong one fails here.

/// The seed app as the runtime reads it: compiled, then read back.
private func seedApp() throws -> App {
  try App(compiled: try Fixtures.app(folder: "Screens").compiled)
}

@Test func theFeedsRowsAreBoldUntilReadAndLoadMoreSendsLoadMore() throws {
  var session = try Session(app: try seedApp(), screen: "posts")
  var list = ListModel(session)
  let view = session.view
  #expect(list.title == view.title)
  #expect(list.title == "Posts (3 unread)")
  #expect(list.back == nil)
  #expect(list.rows.map(\.title) == view.sections.flatMap(\.rows).map(\.title))
  #expect(list.rows.map(\.bold) == [false, true, true, true, false])
  // Every post can be swiped away; the Load More row cannot, and sends loadMore.
  let loadMore = try #require(list.rows.last)
  #expect(loadMore.isLoadMore && loadMore.delete == nil && loadMore.tap == .loadMore)
  #expect(loadMore.request == .loadMore(screen: "posts", list: nil))
  #expect(list.rows.dropLast().allSatisfy { $0.delete != nil && $0.control == .none })
  #expect(list.editButton?.title == "Edit" && list.editButton?.action == .edit)

  // Opening an unread post: the app is told, the session shows its body, back reads it.
  let post = list.rows[1]
  #expect(post.tap == .tap(.position(2)) && post.opens)
  #expect(
    post.request
      == .open(screen: "posts", title: "Marking posts as read", list: nil, item: nil))
  try session.apply(try #require(post.tap))
  list = ListModel(session)
  #expect(list.screen == nil && list.body?.hasPrefix("Unread posts are bold") == true)
  #expect(list.back == .back && list.backTitle == "Posts (2 unread)")
  try session.apply(try #require(list.back))
  list = ListModel(session)
  #expect(list.title == "Posts (2 unread)")
  #expect(list.rows.map(\.bold) == [false, false, true, true, false])

  // Delete, then Load More: the list is what the session shows after each.
  try session.apply(try #require(list.rows[2].delete))
  #expect(ListModel(session).rows.map(\.title).contains("Loading more posts") == false)
  try session.apply(try #require(ListModel(session).rows.last?.tap))
  list = ListModel(session)
  #expect(!list.rows.contains { $0.isLoadMore })
  #expect(list.rows.map(\.title) == session.view.sections.flatMap(\.rows).map(\.title))
  #expect(list.rows.count == 5)
}

@Test func aChoiceMenuPickerChecksTheChoiceAndATapPicksAndPops() throws {
  var session = try Session(app: try seedApp(), screen: "fight-card")
  let card = ListModel(session)
  let row = try #require(card.rows.first { $0.title == "Weight Class" })
  #expect(row.detail == "Lightweight" && row.opens && row.accessory == .disclosure)
  try session.apply(try #require(row.tap))
  var picker = ListModel(session)
  #expect(picker.screen == "weight-class" && picker.back == .back)
  // The prompt is the list's section header, as ChoiceMenu draws it.
  #expect(picker.prompt == nil)
  #expect(picker.sections.first?.header == "Choose the division for this bout")
  #expect(picker.rows.filter { $0.accessory == .checkmark }.map(\.title) == ["Lightweight"])
  let welterweight = try #require(picker.rows.first { $0.title == "Welterweight" })
  #expect(welterweight.request == nil, "a choice asks nothing of the app")
  try session.apply(try #require(welterweight.tap))
  picker = ListModel(session)
  #expect(picker.screen == "fight-card")
  #expect(picker.rows.first { $0.title == "Weight Class" }?.detail == "Welterweight")
  #expect(session.state.text(at: ["weightClass"]) == "Welterweight")
}

@Test func theTappedRowIsDrawnInTheThemesOrTheScreensSelectionColours() throws {
  let app = try seedApp()
  // The theme: red with white text, as the text render's legend names it.
  var session = try Session(app: app, screen: "posts")
  try session.apply([.tap(.position(1)), .back])
  var list = ListModel(session)
  #expect(list.highlight?.background == .named(.red) && list.highlight?.text == .named(.white))
  // Back clears the selection, as UITableViewController does when the list reappears.
  #expect(list.rows.map(\.highlighted) == [false, false, false, false, false])
  // A row whose tap opens a sheet over the list stays highlighted under it.
  session = try Session(app: app, screen: "fight-night")
  try session.apply(.tap(.title("Contact the Promoter")))
  list = ListModel(session)
  #expect(list.rows.filter(\.highlighted).map(\.title) == ["Contact the Promoter"])
  // A screen's own `gray`: black on light gray; `none` draws no highlight.
  session = try Session(app: app, screen: "account")
  list = ListModel(session)
  #expect(list.highlight == Highlight(.gray))
  #expect(
    list.highlight?.background == .named(.lightGray) && list.highlight?.text == .named(.black))
  #expect(Highlight(.none) == nil)
  #expect(Highlight(.blue)?.background == .named(.blue))
}

@Test func controlsSendTheirActionsAndTheStateChanges() throws {
  var session = try Session(app: try seedApp(), screen: "settings")
  var list = ListModel(session)
  let notifications = try #require(list.rows.first { $0.title == "Allow Notifications" })
  #expect(notifications.control == .toggle(isOn: true) && notifications.tap == nil)
  try session.apply(try #require(notifications.toggle))
  #expect(session.state.text(at: ["notifications"]) == "false")
  list = ListModel(session)
  let remind = try #require(list.rows.first { $0.title == "Remind Me" })
  #expect(remind.disabled && remind.increment == nil, "disabled while notifications are off")
  let name = try #require(list.rows.first { $0.title == "Name" })
  try session.apply(try #require(name.typing("Mike")))
  #expect(session.state.text(at: ["displayName"]) == "Mike")
  let volume = try #require(
    list.rows.first { if case .slider = $0.control { true } else { false } })
  try session.apply(try #require(volume.sliding(to: 0.33)))
  #expect(session.state.text(at: ["volume"]) == "0.3")
  list = ListModel(session)
  let help = try #require(list.rows.first { $0.title == "Help" })
  #expect(help.control == .link(url: "https://example.com/fightcard/help"))
  #expect(help.request == .openURL("https://example.com/fightcard/help"))
  // The destructive button asks first; the sheet's buttons send what confirms or cancels.
  let reset = try #require(list.rows.first { $0.title == "Reset Settings" })
  #expect(reset.control == .button(destructive: true))
  try session.apply(try #require(reset.tap))
  let sheet = try #require(ListModel(session).sheet)
  #expect(sheet.button == "Reset Settings" && sheet.destructive && sheet.cancelTitle == "Cancel")
  try session.apply(sheet.confirm)
  #expect(session.state.text(at: ["notifications"]) == "true")
  #expect(ListModel(session).sheet == nil)
}

@Test func aListHeldInStateIsWrittenByTheAppAndEditedThroughTheModel() throws {
  var session = try Session(app: try seedApp(), screen: "servers")
  try session.setState(.list([.text("a.example.com")]), at: ["servers"])
  var list = ListModel(session)
  #expect(list.rows.map(\.title) == ["a.example.com"])
  try session.apply(try #require(list.editButton?.action))
  list = ListModel(session)
  let insert = try #require(list.rows.last)
  #expect(insert.control == .addField(placeholder: "host name") && insert.reference == nil)
  try session.apply(try #require(insert.typing("b.example.com")))
  #expect(session.state.texts(at: ["servers"]) == ["a.example.com", "b.example.com"])
  // A value the app's state cannot hold is refused, and changes nothing.
  #expect(throws: ActionError.self) { try session.setState(.text("x"), at: ["servers"]) }
  #expect(throws: ActionError.self) { try session.setState(.text("x"), at: ["nope"]) }
  #expect(session.state.texts(at: ["servers"])?.count == 2)
}

/// A button with an `id` (IASK's `IASKButtonSpecifier` Key) tells the app its id: at the tap,
/// or, when it asks first, once its confirmation is confirmed (a new user's finding).
@Test func aButtonWithAnIDTellsTheAppAtTheTapOrTheConfirmation() throws {
  let app = try Fixtures.app([
    SourceFile(path: "app.yaml", text: "start: root\nstate: {wifi: true}\n"),
    SourceFile(
      path: "root.yaml",
      text: """
        title: Settings
        rows:
          - {title: Clear Cache, button: true, id: clearCache}
          - title: Reset
            button: true
            id: reset
            sets: {wifi: "false"}
            confirm: {title: Reset?, button: Reset}
        """),
  ])
  var session = try Session(app: try App(compiled: app.compiled), screen: "root")
  var list = ListModel(session)
  #expect(list.rows[0].request == .button(id: "clearCache"))
  #expect(list.rows[1].request == nil, "asked first: nothing yet")
  try session.apply(try #require(list.rows[1].tap))
  list = ListModel(session)
  let sheet = try #require(list.sheet)
  #expect(sheet.confirmRequest == .button(id: "reset"))
}
