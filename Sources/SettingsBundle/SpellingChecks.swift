import PropertyList

/// Spellings of a pane the screens hold otherwise, so that export would write them
/// otherwise: each a warning at its place in the plist, so nothing changes silently on the
/// way through `import` and `export` (import never drops anything
/// silently). Settings draws each alike either way.
///
/// - A first `PSGroupSpecifier` with neither `Title` nor `FooterText` (nor an idiom): the
///   specifiers before the first group form a first section without a header, so the group
///   is not written back.
/// - A `PSGroupSpecifier` without a `Title` (nor an idiom) right after a
///   `PSRadioGroupSpecifier` without `FooterText`: its section reads as the rows drawn below
///   the radio group.
/// - A switch with only one of `TrueValue` and `FalseValue`: the screens hold both.
/// - A text field, button, link or unknown row without a `Title`: imported as `''`.
enum SpellingChecks {
  static func check(_ pane: SettingsPane) -> [PropertyList.Problem] {
    var problems: [PropertyList.Problem] = []
    func warn(_ message: String, _ location: PlistLocation) {
      problems.append(.init(.warning, message, at: location))
    }
    var previous: Specifier?
    for (index, specifier) in pane.specifiers.enumerated() {
      defer { previous = specifier }
      switch specifier.kind {
      case .group where specifier.title == nil && specifier.idioms == nil:
        if index == 0, specifier.footer == nil {
          warn(BundleMessages.untitledFirstGroup, specifier.location)
        } else if let radio = previous, radio.kind == .radioGroup, radio.footer == nil {
          warn(BundleMessages.untitledGroupAfterRadio, specifier.location)
        }
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
