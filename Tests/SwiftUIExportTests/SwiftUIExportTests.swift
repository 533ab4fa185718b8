import Basics
import Fixtures
import Foundation
import Testing

@testable import ScreenFormat
@testable import ScreenModel
@testable import SwiftUIExport

/// Issue #52: `export --swiftui` writes SwiftUI the app owns, type-checked against the
/// stand-in module.

func load(yaml screens: [String: String]) throws -> App {
  try Fixtures.app(
    screens.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
}

/// A small app of every construct the generator writes.
private let everyRow: [String: String] = [
  "app.yaml": """
  start: root
  state:
    {
      wifi: true, sounds: "on", name: Ann, password: secret, volume: 0.5, copies: 2,
      quality: hd, notes: "", level: 3, version: "1.0", repeat: false, body: true, value: 2,
      show-hints: true, showHints: false, default: x, dismiss: a,
    }
  """,
  "root.yaml": """
  title: Settings
  style: insetGrouped
  prompt: Hello {name}
  footer: Thanks
  sections:
    - header: Network
      footer: Footer with "quotes" and \\backslash
      rows:
        - {title: Wi-Fi, toggle: wifi}
        - {title: Sounds, toggle: sounds, trueValue: "on", falseValue: "off"}
        - {title: Name, textField: name, placeholder: Your name, keyboard: emailAddress, autocapitalization: words, autocorrection: false}
        - {title: Password, textField: password, secure: true}
        - {title: Notes, textView: notes}
        - {slider: volume, min: 0, max: 1, step: 0.1, accessibilityLabel: Volume}
        - {title: Copies, stepper: copies, min: 1, max: 10}
        - {title: Level, stepper: level, min: 0, max: 10, step: 1, valueFormat: "{value} of 10"}
        - {title: Repeat, toggle: repeat, subtitle: Every day}
        - {title: Body, toggle: body, icon: {symbol: bell, background: red}}
        - {title: Value, slider: value, min: 0, max: 10}
        - {title: Hints, toggle: show-hints}
        - {title: More hints, toggle: showHints}
        - {title: Default, textField: default, subtitle: "Shown as {default}"}
        - {title: Dismiss, push: dismiss}
    - header: More
      visibleIf: wifi
      rows:
        - {title: Quality, push: quality}
        - {title: About, body: "A long text"}
        - {title: Plain, detail: Detail, subtitle: Sub, accessory: checkmark, badge: "3"}
        - {title: Version, titleValue: version}
        - {title: Help, url: "https://example.com/help", enabledIf: {key: name, isNot: ""}}
        - title: Reset
          button: true
          role: destructive
          sets: {wifi: "true", volume: "0.5"}
          confirm: {title: Reset all?, message: Nothing else changes, button: Reset}
  """,
  "dismiss.yaml": """
  title: Dismiss
  bind: dismiss
  choices: [a, b]
  """,
  "quality.yaml": """
  title: Quality
  prompt: Pick one
  bind: quality
  choices:
    - {title: SD, value: sd}
    - {title: HD, value: hd}
  """,
]

@Test func everyRowKindItWritesTypeChecks() throws {
  let output = SwiftUIExport.generate(try load(yaml: everyRow))
  #expect(output.problems == [])
  #expect(
    output.files.map(\.name) == [
      "DismissView.swift", "QualityView.swift", "RootView.swift", "ScreenSpecScreens.swift",
    ])
  let errors = try StandIn.typecheck(output.files)
  #expect(errors == nil, "\(errors ?? "")")
}

@Test func theSettingsExampleTypeChecksAndKeepsItsKeys() throws {
  let output = SwiftUIExport.generate(try Fixtures.app(folder: "Examples/FightcardSettings"))
  #expect(output.problems == [])
  let errors = try StandIn.typecheck(output.files)
  #expect(errors == nil, "\(errors ?? "")")
  let root = try #require(output.files.first { $0.name == "RootView.swift" }?.text)
  #expect(
    root.contains("@AppStorage(ScreenSpecKeys.notifications) private var notifications = true\n"))
  #expect(root.contains("Toggle(\"Allow Notifications\", isOn: $notifications)"))
  #expect(root.contains("Text(QualityView.title(of: quality))"))
  let app = try #require(output.files.last?.text)
  #expect(app.contains("\"volume\": 0.7,"))
  #expect(app.contains("static let notifications = \"notifications\"\n"))
}

@Test func aModuleOfItsOwnMakesTheViewsPublic() throws {
  let output = SwiftUIExport.generate(
    try load(yaml: everyRow), options: .init(minimumIOS: 17, module: "Screens"))
  #expect(output.files.allSatisfy { $0.text.contains("public struct") })
  #expect(try StandIn.typecheck(output.files, minimumIOS: 17) == nil)
}

@Test func regeneratingChangesNoByte() throws {
  let app = try load(yaml: everyRow)
  #expect(SwiftUIExport.generate(app) == SwiftUIExport.generate(app))
}

/// What has no SwiftUI form is a problem at its key, and then nothing is written: a plural
/// text whose forms never show the number the String Catalog chooses them by, and an HTML
/// mail body.
@Test func whatHasNoSwiftUIFormIsAProblemAtItsKey() throws {
  let app = try load(yaml: [
    "app.yaml": "start: feed\n",
    "feed.yaml": """
    title: Feed
    paging: {pageSize: 1}
    footer: {plural: count, one: One post, other: Some posts}
    sections:
      - rows: [One, Two]
      - rows:
          - {title: Write, mail: {to: [a@example.com], body: "<b>Hi</b>", html: true}}
    """,
  ])
  let output = SwiftUIExport.generate(app)
  #expect(output.files.isEmpty)
  #expect(Set(output.problems.map(\.key)) == ["footer", "html"])
  let messages = Dictionary(uniqueKeysWithValues: output.problems.map { ($0.key, $0.message) })
  #expect(messages["footer"] == SwiftUIMessages.pluralWithoutNumber)
  #expect(messages["html"] == SwiftUIMessages.htmlMail)
}

/// The type-check fences the generator in: a wrong binding type, a misspelt style and an
/// API outside the stand-in each fail.
@Test(arguments: [
  ("isOn: $wifi", "isOn: $name"),
  (".listStyle(.insetGrouped)", ".listStyle(.insetGroupd)"),
  (".navigationTitle(", ".navigationBarTitle("),
])
func aMutatedFileDoesNotTypeCheck(original: String, mutated: String) throws {
  let output = SwiftUIExport.generate(try load(yaml: everyRow))
  var files = output.files
  let index = try #require(files.firstIndex { $0.name == "RootView.swift" })
  #expect(files[index].text.contains(original))
  files[index].text = files[index].text.replacingOccurrences(original, mutated)
  #expect(try StandIn.typecheck(files) != nil)
}

/// Parity: each screen's file holds the texts the screen shows, its sections' headers,
/// rows and footers in the order they are drawn (SwiftUI writes a section's rows before
/// its header and footer: `Section { rows } header: { … } footer: { … }`).
@Test(arguments: ["Examples/FightcardSettings", "everyRow"])
func eachFileHoldsItsScreensTextsInOrder(_ name: String) throws {
  let app = try name == "everyRow" ? load(yaml: everyRow) : Fixtures.app(folder: name)
  let output = SwiftUIExport.generate(app)
  for screen in app.screens {
    let file = try #require(
      output.files.first { $0.name == SwiftNames.typeName(screen.id) + "View.swift" })
    #expect(file.text.contains("\"\(screen.title.description)\""))
    var texts: [String] = []
    for (index, section) in screen.sections.enumerated() {
      for row in section.rows where !row.title.isEmpty {
        texts.append(row.title.literalText)
        // A detail is a LabeledContent's content, written before its label.
        if let detail = row.detail {
          #expect(file.text.contains(SwiftNames.literal(detail.description)), "\(screen.id)")
        }
      }
      if let header = section.header ?? (index == 0 ? screen.prompt : nil) {
        texts.append(header.description)
      }
      if let footer = section.footer { texts.append(footer.description) }
    }
    var rest = Substring(file.text)
    for text in texts {
      let literal = "\"" + text.replacingOccurrences("{name}", "\\(name)") + "\""
      let found = rest.firstRange(of: literal) ?? rest.firstRange(of: SwiftNames.literal(text))
      #expect(found != nil, "\(screen.id): \(text) not found in order")
      if let found { rest = rest[found.upperBound...] }
    }
  }
}

/// A new user's findings: keys named as Swift keywords or as the views' own names, and two
/// keys of one Swift name, become properties of their own; what a row shows is written.
@Test func keysNamedLikeSwiftOrEachOtherGetPropertiesOfTheirOwn() throws {
  let output = SwiftUIExport.generate(try load(yaml: everyRow))
  let root = try #require(output.files.first { $0.name == "RootView.swift" }?.text)
  for declared in [
    "private var repeatSetting = false", "private var bodySetting = true",
    "private var valueSetting: Double = 2", "private var showHints = true",
    "private var showHints2 = false", "private var defaultSetting = \"x\"",
  ] {
    #expect(root.contains(declared), "\(declared)")
  }
  let picker = try #require(output.files.first { $0.name == "DismissView.swift" }?.text)
  #expect(
    picker.contains("@AppStorage(ScreenSpecKeys.dismissSetting) private var dismissSetting = \"a\"")
  )
  // What the rows show: the slider's title, the stepper's value, the text field's subtitle.
  #expect(root.contains("Text(\"Value\")"))
  #expect(root.contains("LabeledContent(\"Copies\", value: \"\\(copies)\")"))
  #expect(root.contains("Text(\"Shown as \\(defaultSetting)\")"))
}

@Test func twoScreensOfOneSwiftNameAndNoStartAreProblems() throws {
  let app = try load(yaml: [
    "p-one.yaml": "title: One\nrows: [A]\n", "p_one.yaml": "title: Other\nrows: [B]\n",
  ])
  let problems = SwiftUIExport.generate(app).problems
  #expect(problems.map(\.key) == ["start", "title"])
  #expect(
    problems.last?.message
      == "screens 'p-one' and 'p_one' are both the Swift type 'POneView'; rename one of them")
}

/// The generated views are the app's own screens: a row or section only Settings shows is
/// not written, one only the app shows is written without a test, and a host beside other
/// conditions folds away (a new user's finding: `if false { … }` and `if true { … }`).
@Test func hostLimitsAreFoldedForTheApp() throws {
  let output = SwiftUIExport.generate(
    try load(yaml: [
      "app.yaml": "start: root\nstate:\n  wifi: true\n  sync: true\n",
      "root.yaml": """
      title: Settings
      sections:
        - rows:
            - {title: Settings Only, toggle: wifi, visibleIf: {host: settings}}
            - {title: App Only, toggle: wifi, visibleIf: {host: app}}
            - {title: Synced, toggle: sync, visibleIf: {all: [{host: app}, wifi]}}
        - visibleIf: {host: settings}
          rows: [{title: Hidden Section, toggle: sync}]
      """,
    ]))
  #expect(output.problems == [])
  let root = try #require(output.files.first { $0.name == "RootView.swift" }?.text)
  #expect(!root.contains("Settings Only") && !root.contains("Hidden Section"), "\(root)")
  #expect(root.contains("App Only") && root.contains("if wifi {"), "\(root)")
  #expect(!root.contains("if true") && !root.contains("if false"), "\(root)")
  let errors = try StandIn.typecheck(output.files)
  #expect(errors == nil, "\(errors ?? "")")
}
