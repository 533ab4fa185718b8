import Fixtures
import ScreenModel
import ScreenRendering
import Testing

@testable import ScreenBehavior

/// A random action that is plausible on the current screen (about a third cannot apply).
func randomAction(for session: Session, using generator: inout SeededGenerator) -> Action {
  let rows = session.view.sections.flatMap(\.rows)
  let position = Int.random(in: 1...(rows.count + 2), using: &generator)
  let words = ["", "ann", "Ann Lee", "12", "0.3", "99", "é", "a very long text indeed"]
  let word = words.randomElement(using: &generator) ?? ""
  switch Int.random(in: 0..<21, using: &generator) {
  case 0, 1, 2: return .tap(.position(position))
  case 3:
    return .tap(.title(rows.randomElement(using: &generator)?.title ?? "nothing"))
  case 4: return .swipe(.position(position))
  case 5: return .delete(.position(position))
  case 6: return .loadMore
  case 7: return .back
  case 8: return .edit
  case 9: return .done
  case 10: return .toggle(.position(position))
  case 11: return .type(.position(position), word)
  case 12: return .clear(.position(position))
  case 13:
    return .slide(
      .position(position),
      ["0", "0.3", "0.35", "1", "2", "x"].randomElement(using: &generator) ?? "0")
  case 14: return .increment(.position(position))
  case 15: return .decrement(.position(position))
  case 16:
    return .select(
      .position(position), ["1", "2", "Wired", "x"].randomElement(using: &generator) ?? "1")
  case 17: return .search(["", "a", "Arena", "zz", "é"].randomElement(using: &generator) ?? "")
  case 18: return .add(["new.example.com", "x"].randomElement(using: &generator) ?? "x")
  case 19: return .move(.position(position), Int.random(in: 0...4, using: &generator))
  default: return .tap(.title("Cancel"))
  }
}

/// The properties every reachable state keeps.
func checkInvariants(_ session: Session, width: Int) {
  let view = session.view
  let rows = view.sections.flatMap(\.rows)
  if let screen = session.topScreen {
    let unread = rows.count(where: \.unread)
    if let unreadTitle = screen.unreadTitle, unread > 0 {
      #expect(
        view.title
          == unreadTitle.resolve(
            state: { _ in "" }, unread: unread, count: rows.count { !$0.isLoadMore }))
    }
    if screen.unreadTitle?.segments.contains(.unread) == true {
      #expect(view.title.contains("(\(unread) unread)") == (unread > 0))
    }
    if screen.isPicker {
      let checks = rows.count { $0.accessory == .checkmark }
      let group = screen.groups.first
      if screen.groups.count == 1, group?.multiple == false {
        #expect(checks <= 1, "a single-choice picker never shows two checkmarks")
      } else if screen.groups.count == 1, let bind = group?.bind {
        #expect(checks == (session.state.texts(at: bind) ?? []).count, "checkmarks equal the list")
      } else {
        #expect(checks <= screen.groups.count, "inline groups: at most one each")
      }
    }
    // A list drawn from state draws exactly its items (unpaged, no search).
    if screen.paging == nil, session.top.search == nil, screen.sections.count == 1,
      let list = screen.sections[0].rowsFrom, list.template == nil,
      let texts = session.state.texts(at: list.key)
    {
      #expect(rows.filter { !$0.isInsert }.map(\.title) == texts)
    }
    // Hidden rows are never drawn.
    let shown = Set(rows.map(\.title))
    for section in screen.sections {
      for row in section.rows {
        guard let condition = row.visibleIf, !session.holds(condition), row.title.isLiteral else {
          continue
        }
        let title = row.title.literalText
        let twins = screen.sections.flatMap(\.rows).count { $0.title.literalText == title }
        if twins == 1 { #expect(!shown.contains(title), "hidden row '\(title)' drawn") }
      }
    }
    // A control always shows what the state holds; controls never highlight.
    for row in rows {
      if case .toggle? = row.control { #expect(!row.highlighted) }
    }
    let total = screen.sections.reduce(0) { $0 + $1.rows.count }
    let hidden = session.top.loaded < total
    #expect(rows.contains(where: \.isLoadMore) == (hidden && screen.paging != nil))
    #expect(!rows.contains { $0.isLoadMore && ($0.showsDelete || $0.deleteControl) })
  }
  let text = Renderer.render(session, options: RenderOptions(width: width))
  for line in text.split(separator: "\n") {
    #expect(TextLayout.width(String(line)) == width)
  }
  // A switch row always draws exactly one of its two states.
  let ascii = Renderer.render(session, options: RenderOptions(width: 60, ascii: true))
  let switches = rows.count { if case .toggle? = $0.control { return true } else { return false } }
  let drawn = ascii.split(separator: "\n").count { $0.contains("[x] On") || $0.contains("[ ] Off") }
  #expect(drawn == switches || view.sheet != nil)
  // A secure field never shows its text.
  if let secret = session.state.text(at: ["password"]), !secret.isEmpty,
    session.topScreen?.id == "settings"
  {
    #expect(!text.contains(secret))
  }
}

@Test(arguments: Array(UInt64(1)...UInt64(40)))
func randomInteractionsKeepInvariants(seed: UInt64) throws {
  let app = try Fixtures.app()
  var generator = SeededGenerator(seed: seed)
  let start = app.screens.randomElement(using: &generator)?.id
  var session = try Session(app: app, screen: start)
  let width = Int.random(in: 24...72, using: &generator)
  for _ in 0..<60 {
    let action = randomAction(for: session, using: &generator)
    let before = session
    let beforeText = Renderer.render(before, options: RenderOptions(width: width))
    do {
      try session.apply(action)
    } catch {
      #expect(session == before, "seed \(seed): a failed \(action) changed the state")
      #expect(Renderer.render(session, options: RenderOptions(width: width)) == beforeText)
    }
    checkInvariants(session, width: width)
  }
}
