import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// Every row kind is handled everywhere a user meets it: the field table knows its key,
/// the text and picture renderers draw it, VoiceOver reads it, and export to a
/// Settings.bundle has a rule for it (a specifier, or a located refusal). The example is a
/// switch over the kinds, so a kind added without one does not compile.
@Suite struct RowKindCoverage {
  /// A row of the kind, titled "Sample", in a screen bound to the state below.
  static func example(_ kind: RowKind.Name) -> String {
    switch kind {
    case .push: "{title: Sample, push: other}"
    case .body: "{title: Sample, body: Some text}"
    case .toggle: "{title: Sample, toggle: flag}"
    case .textField: "{title: Sample, textField: name}"
    case .slider: "{title: Sample, slider: level, min: 0, max: 10}"
    case .stepper: "{title: Sample, stepper: count2, min: 0, max: 10}"
    case .button: "{title: Sample, button: true}"
    case .url: "{title: Sample, url: \"https://example.com\"}"
    case .titleValue: "{title: Sample, titleValue: name}"
    case .datePicker: "{title: Sample, datePicker: day, mode: date}"
    case .textView: "{title: Notes, textView: notes, placeholder: Sample}"
    case .mail: "{title: Sample, mail: {to: [a@example.com], subject: Hi}}"
    case .custom: "{title: Sample, custom: poster, height: 88}"
    }
  }

  static let state =
    "start: home\nstate:\n  flag: \"true\"\n  name: Ann\n  level: \"5\"\n  count2: \"3\"\n  day: \"2026-12-01\"\n  notes: \"\"\n"

  func app(_ kind: RowKind.Name) throws -> Workspace {
    let ws = try Workspace()
    try ws.write("app/app.yaml", Self.state)
    try ws.write(
      "app/home.yaml", "title: Home\nstyle: insetGrouped\nrows:\n  - \(Self.example(kind))\n")
    try ws.write("app/other.yaml", "title: Other\nrows:\n  - {title: Who, titleValue: name}\n")
    return ws
  }

  @Test(arguments: RowKind.Name.allCases)
  func theFieldTableKnowsTheKindAndItsKeys(kind: RowKind.Name) {
    #expect(FieldTable.row.contains { $0.name == kind.key })
    #expect(FieldTable.ownKeys[kind] != nil)
    #expect(!kind.noun.isEmpty && kind.noun != ControlNoun.plain)
  }

  @Test(arguments: RowKind.Name.allCases)
  func everyRendererDrawsTheKind(kind: RowKind.Name) throws {
    let ws = try app(kind)
    #expect(ws.run("check", "@app").status == 0, "\(kind)")
    for format in ["text", "svg", "html", "voiceover"] {
      let drawn = ws.run("render", "@app/home.yaml", "--format", format)
      #expect(drawn.status == 0, "\(kind) \(format): \(drawn.stderr)")
      #expect(drawn.stdout.contains("Sample"), "\(kind) \(format)")
    }
  }

  @Test(arguments: RowKind.Name.allCases)
  func exportHasARuleForTheKind(kind: RowKind.Name) throws {
    let ws = try app(kind)
    let result = ws.run("export", "@app", "--out", "@Settings.bundle")
    if result.status == 0 {
      #expect(ws.read("Settings.bundle/Root.plist")?.contains("Sample") == true, "\(kind)")
    } else {
      // A refusal names the row's place in the screens, never a crash or a bare failure.
      #expect(result.status == 1, "\(kind): \(result.stderr)")
      #expect(result.stderr.contains("home.yaml:4:"), "\(kind): \(result.stderr)")
    }
  }
}
