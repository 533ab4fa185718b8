import ScreenFiles
import ScreenFormat
import SettingsBundle

/// `screenspec import [--update] BUNDLE --out DIR [--title TEXT]`: a Settings.bundle as an
/// app folder.
///
/// DIR is created (an existing DIR that is not empty is a usage error, so nothing is
/// overwritten); every file is written inside it, and a copy of each in DIR's hidden
/// `.screenspec/import-base/`, which `--update` re-imports over. Problems point into the plists and
/// strings files; an error exits 1 with the app still written, unless nothing faithful can
/// be written (no `Root.plist`, a file that is not a plist), when nothing is. What is
/// written, and when, is the library's ``ImportRun``; the command parses its flags and
/// words what the run did.
enum ImportCommand {
  static let options = OptionSpec.values("out", "title", "max-size") + OptionSpec.flags("update")

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let arguments = try Arguments(words, options: options, command: "import")
    if arguments.help { return CommandResult(stdout: Help.importHelp) }
    guard let bundle = arguments.positionals.first.map(FolderPath.normalized) else {
      throw UsageError(UsageMessages.importNeedsBundle, command: "import")
    }
    let update = arguments.flags.contains("update")
    let paths = arguments.positionals
    let translations = try refusing { () throws(ImportRun.Refusal) in
      try ImportRun.importsTranslations(paths, update: update)
    }
    if translations {
      guard let out = arguments.value("out").map(FolderPath.normalized) else {
        throw UsageError(UsageMessages.importNeedsApp, command: "import")
      }
      let run = ImportRun(limits: try readerLimits(arguments, command: "import"), wording: wording)
      return CommandResult(
        try refusing { () throws(ImportRun.Refusal) in
          try run.translations(paths, into: out, update: update)
        })
    }
    guard paths.count == 1 else {
      throw UsageError(UsageMessages.oneBundle(found: paths.count), command: "import")
    }
    guard let out = arguments.value("out").map(FolderPath.normalized) else {
      throw UsageError(UsageMessages.importNeedsOut, command: "import")
    }
    let base = try refusing { () throws(ImportRun.Refusal) in
      try ImportRun.base(bundle: bundle, out: out, update: update)
    }
    let run = ImportRun(limits: try readerLimits(arguments, command: "import"), wording: wording)
    return CommandResult(run.bundle(bundle, into: out, base: base, title: arguments.value("title")))
  }

  /// What `body` returns; its refusal is a usage error (``usageError(_:)``).
  static func refusing<T>(_ body: () throws(ImportRun.Refusal) -> T) throws(UsageError) -> T {
    do throws(ImportRun.Refusal) {
      return try body()
    } catch {
      throw usageError(error)
    }
  }

  /// How the tool says what an import did.
  static var wording: ImportRun.Wording {
    ImportRun.Wording(
      nothingWritten: "screenspec: nothing written\n",
      notFaithful: "screenspec: nothing written: the bundle cannot be imported faithfully\n",
      updateNotWritten: "screenspec: \(UsageMessages.updateNotWritten)\n",
      error: { "screenspec: error: \($0)\n" },
      notAFile: { "screenspec: error: \(UsageMessages.notAFile(Shown.path($0)))\n" },
      nothingNew: { "\(Shown.path($0)): nothing new (\($1) already there)\n" },
      noTranslations: { UsageMessages.noTranslations($0.map(Shown.path)) }, noted: LimitHints.noted)
  }

  /// What the tool says of an import that cannot run as asked: a usage error.
  static func usageError(_ refusal: ImportRun.Refusal) -> UsageError {
    let message =
      switch refusal {
      case .notABundle(let bundle, let missing): UsageMessages.notABundle(bundle, missing: missing)
      case .noFolderToUpdate(let out): UsageMessages.noFolderToUpdate(out)
      case .notAFolder(let out): UsageMessages.notAFolder(out)
      case .noImportBase(let out): UsageMessages.noImportBase(out, base: ImportBase.folder)
      case .outNotEmpty(let out): UsageMessages.importOutNotEmpty(out)
      case .updateNeedsBundle: UsageMessages.updateNeedsBundle
      case .notAnApp(let app): UsageMessages.notAnApp(app)
      case .linkNotFollowed(let path): UsageMessages.linkNotFollowed(path)
      case .unreadable(.noSuchCatalog(let raw)): UsageMessages.noSuchCatalog(raw)
      case .unreadable(.noSuchFolder(let raw)): UsageMessages.noSuchFolderNamed(raw)
      case .unreadable(.notTranslations(let raw)): UsageMessages.notTranslations(raw)
      }
    return UsageError(message, command: "import")
  }
}
