import Basics
import ScreenBehavior
import ScreenFormat
import ScreenModel

/// `screenspec check` as a value: the paths, the loading settings, the per-file merge of
/// diagnostics and the counts. The command line prints it, the language server publishes
/// one file of it, and a test asserts on it: one policy, one merge.
///
/// ```swift
/// let report = try CheckRun(paths: ["Screens", "Scenarios"]).run()
/// #expect(report.errors == 0, "\(report)")
/// ```
public struct CheckRun {
  /// The paths as given: screen files, app folders, scenarios, strings tables, templates.
  public var paths: [String]
  /// A locale whose table every shown text must be in (`check --locale de`), or nil.
  public var locale: String?
  /// The reader, with `check`'s settings: it reads each folder once for every path.
  package let reader: AppReader
  /// How a path is loaded: by ``reader``, unless the caller reads some paths otherwise (the
  /// command line reads a Settings.bundle as the app its import writes).
  private let loadPath: (String) -> Result<LoadedPath, LoadProblem>
  /// Which files' reports are merged into the report: every file's, unless the caller wants
  /// only one file's (the language server, one document's of an app of thousands).
  package var keeps: ReportPick?

  /// Why a run cannot check at all; a mistake in a file is a diagnostic of the report.
  public enum Failure: Error, Sendable, Equatable {
    /// A path cannot be loaded (it names nothing, or a folder holds no YAML file).
    case load(LoadProblem)
    /// The locale is not a locale name, or the app a path loads has no strings table for it.
    case locale(LocaleProblem)
  }

  /// A run over `reader`'s files (on disk, or the editor's buffers over them); the reader
  /// loads with `check`'s settings (``AppReader/Settings/check(collectingTexts:)``, with
  /// texts collected when there is a locale).
  package init(
    paths: [String], locale: String? = nil, reader: AppReader,
    load: ((String) -> Result<LoadedPath, LoadProblem>)? = nil
  ) {
    self.paths = paths
    self.locale = locale
    self.reader = reader
    self.loadPath = load ?? { path in Result { () throws(LoadProblem) in try reader.load(path) } }
  }

  /// Loads every path and merges what each reports: a file that two paths reach is reported
  /// once, with every diagnostic either found.
  public func run() throws(Failure) -> CheckReport {
    var report = CheckReport()
    for path in paths {
      let input: LoadedPath
      do throws(LoadProblem) {
        input = try loadPath(path).get()
      } catch {
        throw .load(error)
      }
      var localisation: Localisation?
      // A folder of scenarios only is judged by the apps its scenarios drive, as one is.
      if let locale, case .app(let result, _) = input.kind, let app = result.app,
        !app.screens.isEmpty
      {
        do throws(LocaleProblem) {
          localisation = try app.localisation(resolving: locale)
        } catch {
          throw .locale(error)
        }
      }
      report.add(reports(of: input, localisation: localisation))
      report.checkedPaths += 1
    }
    report.skippedFolders = reader.skippedFolders
    return report
  }
}

extension CheckRun {
  /// Which files' reports a run keeps: one file's, under any spelling of its path.
  package struct ReportPick {
    /// The file's path.
    package var path: String
    /// Whether no other file of `path`'s folder is `path`'s under another name (none of the
    /// folder's entries is a link): then a load that keeps its reports by path
    /// (``AppAssembler/Result/indexedReports(of:)``) gives `path`'s without asking the test
    /// of each.
    package var folderHoldsNoLink: Bool
    /// Whether a report of the file at a path is `path`'s.
    package var names: (borrowing String) -> Bool

    /// A pick of the reports `names` says are `path`'s.
    package init(
      path: String, folderHoldsNoLink: Bool, names: @escaping (borrowing String) -> Bool
    ) {
      self.path = path
      self.folderHoldsNoLink = folderHoldsNoLink
      self.names = names
    }
  }

  /// The reports of a loaded path that the run keeps (``keeps``).
  private func reports(of input: LoadedPath, localisation: Localisation?) -> [FileDiagnostics] {
    guard let keeps else { return input.checkReports(localisation: localisation) }
    // A load redone from a kept one knows where each file's report is.
    if keeps.folderHoldsNoLink, localisation == nil, input.scenarios.isEmpty,
      case .app(let result, _) = input.kind, let own = result.indexedReports(of: keeps.path)
    {
      return own
    }
    // Through a buffer: an element of the array itself would be copied to be asked.
    return input.checkReports(localisation: localisation).withUnsafeBufferPointer { reports in
      reports.indices.filter { keeps.names(reports[$0].file.path) }.map { reports[$0] }
    }
  }
}

/// What a ``CheckRun`` found: each file's diagnostics, merged, in the order first reported.
public struct CheckReport: Sendable, CustomStringConvertible {
  /// The files with diagnostics.
  public var files: [FileDiagnostics] = []
  /// How many paths were checked.
  public var checkedPaths = 0
  /// Folders inside an app folder whose YAML files are not loaded (each a warning).
  public var skippedFolders: [String] = []
  /// The index of each file's report in `files`, by path.
  private var index: [String: Int] = [:]

  /// An empty report, for ``add(_:)`` to fill.
  package init() {}

  /// How many errors the files hold.
  public var errors: Int { files.reduce(0) { $0 + $1.diagnostics.count { $0.severity == .error } } }
  /// How many warnings: the files' and one for each skipped folder.
  public var warnings: Int {
    files.reduce(0) { $0 + $1.diagnostics.count { $0.severity == .warning } }
      + skippedFolders.count
  }

  /// The diagnostics as `check` prints them.
  public var description: String { files.map(\.formatted).joined() }

  /// Adds reports: each file's diagnostics sorted by position (stably: a note's error and
  /// two at one place keep their order), and a file reported again keeps every diagnostic
  /// once.
  package mutating func add(_ reports: [FileDiagnostics]) {
    for var report in reports {
      guard let at = index[report.file.path] else {
        report.diagnostics = FileDiagnostics.inPlaceOrder(report.diagnostics)
        index[report.file.path] = files.count
        files.append(report)
        continue
      }
      files[at].diagnostics = FileDiagnostics.merging(files[at].diagnostics, report.diagnostics)
    }
  }
}

extension FileDiagnostics {
  /// One file's diagnostics from two reports: each once, sorted by position (the first
  /// report's order where it has no new one).
  package static func merging(_ first: [Diagnostic], _ more: [Diagnostic]) -> [Diagnostic] {
    let new = more.filter { !first.contains($0) }
    return new.isEmpty ? first : inPlaceOrder(first + new)
  }

  /// Diagnostics sorted by place, stably (a note's error and two at one place keep their
  /// order): by place as one number each, the diagnostics moved once (a file of 60,000
  /// unknown keys sorts its places, not its diagnostics), and not at all when in order.
  static func inPlaceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    let places = diagnostics.map { UInt64($0.mark.line) << 32 | UInt64($0.mark.column) }
    guard zip(places, places.dropFirst()).contains(where: { $1 < $0 }) else { return diagnostics }
    let order = places.indices.sorted { (places[$0], $0) < (places[$1], $1) }
    return order.map { diagnostics[$0] }
  }
}
