import Basics
import PropertyList

/// One plist of a Settings bundle: a pane of specifiers.
package struct SettingsPane: Sendable, Equatable {
  /// The plist's name in the bundle without `.plist` (`Root`, or a child pane's `File`,
  /// which may hold a path: `com.mono0926.LicensePlist/Alamofire`).
  package var name: String
  /// The pane's `StringsTable`, if it names one.
  package var stringsTable: String?
  /// The specifiers in order.
  package var specifiers: [Specifier]
  /// The root's keys the screens do not model (a pane's `Title`), in their plist types.
  package var extra: [PlistEntry] = []

  /// Whether the root has `PreferenceSpecifiers` (a plist without them is no pane
  /// Settings shows, and comes back without them).
  package var hasSpecifiers = true

  /// Creates a pane.
  package init(name: String, stringsTable: String? = nil, specifiers: [Specifier]) {
    self.name = name
    self.stringsTable = stringsTable
    self.specifiers = specifiers
  }
}

/// One dictionary of a pane's `PreferenceSpecifiers`, its keys typed.
///
/// The plist spelling of each field is its Settings key (`title` is `Title`, `footer` is
/// `FooterText`, `idioms` is `SupportedUserInterfaceIdioms`).
package struct Specifier: Sendable, Equatable {
  /// The specifier's `Type`.
  package enum Kind: Sendable, Hashable {
    /// `PSGroupSpecifier`.
    case group
    /// `PSToggleSwitchSpecifier`.
    case toggle
    /// `PSTextFieldSpecifier`.
    case textField
    /// `PSSliderSpecifier`.
    case slider
    /// `PSMultiValueSpecifier`.
    case multiValue
    /// `PSRadioGroupSpecifier`.
    case radioGroup
    /// `PSTitleValueSpecifier`.
    case titleValue
    /// `PSChildPaneSpecifier`.
    case childPane
    /// IASK's `IASKButtonSpecifier`.
    case button
    /// IASK's `IASKOpenURLSpecifier`.
    case openURL
    /// IASK's `IASKDatePickerSpecifier`.
    case datePicker
    /// IASK's `IASKTextViewSpecifier`.
    case textView
    /// IASK's `IASKMailComposeSpecifier`.
    case mail
    /// IASK's `IASKCustomViewSpecifier`.
    case customView
    /// IASK's `IASKListGroupSpecifier`: a group whose rows are the items of the list under
    /// its `Key`, with an add row (`AddSpecifier`) after them.
    case listGroup
    /// A `Type` neither Settings nor IASK's subset here knows (or none): a plain row.
    case other(String)

    /// The kinds by their plist `Type`.
    package static let byType: [String: Kind] = [
      "PSGroupSpecifier": .group, "PSToggleSwitchSpecifier": .toggle,
      "PSTextFieldSpecifier": .textField, "PSSliderSpecifier": .slider,
      "PSMultiValueSpecifier": .multiValue, "PSRadioGroupSpecifier": .radioGroup,
      "PSTitleValueSpecifier": .titleValue, "PSChildPaneSpecifier": .childPane,
      "IASKButtonSpecifier": .button, "IASKOpenURLSpecifier": .openURL,
      "IASKDatePickerSpecifier": .datePicker, "IASKTextViewSpecifier": .textView,
      "IASKMailComposeSpecifier": .mail, "IASKCustomViewSpecifier": .customView,
      "IASKListGroupSpecifier": .listGroup,
    ]

    /// The plist `Type`.
    package var type: String {
      if case .other(let type) = self { return type }
      return Self.byType.first { $0.value == self }?.key ?? ""
    }
  }

  /// `Type`.
  package var kind: Kind
  /// `Title`.
  package var title: String?
  /// `Key`.
  package var key: String?
  /// `DefaultValue`.
  package var defaultValue: SettingValue?
  /// `FooterText` (groups, radio groups, and IASK's multi-value pickers).
  package var footer: String?
  /// `Titles`.
  package var titles: [String]?
  /// `ShortTitles`.
  package var shortTitles: [String]?
  /// `Values`.
  package var values: [SettingValue]?
  /// `DisplaySortedByTitle`.
  package var sortedByTitle = false
  /// `File`: a child pane's plist, or an IASK link's address.
  package var file: String?
  /// `TrueValue`.
  package var trueValue: SettingValue?
  /// `FalseValue`.
  package var falseValue: SettingValue?
  /// `IsSecure`, nil when the specifier does not say (Settings then assumes `false`).
  package var isSecure: Bool?
  /// `KeyboardType`.
  package var keyboard: String?
  /// `AutocapitalizationType`.
  package var autocapitalization: String?
  /// `AutocorrectionType`.
  package var autocorrection: String?
  /// `MinimumValue`.
  package var minimum: SettingValue?
  /// `MaximumValue`.
  package var maximum: SettingValue?
  /// `MinimumValueImage`.
  package var minimumImage: String?
  /// `MaximumValueImage`.
  package var maximumImage: String?
  /// `SupportedUserInterfaceIdioms`: `Phone`, `Pad`.
  package var idioms: [String]?
  /// IASK's `IASKPlaceholder`.
  package var placeholder: String?
  /// IASK's `IASKSubtitle`.
  package var subtitle: String?
  /// The keys the screens do not model (`infobuttonvalue`), in their plist types: the
  /// row's or section's `settings:`.
  package var extra: [PlistEntry] = []

  /// Whether IASK asks the app for the specifier's titles and values
  /// (`IASKValuesDataSource`), in place of `Titles` and `Values`: imported as a plain row
  /// that keeps its specifier whole, which export writes back as it was.
  package var valuesFromApp: Bool { extra.contains { $0.key == "IASKValuesDataSource" } }
  /// IASK's `DatePickerMode`: `Date`, `Time` or `DateAndTime`.
  package var datePickerMode: String?
  /// IASK's `DatePickerStyle`: `Wheels`, `Compact` or `Inline`.
  package var datePickerStyle: String?
  /// IASK's `MinuteInterval`.
  package var minuteInterval: SettingValue?
  /// IASK's `IASKMailComposeToRecipents`, `…CcRecipents` and `…BccRecipents`.
  package var mailTo: [String]?, mailCc: [String]?, mailBcc: [String]?
  /// IASK's `IASKMailComposeSubject` and `IASKMailComposeBody`.
  package var mailSubject: String?, mailBody: String?
  /// IASK's `IASKMailComposeBodyIsHTML`.
  package var mailBodyIsHTML: Bool?
  /// IASK's `Deletable` (a list group's).
  package var deletable: Bool?
  /// Where the specifier's dictionary starts.
  package var location: PlistLocation = .generated
  /// Where each of its keys is written, by plist key.
  package var keyLocations: [String: PlistLocation] = [:]

  /// Creates a specifier of a kind.
  package init(_ kind: Kind, title: String? = nil, key: String? = nil) {
    self.kind = kind
    self.title = title
    self.key = key
  }

  /// Where a key is written, else where the specifier starts.
  package func location(of plistKey: String) -> PlistLocation {
    keyLocations[plistKey] ?? location
  }

  /// The specifier without its locations, for comparing what two specifiers say.
  package var withoutLocations: Specifier {
    var copy = self
    copy.location = .generated
    copy.keyLocations = [:]
    return copy
  }
}

extension Specifier.Kind {
  /// The type Settings or IASK knows nearest to one it does not, when it reads as a typo.
  static func nearestType(to type: String) -> String? {
    Suggestion.nearest(to: type, in: byType.keys.sorted())
  }
}

/// What each type of specifier is, one exhaustive `switch` a fact, so that a new type is a
/// compile error here until it is told.
extension Specifier.Kind {
  /// What a specifier stores under its `Key`.
  package enum Stored: Sendable, Hashable {
    /// A switch's on or off.
    case toggle
    /// A text field's or text view's text.
    case text
    /// A date picker's date, time or both.
    case date
    /// A slider's number.
    case number
    /// One of a multi-value's or radio group's values.
    case choice
    /// A title value's value, which only shows it.
    case shown
  }

  /// What the kind stores under `Key`; nil for a kind that stores nothing.
  package var stored: Stored? {
    switch self {
    case .toggle: .toggle
    case .textField, .textView: .text
    case .datePicker: .date
    case .slider: .number
    case .multiValue, .radioGroup: .choice
    case .titleValue: .shown
    case .group, .childPane, .button, .openURL, .mail, .customView, .listGroup, .other: nil
    }
  }

  /// Whether the kind stores a value under `Key`.
  package var storesValue: Bool { stored != nil }

  /// The keys Settings (and IASK) read on the kind, beyond `Type`; nil for a type neither
  /// knows.
  package var keys: Set<String>? {
    switch self {
    case .group: ["Title", "FooterText"]
    case .toggle: ["Title", "Key", "DefaultValue", "TrueValue", "FalseValue"]
    case .textField:
      [
        "Title", "Key", "DefaultValue", "IsSecure", "KeyboardType", "AutocapitalizationType",
        "AutocorrectionType", "IASKPlaceholder",
      ]
    case .slider:
      [
        "Key", "DefaultValue", "MinimumValue", "MaximumValue", "MinimumValueImage",
        "MaximumValueImage",
      ]
    case .multiValue:
      [
        "Title", "Key", "DefaultValue", "Titles", "Values", "ShortTitles",
        "DisplaySortedByTitle", "FooterText",
      ]
    case .radioGroup:
      ["Title", "FooterText", "Key", "DefaultValue", "Titles", "Values", "DisplaySortedByTitle"]
    case .titleValue: ["Title", "Key", "DefaultValue", "Titles", "Values"]
    case .childPane, .openURL: ["Title", "File"]
    case .button, .customView: ["Title", "Key"]
    case .textView:
      [
        "Title", "Key", "DefaultValue", "KeyboardType", "AutocapitalizationType",
        "AutocorrectionType", "IASKPlaceholder",
      ]
    case .mail:
      [
        "Title", "IASKMailComposeToRecipents", "IASKMailComposeCcRecipents",
        "IASKMailComposeBccRecipents", "IASKMailComposeSubject", "IASKMailComposeBody",
        "IASKMailComposeBodyIsHTML",
      ]
    case .datePicker:
      ["Title", "Key", "DefaultValue", "DatePickerMode", "DatePickerStyle", "MinuteInterval"]
    case .listGroup: ["Title", "Key", "FooterText", "Deletable", "ItemSpecifier", "AddSpecifier"]
    case .other: nil
    }
  }
}
