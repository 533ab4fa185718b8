import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// Issue #54, item 6: rows only one host shows (`visibleIf: {host: …}`, the row's or its
/// section's, or of every row that pushes a picker) may bind a key otherwise than the
/// other host's rows do; within one host, or with a row both show, they must agree.
private func errors(_ files: [String: String]) -> [String] {
  AppAssembler.load(
    files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
  )
  .reports.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.message)
}

private let app = "start: root\nstate:\n  next: true\n  speed: '1'\n"

@Test func rowsOfDifferentHostsMayBindAKeyDifferently() {
  let root = """
    title: S
    rows:
      - {title: Next, toggle: next, visibleIf: {host: settings}}
      - {title: Then, push: then, visibleIf: {host: app}}
    """
  let picker =
    "title: Then\nbind: next\nchoices: [{title: On, value: true}, {title: Off, value: false}, {title: Ask, value: ask}]\n"
  #expect(errors(["app.yaml": app, "root.yaml": root, "then.yaml": picker]) == [])
  // Shown by both hosts, the switch and the picker disagree.
  let both = root.replacingOccurrences(of: ", visibleIf: {host: settings}", with: "")
  #expect(
    errors(["app.yaml": app, "root.yaml": both, "then.yaml": picker]).contains {
      $0.contains("must be of one kind")
    })
}

@Test func aSectionsHostIsItsRowsHost() {
  let root = """
    title: S
    sections:
      - visibleIf: {host: settings}
        rows: [{title: Speed, textField: speed}]
      - visibleIf: {host: app}
        rows: [{title: Speed, slider: speed, min: 0, max: 2}]
    """
  let app = "start: root\nstate:\n  speed: 1\n"
  #expect(errors(["app.yaml": app, "root.yaml": root]) == [])
  let same = root.replacingOccurrences(of: "{host: app}", with: "{host: settings}")
  #expect(!errors(["app.yaml": app, "root.yaml": same]).isEmpty)
}

/// A screen that only one host's rows reach is that host's, down the pushes: a picker two
/// pushes under a `{host: app}` section binds in the app alone. A mistake in another file
/// does not make the bindings disagree.
@Test func aHostFollowsThePushesAndAMistakeElsewhereChangesNothing() {
  let files = [
    "app.yaml": "start: root\nstate:\n  theme: light\n  flag: true\n",
    "root.yaml": """
    title: S
    sections:
      - rows:
          - {title: Theme, push: theme, visibleIf: {host: settings}}
      - visibleIf: {host: app}
        rows:
          - {title: Extras, push: extras}
    """,
    "extras.yaml":
      "title: Extras\nrows:\n  - {title: Appearance, push: app-theme}\n  - {title: Other, push: other}\n",
    "theme.yaml":
      "title: Theme\nbind: theme\nchoices: [{title: Light, value: light}, {title: Dark, value: dark}]\n",
    "app-theme.yaml":
      "title: App Theme\nbind: theme\nchoices: [{title: Light, value: light}, {title: Dark, value: dark}, {title: System, value: system}]\n",
    "other.yaml": "title: Other\nrows:\n  - {title: A, toggle: flag}\n",
  ]
  #expect(errors(files) == [])
  var broken = files
  broken["other.yaml"] = "titel: Other\nrows:\n  - {title: A, toggle: flag}\n"
  #expect(errors(broken).count == 1)
  // Reached from a row both hosts show as well, the picker is Settings' too.
  var both = files
  both["root.yaml"]! += "\n  - rows:\n      - {title: More, push: extras}\n"
  #expect(errors(both).contains { $0.contains("lacks 'system'") })
}
