import Fixtures
import ScreenModel
import ScreenRendering
import Testing

@testable import ScreenBehavior

/// SplitMix64: a small seeded generator, so every failure reproduces from its seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A random action that is plausible on the current screen (about a third cannot apply).
func randomAction(for session: Session, using generator: inout SeededGenerator) -> Action {
  let rows = session.view.sections.flatMap(\.rows)
  let position = Int.random(in: 1...(rows.count + 2), using: &generator)
  switch Int.random(in: 0..<10, using: &generator) {
  case 0, 1, 2: return .tap(.position(position))
  case 3:
    return .tap(.title(rows.randomElement(using: &generator)?.title ?? "nothing"))
  case 4: return .swipe(.position(position))
  case 5: return .delete(.position(position))
  case 6: return .loadMore
  case 7: return .back
  case 8: return .edit
  default: return .done
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
      #expect(rows.count { $0.accessory == .checkmark } <= 1)
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
