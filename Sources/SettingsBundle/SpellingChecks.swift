import Basics
import PropertyList

/// Spellings of a pane the screens hold otherwise, so that export would write them
/// otherwise: each a warning at its place in the plist, so nothing changes silently on the
/// way through `import` and `export` (import never drops anything
/// silently). Settings draws each alike either way.
///
/// - A switch with only one of `TrueValue` and `FalseValue`: the screens hold both.
/// - A text field, button, link or unknown row without a `Title`: imported as `''`.
enum SpellingChecks {
  static func check(_ pane: SettingsPane) -> [PropertyList.Problem] {
    var problems: [PropertyList.Problem] = []
    func warn(_ message: Diagnostic.Message, _ location: PlistLocation) {
      problems.append(.init(.warning, message, at: location))
    }
    for specifier in pane.specifiers {
      switch specifier.kind {
      case .toggle:
        switch (specifier.trueValue, specifier.falseValue) {
        case (_?, nil):
          warn(
            BundleMessages.oneToggleValue("TrueValue", "FalseValue", "false"),
            specifier.location(of: "TrueValue"))
        case (nil, _?):
          warn(
            BundleMessages.oneToggleValue("FalseValue", "TrueValue", "true"),
            specifier.location(of: "FalseValue"))
        default: break
        }
      case .textField, .button, .openURL, .other:
        if specifier.title == nil {
          warn(BundleMessages.untitledRow(rowName(specifier)), specifier.location)
        }
      default: break
      }
    }
    return problems
  }

  static func rowName(_ specifier: Specifier) -> String {
    specifier.kind.type.isEmpty ? "the specifier" : specifier.kind.type
  }
}
