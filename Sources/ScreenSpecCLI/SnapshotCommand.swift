import OperatingSystem
import ScreenDrawing
import ScreenFormat
import ScreenModel
import ScreenRendering
import ScreenSnapshots
import SnapshotReports

/// `screenspec snapshot [--ci] [--record MODE] [--shard I/N|auto] [--json] [--report FILE]
/// [--junit FILE] [--delete-orphans] PATH...`, and the `review`, `accept` and `reject` subcommands.
enum SnapshotCommand {
  static let options =
    [
      OptionSpec(name: "ci", takesValue: false), OptionSpec(name: "record", takesValue: true),
      OptionSpec(name: "shard", takesValue: true), OptionSpec(name: "json", takesValue: false),
      OptionSpec(name: "junit", takesValue: true), OptionSpec(name: "report", takesValue: true),
      OptionSpec(name: "delete-orphans", takesValue: false),
      OptionSpec(name: "run", takesValue: true),
      OptionSpec(name: "width", takesValue: true), OptionSpec(name: "ascii", takesValue: false),
      OptionSpec(name: "max-size", takesValue: true),
      OptionSpec(name: "snapshots", takesValue: true), OptionSpec(name: "format", takesValue: true),
      OptionSpec(name: "max-reference-size", takesValue: true),
      OptionSpec(name: "max-errors", takesValue: true),
    ] + Variants.flags

  /// How `snapshot` loads: a screen of a folder that fails to load is loaded alone with
  /// what it reaches, and a broken file that many such screens reach (55,000 unknown keys,
  /// 25 screens) is decoded once, not once a screen; a folder that loads keeps nothing.
  static var reachSettings: AppReader.Settings {
    var settings = AppReader.Settings()
    settings.decodeCache = DecodeCache()
    settings.cachesFolderDecodes = false
    return settings
  }

  /// `--max-reference-size BYTES`: the largest reference read (default 64 MiB).
  static func referenceLimit(_ arguments: Arguments) throws(UsageError)
    -> SnapshotStore.ReferenceLimit
  {
    let bytes =
      try arguments.integer("max-reference-size", in: 1...(1 << 40), command: "snapshot")
      ?? SnapshotStore.ReferenceLimit.default.bytes
    return SnapshotStore.ReferenceLimit(bytes: bytes, howToRaise: UsageMessages.raiseReferenceLimit)
  }

  /// `--record MODE`, else `SCREENSPEC_RECORD`, else `pending`.
  private static func recordMode(_ arguments: Arguments, _ environment: Environment)
    throws(UsageError) -> RecordMode
  {
    guard let modeText = arguments.value("record") else {
      switch RecordMode.fromEnvironment(environment.variables) {
      case .success(let found)?: return found
      case .failure(let error)?: throw UsageError(error.message, command: "snapshot")
      case nil: return .pending
      }
    }
    guard let parsed = RecordMode(rawValue: modeText) else {
      throw UsageError(
        UsageMessages.oneOf("record", RecordMode.allCases.map(\.rawValue), got: modeText),
        command: "snapshot")
    }
    return parsed
  }

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    if let first = words.first, ["review", "accept", "reject"].contains(first) {
      return try PendingCommand.run(first, words.dropFirst(), environment)
    }
    let arguments = try Arguments(words, options: options, command: "snapshot")
    if arguments.help { return CommandResult(stdout: Help.snapshot) }
    // The mode first: `--record .` takes the PATH for its value, and says so.
    let mode = try recordMode(arguments, environment)
    guard !arguments.positionals.isEmpty else {
      throw UsageError(UsageMessages.needsPaths("snapshot"), command: "snapshot")
    }
    let isCI = arguments.flags.contains("ci") || environment.isCI
    let shard = try ShardOption.parse(arguments.value("shard"), environment, command: "snapshot")
    let limits = try Limits.from(arguments, command: "snapshot")
    let drawing = try drawing(arguments)
    try refuseReportPaths(arguments, isCI: isCI)
    try shard.touchStatusFile()
    let loader = InputLoader(limits: limits, settings: reachSettings)
    var (cases, completeFolders, everyVariantIn, warnings, owners) = try collect(
      arguments, drawing: drawing, loader: loader)
    // One case, one verdict: a folder named twice (`Screens ./Screens/`), or a file beside
    // its folder, adds its cases once.
    var seen: Set<String> = []
    cases = cases.filter { seen.insert(caseKey($0)).inserted }
    var seenFolders: Set<String> = []
    completeFolders = completeFolders.filter {
      seenFolders.insert(Path.canonical($0) ?? $0).inserted
    }
    // The whole suite's names, for the report (each shard's holds them all).
    let reports = arguments.flags.contains("json") || arguments.value("report") != nil
    let suite = reports ? cases.map(\.displayName) : []
    // Each shard judges orphans against the whole suite, so a sharded run loses none.
    let wholeSuite = cases
    if shard.shard != nil {
      cases = cases.filter { item in shard.contains { item.inShard($0, of: $1) } }
    }
    let owned = owners
    let owns: ((String) -> Bool)? = drawing.snapshots == nil ? nil : { owned.owns($0) }
    let run = SnapshotRun(
      cases: cases, suite: wholeSuite, mode: mode, isCI: isCI, completeFolders: completeFolders,
      owns: owns,
      variant: drawing.variant.nameSuffix,
      format: drawing.format, everyVariantIn: everyVariantIn,
      deleteOrphans: arguments.flags.contains("delete-orphans"),
      referenceLimit: try referenceLimit(arguments))

    var result = CommandResult()
    result.stderr = diagnostics(of: cases, warnings: warnings)
    result.stderr += loader.skippedFolderWarnings
    result.status = run.failed || warnings.holdError ? 1 : 0
    let runID = arguments.value("run") ?? RunIdentity.find(in: environment.variables)
    try writeReports(
      run, suite: suite, shard: shard, runID: runID, arguments: arguments, into: &result)
    return result
  }

  /// Every PATH's cases, in every variant the run draws (the default and each the app
  /// declares, when no flag chooses one), with the snapshot folders each covers whole, the
  /// warnings to print and which PATH owns each reference.
  private static func collect(
    _ arguments: Arguments, drawing: SnapshotCases.Drawing, loader: InputLoader
  )
    throws(UsageError) -> (
      cases: [SnapshotCase], completeFolders: [String], everyVariantIn: Set<String>,
      warnings: [FileDiagnostics], owners: SnapshotOwners
    )
  {
    var cases: [SnapshotCase] = []
    var completeFolders: [String] = []
    var warnings: [FileDiagnostics] = []
    // No flag choosing a variant: the default and every variant the app declares.
    let choosesVariant = ["device", "host", "locale", "appearance", "text-size", "format"].contains
    {
      arguments.value($0) != nil
    }
    var everyVariantIn: Set<String> = []
    var owners = SnapshotOwners()
    for path in arguments.positionals {
      let input = try loader.load(path)
      let declared = choosesVariant ? [] : Self.declaredVariants(of: input, loader: loader)
      let drawings = [drawing] + declared.map { drawing.applying($0) }
      owners.add(input)
      for each in drawings {
        let found = try SnapshotCases.cases(for: input, loader: loader, drawing: each)
        try owners.claim(found.cases, by: input)
        cases += found.cases
        if let folder = found.completeFolder {
          if each == drawings[0] { completeFolders.append(folder) }
          // A run choosing no variant is the run of every variant the app declares, and of
          // no other: a reference of a variant no longer declared is an orphan, the last
          // one too.
          if !choosesVariant { everyVariantIn.insert(folder) }
        }
      }
      // Warnings, and the mistakes Settings shows without a word (drawn, and failing the
      // run), are printed once each; other errors are the failed cases' own.
      warnings += (input.reports + input.scenarios.flatMap(\.reports)).filter {
        !$0.diagnostics.contains(where: \.stopsDrawing)
      }
    }
    return (cases, completeFolders, everyVariantIn, warnings, owners)
  }

  /// The summary (or `--json`'s report) on standard output, and the `--report` and
  /// `--junit` files.
  private static func writeReports(
    _ run: SnapshotRun, suite: [String], shard: ShardOption, runID: String?,
    arguments: Arguments, into result: inout CommandResult
  ) throws(UsageError) {
    let needsReport = arguments.flags.contains("json") || arguments.value("report") != nil
    let report =
      needsReport
      ? SnapshotReport.report(
        run, suite: suite, shard: shard.shard ?? .whole,
        run: runID) : nil
    if arguments.flags.contains("json"), let report {
      result.stdout = report.json
    } else {
      result.stdout = SnapshotReport.text(run, isCI: run.isCI)
      if let summary = shard.summary { result.stdout += summary + "\n" }
    }
    if let path = arguments.value("report"), let report {
      do {
        try FileSystem.writeAtomically(Array(report.json.utf8), to: path)
      } catch {
        throw UsageError(UsageMessages.cannotWriteReport(error), command: "snapshot")
      }
    }
    if let junit = arguments.value("junit") {
      do {
        try FileSystem.writeAtomically(Array(SnapshotReport.junit(run).utf8), to: junit)
      } catch {
        throw UsageError(UsageMessages.cannotWriteJUnit(error), command: "snapshot")
      }
    }
  }

  /// The variants an input's app declares (`app.yaml`'s `snapshotVariants`); none when it
  /// does not load.
  /// A folder of scenarios runs the variants of the apps they drive.
  /// A folder whose app fails to load (one broken screen) still declares them: they are
  /// read from what its first screen that loads reaches (`app.yaml` with it), so one broken
  /// file drops no variant from the run.
  static func declaredVariants(of input: Input, loader: InputLoader) -> [SnapshotVariant] {
    var found: [SnapshotVariant] = []
    func add(_ variants: [SnapshotVariant]) {
      for variant in variants where !found.contains(variant) { found.append(variant) }
    }
    switch input.kind {
    case .app(let result, _):
      if let app = result.app {
        add(app.snapshotVariants)
      } else if input.isFolder {
        add(variantsOfBrokenFolder(result, loader: loader))
      }
    case .scenario(let scenario): add(scenario.app?.app?.snapshotVariants ?? [])
    }
    for scenario in input.scenarios { add(scenario.app?.app?.snapshotVariants ?? []) }
    return found
  }

  /// The variants of a folder that failed to load, from the first screen that loads alone.
  private static func variantsOfBrokenFolder(_ result: AppAssembler.Result, loader: InputLoader)
    -> [SnapshotVariant]
  {
    let broken = Set(
      result.reports.filter { $0.diagnostics.contains { $0.severity == .error } }.map(\.file.path))
    // A broken file each screen reaches is decoded once (the loader's decode cache).
    for path in result.screenIDs.keys.sorted() where !broken.contains(path) {
      if let app = try? loader.screenFile(path).result.app { return app.snapshotVariants }
    }
    return []
  }

  /// What makes two cases one: the snapshot file they verify.
  private static func caseKey(_ snapshotCase: SnapshotCase) -> String {
    (Path.canonical(snapshotCase.directory) ?? FolderPath.normalized(snapshotCase.directory)) + "/"
      + snapshotCase.name + snapshotCase.format.referenceSuffix
  }

  /// `--junit` or `--report` naming a screen, scenario or other input file is a usage
  /// error, found before anything runs, so the report never overwrites what it reports on.
  static func refuseToOverwriteAnInput(
    _ junit: String, flag: String, paths: [String], command: String = "snapshot"
  ) throws(UsageError) {
    let target = Path.canonical(junit) ?? FolderPath.normalized(junit)
    let namesAnInput = paths.contains {
      (Path.canonical($0) ?? FolderPath.normalized($0)) == target
    }
    if namesAnInput || FolderPath.isYAML(junit) || junit.hasSuffix(".snap")
      || junit.hasSuffix(OutputFormat.svg.referenceSuffix)
    {
      throw UsageError(
        flag == "junit"
          ? UsageMessages.junitIsAnInput(junit) : UsageMessages.reportIsAnInput(flag, junit),
        command: command)
    }
  }

  /// `--format text|voiceover|svg` (default text).
  static func format(_ arguments: Arguments) throws(UsageError) -> OutputFormat {
    guard let text = arguments.value("format") else { return .text }
    guard let format = OutputFormat(snapshotted: text) else {
      throw UsageError(
        UsageMessages.oneOf("format", OutputFormat.snapshotted.map(\.rawValue), got: text),
        command: "snapshot")
    }
    return format
  }
}
