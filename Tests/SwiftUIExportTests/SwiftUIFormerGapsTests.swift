import Fixtures
import Testing

@testable import ScreenBehavior
@testable import ScreenFormat
@testable import ScreenModel
@testable import SwiftUIExport

/// Issue #52: constructs the generator once refused as "not yet", each written and
/// type-checked against the stand-in.

/// Whether a generated file holds each of `lines`.
func expectHolds(_ file: String, _ lines: [String]) {
  for line in lines {
    #expect(file.contains(line), "\(line)")
  }
}

/// The generated files, with no problems and type-checked; the file of `screen`.
func written(_ app: App, _ screen: String) throws -> String {
  let output = SwiftUIExport.generate(app)
  #expect(output.problems == [], "\(output.problems)")
  let errors = try StandIn.typecheck(output.files)
  #expect(errors == nil, "\(errors ?? "")")
  return try #require(output.files.first { $0.name == screen }?.text)
}

/// A sorted picker with a search field: its choices in the order of their shown titles,
/// those whose title holds the search text, as `render` filters them.
@Test func aSortedPickerWithASearchFieldFiltersItsSortedChoices() throws {
  let app = try load(yaml: [
    "app.yaml": "start: language\nstate: {language: en}\n",
    "language.yaml": """
    title: Language
    bind: language
    sortedByTitle: true
    searchable: true
    choices:
      - {title: German, value: de}
      - {title: English, value: en}
    """,
  ])
  let session = try Session(app: app, screen: "language").applying(.search("ger"))
  #expect(session.view.sections.flatMap(\.rows).map(\.title) == ["German"])
  let file = try written(app, "LanguageView.swift")
  #expect(
    file.contains(
      "ForEach(sortedChoices.filter { search.isEmpty || $0.title.localizedStandardContains(search) }, id: \\.value)"
    ))
  // The empty text shows when no title holds the search text.
  #expect(file.contains("      \"German\",\n      \"English\",\n"))
}

/// A mail text that interpolates: the `mailto:` address built when shown, that text
/// translated (`String(localized:)`, so the String Catalog has it) and encoded as the
/// literal parts are.
@Test func aMailTextThatInterpolatesIsBuiltWhenShown() throws {
  let app = try load(yaml: [
    "app.yaml": "start: root\nstate: {name: Ann}\n",
    "root.yaml": """
    title: Root
    rows:
      - {title: Report, mail: {to: [a@example.com], subject: "Report from {name}", body: Hi there}}
      - {title: Both, mail: {to: [b@example.com], subject: "{name}", body: "From {name}"}}
    """,
  ])
  let file = try written(app, "RootView.swift")
  expectHolds(
    file,
    [
      #"if let url = URL(string: "mailto:a@example.com?subject=" + mailQuery(String(localized: "Report from \(name)")) + "&body=Hi%20there") {"#,
      #"if let url = URL(string: "mailto:b@example.com?subject=" + mailQuery(String(localized: "\(name)")) + "&body=" + mailQuery(String(localized: "From \(name)"))) {"#,
      "  private func mailQuery(_ text: String) -> String {",
    ])
  #expect(file.components(separatedBy: "private func mailQuery").count == 2)
  // Its key in the String Catalog, as the view looks it up.
  #expect(SwiftUIExport.lookupKeys(app)["Report from {name}"]?.key == "Report from %@")
}

/// A multiple-choice inline group: each choice a row whose tap checks or unchecks it within
/// `minSelected`/`maxSelected`, the list in the choices' order; bound, the model's list,
/// unbound, positions the view holds.
@Test func aMultipleChoiceInlineGroupChecksAndUnchecksItsChoices() throws {
  let app = try load(yaml: [
    "app.yaml": "start: codecs\nstate: {codecs: [a], size: s}\n",
    "codecs.yaml": """
    title: Codecs
    sections:
      - header: Codecs
        bind: codecs
        allowsMultipleSelection: true
        minSelected: 1
        choices: [{title: A, value: a}, {title: B, value: b}]
      - header: Extras
        selected: [1]
        allowsMultipleSelection: true
        maxSelected: 2
        choices: [X, Y, Z]
      - header: Size
        bind: size
        choices: [{title: S, value: s}, {title: M, value: m}]
    """,
  ])
  let file = try written(app, "CodecsView.swift")
  expectHolds(
    file,
    [
      "model.codecs = Self.toggled(\"b\", in: model.codecs, among: [\"a\", \"b\"], min: 1, max: Int.max)",
      "ScreenSpecChoice(title: Text(\"A\"), chosen: model.codecs.contains(\"a\")) {",
      "@State private var group2 = [1]",
      "group2 = Self.toggled(2, in: group2, among: [0, 1, 2], min: 0, max: 2)",
      "Picker(\"Size\", selection: $size) {",
      "  private static func toggled<Value: Hashable>(",
    ])
  // As `render` draws it: the checked choices of each group.
  let session = try Session(app: app, screen: "codecs")
  let checked = session.view.sections.map {
    $0.rows.filter { $0.accessory == .checkmark }.map(\.title)
  }
  #expect(checked == [["A"], ["Y"], ["S"]])
}

/// A search over a list of mappings: the items whose title, subtitle or detail (its own
/// fields, or its `row:` texts) hold the search text, as `render` searches rows.
@Test func aSearchOverAListOfMappingsFiltersItsItems() throws {
  let app = try load(yaml: [
    "app.yaml": """
    start: people
    state:
      people: [{title: Ann, subtitle: Berlin}, {title: Bob, subtitle: Oslo}]
      places: [{name: Bergen, kind: city}, {name: Alps, kind: range}]
    """,
    "people.yaml": """
    title: People
    searchable: true
    sections:
      - rowsFrom: people
      - rowsFrom: places
        row: {title: "{item.name}", detail: "{item.kind}"}
    """,
  ])
  let session = try Session(app: app, screen: "people").applying(.search("ber"))
  #expect(session.view.sections.flatMap(\.rows).map(\.title) == ["Ann", "Bergen"])
  let file = try written(app, "PeopleView.swift")
  expectHolds(
    file,
    [
      #"ForEach(model.people.filter { item in search.isEmpty || ["title", "subtitle", "detail"].map { item[$0] ?? "" }.contains { $0.localizedStandardContains(search) } }, id: \.self) { item in"#,
      #"ForEach(model.places.filter { item in search.isEmpty || [String(localized: "\(item["name"] ?? "")"), String(localized: "\(item["kind"] ?? "")")].contains { $0.localizedStandardContains(search) } }, id: \.self) { item in"#,
      "!model.places.contains(where: { item in [String(localized:",
    ])
}

/// A listed item's `body` and `badge`: an item with a body pushes it (under its detail,
/// titled by its title), and a badge is drawn as `render` draws it, none when empty or `0`.
@Test func aListedItemsBodyAndBadgeAreWritten() throws {
  let app = try load(yaml: [
    "app.yaml": """
    start: inbox
    state:
      mail:
        - {title: Hello, detail: Ann, body: Hi there, badge: "2"}
        - {title: Later, badge: "0"}
      tags: [{name: Work, count: "3"}]
    """,
    "inbox.yaml": """
    title: Inbox
    sections:
      - rowsFrom: mail
      - rowsFrom: tags
        row: {title: "{item.name}", badge: "{item.count}"}
    """,
  ])
  let view = try Session(app: app, screen: "inbox").view
  #expect(view.sections.flatMap(\.rows).map(\.badge) == ["2", nil, "3"])
  let file = try written(app, "InboxView.swift")
  expectHolds(
    file,
    [
      "if let itemBody = item[\"body\"] {",
      "Text(itemBody)",
      ".navigationTitle(Text(item[\"title\"] ?? \"\"))",
      ".badge(Self.badge(item[\"badge\"]))",
      ".badge(Self.badge(String(localized: \"\\(item[\"count\"] ?? \"\")\")))",
      "  private static func badge(_ text: String?) -> Text? {",
    ])
  #expect(file.components(separatedBy: "private static func badge").count == 2)
}

/// A search over rows the app loads, reads and deletes: the loaded rows whose title,
/// subtitle or detail holds the search text, as `render` searches them; no deleting and no
/// Load More while searching.
@Test func aSearchOverRowsTheAppLoadsFiltersThem() throws {
  let app = try load(yaml: [
    "app.yaml": "start: feed\n",
    "feed.yaml": """
    title: Feed
    searchable: true
    deletable: true
    paging: {pageSize: 2}
    rows:
      - {title: Welcome, subtitle: Nov 2, read: false}
      - {title: Swiping, subtitle: Nov 3}
      - {title: Paging, subtitle: Nov 4}
    """,
  ])
  let session = try Session(app: app, screen: "feed").applying(.search("nov 3"))
  #expect(session.view.sections.flatMap(\.rows).map(\.title) == ["Swiping"])
  let file = try written(app, "FeedView.swift")
  expectHolds(
    file,
    [
      "ForEach(model.feedRows.shown.filter { search.isEmpty || matches($0) }, id: \\.self) { index in",
      ".onDelete(perform: search.isEmpty ? { model.feedRows.delete(atOffsets: $0) } : nil)",
      "if search.isEmpty, model.feedRows.canLoadMore {",
      "      [\"Welcome\", \"Nov 2\"],\n      [\"Swiping\", \"Nov 3\"],\n",
      "!model.feedRows.shown.contains(where: matches)",
    ])
}
