import Basics
import JSON
import OperatingSystem
import PropertyList
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
    let (out, catalog, catalogLimits) = try outputs(arguments)
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
    let memory = memoryFolder(folder)
    guard case .app(let result, _) = app.kind, let loaded = result.app else {
      return CommandResult(stderr: loader.skippedFolderWarnings, status: 1)
    }
    if let written = try exportAlone(arguments, loaded, folder: folder, loader, told: told) {
      return written
    }
    guard let out else {
      let written = try writeCatalog(catalog, result, loaded, limits: catalogLimits, app: memory)
      return CommandResult(
        stdout: written.stdout, stderr: told + written.stderr + loader.skippedFolderWarnings,
        status: written.failed ? 1 : told.isEmpty ? 0 : 1)
    }
    let read = AppExport.map(
      loaded, iask: arguments.flags.contains("iask"),
      appPath: FolderPath.join(folder, "app.yaml"))
    let exportErrors = read.problems.filter { $0.diagnostic.severity == .error }
    let exportWarnings = read.problems.filter { $0.diagnostic.severity != .error }
    guard let document = read.app, exportErrors.isEmpty else {
      return CommandResult(
        stderr: try formatted(read.problems, in: folder, loader) + loader.skippedFolderWarnings
          + "screenspec: nothing written\n", status: 1)
    }
    let warned = exportWarnings.isEmpty ? "" : try formatted(exportWarnings, in: folder, loader)
    let owned = memory.map(ownedFiles) ?? []
    let plan = try planned(document, app: folder, over: out, owned: owned)
    let bundleFiles = plan.files
    var stdout = plan.kept.isEmpty ? "" : UsageMessages.keptInBundle(plan.kept.map(Shown.path))
    // The catalog first: one that cannot be read stops the export before the bundle.
    let catalogWrite = try writeCatalog(catalog, result, loaded, limits: catalogLimits, app: memory)
    guard !catalogWrite.failed else {
      return CommandResult(
        stdout: stdout, stderr: catalogWrite.stderr + loader.skippedFolderWarnings, status: 1)
    }
    stdout += catalogWrite.stdout
    do throws(FileSystem.Failure) {
      stdout += try write(bundleFiles, to: out, base: plan.held)
      stdout += try removeUnwritten(owned, Set(bundleFiles.map(\.path)), from: out, app: memory)
      if let swift = arguments.value("swift").map(FolderPath.normalized) {
        let source = SwiftDefaults.source(BundleExport.panes(document))
        try FileSystem.writeAtomically(Array(source.utf8), to: swift)
        stdout += "wrote \(Shown.path(swift))\n"
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

  /// Where export keeps what it remembers (the files it owns, what it wrote into a
  /// catalog): the app folder; nowhere for a bundle read as an app, never written into.
  static func memoryFolder(_ folder: String) -> String? {
    ImportedBundle.isBundle(folder, in: DiskFiles()) ? nil : folder
  }

  /// Where the export goes: the bundle (`--out`), the catalog (`--catalog`, a `.xcstrings`
  /// file) or both, and the catalog's read limits (`--max-size`).
  static func outputs(_ arguments: Arguments) throws(UsageError) -> (
    out: String?, catalog: String?, limits: JSONLimits
  ) {
    let catalog = arguments.value("catalog").map(FolderPath.normalized)
    let out = arguments.value("out").map(FolderPath.normalized)
    let alone = ["swiftui", "compiled"].filter { arguments.value($0) != nil }
    if let first = alone.first {
      guard alone.count == 1, out == nil, catalog == nil, arguments.value("swift") == nil else {
        throw UsageError(UsageMessages.writesAlone(first), command: "export")
      }
      return (nil, nil, try readerLimits(arguments, command: "export"))
    }
    for option in ["min-ios", "module"] where arguments.value(option) != nil {
      throw UsageError(UsageMessages.needsSwiftUI(option), command: "export")
    }
    guard out != nil || catalog != nil else {
      throw UsageError(UsageMessages.exportNeedsOut, command: "export")
    }
    if let catalog, !catalog.hasSuffix(".xcstrings") {
      throw UsageError(UsageMessages.catalogName(catalog), command: "export")
    }
    let limits = try readerLimits(arguments, command: "export")
    return (out, catalog, limits)
  }

  /// Writes the bundle's files, saying of each whether it was written or already held
  /// those bytes (then it is left as it is: its time stays, and no rename over it, which
  /// ext4 flushes to disk, is paid for).
  /// `base` holds the bytes already read of the files there (a file not in it is read).
  static func write(
    _ files: [(path: String, bytes: [UInt8])], to out: String, base: [String: [UInt8]] = [:]
  ) throws(FileSystem.Failure) -> String {
    var stdout = ""
    for (relative, bytes) in files {
      let target = FolderPath.join(out, relative)
      let held =
        base[relative] ?? (FileSystem.kind(target) == .file ? try? FileSystem.read(target) : nil)
      if held == bytes {
        stdout += "unchanged \(Shown.path(target))\n"
        continue
      }
      try FileSystem.makeDirectories(FolderPath.folder(of: target))
      try FileSystem.writeAtomically(bytes, to: target, sync: false)
      stdout += "wrote \(Shown.path(target))\n"
    }
    return stdout
  }

  /// The bundle files the app's list says export owns (none without a list).
  static func ownedFiles(of folder: String) -> [String] {
    (try? FileSystem.read(FolderPath.join(folder, OwnedFiles.path))).map(OwnedFiles.paths) ?? []
  }

  /// Removes from the bundle each file export owns (``OwnedFiles``: import read it, or an
  /// export wrote it) and no longer writes, one line each, and a folder that leaves empty;
  /// then notes what it wrote as owned.
  static func removeUnwritten(
    _ owned: [String], _ writing: Set<String>, from out: String, app folder: String?
  ) throws(FileSystem.Failure) -> String {
    var stdout = ""
    for relative in bundle(out).removed(owned: owned, writing: writing) {
      let target = FolderPath.join(out, relative)
      try FileSystem.remove(target)
      stdout += "removed \(Shown.path(target))\n"
      let parent = FolderPath.folder(of: target)
      if parent != out, (try? FileSystem.list(parent))?.isEmpty == true {
        try? FileSystem.removeFolder(parent)
      }
    }
    if let folder {
      let list = FolderPath.join(folder, OwnedFiles.path)
      try FileSystem.makeDirectories(FolderPath.folder(of: list))
      try FileSystem.writeAtomically(OwnedFiles.bytes(writing), to: list, sync: false)
    }
    return stdout
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

  /// What export writes into `out` (``BundleOutput/plan(_:app:owned:)``); a link in it,
  /// or a file at its path, is a usage error.
  static func planned(
    _ document: AppDocument, app folder: String, over out: String, owned: [String]
  )
    throws(UsageError) -> BundleOutput.Plan
  {
    do throws(BundleOutput.Refusal) {
      return try bundle(out).plan(document, app: folder, owned: owned)
    } catch {
      switch error {
      case .notAFolder: throw UsageError(UsageMessages.notAFolder(out), command: "export")
      case .link(let path): throw UsageError(UsageMessages.linkInBundle(path), command: "export")
      }
    }
  }

  /// The bundle folder on disk; a file past the plist read limit is read to one byte past
  /// it, so it is written anew.
  static func bundle(_ out: String) -> BundleOutput {
    BundleOutput(out: out, files: DiskFiles()) {
      try? FileSystem.read($0, limit: PlistLimits.default.maxBytes)
    }
  }
}
