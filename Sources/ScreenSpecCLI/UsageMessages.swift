import Basics
import ScreenBehavior
import ScreenFormat
import ScreenModel

/// The tool's own messages, side by side: usage errors and the notes it adds to the
/// diagnostics of the layers below.
enum UsageMessages {
  static let plistsNotFixed =
    "screenspec: --fix changes YAML files only; a Settings.bundle's plists and strings files are left for you to edit\n"
  // Arguments.

  static func oneOf(_ flag: String, _ valid: [String], got text: String) -> String {
    "'--\(flag)' is one of \(quoted(valid)), got '\(text)'"
  }
  static func needsPaths(_ command: String) -> String { "'\(command)' needs at least one PATH" }
  static func onePath(_ command: String, got count: Int) -> String {
    count == 0 ? "'\(command)' needs a PATH" : "'\(command)' takes one PATH, got \(count)"
  }
  static func unknownOption(_ word: String, command: String, suggestion: String?) -> String {
    "unknown option '\(word)' for '\(command)'"
      + Suggestion.didYouMean(suggestion.map { "--" + $0 })
  }
  static func needsValue(_ name: String) -> String { "option '--\(name)' needs a value" }
  static func takesNoValue(_ name: String) -> String { "option '--\(name)' takes no value" }
  static func wholeNumber(_ name: String, in range: ClosedRange<Int>, got text: String) -> String {
    "'--\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
  }
  static func unknownCommand(_ command: String, suggestion: String?) -> String {
    "unknown command '\(command)'" + Suggestion.didYouMean(suggestion)
  }
  static func noHelp(_ topic: String, commands: [String], suggestion: String?) -> String {
    "no help for '\(topic)'; the commands are " + quoted(commands)
      + Suggestion.didYouMean(suggestion)
  }
  static let schemaTopic =
    "'schema' takes one of 'screen', 'app', 'scenario', 'strings' or 'template'"
  static let lspTakesNoPath = "'lsp' takes no PATH: the editor names the files"

  // Rendering and playing.

  static func locale(_ problem: LocaleProblem) -> String { "'--locale': \(problem)" }
  static func badAction(_ text: String, _ message: String) -> String {
    "'--do \(text)': \(message)"
  }
  static let doOnScenario = "'--do' does not apply to a scenario; add the actions to its steps"
  static func onlyScenarios(_ path: String, names: [String]) -> String {
    "\(path) holds only scenarios (\(names.count)); render one of them, for example 'screenspec render \(names.first ?? "")'"
  }
  static let playFormat =
    "'play' draws text in the terminal; '--format' does not apply (use 'render --format')"
  static let playNeedsTerminal =
    "'play' needs a terminal on standard input and output; use 'render --do' in scripts"
  static let rawMode = "cannot switch the terminal to raw mode"
  static let galleryNeedsOut = "'gallery' needs --out DIR, the folder to write the site to"
  static func changedSinceChecked(_ path: String) -> String {
    "screenspec: \(path) is not fixed: it changed on disk while it was checked\n"
  }
  static func cannotWrite(_ what: String, _ error: some Error) -> String {
    "cannot write \(what): \(error)"
  }

  /// The warning for a folder inside an app, whose YAML files are not loaded: every command
  /// that loads the app says it, once.
  static func folderNotLoaded(_ folder: String) -> String {
    "\(folder): warning: the YAML files in this folder are not loaded: an app's screens are the files directly in its folder (\(FolderPath.folder(of: folder))); move them there, or check this folder as an app of its own\n"
  }

  // Snapshots.

  static func dirIsAFile(_ root: String) -> String {
    "'--dir' names a file, \(root); give a folder, such as the one holding it (\(FolderPath.folder(of: root)))"
  }
  static func noSuchFolder(_ root: String) -> String { "no such folder: \(root)" }
  static func noPendingAt(_ word: String, name: String?) -> String {
    "no pending snapshot at '\(word)' (a pending file ends in '.snap.new' or '.svg.new')"
      + (name.map { "; to name one, write its name: '\($0)'" } ?? "")
  }
  static func noPendingNamed(_ word: String, suggestion: String?) -> String {
    "no pending snapshot named '\(word)'" + Suggestion.didYouMean(suggestion)
  }
  static func pendingInFolders(_ word: String, folders: Int, paths: [String]) -> String {
    "'\(word)' names pending snapshots in \(folders) folders: "
      + paths.joined(separator: ", ") + "; give the path, or choose a folder with --dir"
  }
  static func junitIsAnInput(_ junit: String) -> String {
    "'--junit \(junit)' names an input of the run; write the report to a file of its own (say, 'snapshots.xml')"
  }
  static func cannotWriteJUnit(_ error: some Error) -> String {
    "cannot write the JUnit report \(error)"
  }
  static let orphansFailCI =
    "orphans fail a CI run: a reference no case produces is coverage lost (a deleted screen, a variant no longer declared); restore what produced it, or remove it with 'screenspec snapshot --delete-orphans'"
  static func shard(_ text: String) -> String {
    "'--shard' is I/N with 1 <= I <= N, or auto, got '\(text)'"
  }
  static func autoShard(_ message: String) -> String { "'--shard auto': \(message)" }
  static func cannotTouch(_ path: String, _ error: some Error) -> String {
    "cannot touch Bazel's shard status file '\(path)' (TEST_SHARD_STATUS_FILE): \(error)"
  }
  static func cannotWriteReport(_ error: some Error) -> String {
    "cannot write the report \(error)"
  }
  static func sharedReference(_ file: String, _ first: String, _ second: String) -> String {
    "\(file) would be the reference of a case of \(first) and of one of \(second): give each app a snapshot folder of its own ('--snapshots DIR' once for each)"
  }
  static func nothingToSnapshot(_ path: String) -> String {
    "\(path) holds no screen and no scenario, so a snapshot run of it would pass having checked nothing: name a folder of screens, a screen file or a scenario"
  }
  static func reportExists(_ path: String) -> String {
    "'--report \(path)' names a file that exists; under CI a report is written only where none is, so that a report committed or left from another run is never taken for this one's: write it to a new path (a temporary folder, or one named by the run)"
  }
  static func reportIsAnInput(_ flag: String, _ path: String) -> String {
    "'--\(flag) \(path)' names an input of the run; write the report to a file of its own (say, 'report.json')"
  }
  static let needsReports =
    "'merge-reports' needs the report of each shard (written by 'snapshot --report FILE')"

  /// Names in single quotes, separated by commas.
  static func quoted(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }

  // Settings bundles and translations.

  static let importNeedsBundle = "'import' needs a BUNDLE, a Settings.bundle folder"
  static let importNeedsApp =
    "'import' needs --out APP, the app folder whose strings/ tables to merge into"
  static func oneBundle(found count: Int) -> String {
    "'import' takes one BUNDLE; found \(count) paths"
  }
  static let importNeedsOut = "'import' needs --out DIR, the folder to write the app to"
  static func notABundle(_ bundle: String, missing: Bool) -> String {
    missing
      ? "no such bundle '\(bundle)'"
      : "'\(bundle)' is not a folder; BUNDLE is a Settings.bundle folder"
  }
  static func notAFolder(_ out: String) -> String { "'\(out)' exists and is not a folder" }
  static func importOutNotEmpty(_ out: String) -> String {
    "'\(out)' is not empty; 'import' writes into a new or empty folder, so that nothing is overwritten ('import --update' re-imports over an app an earlier import wrote)"
  }
  /// `import --update` of a folder without the record of what an import wrote there.
  static func noFolderToUpdate(_ out: String) -> String {
    "no such folder '\(out)'; 'import --update' re-imports over an app an earlier import wrote (without --update, import writes a new one)"
  }
  static func noImportBase(_ out: String, base: String) -> String {
    "'\(out)' holds no '\(base)' folder, the record of what an earlier import wrote, so its own changes cannot be told from the bundle's; 'import --update' updates only an app that 'import' wrote (with this version or later): import into a new folder, then bring your additions over"
  }
  static let updateNeedsBundle =
    "'--update' re-imports a Settings.bundle or takes a String Catalog's changed translations; a LANG.lproj folder's translations always merge into APP's tables, so import them without it"
  static let updateNotWritten =
    "nothing written: the app and the bundle disagree (above); fix those, then update again"
  static func notAFile(_ path: String) -> String {
    "'\(path)' is not a file; nothing written"
  }
  static let exportNeedsPath = "'export' needs one PATH, an app folder or a screen file"
  static let exportNeedsOut =
    "'export' needs --out BUNDLE (the Settings.bundle folder to write), --catalog FILE.xcstrings, or both; or --swiftui DIR, or --compiled FILE"
  static func catalogNotAFile(_ path: String) -> String {
    "--catalog names '\(path)', which is not a file"
  }
  static func catalogName(_ path: String) -> String {
    "--catalog names a String Catalog, a file whose name ends in .xcstrings: '\(path)'"
  }
  static let exportScenario = "'export' takes an app folder or a screen file, not a scenario"
  /// A translator's change to a catalog that export keeps (issue #51).
  static func keptTranslation(_ unit: String, _ value: String, in catalog: String) -> String {
    "kept \(unit) as \(catalog) has it, '\(value)': a translator's change since the last export (import the catalog to take it into the app's tables)\n"
  }
  /// A unit of a catalog ScreenSpec never wrote nor read whose translation is not the
  /// app's: kept, as nothing tells who changed it.
  static func keptUnknownTranslation(
    _ unit: String, _ value: String, app: String, in catalog: String
  )
    -> String
  {
    "kept \(unit) as \(catalog) has it, '\(value)', not the app's '\(app)': ScreenSpec has not written or read this translation before, so the catalog's stands (import --update the catalog to take it into the app's tables, or change it in the catalog to take the app's)\n"
  }
  /// A unit of a catalog changed by a translator and in the app's table.
  static func translationConflict(_ unit: String, catalog: String, app: String)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .translationConflict,
      "\(unit) was changed in the catalog, to '\(catalog)', and in the app's table, to '\(app)', since the last export; make the two agree (import the catalog, or edit it), then export again"
    )
  }

  /// Export over an existing bundle keeps what it does not write, and says so.
  static func keptInBundle(_ paths: [String]) -> String {
    let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
    return "kept \(Plural.count(paths.count, "file")) export does not write: \(shown)\n"
  }
  static func linkInBundle(_ path: String) -> String {
    "'\(path)' is a symbolic link; export writes no file through one: remove it, or export into a new folder"
  }
  /// `export` over files of the bundle it owns that were edited since it last read or wrote
  /// them: each named, and how to go on.
  static func changedInBundle(_ paths: [String], bundle: String, app: String) -> String {
    let files = paths.map { "'\(Shown.path($0))'" }.joined(separator: ", ")
    let (it, change, file) =
      paths.count == 1 ? ("it", "change", "file") : ("them", "changes", "files")
    return
      "\(files) changed since screenspec last read or wrote \(it), and export would lose the \(change), so nothing is written: make the \(change) in the app's screens too (for an app 'import' wrote, 'screenspec import --update \(Shown.path(bundle)) --out \(Shown.path(app))' takes \(it) in), or delete the \(file) to have export write \(it) anew"
  }
  static func notAnApp(_ app: String) -> String {
    "'\(app)' is not an app folder; importing translations merges them into an existing app's strings/ tables"
  }
  static func noTranslations(_ paths: [String]) -> String {
    let named = paths.map { "'\($0)'" }.joined(separator: ", ")
    let verb = paths.count == 1 ? "holds" : "hold"
    return "\(named) \(verb) no translation but the source language's texts: nothing written\n"
  }
  static func linkNotFollowed(_ path: String) -> String {
    "'\(path)' is a symbolic link; importing translations neither reads nor writes through one"
  }
  static func noSuchCatalog(_ raw: String) -> String { "no such String Catalog '\(raw)'" }
  static func noSuchFolderNamed(_ raw: String) -> String { "no such folder '\(raw)'" }
  static func notTranslations(_ raw: String) -> String {
    "'\(raw)' is neither a String Catalog (.xcstrings) nor a LANG.lproj folder; import one Settings.bundle at a time"
  }

  // Notes on the layers' diagnostics.

  /// The line after the diagnostics `--max-errors` let through.
  static func moreDiagnostics(_ more: Int, max: Int, command: String) -> String {
    "screenspec: \(Plural.count(more, "more diagnostic")) not shown (--max-errors \(max)); '--max-errors 0' shows all"
      + (command == "check" ? ", '--format json' lists all\n" : ", 'screenspec check' lists all\n")
  }

  /// How to raise the largest reference `snapshot` reads.
  static let raiseReferenceLimit = "raise it with --max-reference-size"

  /// How to raise a limit a file went past.
  static func raise(_ limit: ExceededLimit) -> String {
    switch limit {
    case .fileSize: "raise it with --max-size"
    case .values:
      "raise it with --max-size: the value limit grows with it, a value for every \(ReaderLimits.bytesPerValue) bytes"
    }
  }

  /// An action or a start that failed, as the tool prints it: with how to name the screen
  /// to start on when none was named.
  static func failed(_ error: ActionError) -> String {
    "screenspec: error: \(error)" + (error.needsScreen ? "; choose one with --screen ID" : "")
      + "\n"
  }
  static func appOnly(_ screen: String) -> String {
    "screenspec: note: '\(screen)' shows nothing in Settings: every section shows in the app only (InAppSettingsKit's in-app plist); draw it with --host app\n"
  }

  static func minimumIOS(_ text: String) -> String {
    "--min-ios takes 16, 17 or 18, not '\(text)'"
  }
  static func writesAlone(_ option: String) -> String {
    "--\(option) is written alone: give the other outputs in another run"
  }
  static func compiledIsAFolder(_ path: String) -> String {
    "\(Shown.path(path)) is a folder, not the file for the compiled app"
  }
  static func swiftIsAFolder(_ path: String) -> String {
    "\(Shown.path(path)) is a folder, not the file for the Swift defaults (--swift FILE)"
  }
  static func outHoldsScreens(_ out: String, file: String) -> String {
    "--out names \(Shown.path(out)), a folder of YAML files (it holds \(Shown.path(file))), not a Settings.bundle: name the bundle's folder, for example --out Settings.bundle"
  }
  static func outHoldsApp(_ out: String, app: String) -> String {
    "--out names \(Shown.path(out)), which holds the app \(Shown.path(app)): name the bundle's own folder, for example --out Settings.bundle"
  }
  static func swiftNotOurs(_ path: String) -> String {
    "--swift names \(Shown.path(path)), a file 'export --swift' did not write: name a new file (or one it wrote), or delete this one first"
  }
  static func swiftFolderIsAFile(_ path: String, folder: String) -> String {
    "--swift names \(Shown.path(path)), but \(Shown.path(folder)) is a file, not a folder"
  }
  static let swiftNeedsBundle =
    "--swift writes the defaults of a bundle's specifiers beside it: give --out BUNDLE too"
  static func swiftInBundle(_ path: String) -> String {
    "--swift names \(Shown.path(path)), inside the bundle export writes: write the Swift file beside the bundle, not in it"
  }
  static let iaskNeedsExport =
    "'check --iask' is an option of --export: check every app as 'export --iask' writes it"
  static func needsSwiftUI(_ option: String) -> String {
    "--\(option) is an option of --swiftui"
  }
  static func notAModuleName(_ name: String) -> String {
    "--module takes a Swift module name (letters, digits and '_', not starting with a digit), not '\(name)'"
  }
  static func swiftUIFolderIsAFile(_ path: String) -> String {
    "\(Shown.path(path)) is a file, not a folder for the SwiftUI files"
  }
}
