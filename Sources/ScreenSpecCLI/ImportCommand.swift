import OperatingSystem
import PropertyList
import ScreenFiles
import ScreenFormat
import ScreenModel
import SettingsBundle

/// `screenspec import [--update] BUNDLE --out DIR [--title TEXT]`: a Settings.bundle as an
/// app folder.
///
/// DIR is created (an existing DIR that is not empty is a usage error, so nothing is
/// overwritten); every file is written inside it, and a copy of each in DIR's hidden
/// `.screenspec/import-base/`, which `--update` re-imports over. Problems point into the plists and
/// strings files; an error exits 1 with the app still written, unless nothing faithful can
/// be written (no `Root.plist`, a file that is not a plist), when nothing is.
enum ImportCommand {
  static let options = [
    OptionSpec(name: "out", takesValue: true), OptionSpec(name: "title", takesValue: true),
    OptionSpec(name: "max-size", takesValue: true), OptionSpec(name: "update", takesValue: false),
  ]

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let arguments = try Arguments(words, options: options, command: "import")
    if arguments.help { return CommandResult(stdout: Help.importHelp) }
    guard let bundle = arguments.positionals.first.map(FolderPath.normalized) else {
      throw UsageError(UsageMessages.importNeedsBundle, command: "import")
    }
    if StringsImportCommand.handles(arguments.positionals) {
      // Translations merge into the app's tables; `--update` (catalogs only) also takes a
      // translation changed since export wrote the catalog.
      let update = arguments.flags.contains("update")
      guard !update || arguments.positionals.allSatisfy({ $0.hasSuffix(".xcstrings") }) else {
        throw UsageError(UsageMessages.updateNeedsBundle, command: "import")
      }
      guard let out = arguments.value("out").map(FolderPath.normalized) else {
        throw UsageError(
          UsageMessages.importNeedsApp,
          command: "import")
      }
      let limits = try readerLimits(arguments, command: "import")
      return try StringsImportCommand.run(
        arguments.positionals, out: out, limits: limits, update: update)
    }
    guard arguments.positionals.count == 1 else {
      throw UsageError(
        UsageMessages.oneBundle(found: arguments.positionals.count), command: "import")
    }
    guard let out = arguments.value("out").map(FolderPath.normalized) else {
      throw UsageError(
        UsageMessages.importNeedsOut, command: "import")
    }
    guard FileSystem.kind(bundle) == .directory else {
      throw UsageError(
        UsageMessages.notABundle(bundle, missing: FileSystem.kind(bundle) == .missing),
        command: "import")
    }
    let update = arguments.flags.contains("update")
    // `--update` reads what the earlier import wrote; a plain import writes into nothing.
    let base: [String: [UInt8]]? = if update { try ImportUpdateCommand.base(of: out) } else { nil }
    if !update { try checkEmptyOutput(out, command: "import") }
    let limits = try readerLimits(arguments, command: "import")
    let title =
      arguments.value("title") ?? base.flatMap(ImportBase.title) ?? ImportedBundle.title(of: bundle)
    let source = FileAccessBundle(root: bundle, files: DiskFiles(), limit: limits.maxBytes)
    let result = BundleImport.read(source, title: title, limits: limits)
    let stderr = result.printedProblems(bundle: bundle, source: source, noting: LimitHints.noted)
    guard let app = result.app else {
      return CommandResult(
        stderr: stderr + "screenspec: nothing written: the bundle cannot be imported faithfully\n",
        status: 1)
    }
    let imported =
      if let base {
        ImportUpdateCommand.apply(
          app, base: base, out: out, stderr: stderr, failed: result.hasErrors)
      } else {
        write(app, to: out, stderr: stderr, failed: result.hasErrors)
      }
    return withOwnedFiles(imported, result.ownedFiles, in: out)
  }

  /// Notes in the app the bundle's files the import read (``OwnedFiles``), once it wrote:
  /// export removes one of them the app no longer has.
  static func withOwnedFiles(_ imported: CommandResult, _ paths: [String], in out: String)
    -> CommandResult
  {
    // An import that wrote nothing (an update stopped by a conflict) changes no list.
    guard !imported.stdout.isEmpty else { return imported }
    var result = imported
    do throws(FileSystem.Failure) {
      try OwnedFiles.afterImport(paths, in: out)
    } catch {
      result.stderr += "screenspec: error: \(error)\n"
      result.status = 1
    }
    return result
  }

  /// Writes a first import's files into DIR, each named on standard output, then its base.
  static func write(_ app: ImportedApp, to out: String, stderr: String, failed: Bool)
    -> CommandResult
  {
    var stdout = ""
    do throws(FileSystem.Failure) {
      try ImportBase.write(ImportBase.files(app), into: out, saying: &stdout)
    } catch {
      return CommandResult(
        stdout: stdout, stderr: stderr + "screenspec: error: \(error)\n", status: 1)
    }
    return CommandResult(stdout: stdout, stderr: stderr, status: failed ? 1 : 0)
  }

  /// A usage error unless DIR is missing or an empty folder.
  static func checkEmptyOutput(_ out: String, command: String) throws(UsageError) {
    switch FileSystem.kind(out) {
    case .missing: return
    case .directory:
      let names = (try? FileSystem.list(out)) ?? []
      guard names.isEmpty else {
        throw UsageError(
          command == "import"
            ? UsageMessages.importOutNotEmpty(out)
            : UsageMessages.outNotEmpty(out, command: command),
          command: command)
      }
    default:
      throw UsageError(UsageMessages.notAFolder(out), command: command)
    }
  }
}
