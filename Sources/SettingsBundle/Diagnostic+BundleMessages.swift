import Basics
import ScreenFormat
import ScreenModel

/// The Settings-bundle messages, side by side.
enum BundleMessages {
  /// A strings file import kept whole because it could not read it.
  static func keptUnread(_ problem: String) -> String {
    "kept unread: the screens cannot hold this strings file (\(problem)); export writes it back byte for byte"
  }
  // Reading panes.
  static let unsafeLanguage =
    "this name holds a control, bidi or invisible character, so its translations are not imported (a table file named by it would print them)"
  static let linkInBundle =
    "this is a symbolic link; a bundle's files are read only from the bundle itself, so it was not read or followed: put the file itself here"
  static func notALocaleFolder(_ folder: String) -> String {
    "'\(folder)' is not named for a locale (de.lproj, pt_BR.lproj), so Settings reads it for none; its files are kept as they are in kept/"
  }
  static func rootNotDict(_ found: String) -> String {
    "a settings pane is a dict with 'PreferenceSpecifiers'; found \(found)"
  }
  static let paneTitle =
    "Settings titles a pane with the Title of the row that opens it (the root pane with the app's name); this 'Title' is not drawn, and kept in the screen's 'settings'"
  static let unopened =
    "no child pane opens this plist from Root.plist, so Settings never shows it; it is imported as a screen nothing pushes, and exported back"
  static let unreached =
    "no child pane opens this plist from Root.plist; it is kept as it is in the app's kept/ folder, and export writes it back"
  static let deviceInApp =
    "IASK reads this plist in the app on that device in place of the pane's .inApp.plist; the screens do not merge a device's in-app plist yet, so it is kept as it is in the app's kept/ folder, and export writes it back"
  static let unreachedUnsafeName =
    "no child pane opens this plist from Root.plist; its name holds a control, bidi or invisible character, so it is not imported"
  static let stringsOutsideLanguage =
    "a strings file outside a LANG.lproj folder, which Settings never reads; it is kept as it is in the app's kept/ folder, and export writes it back"
  static let noSpecifiers =
    "the pane has no 'PreferenceSpecifiers'; it is imported empty, with 'preferenceSpecifiers: false'"
  static func notArray(_ key: String, _ found: String) -> String {
    "'\(key)' must be an array, found \(found)"
  }
  static func specifierNotDict(_ found: String) -> String {
    "a specifier is a dict, found \(found)"
  }
  static func wrongType(_ key: String, expected: String, found: String) -> String {
    "'\(key)' must be \(expected), found \(found)"
  }
  static let noType = "the specifier has no 'Type'; it is imported as a plain row"
  static func unknownType(_ type: String) -> String {
    "'\(type)' is not a specifier type Settings or InAppSettingsKit draws; it is imported as a plain row with its title"
      + Suggestion.didYouMean(Suggestion.nearest(to: type, in: Specifier.Kind.byType.keys.sorted()))
  }
  static func unknownKey(_ key: String, type: String) -> String {
    "'\(key)' is not a key of \(type) the screens model; it is kept in the row's or section's 'settings'"
  }
  /// The end of a warning given once for a name the bundle uses more often.
  static func moreUses(_ uses: Int) -> String {
    uses > 1 ? " (\(uses) uses in the bundle; this is the first)" : ""
  }
  static func unknownPaneKey(_ key: String) -> String {
    "'\(key)' is not a key of a settings pane the screens model; it is kept in the screen's 'settings'"
  }
  static func notScalar(_ key: String, _ found: String) -> String {
    "'\(key)' must be a string, number or boolean, found \(found)"
  }
  static func unknownWord(_ key: String, _ value: String, allowed: [String]) -> String {
    let expected = allowed.map { "'\($0)'" }.joined(separator: ", ")
    return
      "unknown \(key) '\(value)'; expected \(expected); Settings uses its default, and the value is kept in 'settings'"
  }
  // Settings' silent mistakes.
  static func missing(_ key: String, type: String) -> String {
    "\(type) has no '\(key)'; Settings shows it without a word"
  }
  static func emptyKey(_ type: String) -> String {
    "\(type) has an empty 'Key'; Settings shows it, but stores nothing it can read back"
  }
  static func defaultNotAmongValues(_ value: String) -> String {
    "DefaultValue \(value) is not one of the 'Values'; Settings shows no choice checked"
  }
  static func countsDiffer(titles: Int, values: Int) -> String {
    "'Titles' has \(titles) entries and 'Values' \(values); Settings shows the shorter count"
  }
  static func shortTitlesCount(_ short: Int, values: Int) -> String {
    "'ShortTitles' has \(short) entries and 'Values' \(values)"
  }
  static func noFile(_ file: String) -> String {
    "'File' names '\(file).plist', which the bundle does not hold; Settings shows an empty pane"
  }
  static func fileEscapes(_ file: String) -> String {
    "'File' '\(file)' is outside the bundle; it is not followed"
  }
  static func fileHoldsControls(_ file: String) -> String {
    "'File' '\(file)' holds a control, bidi or invisible character; it is not followed, nor written as a file name"
  }
  static func keyTypes(_ key: String, _ first: String, _ second: String) -> String {
    "key '\(key)' is bound by \(second) here and by \(first) elsewhere; one stored value cannot be both"
  }
  static let firstBinding = "first bound here"
  static func toggleDefault(_ value: String) -> String {
    "a switch's DefaultValue is the string '\(value)'; Settings reads it as \(["YES", "yes", "true", "1"].contains(value) ? "on" : "off") (imported as a boolean)"
  }
  static func toggleDefaultNeither(_ value: String, _ on: String, _ off: String) -> String {
    "DefaultValue \(value) is neither TrueValue \(on) nor FalseValue \(off); Settings shows the switch off"
  }
  static func toggleDefaultAs(_ value: String, _ stored: String, control: String = "switch")
    -> String
  {
    "DefaultValue \(value) is stored as \(stored), the \(control)'s value Settings takes it for (the screens compare values as written)"
  }
  static func pickersDiffer(_ key: String) -> String {
    "key '\(key)' is bound by two specifiers with different 'Values'; one stored value cannot be a value of both"
  }
  static func defaultMissing(_ type: String, using: String) -> String {
    "\(type) has no DefaultValue; Settings shows nothing until one is stored (imported as \(using))"
  }
  static func minNotBelowMax(_ min: String, _ max: String) -> String {
    "MinimumValue \(min) is not below MaximumValue \(max)"
  }
  static func notNumber(_ key: String) -> String { "'\(key)' must be a number" }
  // What the screens cannot express.
  static func notExpressed(_ what: String) -> String {
    "\(what) cannot be expressed in the screens yet; it is not imported"
  }
  static let sliderTitle = "Settings draws a slider without its title; 'Title' is not imported"
  static func badURL(_ url: String) -> String {
    "'File' '\(url)' is not an https, http or mailto link; imported as a plain row"
  }
  // Spellings the screens hold otherwise, so export writes them otherwise.
  static func oneToggleValue(_ given: String, _ missing: String, _ assumed: String) -> String {
    "only '\(given)' is set (Settings stores \(assumed) for the other); the screens hold both values, so export writes '\(missing)' \(assumed) too"
  }
  static func untitledRow(_ type: String) -> String {
    "\(type) has no Title; it is imported with the title '', and export writes Title ''"
  }
  static func nestedKeyClash(_ key: String, _ other: String) -> String {
    "key '\(key)' cannot be imported beside key '\(other)': a '.' nests state in the screens, so one name would be both a value and a mapping; Settings stores both as written, so rename one of them in the bundle"
  }
  // Files.
  static let noRoot = "the bundle holds no Root.plist (nor one inside an .lproj folder)"
  static func localizedRootUsed(_ used: String, others: [String]) -> String {
    "Root.plist is only inside .lproj folders: '\(used)' is imported"
      + (others.isEmpty
        ? ""
        : "; the copies in " + others.joined(separator: ", ")
          + " are kept as they are in the app's kept/ folder, and export writes them back")
  }
  static func tooManyPanes(_ limit: Int) -> String {
    "the bundle's child panes reach more than \(limit) plists; the rest are not imported"
  }
  static func variantsDiffer(_ id: String) -> String {
    "the picker '\(id)' differs between the phone and pad plists; the phone one is imported"
  }
  // Updating an app an earlier import wrote (`import --update`).
  static func changedOnBothSides(_ path: String, _ bundle: String) -> String {
    "'\(path)' was changed here and in the bundle, which now has \(bundle); make the two agree (here or in the plist), then update again"
  }
  static func removedHereChangedInBundle(_ path: String, _ bundle: String) -> String {
    "'\(path)' was removed here, and the bundle changed it to \(bundle); add it back as the bundle has it, or remove it from the plist too"
  }
  static func changedHereRemovedInBundle(_ path: String) -> String {
    "'\(path)' was changed here, and the bundle removed it; remove it here too, or add it back to the plist"
  }
  static let fileChangedOnBothSides =
    "this file was changed here and in the bundle; make the two agree, then update again"
  static let fileRemovedHereChangedInBundle =
    "this file was removed here, and the bundle changed it; restore it, or remove what it came from in the bundle"
  static let fileChangedHereRemovedInBundle =
    "this file was changed here, and the bundle no longer has it; remove it here too, or add it back to the bundle"
  static let mergeNotFaithful =
    "the merged file would not read back as merged, so it is not written; merge this file by hand"
}
