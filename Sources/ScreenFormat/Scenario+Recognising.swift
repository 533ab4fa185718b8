import ScreenModel
import YAMLTree

extension Scenario {
  /// Whether a parsed file looks like a scenario rather than a screen: a mapping with an
  /// `app` key (no screen has one), so a scenario with a mistyped `steps` is still read,
  /// and told, as a scenario.
  package static func looksLikeScenario(_ root: Node) -> Bool {
    guard let pairs = root.mapping else { return false }
    return pairs.contains { $0.key.scalar?.text == "app" }
  }
}
