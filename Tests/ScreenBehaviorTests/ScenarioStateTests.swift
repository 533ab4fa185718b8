import Basics
import Fixtures
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenBehavior

/// Item 18 of issue #25: a scenario may set `state:`, merged over the app's and checked
/// like it, so one app serves "signed in" and "signed out" scenarios.
private func app() throws -> App {
  try Fixtures.app([
    SourceFile(
      path: "app.yaml",
      text: "state:\n  signedIn: \"true\"\n  user: {name: Ann, plan: free}\n  tags: [a]\n"),
    SourceFile(
      path: "home.yaml",
      text:
        "title: \"Hello {user.name}\"\nrows:\n  - {title: Signed In, toggle: signedIn}\n  - {title: Plan, push: plan}\n  - {title: Sign Out, visibleIf: signedIn}\n"
    ),
    SourceFile(path: "plan.yaml", text: "title: Plan\nbind: user.plan\nchoices: [free, pro]\n"),
  ])
}

private func scenario(_ state: String) throws -> Scenario {
  let (scenario, diagnostics) = ScenarioLoader.load(
    SourceFile(path: "s.yaml", text: "app: .\nscreen: home\nstate:\n\(state)steps: [tap Plan]\n"))
  #expect(diagnostics.isEmpty, "\(diagnostics)")
  return try #require(scenario)
}

@Test func aScenariosStateIsMergedOverTheApps() throws {
  let signedOut = try scenario("  signedIn: \"false\"\n  user: {name: Bo}\n")
  var sessions: [Session] = []
  try ScenarioRun.forEachFrame(signedOut, app: try app()) { sessions.append($1) }
  let first = try #require(sessions.first)
  #expect(first.view.title == "Hello Bo")
  #expect(first.state.text(at: ["user", "plan"]) == "free", "nested keys are merged")
  #expect(!first.view.sections.flatMap(\.rows).contains { $0.title == "Sign Out" })
}

@Test(arguments: [
  (
    "  signedIm: \"false\"\n", 4, 3,
    "the scenario cannot start: the scenario's state sets 'signedIm', which is not a state key in app.yaml; did you mean 'signedIn'?"
  ),
  (
    "  signedIn: maybe\n", 4, 13,
    "the scenario cannot start: the scenario's state sets 'signedIn' to a value its control cannot hold: a switch holds 'true' or 'false', not 'maybe'"
  ),
  (
    "  user: {plan: gold}\n", 4, 16,
    "the scenario cannot start: the scenario's state sets 'user.plan' to a value its control cannot hold: 'gold' is not one of the picker's values"
  ),
  (
    "  tags: x\n", 4, 9,
    "the scenario cannot start: 'tags' holds a list in app.yaml, so the scenario's value must be a list"
  ),
])
func aScenariosStateIsCheckedLikeTheApps(state: String, line: Int, column: Int, message: String)
  throws
{
  let bad = try scenario(state)
  #expect {
    try ScenarioRun.check(bad, app: try app())
  } throws: { error in
    guard let failure = error as? ScenarioRun.Failure else { return false }
    #expect(failure.diagnostic.message == message)
    #expect(failure.mark == Mark(line: line, column: column))
    return true
  }
}
