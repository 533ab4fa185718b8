import Fixtures
import Foundation
import ScreenBehavior
import ScreenDrawing
import ScreenFormat
import ScreenModel
import ScreenSnapshots
import Testing

@testable import ScreenRendering

// Items 9-13 of issue #48: what no drawing of a screen's first state shows (a row on a
// later page or hidden by a condition, a control's rules, text past a cut, the look a
// drawing resolves, texts of other states) is pinned by its text snapshot.

private let appFile = """
  start: controls
  theme:
    selectionStyle: {background: red, text: white}
  state: {advanced: false, extra: "no", volume: "0.5", rounds: "3", name: "", pin: ""}
  """

private let controlsFile = """
  title: Controls
  style: insetGrouped
  selectionStyle: gray
  rows:
    - {title: Advanced, toggle: advanced}
    - {title: Extra, toggle: extra, trueValue: "yes", falseValue: "no", visibleIf: advanced}
    - {title: Volume, slider: volume, min: 0, max: 1, step: 0.1}
    - {title: Rounds, stepper: rounds, min: 1, max: 12, step: 1}
    - title: Name
      textField: name
      maxLength: 20
      keyboard: asciiCapable
      autocapitalization: words
    - {title: PIN, textField: pin, secure: true}
    - {title: Bout, subtitle: "Tyson vs. Holyfield, the rematch in Las Vegas, 1997"}
  """

private let feedFile = """
  title: Feed
  searchable: true
  searchEmpty: Nothing matches
  empty: No posts
  paging: {pageSize: 2}
  footer:
    plural: count
    zero: No posts yet
    one: "{count} post"
    other: "{count} posts"
  rows:
    - {title: First, body: One.}
    - {title: Second, body: Two.}
    - {title: Later, body: On the second page., icon: {symbol: star, background: blue}}
  """

private let sectionsFile = """
  title: Sections
  sections:
    - rows: [One]
    - header: Expert
      footer: Only for experts.
      visibleIf: advanced
      rows:
        - {title: Debug, body: Logs everything.}
  """

private let plainFile = """
  title: Plain
  rows:
    - {title: Fighter, detail: "Muhammad Ali, born Cassius Marcellus Clay Jr."}
  """

/// A screen's text snapshot, as `snapshot` and the library write it, with one edit made to
/// one of the files first.
private func snapshot(_ screen: String, replacing old: String = "", with new: String = "")
  throws -> String
{
  func edited(_ text: String) -> String {
    old.isEmpty ? text : text.replacingOccurrences(of: old, with: new)
  }
  let app = try Fixtures.app([
    SourceFile(path: "app.yaml", text: edited(appFile)),
    SourceFile(path: "controls.yaml", text: edited(controlsFile)),
    SourceFile(path: "feed.yaml", text: edited(feedFile)),
    SourceFile(path: "plain.yaml", text: edited(plainFile)),
    SourceFile(path: "sections.yaml", text: edited(sectionsFile)),
  ])
  let session = try Session(app: app, screen: screen)
  return SnapshotContent.screen(session, options: DrawingOptions(width: 40)).text
}

/// The drawing alone (the text snapshot before its colours' legend and pinned facts).
private func drawing(_ snapshot: String) -> [Substring] {
  Array(snapshot.split(separator: "\n").prefix { $0 != "colours:" && !$0.hasPrefix("look:") })
}

/// Each edit leaves the drawing as it was and fails the text snapshot: the row on page 2,
/// the hidden switch (item 9), the controls' rules (10), the text past a cut (11), the
/// resolved look (12) and the texts of other states (13).
@Test(arguments: [
  // 9: every row, every page and every condition.
  ("feed", "On the second page.", "On page two."),
  ("feed", "symbol: star", "symbol: moon"),
  ("controls", "trueValue: \"yes\"", "trueValue: \"si\""),
  ("controls", "extra", "bonus"),
  ("sections", "Logs everything.", "Logs all."),
  // 10: controls' behaviour.
  ("controls", "max: 12", "max: 15"),
  ("controls", "min: 0, max: 1, step: 0.1", "min: 0, max: 1, step: 0.5"),
  ("controls", "maxLength: 20", "maxLength: 8"),
  ("controls", "keyboard: asciiCapable", "keyboard: default"),
  ("controls", "autocapitalization: words", "autocapitalization: sentences"),
  // 11: text past a cut.
  ("controls", "Las Vegas, 1997", "Las Vegas, 1996"),
  ("plain", "Marcellus Clay Jr.", "Marcellus Clay"),
  // 12: the resolved look.
  ("controls", "style: insetGrouped", "style: grouped"),
  ("controls", "selectionStyle: gray", "selectionStyle: none"),
  ("plain", "background: red", "background: purple"),
  // 13: texts drawn only in some states.
  ("feed", "empty: No posts", "empty: Nothing here"),
  ("feed", "searchEmpty: Nothing matches", "searchEmpty: No match"),
  ("feed", "zero: No posts yet", "zero: Empty"),
  ("feed", "one: \"{count} post\"", "one: \"{count} item\""),
  ("sections", "footer: Only for experts.", "footer: For experts."),
])
func anEditOnlyAnotherStateShowsFailsTheTextSnapshot(screen: String, old: String, new: String)
  throws
{
  let before = try snapshot(screen)
  let after = try snapshot(screen, replacing: old, with: new)
  #expect(drawing(before) == drawing(after), "the drawing shows \(old)")
  #expect(before != after, "\(old)")
}

/// The blocks after the drawing: the look, the cut text whole, the rows not drawn and why,
/// every row's icon and tap (with controls' rules), and the other states' texts.
@Test func theSnapshotPinsEveryRowAndState() throws {
  func facts(_ screen: String) throws -> String {
    try snapshot(screen).split(separator: "\n").drop { !$0.hasPrefix("look:") }
      .joined(separator: "\n")
  }
  #expect(
    try facts("controls") == """
      look: insetGrouped, selection gray
      full texts:
        "Tyson vs. Holyfield, the rematch in Las Vegas, 1997"
      not drawn:
        'Extra' (hidden) → toggles extra: yes | no
      taps:
        'Advanced' → toggles advanced: true | false
        'Volume' → slides volume from 0 to 1 by 0.1
        'Rounds' → steps rounds from 1 to 12 by 1
        'Name' → edits name (maxLength 20, keyboard asciiCapable, autocapitalization words)
        'PIN' → edits pin (secure)
      """)
  #expect(
    try facts("feed") == """
      look: plain, selection white on red
      not drawn:
        'Later' (not loaded): icon star on blue → shows "On the second page."
      taps:
        'First' → shows "One."
        'Second' → shows "Two."
      texts:
        footer: zero "No posts yet", one "{count} post", other "{count} posts"
        empty: "No posts"
        searchEmpty: "Nothing matches"
      """)
}

/// A row the drawing shows is not listed as not drawn once it is shown: the snapshot
/// follows the state.
@Test func aRowShownByItsConditionIsListedAsDrawn() throws {
  let app = try Fixtures.app([
    SourceFile(path: "app.yaml", text: appFile),
    SourceFile(path: "controls.yaml", text: controlsFile),
    SourceFile(path: "feed.yaml", text: feedFile),
  ])
  var controls = try Session(app: app)
  try controls.apply("toggle Advanced")
  var feed = try Session(app: app, screen: "feed")
  try feed.apply("loadMore")
  for session in [controls, feed] {
    let pinned = try #require(session.pinnedScreen)
    #expect(pinned.rows.allSatisfy { $0.absence == nil })
  }
  #expect(
    controls.pinnedScreen?.rows.map(\.title) == [
      "Advanced", "Extra", "Volume", "Rounds", "Name", "PIN", "Bout",
    ])
}
