import Fixtures
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenBehavior

/// Item 5 of issue #25: a screen's rows keep their deletions and read marks for the
/// session, as the state keeps a list's items, so that a badge and the screen agree.
private func inboxApp() throws -> App {
  try Fixtures.app([
    SourceFile(
      path: "app.yaml",
      text:
        "start: home\nstate:\n  feed:\n    - {title: One, read: \"false\"}\n    - {title: Two, read: \"false\"}\n"
    ),
    SourceFile(
      path: "home.yaml",
      text:
        "title: Home\nrows:\n  - {title: Inbox, push: inbox, badge: \"{unread:inbox}\"}\n  - {title: Feed, push: feed, badge: \"{unread:feed}\"}\n"
    ),
    SourceFile(
      path: "inbox.yaml",
      text:
        "title: Inbox ({unread})\ndeletable: true\nrows:\n  - {title: Mom, read: false}\n  - {title: Apple, read: false}\n  - {title: Bob, read: false}\n"
    ),
    SourceFile(path: "feed.yaml", text: "title: Feed ({unread})\nrowsFrom: feed\n"),
  ])
}

private func rows(_ session: Session) -> [(String, Bool)] {
  session.view.sections.flatMap(\.rows).map { ($0.title, $0.unread) }
}

@Test func writtenRowsKeepDeletionsAndReadMarksWhenTheScreenIsOpenedAgain() throws {
  var session = try Session(app: try inboxApp())
  try session.apply(.tap(.title("Inbox")))
  try session.apply(.delete(.title("Mom")))
  try session.apply(.tap(.title("Apple")))
  try session.apply(.back)
  #expect(session.view.sections[0].rows[0].badge == "1")
  try session.apply(.tap(.title("Inbox")))
  #expect(rows(session).map(\.0) == ["Apple", "Bob"])
  #expect(rows(session).map(\.1) == [false, true])
  #expect(session.view.title == "Inbox (1)")
}

@Test func listRowsKeepTheirReadMarksWhenTheScreenIsOpenedAgain() throws {
  var session = try Session(app: try inboxApp())
  try session.apply(.tap(.title("Feed")))
  try session.apply(.tap(.title("One")))
  try session.apply(.back)
  #expect(session.view.sections[0].rows[1].badge == "1")
  try session.apply(.tap(.title("Feed")))
  #expect(rows(session).map(\.1) == [false, true])
  #expect(session.view.title == "Feed (1)")
}
