import Fixtures
import ScreenFormat
import ScreenModel
import ScreenRendering
import Testing

@testable import ScreenBehavior

/// An in-app settings screen of InAppSettingsKit's own kinds.
private func iaskApp() throws -> App {
  try Fixtures.app([
    SourceFile(
      path: "app.yaml",
      text: """
        start: home
        state:
          day: "2026-12-01"
          doors: "18:30"
          weighIn: "2026-02-28T09:05:00Z"
          blank: ""
          notes: "One\\nTwo"
          empty: ""
        """),
    SourceFile(
      path: "home.yaml",
      text: """
        title: Fight Night
        rows:
          - {title: Date, datePicker: day, mode: date, style: inline}
          - {title: Doors, datePicker: doors, mode: time, minuteInterval: 15}
          - {title: Weigh-In, datePicker: weighIn}
          - {title: Someday, datePicker: blank, mode: date}
        """),
    SourceFile(
      path: "notes.yaml",
      text: """
        title: Notes
        rows:
          - {title: Notes, textView: notes, autocapitalization: sentences}
          - {title: Empty, textView: empty, placeholder: Write here}
          - title: Feedback
            mail: {to: [a@example.com, b@example.com], bcc: [c@example.com], subject: Hi, body: Hello}
          - {title: Blank, mail: {}}
          - {title: Poster, custom: poster, height: 110}
          - {title: Small, custom: badge}
        """),
  ])
}

private func control(_ session: Session, _ position: Int) -> ControlView? {
  session.view.sections.flatMap(\.rows)[position - 1].control
}

@Suite struct IASKKindBehaviour {
  @Test func aDatePickerShowsItsValueAsUIKitPrintsIt() throws {
    let session = try Session(app: try iaskApp())
    #expect(control(session, 1) == .datePicker(value: "Dec 1, 2026", opened: nil))
    #expect(control(session, 2) == .datePicker(value: "6:30 PM", opened: nil))
    #expect(control(session, 3) == .datePicker(value: "Feb 28, 2026 at 9:05 AM", opened: nil))
    #expect(control(session, 4) == .datePicker(value: nil, opened: nil))
    #expect(session.pinnedScreen?.rows[0].tap == .edits(key: "day"))
  }

  @Test func aTapOpensOnePickerAtATimeAndASecondTapClosesIt() throws {
    var session = try Session(app: try iaskApp())
    try session.apply(.tap(.title("Doors")))
    #expect(control(session, 2) == .datePicker(value: "6:30 PM", opened: ["6 | 30 | PM"]))
    try session.apply(.tap(.title("Weigh-In")))
    #expect(control(session, 2) == .datePicker(value: "6:30 PM", opened: nil))
    #expect(
      control(session, 3)
        == .datePicker(value: "Feb 28, 2026 at 9:05 AM", opened: ["Sat Feb 28 | 9 | 05 | AM"]))
    try session.apply(.tap(.title("Weigh-In")))
    #expect(control(session, 3) == .datePicker(value: "Feb 28, 2026 at 9:05 AM", opened: nil))
    #expect(session.view.sections[0].rows.allSatisfy { !$0.highlighted })
  }

  @Test func anInlineDatePickerOpensAsAMonthsCalendar() throws {
    var session = try Session(app: try iaskApp())
    try session.apply(.tap(.title("Date")))
    guard case .datePicker(_, let opened?)? = control(session, 1) else {
      Issue.record("the picker did not open")
      return
    }
    #expect(opened[0] == "December 2026")
    #expect(opened[1] == " Su  Mo  Tu  We  Th  Fr  Sa ")
    // December 1, 2026 is a Tuesday.
    #expect(opened[2] == "        [ 1]  2   3   4   5 ")
    #expect(opened.count == 7)
  }

  @Test func selectTurnsAPickerToAnISOValueAndRefusesOthers() throws {
    var session = try Session(app: try iaskApp())
    try session.apply(.select(.title("Date"), "2026-12-12"))
    #expect(session.state.text(at: ["day"]) == "2026-12-12")
    #expect(control(session, 1) == .datePicker(value: "Dec 12, 2026", opened: nil))
    let before = session
    for bad in ["12/12/2026", "2026-02-30", "2026-12-12T10:00"] {
      let error = #expect(throws: ActionError.self) {
        try session.apply(.select(.title("Date"), bad))
      }
      #expect(error?.reason.contains("is not an ISO 8601 date") == true, "\(bad)")
    }
    let step = #expect(throws: ActionError.self) {
      try session.apply(.select(.title("Doors"), "19:10"))
    }
    #expect(step?.reason == "'19:10' is not on the picker's 15-minute steps")
    #expect(session == before, "a refused value changes nothing")
    try session.apply(.select(.title("Doors"), "19:45"))
    #expect(control(session, 2) == .datePicker(value: "7:45 PM", opened: nil))
    let typed = #expect(throws: ActionError.self) {
      try session.apply(.type(.title("Doors"), "19:45"))
    }
    #expect(typed?.reason.contains("a date picker") == true)
  }

  @Test func aTextViewIsTypedIntoAndClearedLikeATextField() throws {
    var session = try Session(app: try iaskApp(), screen: "notes")
    #expect(control(session, 1) == .textView(text: "One\nTwo", placeholder: nil))
    #expect(control(session, 2) == .textView(text: nil, placeholder: "Write here"))
    try session.apply(.type(.title("Notes"), "first. second"))
    #expect(session.state.text(at: ["notes"]) == "First. Second")
    try session.apply(.clear(.title("Notes")))
    #expect(control(session, 1) == .textView(text: nil, placeholder: nil))
    let tap = #expect(throws: ActionError.self) { try session.apply(.tap(.title("Empty"))) }
    #expect(tap?.reason == "a text view 'Empty' is not tapped; use 'type ROW TEXT' or 'clear ROW'")
    let edits = session.pinnedScreen?.rows[1].tap
    #expect(edits.map { if case .edits("empty", _) = $0 { true } else { false } } == true)
  }

  @Test func aTextViewIsDrawnAcrossTheCellWithoutItsTitle() throws {
    let session = try Session(app: try iaskApp(), screen: "notes")
    let drawn = Renderer.render(session, options: RenderOptions(width: 30))
    #expect(drawn.contains("│ One                        │"), "\(drawn)")
    #expect(drawn.contains("│ Two                        │"), "\(drawn)")
    #expect(drawn.contains("│ Write here                 │"), "\(drawn)")
    #expect(!drawn.contains("Empty"), "IASK draws a text view without its title")
  }

  @Test func aMailRowOpensAMailSheetThatSendOrCancelCloses() throws {
    var session = try Session(app: try iaskApp(), screen: "notes")
    let row = session.view.sections[0].rows[2]
    #expect(row.accessory == .disclosure && row.opens)
    let tap = session.pinnedScreen?.rows[2].tap
    try session.apply(.tap(.title("Feedback")))
    let sheet = try #require(session.view.sheet)
    #expect(sheet.title == "Hi")
    #expect(sheet.message == "To: a@example.com, b@example.com\nBcc: c@example.com\nHello")
    #expect(sheet.button == "Send" && !sheet.destructive)
    #expect(tap == .mails(sheet))
    let before = session.state
    #expect(throws: ActionError.self) { try session.apply(.toggle(.title("Notes"))) }
    try session.apply(.tap(.title("Send")))
    #expect(session.view.sheet == nil)
    #expect(session.state == before, "sending a mail changes no state")
    try session.apply(.tap(.title("Blank")))
    #expect(session.view.sheet?.title == "New Message")
    #expect(session.view.sheet?.message == nil)
    try session.apply(.tap(.title("Cancel")))
    #expect(session.view.sheet == nil)
  }

  @Test func aCustomViewIsAFramedPlaceholderThatATapOnlyHighlights() throws {
    var session = try Session(app: try iaskApp(), screen: "notes")
    #expect(control(session, 5) == .custom(name: "poster", height: 110))
    #expect(control(session, 6) == .custom(name: "badge", height: 44))
    let before = session.state
    try session.apply(.tap(.title("Poster")))
    #expect(session.view.sections[0].rows[4].highlighted)
    #expect(session.state == before && session.stack.count == 1, "a tap does nothing else")
    #expect(session.pinnedScreen?.rows[4].tap == nil)
    let drawn = Renderer.render(session, options: RenderOptions(width: 30)).split(separator: "\n")
    let top = try #require(drawn.firstIndex { $0.contains("Poster") })
    #expect(drawn[top + 1].contains("poster, 110 pt"))
    // 110 points are five lines: the frame's two, the title's, the name's and one blank.
    #expect(drawn[top - 1].contains("┈┈┈") && drawn[top + 3].contains("┈┈┈"))
    #expect(drawn.contains { $0.contains("Small · badge, 44 pt") })
  }
}
