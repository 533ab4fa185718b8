import Basics
import Fixtures
import Testing

@testable import ScreenBehavior
@testable import ScreenFormat
@testable import ScreenModel
@testable import SwiftUIExport

/// Issue #52: the constructs the seed app does not use, each written and type-checked.
private let constructs: [(String, String)] = [
  (
    "app.yaml",
    """
    start: root
    theme: {selectionStyle: none}
    state: {hosts: [a, b], level: 2, wifi: true, drafts: "1", tab: one}
    """
  ),
  (
    "root.yaml",
    """
    title: Constructs ({count})
    selectionStyle: blue
    editing: true
    reorderable: true
    sections:
      - header: Hosts
        accessibilityLabel: Host names
        enabledIf: wifi
        rows:
          - {title: Level, slider: level, min: 0, max: 10, step: 1, minImage: low, maxImage: high}
          - {title: Refresh, button: true, id: refresh}
          - {title: Pad only, visibleIf: {device: pad}}
          - {title: Has a, visibleIf: {key: hosts, contains: a}}
          - {title: Tabs, push: tabs}
          - {title: Inbox, push: inbox}
          - {title: Size, push: size, pickerStyle: segmented}
        footer: {plural: drafts, one: "{drafts} draft", other: "{drafts} drafts"}
      - rowsFrom: hosts
        deletable: true
    """
  ),
  ("size.yaml", "title: Size\nselected: 1\nchoices: [S, M, L]\n"),
  (
    "inbox.yaml",
    """
    title: Inbox
    deletable: true
    rows:
      - {title: Kept, deletable: false}
      - {title: Gone, read: false, body: Read me}
    """
  ),
  (
    "tabs.yaml",
    """
    title: Tabs
    searchable: true
    allowsMultipleSelection: true
    selected: [0, 2]
    choices: [One, Two, Three]
    """
  ),
]

@Test func theConstructsTheSeedAppDoesNotUseAreWrittenAndTypeCheck() throws {
  let app = try Fixtures.app(constructs.map { SourceFile(path: $0.0, text: $0.1) })
  let output = SwiftUIExport.generate(app)
  #expect(output.problems == [])
  let root = try #require(output.files.first { $0.name == "RootView.swift" }?.text)
  for written in [
    "Slider(value: $level, in: 0...10, step: 1) {",
    "Image(\"low\")", ".accessibilityLabel(Text(\"Host names\"))", ".disabled(!wifi)",
    "model.action(\"refresh\")", "UIDevice.current.userInterfaceIdiom == .pad",
    "model.hosts.contains(\"a\")", "Text(\"\\(Int(drafts) ?? 0) drafts\")",
    ".environment(\\.editMode, $editMode)",
    // A row a condition hides is not counted (the pad's, and one shown while a host is
    // listed), as `Session` counts them.
    ".navigationTitle(\"Constructs (\\(5 + ((UIDevice.current.userInterfaceIdiom == .pad) ? 1 : 0)"
      + " + ((model.hosts.contains(\"a\")) ? 1 : 0) + model.hosts.count))\")",
    "ScreenSpecSelectionStyle(background: Color.blue, text: Color.white)",
    "@State private var sizeChoice = 1", "Text(\"M\").tag(1)",
  ] {
    #expect(root.contains(written), "\(written)")
  }
  let inbox = try #require(output.files.first { $0.name == "InboxView.swift" }?.text)
  #expect(inbox.contains(".deleteDisabled(true)"))
  #expect(inbox.contains(".onAppear { model.inboxRows.unread.remove(1) }"))
  let tabs = try #require(output.files.first { $0.name == "TabsView.swift" }?.text)
  #expect(tabs.contains("@State private var selected = [0, 2]"))
  #expect(tabs.contains("if shown(\"Two\") {"))
  #expect(tabs.contains("ScreenSpecSelectionStyle(background: Color.clear, text: Color.primary)"))
  let errors = try StandIn.typecheck(output.files)
  #expect(errors == nil, "\(errors ?? "")")
}

/// The parity test's reading of literals: pieces between interpolations, matched in order.
@Test func sourceLiteralsMatchShownTextsInOrder() {
  let literals = SourceLiterals.of(
    #"Text("Servers (\(model.servers.joined(separator: ", ")))") Text("Done") Text("a\"b")"#)
  #expect(literals.literals == [["Servers (", ")"], ["Done"], ["a\"b"]])
  #expect(literals.holdInOrder(["Servers (2)", "Done"], ordered: true))
  #expect(!literals.holdInOrder(["Done", "Servers (2)"], ordered: true))
  #expect(literals.holdInOrder(["Done", "Servers (2)"], ordered: false))
  #expect(!literals.holdInOrder(["Server (2)"], ordered: false))
  #expect(literals.holdInOrder(["a\"b"], ordered: true))
}

/// A searched list held in state: its items that hold the search text; no deleting or
/// moving while searching (as `Session` refuses editing then).
@Test func aSearchedListHeldInStateShowsTheItemsThatMatch() throws {
  let app = try Fixtures.app([
    SourceFile(path: "app.yaml", text: "state: {hosts: [a, b]}\n"),
    SourceFile(
      path: "hosts.yaml",
      text: "title: Hosts\nsearchable: true\ndeletable: true\nreorderable: true\nrowsFrom: hosts\n"),
  ])
  let output = SwiftUIExport.generate(app)
  #expect(output.problems == [])
  let hosts = try #require(output.files.first { $0.name == "HostsView.swift" }?.text)
  for written in [
    "ForEach(model.hosts.filter { search.isEmpty || $0.localizedStandardContains(search) }",
    ".onDelete(perform: search.isEmpty ? { model.hosts.remove(atOffsets: $0) } : nil)",
    "!model.hosts.contains(where: { $0.localizedStandardContains(search) })",
  ] {
    #expect(hosts.contains(written), "\(written)")
  }
  let errors = try StandIn.typecheck(output.files)
  #expect(errors == nil, "\(errors ?? "")")
}

/// Lists of mappings held in state: each item's fields, or the `row:` template's texts.
@Test func listsOfMappingsAreWrittenAndTypeCheck() throws {
  let app = try Fixtures.app([
    SourceFile(
      path: "app.yaml",
      text: """
        start: feeds
        state:
          feeds: [{title: News, detail: daily}, {title: Sport}]
          hosts: [{name: a, host: a.example.com}]
        """),
    SourceFile(
      path: "feeds.yaml",
      text: """
        title: Feeds ({count})
        deletable: true
        sections:
          - rowsFrom: feeds
            addRow: {title: Add Feed}
          - rowsFrom: hosts
            row: {title: "{item.name}", subtitle: "on {item.host}"}
        """),
  ])
  let output = SwiftUIExport.generate(app)
  #expect(output.problems == [])
  let feeds = try #require(output.files.first { $0.name == "FeedsView.swift" }?.text)
  for written in [
    "Text(item[\"detail\"] ?? \"\")", "Text(\"\\(item[\"name\"] ?? \"\")\")",
    "model.feeds.append([\"title\": newFeeds])",
    "Feeds (\\(model.feeds.count + model.hosts.count))",
  ] {
    #expect(feeds.contains(written), "\(written)")
  }
  #expect(
    output.files.last?.text.contains(
      "var feeds: [[String: String]] = [[\"title\": \"News\", \"detail\": \"daily\"], [\"title\": \"Sport\"]]"
    ) == true)
  let errors = try StandIn.typecheck(output.files)
  #expect(errors == nil, "\(errors ?? "")")
}

/// A badge of a count alone is `.badge(Int)`, which SwiftUI does not draw at 0, as
/// `render` draws no badge of `0`; a badge of other text is a `Text`.
@Test func aCountBadgeIsABadgeOfItsNumberNotDrawnAtZero() throws {
  let app = try load(yaml: [
    "app.yaml": "start: home\nstate: {copies: \"0\", label: Hot}\n",
    "home.yaml": """
    title: Home
    rows:
      - {title: Posts, push: posts, badge: "{unread:posts}"}
      - {title: Copies, stepper: copies, min: 0, max: 9, badge: "{copies}"}
      - {title: Tag, badge: "{label}"}
      - {title: Fixed, badge: 3 new}
    """,
    "posts.yaml": "title: Posts\nrows:\n  - {title: A, read: true}\n",
  ])
  let view = try Session(app: app, screen: "home").view
  #expect(view.sections[0].rows.map(\.badge) == [nil, nil, "Hot", "3 new"])
  let output = SwiftUIExport.generate(app)
  #expect(output.problems == [])
  let home = try #require(output.files.first { $0.name == "HomeView.swift" }?.text)
  for written in [
    ".badge(model.postsRows.unreadCount)", ".badge(copies)", ".badge(Text(\"\\(label)\"))",
    ".badge(Text(\"3 new\"))",
  ] {
    #expect(home.contains(written), "\(written)")
  }
  let errors = try StandIn.typecheck(output.files)
  #expect(errors == nil, "\(errors ?? "")")
}
