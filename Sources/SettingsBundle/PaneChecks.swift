import Basics
import PropertyList

/// The mistakes Settings.app shows without a word, each an error at its place in the plist:
/// a missing `Key` or required `Title`, `Titles` and `Values` of different lengths, a
/// `DefaultValue` that is not among the `Values`, a switch's default that is neither of
/// its values, a slider without its range.
enum PaneChecks {
  /// The kinds Apple's schema requires a `Title` of.
  static let titled: Set<Specifier.Kind> = [.toggle, .multiValue, .titleValue, .childPane]

  /// The keys with which an IASK child pane opens the app's own view controller, storyboard
  /// scene or segue instead of a plist (`File`).
  static let iaskPaneKeys: Set<String> = [
    "IASKViewControllerClass", "IASKViewControllerSelector", "IASKViewControllerStoryBoardFile",
    "IASKViewControllerStoryBoardId", "IASKSegueIdentifier",
  ]

  /// A `Key`, `Title` or `File` the specifier's type needs and does not have. In an in-app
  /// plist (`inApp`), a child pane that opens the app's view controller, storyboard scene or
  /// segue needs no `File`: only IASK reads the plist.
  static func missingKeys(_ specifier: Specifier, inApp: Bool = false) -> [PropertyList.Problem] {
    var problems: [PropertyList.Problem] = []
    let type = specifier.kind.type
    if specifier.kind.storesValue, specifier.key == nil {
      // An empty `Key` is read as none (Settings stores nothing it can read back).
      problems.append(
        specifier.keyLocations["Key"] != nil
          ? .init(.error, BundleMessages.emptyKey(type), at: specifier.location(of: "Key"))
          : .init(.error, BundleMessages.missing("Key", type: type), at: specifier.location))
    }
    if specifier.kind == .listGroup {
      // The list group's items are stored under its Key: without one, IASK shows none.
      if specifier.key == nil {
        problems.append(
          .init(.error, BundleMessages.missing("Key", type: type), at: specifier.location))
      }
      problems += ListGroupShape.problems(specifier)
    }
    if titled.contains(specifier.kind), specifier.title == nil {
      problems.append(
        .init(.error, BundleMessages.missing("Title", type: type), at: specifier.location))
    }
    let opensTheApps = inApp && specifier.extra.contains { iaskPaneKeys.contains($0.key) }
    if specifier.kind == .childPane, specifier.file == nil, !opensTheApps {
      problems.append(
        .init(.error, BundleMessages.missing("File", type: type), at: specifier.location))
    }
    return problems
  }

  static func check(_ pane: SettingsPane, inApp: Bool = false) -> [PropertyList.Problem] {
    var problems: [PropertyList.Problem] = []
    func error(_ message: Diagnostic.Message, _ location: PlistLocation) {
      problems.append(.init(.error, message, at: location))
    }
    for specifier in pane.specifiers {
      let type = specifier.kind.type
      problems += missingKeys(specifier, inApp: inApp)
      switch specifier.kind {
      case .multiValue where inApp && specifier.valuesFromApp:
        // IASK asks the app for the titles and values (`IASKValuesDataSource`).
        break
      case .multiValue, .radioGroup:
        let titles = specifier.titles?.count ?? 0
        let values = specifier.values?.count ?? 0
        if specifier.values == nil {
          error(BundleMessages.missing("Values", type: type), specifier.location)
        }
        if specifier.titles == nil {
          error(BundleMessages.missing("Titles", type: type), specifier.location)
        }
        if specifier.titles != nil, specifier.values != nil, titles != values {
          error(
            BundleMessages.countsDiffer(titles: titles, values: values),
            specifier.location(of: "Titles"))
        }
        if let short = specifier.shortTitles, short.count != values {
          error(
            BundleMessages.shortTitlesCount(short.count, values: values),
            specifier.location(of: "ShortTitles"))
        }
        if let value = specifier.defaultValue, let all = specifier.values,
          !all.contains(where: { $0.settingsEquals(value) })
        {
          // A choice's title stored instead of its value (`System` for `system`) is offered
          // the value at its place; another text the nearest value.
          let title = specifier.titles?.firstIndex(of: value.text).flatMap {
            all.indices.contains($0) ? all[$0].text : nil
          }
          // A value of the same text in another type (`<string>2` for `<integer>2`) is told
          // by its type, not offered as itself.
          let near = title ?? Suggestion.nearest(to: value.text, in: all.map(\.text))
          error(
            BundleMessages.defaultNotAmongValues(
              value.shown, suggestion: near == value.text ? nil : near),
            specifier.location(of: "DefaultValue"))
        }
      case .toggle:
        if let value = specifier.defaultValue,
          specifier.trueValue != nil || specifier.falseValue != nil
        {
          let on = specifier.trueValue ?? .boolean(true)
          let off = specifier.falseValue ?? .boolean(false)
          if !value.settingsEquals(on), !value.settingsEquals(off) {
            error(
              BundleMessages.toggleDefaultNeither(value.shown, on.shown, off.shown),
              specifier.location(of: "DefaultValue"))
          }
        }
      case .slider:
        if specifier.minimum == nil, specifier.keyLocations["MinimumValue"] == nil {
          error(BundleMessages.missing("MinimumValue", type: type), specifier.location)
        }
        if specifier.maximum == nil, specifier.keyLocations["MaximumValue"] == nil {
          error(BundleMessages.missing("MaximumValue", type: type), specifier.location)
        }
        if let min = specifier.minimum.flatMap({ Double($0.text) }),
          let max = specifier.maximum.flatMap({ Double($0.text) }), min >= max
        {
          error(
            BundleMessages.minNotBelowMax(
              specifier.minimum?.text ?? "", specifier.maximum?.text ?? ""),
            specifier.location(of: "MinimumValue"))
        }
      default:
        break
      }
    }
    return problems
  }
}
