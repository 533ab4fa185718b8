import ScreenModel
import YAMLTree

extension Scenario {
  /// Whether a parsed file looks like a scenario rather than a screen: a mapping with an
  /// `app` or a `steps` key (no screen has either), so a scenario with a mistyped `steps`
  /// or a mistyped `app` is still read, and told, as a scenario.
  package static func looksLikeScenario(_ root: Node) -> Bool {
    guard let pairs = root.mapping else { return false }
    return pairs.contains {
      let key = $0.key.scalar?.text
      return key == "app" || key == "steps"
    }
  }
}
