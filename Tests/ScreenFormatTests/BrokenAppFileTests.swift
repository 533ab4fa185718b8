import Basics
import Testing

@testable import ScreenFormat

/// One mistake in `app.yaml` is one error (a new user's finding): when `app.yaml` does not
/// parse, or its `state` has an error, what the screens read of the state is not checked
/// against it, nor its `start`, as a compiler does not cascade; each screen is still
/// checked on its own.
@Suite struct BrokenAppFileTests {
  static let screens = [
    "root.yaml":
      "title: Settings\nsections:\n  - rows:\n      - {title: \"Hello {name}\"}\n      - {title: Wi-Fi, toggle: wifi}\n      - {title: More, push: other}\n      - {title: Gone, push: nowhere}\n",
    "other.yaml":
      "title: Other\nsections:\n  - visibleIf: {key: wifi, is: \"true\"}\n    rows: [A]\n  - rowsFrom: feeds\n",
  ]

  static func reports(app: String) -> [String] {
    NewUserTrialTests.reports(screens.merging(["app.yaml": app]) { $1 })
  }

  @Test(arguments: [
    (
      "start: root\nsnapshotVariants:\n  - {locale: en}\n   theme: light\nstate:\n  name: Ann\n",
      "app.yaml 4:4: error did not find expected '-' indicator"
    ),
    (
      "start: root\nstate: [name, wifi]\n",
      "app.yaml 2:8: error expected a mapping of state values, found a list"
    ),
  ])
  func anAppFileThatDoesNotReadIsItsOwnOneError(app: String, error: String) {
    #expect(
      Self.reports(app: app) == [
        error, "root.yaml 7:29: error 'push' names no screen 'nowhere'; did you mean 'other'?",
      ], "\(Self.reports(app: app))")
  }

  @Test func aReadableAppFileStillChecksTheScreensAgainstItsState() {
    let found = Self.reports(app: "start: root\nstate:\n  wifi: \"true\"\n")
    #expect(found.contains { $0.hasPrefix("root.yaml 4:24: error '{name}'") }, "\(found)")
    #expect(found.contains { $0.hasPrefix("other.yaml 5:15: error") }, "\(found)")
  }
}
