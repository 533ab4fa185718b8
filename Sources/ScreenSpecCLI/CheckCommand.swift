import Basics
import OperatingSystem
import ScreenChecks
import ScreenFiles
import ScreenFormat
import SettingsBundle
import YAMLTree

/// `screenspec check PATH...`: every diagnostic of every file; exit 0, 1 or 2.
enum CheckCommand {
  static let options =
    OptionSpec.values("format", "max-size", "max-errors", "locale")
    + OptionSpec.flags("fix", "export", "iask")

  /// How many diagnostics the text report prints unless `--max-errors` says otherwise.
  static let defaultMaxErrors = 50

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    try run(words, environment, fixRound: 1)
  }

  /// ``run(_:_:)`` in `--fix`'s round `fixRound`.
  static func run(_ words: ArraySlice<String>, _ environment: Environment, fixRound: Int)
    throws(UsageError) -> CommandResult
  {
    let arguments = try Arguments(words, options: options, command: "check")
    if arguments.help { return CommandResult(stdout: Help.check) }
    let format = arguments.value("format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError(
        UsageMessages.oneOf("format", ["text", "json"], got: format), command: "check")
    }
    guard !arguments.positionals.isEmpty else {
      throw UsageError(UsageMessages.needsPaths("check"), command: "check")
    }
    let limits = try Limits.from(arguments, command: "check")
    let maxErrors =
      try arguments.integer("max-errors", in: 0...Int(Int32.max), command: "check")
      ?? defaultMaxErrors
    // A folder's files are read and checked on every core; one file's, on one. Readied
    // once: `--fix`'s later rounds run here again.
    if fixRound == 1, arguments.positionals.contains(where: { FileSystem.kind($0) == .directory }) {
      environment.beforeSharedWork?()
    }
    let loader = InputLoader(
      limits: limits, settings: .check(collectingTexts: arguments.value("locale") != nil))
    let bundleApps = BundleAppChecks(files: DiskFiles(), export: try export(arguments))
    let run = CheckRun(
      paths: arguments.positionals, locale: arguments.value("locale"), reader: loader.reader,
      load: { path in
        let loaded = Result { () throws(LoadProblem) in try loader.loadPath(path) }
        if case .success(let input) = loaded { bundleApps.note(input) }
        return loaded
      })
    var report: CheckReport
    do throws(CheckRun.Failure) {
      report = try run.run()
      report.add(bundleApps.exportErrors(limits: limits))
      report.add(bundleApps.keptUnread())
    } catch {
      switch error {
      case .load(let problem): throw UsageError(problem.message)
      case .locale(let problem):
        throw UsageError(UsageMessages.locale(problem), command: "check")
      }
    }
    var unfixed = ""
    if arguments.flags.contains("fix") {
      // With nothing right to fix, this run's report is the check's: printed as it is, not
      // checked a second time (the last round of a `--fix` that wrote ends here too).
      let fixes = report.fixes(check: FixRound.recheck(limits: limits))
      if !fixes.isEmpty {
        return try fix(
          fixes, words: words.filter { $0 != "--fix" }, environment, round: fixRound)
      }
      // A Settings.bundle's plists and strings files are not edited: said, not silent.
      if report.files.contains(where: {
        !$0.file.path.hasSuffix(".yaml") && !$0.diagnostics.isEmpty
      }) {
        unfixed = UsageMessages.plistsNotFixed
      }
    }
    let reports = LimitHints.noted(report.files)
    let errors = report.errors
    let warnings = report.warnings
    let skipped = report.skippedFolders.map(UsageMessages.folderNotLoaded)
    var result = CommandResult(status: errors > 0 ? 1 : 0)
    result.loaded = loader
    if format == "json" {
      result.stdout = CheckReport.json(reports, errors: errors, warnings: warnings)
    } else {
      result.stderr = printed(reports, max: maxErrors) + skipped.joined()
      result.stderr += unfixed + report.summary
    }
    return result
  }

  /// `--export [--iask]`: every app checked as `export` writes it; else only the apps kept
  /// as a Settings.bundle.
  static func export(_ arguments: Arguments) throws(UsageError) -> BundleAppChecks.Export {
    let iask = arguments.flags.contains("iask")
    guard arguments.flags.contains("export") else {
      if iask { throw UsageError(UsageMessages.iaskNeedsExport, command: "check") }
      return .keptBundles
    }
    return .every(iask: iask)
  }

  /// `--fix`: writes each file's fixes in place (``FixRound``), prints a line per fix, then
  /// checks again (fixing again when the round says so), so what is left is reported and
  /// decides the exit status.
  static func fix(
    _ files: [FileFixes], words: ArraySlice<String>, _ environment: Environment, round: Int
  ) throws(UsageError) -> CommandResult {
    let written = FixRound(writing: files)
    let said = written.written.map { fixes, written in
      switch written {
      case .wrote: fixes.described
      case .changedSinceChecked: UsageMessages.changedSinceChecked(fixes.file.path)
      case .failed(let reason):
        "screenspec: " + UsageMessages.cannotWrite(fixes.file.path, reason) + "\n"
      }
    }.joined()
    var result =
      written.fixesAgain(after: round)
      ? try run(words + ["--fix"], environment, fixRound: round + 1) : try run(words, environment)
    result.stderr = CommandResult.printable(said) + result.stderr
    if written.failed { result.status = max(result.status, 1) }
    return result
  }

  /// The reports' diagnostics, at most `max` of them (all when `max` is 0), then a line
  /// saying how many more there are and how `command` shows them all.
  static func printed(_ reports: [FileDiagnostics], max: Int, all command: String = "check")
    -> String
  {
    let (shown, more) = CheckReport.limited(reports, to: max)
    return shown.map(\.formatted).joined()
      + (more > 0 ? UsageMessages.moreDiagnostics(more, max: max, command: command) : "")
  }
}

/// `--max-size BYTES`: the one limit a user raises from the command line.
enum Limits {
  static func from(_ arguments: Arguments, command: String) throws(UsageError) -> ParseLimits {
    var limits = ParseLimits.default
    if let size = try arguments.integer("max-size", in: 1...(1 << 40), command: command) {
      limits.maxBytes = size
    }
    return limits
  }
}

/// `--max-size BYTES` of `import` and `export`: the size limit of plists, `.strings` files
/// and String Catalogs, and the value limit with it (``ReaderLimits/init(raisingSizeTo:)``).
func readerLimits(_ arguments: Arguments, command: String) throws(UsageError) -> ReaderLimits {
  guard let size = try arguments.integer("max-size", in: 1...(1 << 40), command: command) else {
    return .default
  }
  return ReaderLimits(raisingSizeTo: size)
}
