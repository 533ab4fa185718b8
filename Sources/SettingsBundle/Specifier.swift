import PropertyList

/// One plist of a Settings bundle: a pane of specifiers.
public struct SettingsPane: Sendable, Equatable {
  /// The plist's name in the bundle without `.plist` (`Root`, or a child pane's `File`,
  /// which may hold a path: `com.mono0926.LicensePlist/Alamofire`).
  public var name: String
  /// The pane's `StringsTable`, if it names one.
  public var stringsTable: String?
  /// The specifiers in order.
  public var specifiers: [Specifier]

  /// Creates a pane.
  public init(name: String, stringsTable: String? = nil, specifiers: [Specifier]) {
    self.name = name
    self.stringsTable = stringsTable
    self.specifiers = specifiers
  }
}

/// One dictionary of a pane's `PreferenceSpecifiers`, its keys typed.
///
/// The plist spelling of each field is its Settings key (`title` is `Title`, `footer` is
/// `FooterText`, `idioms` is `SupportedUserInterfaceIdioms`).
public struct Specifier: Sendable, Equatable {
  /// The specifier's `Type`.
  public enum Kind: Sendable, Hashable {
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
    /// A `Type` neither Settings nor IASK's subset here knows (or none): a plain row.
    case other(String)

    /// The kinds by their plist `Type`.
    public static let byType: [String: Kind] = [
      "PSGroupSpecifier": .group, "PSToggleSwitchSpecifier": .toggle,
      "PSTextFieldSpecifier": .textField, "PSSliderSpecifier": .slider,
      "PSMultiValueSpecifier": .multiValue, "PSRadioGroupSpecifier": .radioGroup,
      "PSTitleValueSpecifier": .titleValue, "PSChildPaneSpecifier": .childPane,
      "IASKButtonSpecifier": .button, "IASKOpenURLSpecifier": .openURL,
    ]

    /// The plist `Type`.
    public var type: String {
      if case .other(let type) = self { return type }
      return Self.byType.first { $0.value == self }?.key ?? ""
    }
  }

  /// `Type`.
  public var kind: Kind
  /// `Title`.
  public var title: String?
  /// `Key`.
  public var key: String?
  /// `DefaultValue`.
  public var defaultValue: SettingValue?
  /// `FooterText` (groups, radio groups, and IASK's multi-value pickers).
  public var footer: String?
  /// `Titles`.
  public var titles: [String]?
  /// `ShortTitles`.
  public var shortTitles: [String]?
  /// `Values`.
  public var values: [SettingValue]?
  /// `DisplaySortedByTitle`.
  public var sortedByTitle = false
  /// `File`: a child pane's plist, or an IASK link's address.
  public var file: String?
  /// `TrueValue`.
  public var trueValue: SettingValue?
  /// `FalseValue`.
  public var falseValue: SettingValue?
  /// `IsSecure`, nil when the specifier does not say (Settings then assumes `false`).
  public var isSecure: Bool?
  /// `KeyboardType`.
  public var keyboard: String?
  /// `AutocapitalizationType`.
  public var autocapitalization: String?
  /// `AutocorrectionType`.
  public var autocorrection: String?
  /// `MinimumValue`.
  public var minimum: SettingValue?
  /// `MaximumValue`.
  public var maximum: SettingValue?
  /// `MinimumValueImage`.
  public var minimumImage: String?
  /// `MaximumValueImage`.
  public var maximumImage: String?
  /// `SupportedUserInterfaceIdioms`: `Phone`, `Pad`.
  public var idioms: [String]?
  /// IASK's `IASKPlaceholder`.
  public var placeholder: String?
  /// IASK's `IASKSubtitle`.
  public var subtitle: String?
  /// Where the specifier's dictionary starts.
  public var location: PlistLocation = .generated
  /// Where each of its keys is written, by plist key.
  public var keyLocations: [String: PlistLocation] = [:]

  /// Creates a specifier of a kind.
  public init(_ kind: Kind, title: String? = nil, key: String? = nil) {
    self.kind = kind
    self.title = title
    self.key = key
  }

  /// Where a key is written, else where the specifier starts.
  public func location(of plistKey: String) -> PlistLocation {
    keyLocations[plistKey] ?? location
  }

  /// The specifier without its locations, for comparing what two specifiers say.
  public var withoutLocations: Specifier {
    var copy = self
    copy.location = .generated
    copy.keyLocations = [:]
    return copy
  }
}
