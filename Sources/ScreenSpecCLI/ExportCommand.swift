import Basics
import JSON
import OperatingSystem
import ScreenFiles
import ScreenFormat
import ScreenModel
import SettingsBundle

/// `screenspec export PATH --out BUNDLE [--iask] [--swift FILE]`: an app's screens as a
/// Settings.bundle.
///
/// The app must load without errors. What Settings has no element for is an error at its
/// key in the screens, and then nothing is written. BUNDLE may be new, or hold only files
/// export writes (they are replaced); any other file in it is a usage error.
enum ExportCommand {
  static let options = [
    OptionSpec(name: "out", takesValue: true), OptionSpec(name: "iask", takesValue: false),
    OptionSpec(name: "swift", takesValue: true), OptionSpec(name: "max-size", takesValue: true),
    OptionSpec(name: "catalog", takesValue: true), OptionSpec(name: "swiftui", takesValue: true),
    OptionSpec(name: "min-ios", takesValue: true), OptionSpec(name: "module", takesValue: true),
    OptionSpec(name: "compiled", takesValue: true),
  ]

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let arguments = try Arguments(words, options: options, command: "export")
    if arguments.help { return CommandResult(stdout: Help.exportHelp) }
    guard let path = arguments.positionals.first, arguments.positionals.count == 1 else {
      throw UsageError(UsageMessages.exportNeedsPath, command: "export")
    }
    let (outputs, catalogLimits) = try outputs(arguments)
    let catalog = outputs.catalog
    let loader = InputLoader(
      limits: try Limits.from(arguments, command: "export"),
      settings: .export(collectingTexts: catalog != nil))
    let input = try loader.load(path)
    guard case .app = input.kind else {
      throw UsageError(UsageMessages.exportScenario, command: "export")
    }
    // A screen file exports the app of its folder.
    let app = input.isFolder ? input : try loader.load(input.folder)
    // A mistake Settings shows without a word is written back as it was read (and still
    // fails the run); any other error writes nothing.
    let told = app.reports.filter { $0.diagnostics.contains { $0.severity == .error } }
      .map(\.formatted).joined()
    guard !app.reports.stopDrawing else {
      return CommandResult(
        stderr: told + loader.skippedFolderWarnings + "screenspec: nothing written\n", status: 1)
    }
    let folder = app.folder
    let memory = OwnedFiles.memory(ofApp: folder)
    guard case .app(let result, _) = app.kind, let loaded = result.app else {
      return CommandResult(stderr: loader.skippedFolderWarnings, status: 1)
    }
    if let written = try exportAlone(
      outputs, arguments, loaded, folder: folder, loader, told: told)
    {
      return written
    }
    guard let out = outputs.out else {
      let written = try writeCatalog(catalog, result, loaded, limits: catalogLimits, app: memory)
      return CommandResult(
        stdout: written.stdout, stderr: told + written.stderr + loader.skippedFolderWarnings,
        status: written.failed ? 1 : told.isEmpty ? 0 : 1)
    }
    let iask = arguments.flags.contains("iask")
    let read = AppExport.map(
      loaded, iask: iask,
      appPath: FolderPath.join(folder, "app.yaml"))
    let exportErrors = read.problems.filter { $0.diagnostic.severity == .error }
    let exportWarnings = read.problems.filter { $0.diagnostic.severity != .error }
    guard let exported = read.app, exportErrors.isEmpty else {
      return CommandResult(
        stderr: try formatted(read.problems, in: folder, loader) + loader.skippedFolderWarnings
          + "screenspec: nothing written\n", status: 1)
    }
    let warned = exportWarnings.isEmpty ? "" : try formatted(exportWarnings, in: folder, loader)
    let owned = OwnedFiles.onDisk(app: memory)
    let bundle = BundleOutput.onDisk(out)
    let plan = try planned(exported, panes: read.panes, app: folder, into: bundle, owned: owned)
    var stdout = plan.kept.isEmpty ? "" : UsageMessages.keptInBundle(plan.kept.map(Shown.path))
    // The catalog first: one that cannot be read stops the export before the bundle.
    let catalogWrite = try writeCatalog(catalog, result, loaded, limits: catalogLimits, app: memory)
    guard !catalogWrite.failed else {
      return CommandResult(
        stdout: stdout, stderr: catalogWrite.stderr + loader.skippedFolderWarnings, status: 1)
    }
    stdout += catalogWrite.stdout
    do throws(FileSystem.Failure) {
      try bundle.write(plan, owned: owned, remembering: memory, saying: &stdout)
      if let swift = outputs.swift {
        try SwiftDefaults.write(read.panes, to: swift, saying: &stdout)
      }
    } catch {
      return CommandResult(
        stdout: stdout, stderr: loader.skippedFolderWarnings + "screenspec: error: \(error)\n",
        status: 1)
    }
    return CommandResult(
      stdout: stdout, stderr: told + warned + loader.skippedFolderWarnings,
      status: told.isEmpty ? 0 : 1)
  }

  /// Where the export goes (``ExportOutputs``), and the catalog's read limits
  /// (`--max-size`).
  static func outputs(_ arguments: Arguments) throws(UsageError) -> (ExportOutputs, JSONLimits) {
    let outputs: ExportOutputs
    do throws(ExportOutputs.Refusal) {
      outputs = try ExportOutputs.chosen(arguments.value)
    } catch {
      let message =
        switch error {
        case .writesAlone(let option): UsageMessages.writesAlone(option)
        case .needsSwiftUI(let option): UsageMessages.needsSwiftUI(option)
        case .nothingToWrite: UsageMessages.exportNeedsOut
        case .notACatalogName(let path): UsageMessages.catalogName(path)
        }
      throw UsageError(message, command: "export")
    }
    return (outputs, try readerLimits(arguments, command: "export"))
  }

  /// The export's problems, quoting the lines of the files the load read (not read again).
  static func formatted(_ problems: [AppExport.Problem], in folder: String, _ loader: InputLoader)
    throws(UsageError) -> String
  {
    AppExport.Problem.printed(problems, sources: try appSources(folder, loader))
  }

  /// The bytes of the app's files by their path, for placing its problems' source lines.
  static func appSources(_ folder: String, _ loader: InputLoader) throws(UsageError)
    -> [String: [UInt8]]
  {
    Dictionary(try loader.appFiles(folder).map { (FolderPath.join(folder, $0.path), $0.bytes) }) {
      first, _ in first
    }
  }

  /// What export writes into `bundle` (``BundleOutput/plan(_:panes:folder:owned:)``); a
  /// link in it, or a file at its path, is a usage error.
  static func planned(
    _ app: App, panes: [SettingsPane], app folder: String, into bundle: BundleOutput,
    owned: [String]
  )
    throws(UsageError) -> BundleOutput.Plan
  {
    do throws(BundleOutput.Refusal) {
      return try bundle.plan(app, panes: panes, folder: folder, owned: owned)
    } catch {
      switch error {
      case .notAFolder: throw UsageError(UsageMessages.notAFolder(bundle.out), command: "export")
      case .link(let path): throw UsageError(UsageMessages.linkInBundle(path), command: "export")
      }
    }
  }
}
