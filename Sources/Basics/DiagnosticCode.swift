/// What kind of problem a diagnostic is: a stable, kebab-case name (`unknown-key`) that
/// `check --format json` prints as `"code"` and the language server publishes as the LSP
/// diagnostic's `code`. A message's words may change; its code does not. One code covers
/// every wording of one kind (each unknown key, whatever it is unknown to).
///
/// `Docs/Diagnostics.md` lists every code with one line; a test keeps the two alike.
public enum DiagnosticCode: String, Sendable, CaseIterable {
  // Reading files.
  /// The file is larger than the size limit (`--max-size` raises it).
  case fileTooLarge = "file-too-large"
  /// A plist, `.strings` or JSON file gives more values than its limit, which grows with `--max-size`.
  case tooManyValues = "too-many-values"
  /// Values are nested deeper than the reader allows.
  case nestingTooDeep = "nesting-too-deep"
  /// The file holds nothing to read.
  case emptyFile = "empty-file"
  /// The file is not in an encoding the reader takes (UTF-8; UTF-16 for `.strings`).
  case unsupportedEncoding = "unsupported-encoding"
  /// The file holds bytes that are not valid UTF-8.
  case invalidUTF8 = "invalid-utf8"
  /// A Unicode line or paragraph separator where YAML needs a plain newline.
  case unsupportedLineBreak = "unsupported-line-break"
  /// The file does not parse as YAML, JSON, an XML plist or a `.strings` file.
  case syntaxError = "syntax-error"
  /// A binary plist whose trailer, objects or references are broken.
  case corruptBinaryPlist = "corrupt-binary-plist"
  /// A YAML file holds more than one document.
  case secondDocument = "second-document"
  /// YAML aliases would expand to more nodes than allowed.
  case aliasBudgetExceeded = "alias-budget-exceeded"
  /// A YAML alias refers to the node it is inside.
  case recursiveAlias = "recursive-alias"
  /// A YAML alias names no anchor defined before it.
  case unknownAnchor = "unknown-anchor"
  /// A YAML tag (`!!str`) is written.
  case tagNotAllowed = "tag-not-allowed"
  /// A YAML merge key (`<<`) is written.
  case mergeKeyNotAllowed = "merge-key-not-allowed"
  /// A mapping, dict or strings file gives one key twice.
  case duplicateKey = "duplicate-key"
  /// A key is longer than the key-length limit.
  case keyTooLong = "key-too-long"
  /// A key is a list or a mapping rather than text.
  case complexKey = "complex-key"
  /// A tab where YAML allows only spaces.
  case tabInIndentation = "tab-in-indentation"
  /// A text that reads as a key and its value missing the space after the colon
  /// (`- title:Wi-Fi`, a row titled `title:Wi-Fi`).
  case keyInText = "key-in-text"
  /// A file cannot be read (a dangling or escaping link, not a regular file, an I/O error).
  case unreadableFile = "unreadable-file"
  // Keys and values.
  /// A key the format (or a Settings pane or specifier) does not have.
  case unknownKey = "unknown-key"
  /// A required key is missing.
  case missingKey = "missing-key"
  /// A key that needs another key beside it.
  case requiresKey = "requires-key"
  /// Two keys of which only one may be given.
  case conflictingKeys = "conflicting-keys"
  /// A key that belongs to another kind of row.
  case foreignKey = "foreign-key"
  /// A key that does nothing where it is written.
  case keyNotApplicable = "key-not-applicable"
  /// A key whose value is never used.
  case ignoredKey = "ignored-key"
  /// A value of the wrong type (text for a list, a list for text, …).
  case wrongType = "wrong-type"
  /// A key with an empty value.
  case emptyValue = "empty-value"
  /// Unquoted '{…}' read by YAML as a mapping where text was meant.
  case unquotedBraces = "unquoted-braces"
  /// A value that should be true or false (a YAML 1.1 `yes`/`no` included).
  case notABoolean = "not-a-boolean"
  /// A value that should be an integer.
  case notAnInteger = "not-an-integer"
  /// A value that should be a plain decimal number.
  case notANumber = "not-a-number"
  /// A number outside its allowed range.
  case outOfRange = "out-of-range"
  /// A slider's, stepper's or picker's bounds or step that cannot hold together.
  case invalidRange = "invalid-range"
  /// A value that is none of its key's allowed words (a colour, a style, …).
  case unknownValue = "unknown-value"
  /// A link that is not an allowed kind of URL.
  case invalidURL = "invalid-url"
  /// A screen, section or template without its content ('rows', 'choices', …).
  case noContent = "no-content"
  /// A parameter or count name that is not a valid name.
  case invalidName = "invalid-name"
  /// A text's '{…}' that is not closed, not opened or not a name.
  case invalidInterpolation = "invalid-interpolation"
  // Screens, ids, files.
  /// A push, count or export names a screen the app does not have.
  case unknownScreen = "unknown-screen"
  /// Two screens have one id.
  case duplicateScreenID = "duplicate-screen-id"
  /// A screen id or file name that cannot name a snapshot file.
  case invalidScreenName = "invalid-screen-name"
  /// Two screens would write one snapshot file.
  case sharedSnapshotFile = "shared-snapshot-file"
  /// The app has no screens.
  case noScreens = "no-screens"
  /// The app has several screens and no 'start'.
  case noStart = "no-start"
  /// A file in a place the app does not read it from.
  case misplacedFile = "misplaced-file"
  // State.
  /// A control's 'bind' names a state key that app.yaml does not declare.
  case unboundStateKey = "unbound-state-key"
  /// A condition, text, list, plural, `sets` or stored name reads a state key app.yaml does not declare.
  case unknownStateKey = "unknown-state-key"
  /// A state key that holds a mapping where a value is needed.
  case stateKeyIsMapping = "state-key-is-mapping"
  /// A state key drawn as rows ('rowsFrom') that holds no list.
  case stateNotAList = "state-not-a-list"
  /// A state key name with '.' or a hidden character.
  case invalidStateKey = "invalid-state-key"
  /// Two state keys stored under one name.
  case duplicateStoredName = "duplicate-stored-name"
  /// A name that could mean a state key or something else (a parameter, a count, `item`).
  case shadowedName = "shadowed-name"
  /// A control bound to an empty key (Settings shows it; the screen is drawn in spite of it).
  case emptyBinding = "empty-binding"
  /// A state value the control bound to it cannot hold (the screen is drawn in spite of it).
  case valueNotHeld = "value-not-held"
  /// A condition or 'sets' uses a value that nothing bound to the key can hold.
  case valueNeverHeld = "value-never-held"
  /// Two controls bound to one key that accept different values (the screen is drawn in spite of it).
  case bindingsDisagree = "bindings-disagree"
  /// An item of a list in state lacks a field its row template reads.
  case missingItemField = "missing-item-field"
  // Pickers and choices.
  /// A picker with empty 'choices' (the screen is drawn in spite of it).
  case noChoices = "no-choices"
  /// 'selected' names a title that is none of the choices.
  case unknownChoice = "unknown-choice"
  /// Two choices with one title, or one choice chosen twice.
  case duplicateChoice = "duplicate-choice"
  /// Two choices that store one value.
  case duplicateChoiceValue = "duplicate-choice-value"
  /// Inline picker groups given on some sections only, or beside the screen's.
  case mixedPickerGroups = "mixed-picker-groups"
  /// Fewer or more choices chosen than 'minSelected'/'maxSelected' allow.
  case selectionCount = "selection-count"
  /// A segmented picker that cannot be drawn as one.
  case invalidSegmentedPicker = "invalid-segmented-picker"
  /// A switch whose 'trueValue' and 'falseValue' are equal.
  case equalTrueFalse = "equal-true-false"
  // Conditions, lists, plurals.
  /// A condition that is malformed or compares a list as a value (or a value as a list).
  case invalidCondition = "invalid-condition"
  /// A key that cannot be used on a paged screen.
  case notOnPagedScreen = "not-on-paged-screen"
  /// A section that a condition always hides.
  case neverShown = "never-shown"
  /// A plural text without its 'other' form.
  case pluralWithoutOther = "plural-without-other"
  /// A plural's number reads a state value that is not a number.
  case pluralNotANumber = "plural-not-a-number"
  /// A plural text lacks a form its locale uses.
  case missingPluralForm = "missing-plural-form"
  /// A plural form its locale never uses.
  case unusedPluralForm = "unused-plural-form"
  // Templates.
  /// A `use` names no template.
  case unknownTemplate = "unknown-template"
  /// A `with` gives a parameter the template does not declare.
  case unknownParameter = "unknown-parameter"
  /// A `use` leaves out a parameter the template needs.
  case missingParameter = "missing-parameter"
  /// A template declares a parameter twice.
  case duplicateParameter = "duplicate-parameter"
  /// A template gives rows where a section belongs, or the other way round.
  case templateKindMismatch = "template-kind-mismatch"
  /// A template that uses itself.
  case templateCycle = "template-cycle"
  /// Templates expand past the expansion limit.
  case templateExpansionLimit = "template-expansion-limit"
  /// A template no screen uses.
  case unusedTemplate = "unused-template"
  // Localisation.
  /// A locale that is not a locale code.
  case invalidLocale = "invalid-locale"
  /// A locale the app has no strings table for.
  case unknownLocale = "unknown-locale"
  /// A strings table folder name that cannot name a table.
  case invalidTableName = "invalid-table-name"
  /// A translation that drops or adds an interpolation of its source text.
  case translationInterpolations = "translation-interpolations"
  /// A strings table entry no screen shows.
  case unusedTranslation = "unused-translation"
  /// A text without a translation for the locale drawn.
  case untranslated = "untranslated"
  /// A screen names a strings table the app does not have.
  case unknownTable = "unknown-table"
  // Accessibility.
  /// A control VoiceOver reads without a name.
  case unnamedControl = "unnamed-control"
  /// Two buttons VoiceOver reads alike that do different things.
  case ambiguousButtonName = "ambiguous-button-name"
  /// A text holds a zero-width space (U+200B), which is drawn and read as nothing.
  case zeroWidthSpace = "zero-width-space"
  /// A text holds a bidirectional embedding or override (U+202A to U+202E), which reorders
  /// how what follows it is drawn.
  case bidiOverride = "bidi-override"
  // Scenarios.
  /// A scenario's 'app' that names no readable app inside the repository.
  case invalidScenarioApp = "invalid-scenario-app"
  /// A scenario step that is not a valid action.
  case invalidStep = "invalid-step"
  /// A scenario with more steps than allowed.
  case tooManySteps = "too-many-steps"
  /// A scenario whose app cannot be shown.
  case scenarioCannotStart = "scenario-cannot-start"
  /// A scenario step that fails when played.
  case stepFails = "step-fails"
  // Plist pass-through.
  /// A 'settings' value that is not a plist value (a date, data).
  case invalidPlistValue = "invalid-plist-value"
  /// A pane's plist name that is not of its pane.
  case invalidPlistName = "invalid-plist-name"
  /// A plist listed twice in 'plists'.
  case duplicatePlist = "duplicate-plist"
  // Settings bundle import.
  /// A bundle name holding a control, bidi or invisible character.
  case unsafeName = "unsafe-name"
  /// A symbolic link, or a File, that leads out of the bundle.
  case linkNotFollowed = "link-not-followed"
  /// An `.lproj` folder not named for a locale.
  case notALocaleFolder = "not-a-locale-folder"
  /// A bundle value Settings does not draw (kept, not imported).
  case notDrawnBySettings = "not-drawn-by-settings"
  /// A bundle file Settings never reads (kept as it is).
  case unreachedFile = "unreached-file"
  /// A specifier Type that Settings and InAppSettingsKit do not draw.
  case unknownSpecifierType = "unknown-specifier-type"
  /// A DefaultValue that is none of the specifier's values.
  case defaultNotAValue = "default-not-a-value"
  /// A DefaultValue stored as the value Settings takes it for.
  case defaultAsText = "default-as-text"
  /// A specifier without a DefaultValue.
  case missingDefault = "missing-default"
  /// 'Titles', 'ShortTitles' and 'Values' with different counts.
  case countsDiffer = "counts-differ"
  /// A child pane's 'File' that the bundle does not hold.
  case missingFile = "missing-file"
  /// Bundle content the screens cannot express yet.
  case notImported = "not-imported"
  /// A spelling the screens hold otherwise, so export writes it otherwise.
  case rewrittenOnExport = "rewritten-on-export"
  /// Two bundle keys that would be a value and a mapping of one name.
  case nestedKeyClash = "nested-key-clash"
  /// A bundle without Root.plist.
  case noRootPane = "no-root-pane"
  /// A Root.plist only inside `.lproj` folders.
  case localizedRoot = "localized-root"
  /// A bundle's child panes reach more plists than allowed.
  case tooManyPanes = "too-many-panes"
  /// Phone and pad plists that differ.
  case deviceVariantsDiffer = "device-variants-differ"
  /// A strings file kept whole because the screens cannot hold it.
  case keptUnread = "kept-unread"
  /// `import --update`: a key or file changed both here and in the bundle.
  case updateConflict = "update-conflict"
  /// `import --update`: a merged file that would not read back as merged.
  case mergeNotFaithful = "merge-not-faithful"
  /// `import --update`: an author's comment not written back (the lines it was on changed).
  case commentDropped = "comment-dropped"
  // Translations.
  /// A file that is not the String Catalog, `.stringsdict` or strings table it should be.
  case notATranslationFile = "not-a-translation-file"
  /// A catalog translation whose state is not 'translated'.
  case unfinishedTranslation = "unfinished-translation"
  /// An imported translation that differs from the one the app (or the import) already has.
  case translationConflict = "translation-conflict"
  /// A strings table whose 'strings' is in flow style, which a merge cannot edit.
  case flowStyleTable = "flow-style-table"
  // Settings bundle export.
  /// Something a Settings.bundle cannot hold.
  case notExportable = "not-exportable"
  /// Something export leaves in the screens (what VoiceOver reads).
  case notExported = "not-exported"
  /// An InAppSettingsKit element exported without `--iask`.
  case needsIask = "needs-iask"
  /// A row limited to a host on a screen without the pane's `.inApp.plist`.
  case needsInAppPlist = "needs-in-app-plist"
  /// A key of 'settings' that export writes from the screens themselves.
  case duplicateSetting = "duplicate-setting"
  // SwiftUI export.
  /// Something `export --swiftui` writes no SwiftUI for (at the minimum iOS version, or yet).
  case noSwiftUIForm = "no-swiftui-form"
  // Reports.
  /// A snapshot report that `merge-reports` cannot read.
  case invalidReport = "invalid-report"
}
