import ScreenFiles
import SettingsBundle

/// `screenspec export PATH --out BUNDLE [--iask] [--swift FILE]`: an app's screens as a
/// Settings.bundle.
///
/// The app must load without errors. What Settings has no element for is an error at its
/// key in the screens, and then nothing is written. BUNDLE may be new, or hold only files
/// export writes (they are replaced); any other file in it is a usage error. What is
/// written, in what order, is the library's ``ExportRun``; the command parses its flags and
/// words what the run did.
enum ExportCommand {
  static let options =
    OptionSpec.values("out") + OptionSpec.flags("iask")
    + OptionSpec.values("swift", "max-size", "catalog", "swiftui", "min-ios", "module", "compiled")

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let arguments = try Arguments(words, options: options, command: "export")
    if arguments.help { return CommandResult(stdout: Help.exportHelp) }
    guard let path = arguments.positionals.first, arguments.positionals.count == 1 else {
      throw UsageError(UsageMessages.exportNeedsPath, command: "export")
    }
    var export = ExportRun(outputs: try outputs(arguments), wording: wording)
    export.catalogLimits = try readerLimits(arguments, command: "export")
    export.iask = arguments.flags.contains("iask")
    export.module = arguments.value("module")
    export.minimumIOS = arguments.value("min-ios")
    let loader = InputLoader(
      limits: try Limits.from(arguments, command: "export"),
      settings: .export(collectingTexts: export.outputs.catalog != nil))
    let input = try loader.load(path)
    guard case .app = input.kind else {
      throw UsageError(UsageMessages.exportScenario, command: "export")
    }
    // A screen file exports the app of its folder.
    let app = input.isFolder ? input : try loader.load(input.folder)
    do throws(ExportRun.Refusal) {
      return CommandResult(try export.run(app, reader: loader))
    } catch {
      throw usageError(error)
    }
  }

  /// Where the export goes (``ExportOutputs``).
  static func outputs(_ arguments: Arguments) throws(UsageError) -> ExportOutputs {
    do throws(ExportOutputs.Refusal) {
      return try ExportOutputs.chosen(arguments.value)
    } catch {
      let message =
        switch error {
        case .writesAlone(let option): UsageMessages.writesAlone(option)
        case .needsSwiftUI(let option): UsageMessages.needsSwiftUI(option)
        case .nothingToWrite: UsageMessages.exportNeedsOut
        case .notACatalogName(let path): UsageMessages.catalogName(path)
        case .swiftNeedsBundle: UsageMessages.swiftNeedsBundle
        case .swiftInBundle(let path): UsageMessages.swiftInBundle(path)
        }
      throw UsageError(message, command: "export")
    }
  }

  /// How the tool says what an export did.
  static var wording: ExportRun.Wording {
    ExportRun.Wording(
      nothingWritten: "screenspec: nothing written\n", error: { "screenspec: error: \($0)\n" },
      cannotWrite: { "screenspec: error: cannot write \(Shown.path($0)): \($1)\n" },
      folderNotLoaded: UsageMessages.folderNotLoaded, keptInBundle: UsageMessages.keptInBundle,
      kept: { kept, catalog in
        kept.remembered
          ? UsageMessages.keptTranslation(kept.place.described, kept.catalog, in: catalog)
          : UsageMessages.keptUnknownTranslation(
            kept.place.described, kept.catalog, app: kept.app, in: catalog)
      },
      conflict: {
        UsageMessages.translationConflict($0.place.described, catalog: $0.catalog, app: $0.app)
      }, noted: LimitHints.noted)
  }

  /// What the tool says of an export that cannot run as asked: a usage error.
  static func usageError(_ refusal: ExportRun.Refusal) -> UsageError {
    if case .load(let problem) = refusal { return UsageError(problem.message) }
    let message =
      switch refusal {
      case .load(let problem): problem.message
      case .notAFolder(let out): UsageMessages.notAFolder(out)
      case .linkInBundle(let path): UsageMessages.linkInBundle(path)
      case .changedInBundle(let paths, let bundle, let app):
        UsageMessages.changedInBundle(paths, bundle: bundle, app: app)
      case .catalogNotAFile(let path): UsageMessages.catalogNotAFile(path)
      case .compiledIsAFolder(let path): UsageMessages.compiledIsAFolder(path)
      case .swiftIsAFolder(let path): UsageMessages.swiftIsAFolder(path)
      case .outHoldsScreens(let out, let file): UsageMessages.outHoldsScreens(out, file: file)
      case .outHoldsApp(let out, let app): UsageMessages.outHoldsApp(out, app: app)
      case .swiftNotOurs(let path): UsageMessages.swiftNotOurs(path)
      case .swiftFolderIsAFile(let path, let folder):
        UsageMessages.swiftFolderIsAFile(path, folder: folder)
      case .swiftUIFolderIsAFile(let path): UsageMessages.swiftUIFolderIsAFile(path)
      case .notAModuleName(let name): UsageMessages.notAModuleName(name)
      case .minimumIOS(let text): UsageMessages.minimumIOS(text)
      }
    return UsageError(message, command: "export")
  }
}
