import ScreenBehavior
import ScreenModel
import YAMLTree

/// `screenspec check PATH...`: every diagnostic of every file; exit 0, 1 or 2.
enum CheckCommand {
  static let options = [
    OptionSpec(name: "format", takesValue: true), OptionSpec(name: "max-size", takesValue: true),
    OptionSpec(name: "max-errors", takesValue: true), OptionSpec(name: "locale", takesValue: true),
  ]

  /// How many diagnostics the text report prints unless `--max-errors` says otherwise.
  static let defaultMaxErrors = 50

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
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
    var reports: [FileDiagnostics] = []
    var seen: Set<String> = []
    var checked = 0
    let loader = InputLoader(limits: limits)
    loader.reportUnusedTranslations = true
    loader.acceptsStringsTables = true
    loader.collectTexts = arguments.value("locale") != nil
    for path in arguments.positionals {
      let input = try loader.load(path)
      var localisation: Localisation?
      // A folder of scenarios only is judged by the apps its scenarios drive, as one is.
      if let locale = arguments.value("locale"), case .app(let result, _) = input.kind,
        let app = result.app, !app.screens.isEmpty
      {
        localisation = try RenderCommand.localisation(locale, app: app, command: "check")
      }
      let found = input.checkReports(localisation: localisation)
      // A file two PATHs reach is reported once, with every diagnostic either found (a
      // screen file checked alone may find what its folder's other screens do not).
      for report in found {
        if seen.insert(report.file.path).inserted {
          reports.append(report)
        } else if let index = reports.firstIndex(where: { $0.file.path == report.file.path }) {
          let new = report.diagnostics.filter { !reports[index].diagnostics.contains($0) }
          if !new.isEmpty {
            reports[index].diagnostics = (reports[index].diagnostics + new).sorted {
              $0.mark < $1.mark
            }
          }
        }
      }
      checked += 1
    }
    let errors = reports.reduce(0) { $0 + $1.diagnostics.count { $0.severity == .error } }
    let skipped = loader.skippedFolders.map(UsageMessages.folderNotLoaded)
    let warnings =
      reports.reduce(0) { $0 + $1.diagnostics.count { $0.severity == .warning } } + skipped.count
    var result = CommandResult(status: errors > 0 ? 1 : 0)
    result.loaded = loader
    if format == "json" {
      let files = reports.map { report in
        JSON.object([
          ("path", .string(report.file.path)),
          (
            "diagnostics",
            .array(report.diagnostics.map { JSON.diagnostic($0, in: report.file.path) })
          ),
        ])
      }
      result.stdout =
        JSON.object([
          ("files", .array(files)), ("errors", .number(errors)), ("warnings", .number(warnings)),
        ]).text + "\n"
    } else {
      result.stderr = printed(reports, max: maxErrors) + skipped.joined()
      let summary =
        errors == 0 && warnings == 0
        ? "no problems" : "\(Plural.count(errors, "error")), \(Plural.count(warnings, "warning"))"
      result.stderr += "checked \(Plural.count(checked, "path")): \(summary)\n"
    }
    return result
  }

  /// The reports' diagnostics, at most `max` of them (all when `max` is 0), then a line
  /// saying how many more there are.
  static func printed(_ reports: [FileDiagnostics], max: Int) -> String {
    let total = reports.reduce(0) { $0 + $1.diagnostics.count }
    guard max > 0, total > max else { return reports.map(\.formatted).joined() }
    var out = ""
    var left = max
    for report in reports where left > 0 {
      var shown = report
      shown.diagnostics = Array(report.diagnostics.prefix(left))
      left -= shown.diagnostics.count
      out += shown.formatted
    }
    let more = total - max
    return out
      + "screenspec: \(Plural.count(more, "more diagnostic")) not shown (--max-errors \(max)); '--max-errors 0' shows all, '--format json' lists all\n"
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
