import Fixtures
import ScreenBehavior
import ScreenFormat
import ScreenModel
import ScreenRendering
import Testing

@testable import ScreenVoiceOver

/// What VoiceOver reads of each row kind and state, in order, each element tied to the lines
/// of the text drawing it sits on.
@Suite struct Transcript {
  /// A session on one screen of an app made of `files` (name → text).
  static func session(
    _ files: [String: String], screen: String? = nil, locale: String? = nil,
    actions: [String] = []
  ) throws -> Session {
    let app = try Fixtures.app(files.map { SourceFile(path: $0.key, text: $0.value) })
    var session = try Session(
      app: app, screen: screen, localisation: locale.flatMap { app.localisation(for: $0) })
    for action in actions { try session.apply(action) }
    return session
  }

  /// The descriptions read, in order.
  static func read(_ session: Session, width: Int = 40) -> [String] {
    let view = session.view
    return VoiceOverReader.elements(
      of: view, spans: Renderer.lineSpans(view, options: RenderOptions(width: width))
    ).map(\.description)
  }

  static let settings = [
    "app.yaml":
      "start: s\nstate: {wifi: true, name: Ann, pin: \"1234\", level: \"0.5\", mins: \"15\", mode: a}\n",
    "s.yaml": """
    title: Settings
    style: grouped
    sections:
      - header: Radio
        rows:
          - {title: Wi-Fi, toggle: wifi}
          - {title: Name, textField: name}
          - {title: PIN, textField: pin, secure: true}
          - {slider: level, min: 0, max: 1, step: 0.1}
          - {title: Minutes, stepper: mins, min: 5, max: 60, step: 5}
          - {title: Mode, push: mode, pickerStyle: segmented}
      - footer: Changes apply at once.
        rows:
          - {title: Help, url: "https://example.com"}
          - {title: Reset, button: true, role: destructive, confirm: {title: Reset all?, button: Reset}}
          - {title: About, push: about, badge: "3"}
    """,
    "mode.yaml":
      "title: Mode\nbind: mode\nchoices: [{title: Auto, value: a}, {title: Manual, value: m}]\n",
    "about.yaml": "title: About\nrows: [{title: Version, detail: \"2.0\"}]\n",
  ]

  @Test func everyControlSaysWhatItIsAndItsValue() throws {
    let read = Self.read(try Self.session(Self.settings))
    #expect(
      read == [
        "Settings. Heading.", "Radio. Heading.", "Wi-Fi. Switch Button. On.",
        "Name: Ann. Text Field.", "PIN. Secure Text Field.", "0.5. Adjustable.",
        "Minutes: 15. Adjustable.", "Mode", "Selected: Auto. Button.", "Manual. Button.",
        "Help: example.com. Link.", "Reset. Button.", "About: 3. Button.", "Changes apply at once.",
      ])
  }

  @Test func hintsFollowTheirElementOnALineOfTheirOwn() throws {
    let text = VoiceOverTranscript.render(try Self.session(Self.settings))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "voiceover 2 · s · width 40 · 14 elements")
    let wifi = try #require(lines.firstIndex { $0.hasSuffix("Wi-Fi. Switch Button. On.") })
    #expect(lines[wifi + 1] == "  hint: Double tap to toggle setting.")
    let pin = try #require(lines.firstIndex { $0.hasSuffix("PIN. Secure Text Field.") })
    #expect(lines[pin + 1].hasSuffix("hint: Double tap to edit."))
    let slider = try #require(lines.firstIndex { $0.hasSuffix("0.5. Adjustable.") })
    #expect(
      lines[slider + 1].hasSuffix("hint: Swipe up or down with one finger to adjust the value."))
    #expect(!lines.contains { $0.contains("Help: example.com. Link.") && $0.contains("hint") })
  }

  /// Each element's text is on the lines its transcript line names, in the text drawing at
  /// the same width, for every seed screen.
  @Test(arguments: [24, 40, 60])
  func everyElementIsOnTheLinesItNames(width: Int) throws {
    let app = try Fixtures.app()
    for screen in app.screens {
      let session = try Session(app: app, screen: screen.id)
      let options = RenderOptions(width: width)
      let drawing = Renderer.render(session.view, options: options).split(
        separator: "\n", omittingEmptySubsequences: false)
      let elements = VoiceOverReader.elements(
        of: session.view, spans: Renderer.lineSpans(session.view, options: options))
      // A name from `accessibilityLabel` is read, not drawn.
      let labels = session.view.sections.flatMap { $0.rows.compactMap(\.accessibilityLabel) }
      for element in elements where !labels.contains(where: element.description.hasPrefix) {
        let lines = try #require(element.lines, "\(screen.id): \(element.description)")
        let drawn = lines.map { String(drawing[$0 - 1]) }.joined(separator: " ")
        // The first word of what is read (past the reading's own words) is drawn there.
        let spoken = element.description.replacingOccurrences(of: "Selected: ", with: "")
          .replacingOccurrences(of: "Unread. ", with: "")
        let word = String(spoken.prefix { $0 != " " && $0 != ":" && $0 != "." && $0 != "," })
        // A cut text (drawn with an ellipsis) is read whole.
        if word.count >= 3, !drawn.contains("…") {
          #expect(drawn.contains(word.prefix(3)), "\(screen.id) at \(width): '\(word)' on \(lines)")
        }
      }
    }
  }

  @Test func unreadDeletableAndSwipedRowsSaySo() throws {
    let files = [
      "feed.yaml": """
      title: Feed
      deletable: true
      rows:
        - {title: One, read: false, body: Hello}
        - {title: Two, read: true, body: Hi}
      """
    ]
    #expect(
      Self.read(try Self.session(files, actions: ["swipe 2"])) == [
        "Feed. Heading.", "Done. Button.", "Unread. One. Button. Actions Available.",
        "Two. Button. Actions Available.", "Delete. Button.",
      ])
    #expect(
      Self.read(try Self.session(files, actions: ["edit"])) == [
        "Feed. Heading.", "Done. Button.", "Delete. Button.",
        "Unread. One. Button. Actions Available.", "Delete. Button.",
        "Two. Button. Actions Available.",
      ])
  }

  @Test func aPushedScreenReadsItsBackButtonAndAChosenChoiceIsSelected() throws {
    let read = Self.read(try Self.session(Self.settings, actions: ["tap About"]))
    #expect(read == ["Settings. Back Button.", "About. Heading.", "Version: 2.0"])
    let app = try Fixtures.app()
    var session = try Session(app: app, screen: "fight-card")
    try session.apply("tap Weight Class")
    #expect(Self.read(session).contains("Selected: Lightweight"))
  }

  @Test func anOpenSheetIsAllThatIsRead() throws {
    let read = Self.read(try Self.session(Self.settings, actions: ["tap Reset"]))
    #expect(read == ["Reset all?", "Reset. Button.", "Cancel. Button."])
  }

  @Test func hiddenAndDisabledRows() throws {
    let files = [
      "app.yaml": "state: {on: false}\n",
      "s.yaml": """
      title: S
      rows:
        - {title: Master, toggle: on}
        - {title: Hidden, visibleIf: on, body: x}
        - {title: Greyed, enabledIf: on, body: y}
      """,
    ]
    #expect(
      Self.read(try Self.session(files)) == [
        "S. Heading.", "Master. Switch Button. Off.", "Greyed. Dimmed. Button.",
      ])
  }

  @Test func loadMoreEmptyTextAndSearch() throws {
    let paged = ["p.yaml": "title: P\npaging: {pageSize: 1}\nrows: [A, B]\n"]
    #expect(Self.read(try Self.session(paged)) == ["P. Heading.", "A", "Load More…. Button."])
    let empty = ["e.yaml": "title: E\ndeletable: true\nempty: Nothing here\nrows: [A]\n"]
    #expect(
      Self.read(try Self.session(empty, actions: ["delete 1"])) == ["E. Heading.", "Nothing here"])
  }

  /// Right to left, the reading order is still leading to trailing: the back button (now on
  /// the right), the title, then the rows; user texts are translated, trait words are not.
  @Test func rightToLeftReadsLeadingToTrailingInTheLocale() throws {
    let files = [
      "strings/ar.yaml": "strings:\n  Home: الرئيسية\n  Wi-Fi: واي فاي\n  On: تشغيل\n",
      "home.yaml": "title: Home\nrows: [{title: Wi-Fi, push: wifi}]\n",
      "wifi.yaml": "title: Wi-Fi\nrows: [On]\n",
      "app.yaml": "start: home\n",
    ]
    let result = AppAssembler.load(
      files.filter { !$0.key.hasPrefix("strings/") }.map {
        SourceFile(path: $0.key, text: $0.value)
      },
      strings: [SourceFile(path: "strings/ar.yaml", text: files["strings/ar.yaml"] ?? "")])
    let app = try #require(result.app, "\(result.reports.map(\.formatted))")
    var session = try Session(app: app, localisation: app.localisation(for: "ar"))
    try session.apply("tap Wi-Fi")
    #expect(session.view.rightToLeft)
    #expect(Self.read(session) == ["الرئيسية. Back Button.", "واي فاي. Heading.", "تشغيل"])
  }
}

extension Transcript {
  /// `accessibilityLabel` and `accessibilityHint` change what is read and nothing drawn;
  /// they translate and interpolate like every text.
  @Test func labelsAndHintsChangeWhatIsReadAndNothingDrawn() throws {
    let plain = [
      "app.yaml": "state: {level: \"0.5\", who: Ann}\n",
      "s.yaml": """
      title: S
      sections:
        - header: "⚙︎"
          rows:
            - {slider: level, min: 0, max: 1}
            - {title: "→", body: Next}
      """,
    ]
    var labelled = plain
    labelled["s.yaml"] = """
      title: S
      sections:
        - header: "⚙︎"
          accessibilityLabel: Settings for {who}
          rows:
            - {slider: level, min: 0, max: 1, accessibilityLabel: Level, accessibilityHint: Drag it}
            - {title: "→", body: Next, accessibilityLabel: Next page}
      """
    let before = try Self.session(plain)
    let after = try Self.session(labelled)
    #expect(Renderer.render(before) == Renderer.render(after))
    #expect(
      Self.read(after) == [
        "S. Heading.", "Settings for Ann. Heading.", "Level: 0.5. Adjustable.",
        "Next page. Button.",
      ])
    let hint = VoiceOverReader.elements(
      of: after.view, spans: Renderer.lineSpans(after.view)
    ).first { $0.description.hasPrefix("Level") }?.hint
    #expect(hint == "Drag it")
  }

  /// What VoiceOver would read badly is a warning at it, never an error.
  @Test func unnamedAndWordlessControlsAndAmbiguousButtonsWarn() throws {
    let result = AppAssembler.load([
      SourceFile(path: "app.yaml", text: "state: {level: \"0.5\", on: false}\n"),
      SourceFile(
        path: "s.yaml",
        text: """
          title: S
          rows:
            - {slider: level, min: 0, max: 1}
            - {title: "→", body: Next}
            - {title: Reset, button: true, sets: {on: false}}
            - {title: Reset, button: true, sets: {on: true}}
            - {title: Same, push: s}
            - {title: Same, push: s}
          """),
    ])
    #expect(result.app != nil, "warnings do not fail the app")
    let warnings = result.reports.flatMap { report in
      report.diagnostics.map { "\(report.file.path):\($0.mark): \($0.severity): \($0.message)" }
    }
    #expect(
      warnings == [
        "s.yaml:3:14: warning: VoiceOver reads this slider without a name; add 'accessibilityLabel' (a Settings slider has no title)",
        "s.yaml:4:13: warning: VoiceOver reads '→' as this row's name, which has no letter or digit; add 'accessibilityLabel'",
        "s.yaml:6:13: warning: two buttons of this screen are read as 'Reset' but do different things; give one an 'accessibilityLabel'",
      ])
  }

  /// A row one host shows and a row only the other shows are never read on one screen
  /// (an import of `Root.plist` beside `Root.inApp.plist`); one both show is read with each.
  @Test func buttonsOfDifferentHostsAreNeverReadTogether() throws {
    let result = AppAssembler.load([
      SourceFile(path: "app.yaml", text: "start: s\nstate: {on: false}\n"),
      SourceFile(path: "t.yaml", text: "title: T\nrows: [a]\n"),
      SourceFile(
        path: "s.yaml",
        text: """
          title: S
          sections:
            - visibleIf: {host: settings}
              rows:
                - {title: Help, push: t}
            - rows:
                - {title: Help, url: "https://example.com", visibleIf: {host: app}}
                - {title: Reset, button: true, sets: {on: false}, visibleIf: {host: settings}}
                - {title: Reset, button: true, sets: {on: true}, visibleIf: {host: app}}
                - {title: Reset, push: t}
          """),
    ])
    let warnings = result.reports.flatMap { report in
      report.diagnostics.map { "\(report.file.path):\($0.mark): \($0.message)" }
    }
    #expect(
      warnings == [
        "s.yaml:10:17: two buttons of this screen are read as 'Reset' but do different things; give one an 'accessibilityLabel'"
      ])
  }
}

extension Transcript {
  @Test func searchPromptInsertRowAndNotice() throws {
    let files = [
      "app.yaml": "start: list\nstate: {items: [alpha, beta]}\n",
      "list.yaml": """
      title: Items
      prompt: Pick one
      searchable: true
      deletable: true
      addRow: {title: Add Item, placeholder: name}
      rowsFrom: items
      """,
      "links.yaml": "title: Links\nrows: [{title: Help, url: \"https://example.com/help\"}]\n",
    ]
    #expect(
      Self.read(try Self.session(files, actions: ["search alp"])) == [
        "Items. Heading.", "Edit. Button.", "Search: alp. Search Field.", "Pick one",
        "alpha. Actions Available.",
      ])
    #expect(
      Self.read(try Self.session(files, actions: ["edit"])).suffix(2) == [
        "beta. Actions Available.", "Add Item: name. Button.",
      ])
    #expect(
      Self.read(try Self.session(files, screen: "links", actions: ["tap Help"])).last?.contains(
        "example.com/help") == true)
  }
}
