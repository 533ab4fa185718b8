import Fixtures
import ScreenSpecRuntime
import Testing

/// Issue #53: what `ScreenSpecView` keeps in its store, as values: the keys of the app's
/// state, the keys an action changed, a store's value read in (checked), and the screens
/// under the top one drawn without actions.

@Test func anActionChangesTheKeysItWroteAndAStoresValuesReadBackIn() throws {
  let app = try App(compiled: try Fixtures.app(folder: "Screens").compiled)
  var session = try Session(app: app, screen: "fight-card")
  #expect(session.storedKeys.contains("weightClass"))
  #expect(session.storedKeys.contains("user.username"))
  #expect(session.storedValue("user.username") == .text("mheyeck"))
  let before = session.state
  try session.apply("tap Weight Class", "tap Welterweight")
  #expect(session.changedKeys(since: before) == ["weightClass"])
  // A store's value over the default; one the picker cannot hold is refused.
  var other = try Session(app: app, screen: "fight-card")
  let loaded = other.load(.text("Heavyweight"), forKey: "weightClass")
  #expect(loaded)
  #expect(other.storedValue("weightClass") == .text("Heavyweight"))
  let refused = other.load(.text("Strawweight"), forKey: "weightClass")
  let unknown = other.load(.text("x"), forKey: "no.such.key")
  #expect(!refused && !unknown)
  #expect(other.storedValue("weightClass") == .text("Heavyweight"))
  #expect(ListModel(other).rows.first { $0.title == "Weight Class" }?.detail == "Heavyweight")
}

@Test func aScreenUnderTheTopIsDrawnWithoutActions() throws {
  let app = try App(compiled: try Fixtures.app(folder: "Screens").compiled)
  var session = try Session(app: app, screen: "fight-card")
  try session.apply("tap Weight Class")
  let under = ListModel(session, level: 0)
  #expect(under.screen == "fight-card" && under.back == nil)
  #expect(
    under.rows.map(\.title)
      == ListModel(try Session(app: app, screen: "fight-card")).rows.map(\.title))
  #expect(under.rows.allSatisfy { $0.tap == nil && $0.delete == nil && $0.reference == nil })
  let top = ListModel(session, level: 1)
  #expect(top == ListModel(session))
  #expect(top.screen == "weight-class" && top.back == .back)
}
