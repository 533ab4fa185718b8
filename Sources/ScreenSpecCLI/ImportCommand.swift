import OperatingSystem
import PropertyList
import ScreenFiles
import ScreenModel
import SettingsBundle

/// `screenspec import BUNDLE --out DIR [--title TEXT]`: a Settings.bundle as an app folder.
///
/// DIR is created (an existing DIR that is not empty is a usage error, so nothing is
/// overwritten); every file is written inside it. Problems point into the plists and
/// strings files; an error exits 1 with the app still written, unless nothing faithful can
/// be written (no `Root.plist`, a file that is not a plist), when nothing is.
enum ImportCommand {
  static let options = [
    OptionSpec(name: "out", takesValue: true), OptionSpec(name: "title", takesValue: true),
    OptionSpec(name: "max-size", takesValue: true),
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
      guard let out = arguments.value("out").map(FolderPath.normalized) else {
        throw UsageError(
          UsageMessages.importNeedsApp,
          command: "import")
      }
      var limits = PlistLimits.default
      if let size = try arguments.integer("max-size", in: 1...(1 << 40), command: "import") {
        limits.maxBytes = size
      }
      return try StringsImportCommand.run(arguments.positionals, out: out, limits: limits)
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
    try checkEmptyOutput(out, command: "import")
    var limits = PlistLimits.default
    if let size = try arguments.integer("max-size", in: 1...(1 << 40), command: "import") {
      limits.maxBytes = size
    }
    let title = arguments.value("title") ?? ImportedBundle.title(of: bundle)
    let source = FileAccessBundle(root: bundle, files: DiskFiles(), limit: limits.maxBytes)
    let result = BundleImport.read(source, title: title, limits: limits)
    var stderr = report(result, bundle: bundle, source: source)
    var stdout = ""
    var status: Int32 = result.hasErrors ? 1 : 0
    if let app = result.app {
      do throws(FileSystem.Failure) {
        let texts = AppWriter.files(app).map { ($0.path, Array($0.text.utf8)) }
        for (path, bytes) in texts + AppWriter.keptFiles(app) {
          let target = FolderPath.join(out, path)
          try FileSystem.makeDirectories(FolderPath.folder(of: target))
          try FileSystem.writeAtomically(bytes, to: target, sync: false)
          stdout += "wrote \(Shown.path(target))\n"
        }
      } catch {
        stderr += "screenspec: error: \(error)\n"
        status = 1
      }
    } else {
      stderr += "screenspec: nothing written: the bundle cannot be imported faithfully\n"
      status = 1
    }
    return CommandResult(stdout: stdout, stderr: stderr, status: status)
  }

  /// A usage error unless DIR is missing or an empty folder.
  static func checkEmptyOutput(_ out: String, command: String) throws(UsageError) {
    switch FileSystem.kind(out) {
    case .missing: return
    case .directory:
      let names = (try? FileSystem.list(out)) ?? []
      guard names.isEmpty else {
        throw UsageError(
          UsageMessages.outNotEmpty(out, command: command),
          command: command)
      }
    default:
      throw UsageError(UsageMessages.notAFolder(out), command: command)
    }
  }

  /// Every problem, formatted with its file's path as the user named the bundle.
  static func report(
    _ result: BundleImport.Result, bundle: String, source: FileAccessBundle
  ) -> String {
    var out = ""
    for problem in result.problems.map(LimitHints.noted) {
      let path = FolderPath.join(bundle, problem.file)
      let bytes =
        result.stringsFiles[problem.file]?.utf8 ?? source.read(problem.file) ?? []
      out += problem.formatted(path: path, source: bytes) { object in
        result.specifierIndex(of: object, in: problem.file)
      }
    }
    return out
  }
}
