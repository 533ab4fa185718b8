import Basics
import ScreenFormat
import ScreenModel

/// The Settings-bundle messages, side by side.
enum BundleMessages {
  /// A strings file import kept whole because it could not read it.
  static func keptUnread(_ problem: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .keptUnread,
      "kept unread: the screens cannot hold this strings file (\(problem)); export writes it back byte for byte"
    )
  }
  // Reading panes.
  static let unsafeLanguage = Diagnostic.Message(
    .unsafeName,
    "this name holds a control, bidi or invisible character, so its translations are not imported (a table file named by it would print them)"
  )
  static let linkInBundle = Diagnostic.Message(
    .linkNotFollowed,
    "this is a symbolic link; a bundle's files are read only from the bundle itself, so it was not read or followed: put the file itself here"
  )
  static func notALocaleFolder(_ folder: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notALocaleFolder,
      "'\(folder)' is not named for a locale (de.lproj, pt_BR.lproj), so Settings reads it for none; its files are kept as they are in kept/"
    )
  }
  static func rootNotDict(_ found: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .wrongType, "a settings pane is a dict with 'PreferenceSpecifiers'; found \(found)")
  }
  static func paneTitle(uses: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .notDrawnBySettings,
      "Settings titles a pane with the Title of the row that opens it (the root pane with the app's name); this 'Title' is not drawn, and kept in the screen's 'settings'"
        + moreUses(uses))
  }
  static let unopened = Diagnostic.Message(
    .unreachedFile,
    "no child pane opens this plist from Root.plist, so Settings never shows it; it is imported as a screen nothing pushes, and exported back"
  )
  static let unreached = Diagnostic.Message(
    .unreachedFile,
    "no child pane opens this plist from Root.plist; it is kept as it is in the app's kept/ folder, and export writes it back"
  )
  static let unreachedUnsafeName = Diagnostic.Message(
    .unreachedFile,
    "no child pane opens this plist from Root.plist; its name holds a control, bidi or invisible character, so it is not imported"
  )
  static let stringsOutsideLanguage = Diagnostic.Message(
    .unreachedFile,
    "a strings file outside a LANG.lproj folder, which Settings never reads; it is kept as it is in the app's kept/ folder, and export writes it back"
  )
  static let noSpecifiers = Diagnostic.Message(
    .missingKey,
    "the pane has no 'PreferenceSpecifiers'; it is imported empty, with 'preferenceSpecifiers: false'"
  )
  static func notArray(_ key: String, _ found: String) -> Diagnostic.Message {
    Diagnostic.Message(.wrongType, "'\(key)' must be an array, found \(found)")
  }
  static func specifierNotDict(_ found: String) -> Diagnostic.Message {
    Diagnostic.Message(.wrongType, "a specifier is a dict, found \(found)")
  }
  static func wrongType(_ key: String, expected: String, found: String) -> Diagnostic.Message {
    Diagnostic.Message(.wrongType, "'\(key)' must be \(expected), found \(found)")
  }
  static let noType = Diagnostic.Message(
    .missingKey, "the specifier has no 'Type'; it is imported as a plain row")
  static func unknownType(_ type: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownSpecifierType,
      "'\(type)' is not a specifier type Settings or InAppSettingsKit draws; it is imported as a plain row with its title"
        + Suggestion.didYouMean(Specifier.Kind.nearestType(to: type)))
  }
  static func valuesFromApp(uses: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownKey,
      "the multi-value's titles and values come from the app ('IASKValuesDataSource'): it is drawn as a plain row, its specifier kept whole in the row's 'settings'"
        + moreUses(uses))
  }
  /// The end of a warning given once for a name the bundle uses more often (a pane's
  /// `Title`, an unknown key).
  static func moreUses(_ uses: Int) -> String {
    uses > 1 ? " (\(uses) uses in the bundle; this is the first)" : ""
  }
  static func unknownPaneKey(_ key: String, uses: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownKey,
      "'\(key)' is not a key of a settings pane the screens model; it is kept in the screen's 'settings'"
        + moreUses(uses))
  }
  static func notScalar(_ key: String, _ found: String) -> Diagnostic.Message {
    Diagnostic.Message(.wrongType, "'\(key)' must be a string, number or boolean, found \(found)")
  }
  static func unknownWord(_ key: String, _ value: String, allowed: [String]) -> Diagnostic.Message {
    let expected = allowed.map { "'\($0)'" }.joined(separator: ", ")
    return Diagnostic.Message(
      .unknownValue,
      "unknown \(key) '\(value)'; expected \(expected); Settings uses its default, and the value is kept in 'settings'"
    )
  }
  // Settings' silent mistakes.
  static func missing(_ key: String, type: String) -> Diagnostic.Message {
    Diagnostic.Message(.missingKey, "\(type) has no '\(key)'; Settings shows it without a word")
  }
  static func emptyKey(_ type: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .emptyBinding,
      "\(type) has an empty 'Key'; Settings shows it, but stores nothing it can read back")
  }
  static func defaultNotAmongValues(_ value: String, suggestion: String?) -> Diagnostic.Message {
    Diagnostic.Message(
      .defaultNotAValue,
      "DefaultValue \(value) is not one of the 'Values'; Settings shows no choice checked"
        + Suggestion.didYouMean(suggestion))
  }
  static func countsDiffer(titles: Int, values: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .countsDiffer,
      "'Titles' has \(titles) entries and 'Values' \(values); Settings shows the shorter count")
  }
  static func shortTitlesCount(_ short: Int, values: Int) -> Diagnostic.Message {
    Diagnostic.Message(.countsDiffer, "'ShortTitles' has \(short) entries and 'Values' \(values)")
  }
  static func noFile(_ file: String, suggestion: String?) -> Diagnostic.Message {
    Diagnostic.Message(
      .missingFile,
      "'File' names '\(file).plist', which the bundle does not hold; Settings shows an empty pane"
        + Suggestion.didYouMean(suggestion))
  }
  static func fileEscapes(_ file: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .linkNotFollowed, "'File' '\(file)' is outside the bundle; it is not followed")
  }
  static func fileHoldsControls(_ file: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .unsafeName,
      "'File' '\(file)' holds a control, bidi or invisible character; it is not followed, nor written as a file name"
    )
  }
  static func keyTypes(_ key: String, _ first: String, _ second: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .bindingsDisagree,
      "key '\(key)' is bound by \(second) here and by \(first) elsewhere; one stored value cannot be both"
    )
  }
  static let firstBinding = "first bound here"
  static func toggleDefault(_ value: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .defaultAsText,
      "a switch's DefaultValue is the string '\(value)'; Settings reads it as \(["YES", "yes", "true", "1"].contains(value) ? "on" : "off") (imported as a boolean)"
    )
  }
  static func toggleDefaultNeither(_ value: String, _ on: String, _ off: String)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .defaultNotAValue,
      "DefaultValue \(value) is neither TrueValue \(on) nor FalseValue \(off); Settings shows the switch off"
    )
  }
  static func toggleDefaultAs(_ value: String, _ stored: String, control: String = "switch")
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .defaultAsText,
      "DefaultValue \(value) is stored as \(stored), the \(control)'s value Settings takes it for (the screens compare values as written)"
    )
  }
  static func keyTypesAcrossHosts(
    _ key: String, _ first: String, _ second: String, here: StateDefaults.Host
  ) -> Diagnostic.Message {
    let (mine, theirs) = here == .app ? ("the app", "Settings") : ("Settings", "the app")
    return Diagnostic.Message(
      .bindingsDisagree,
      "key '\(key)' is bound by \(second) in \(mine) and by \(first) in \(theirs); each shows a value the other stored as Settings shows a value it does not offer (a switch off, a list with no choice checked)"
    )
  }
  static func pickersDifferAcrossHosts(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .bindingsDisagree,
      "key '\(key)' offers other 'Values' in the app than in Settings; a value only one of them offers shows in the other with no title and no choice checked"
    )
  }
  static func pickersDiffer(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .bindingsDisagree,
      "key '\(key)' is bound by two specifiers with different 'Values'; one stored value cannot be a value of both"
    )
  }
  static func defaultMissing(_ type: String, using: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .missingDefault,
      "\(type) has no DefaultValue; Settings shows nothing until one is stored (imported as \(using))"
    )
  }
  static func minNotBelowMax(_ min: String, _ max: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidRange, "MinimumValue \(min) is not below MaximumValue \(max)")
  }
  static func notNumber(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.wrongType, "'\(key)' must be a number")
  }
  // What the screens cannot express.
  static func notExpressed(_ what: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notImported, "\(what) cannot be expressed in the screens yet; it is not imported")
  }
  static let sliderTitle = Diagnostic.Message(
    .notDrawnBySettings, "Settings draws a slider without its title; 'Title' is not imported")
  static func badURL(_ url: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidURL, "'File' '\(url)' is not an https, http or mailto link; imported as a plain row")
  }
  // Spellings the screens hold otherwise, so export writes them otherwise.
  static func oneToggleValue(_ given: String, _ missing: String, _ assumed: String)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .rewrittenOnExport,
      "only '\(given)' is set (Settings stores \(assumed) for the other); the screens hold both values, so export writes '\(missing)' \(assumed) too"
    )
  }
  static func untitledRow(_ type: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .rewrittenOnExport,
      "\(type) has no Title; it is imported with the title '', and export writes Title ''")
  }
  static func nestedKeyClash(_ key: String, _ other: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .nestedKeyClash,
      "key '\(key)' cannot be imported beside key '\(other)': a '.' nests state in the screens, so one name would be both a value and a mapping; Settings stores both as written, so rename one of them in the bundle"
    )
  }
  // Files.
  static func localizedRootUsed(_ used: String, others: [String]) -> Diagnostic.Message {
    Diagnostic.Message(
      .localizedRoot,
      "Root.plist is only inside .lproj folders: '\(used)' is imported"
        + (others.isEmpty
          ? ""
          : "; the copies in " + others.joined(separator: ", ")
            + " are kept as they are in the app's kept/ folder, and export writes them back"))
  }
  static func tooManyPanes(_ limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .tooManyPanes,
      "the bundle's child panes reach more than \(limit) plists; the rest are not imported")
  }
  static func variantsDiffer(_ id: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .deviceVariantsDiffer,
      "the picker '\(id)' differs between the phone and pad plists; the phone one is imported")
  }
  // Updating an app an earlier import wrote (`import --update`).
  static let fileChangedOnBothSides = Diagnostic.Message(
    .updateConflict,
    "this file was changed here and in the bundle; make the two agree, then update again")
  static func fileRemovedHereChangedInBundle(_ base: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .updateConflict,
      "this file was removed here, and the bundle changed it; restore it (the earlier import's copy is \(base)), or remove what it came from in the bundle"
    )
  }
  static let fileChangedHereRemovedInBundle = Diagnostic.Message(
    .updateConflict,
    "this file was changed here, and the bundle no longer has it; remove it here too, or add it back to the bundle"
  )
  static func commentDropped(_ comment: Substring) -> Diagnostic.Message {
    Diagnostic.Message(
      .commentDropped,
      "the comment '\(comment)' is not written back: the update wrote the lines around it anew (here as they were before it); add it again where it belongs"
    )
  }
  static let mergeNotFaithful = Diagnostic.Message(
    .mergeNotFaithful,
    "the merged file would not read back as merged, so it is not written; merge this file by hand")
  static let zeroWidthSpace = Diagnostic.Message(
    .zeroWidthSpace,
    "this 'Title' holds a zero-width space (U+200B), which Settings draws and VoiceOver reads as nothing; remove it unless a line is meant to break there"
  )
}
