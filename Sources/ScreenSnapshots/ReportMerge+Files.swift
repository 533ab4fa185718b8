import Basics
import OperatingSystem
import ScreenFormat
import SnapshotReports

extension ReportMerge {
  /// A report file that cannot be read at all (too large, or not readable): a usage error
  /// of the run, worded.
  package struct Unreadable: Error, Equatable {
    /// What the tool says, naming the file.
    package var message: String
  }

  /// A report that was read but is malformed or truncated: its located error, formatted.
  package struct Malformed: Error, Equatable {
    /// The diagnostic as a compiler prints it, with the report's line.
    package var text: String
  }

  /// The shards' reports at `paths`, read on every core (only the first report's names are
  /// kept), then taken in order: the first report that cannot be read is the one told.
  ///
  /// - Returns: the inputs of a merge, or the first malformed report's located error.
  /// - Throws: ``Unreadable`` for the first file that cannot be read at all.
  package static func read(_ paths: [String]) throws(Unreadable) -> Result<[Input], Malformed> {
    let outcomes = ParallelMap.map(paths.indices) { index in
      Result { () throws(Unreadable) in try read(paths[index], keepingNames: index == 0) }
    }
    var inputs: [Input] = []
    for (path, outcome) in zip(paths, outcomes) {
      switch try outcome.get() {
      case .success(let report): inputs.append(Input(path: path, report: report))
      case .failure(let malformed): return .failure(malformed)
      }
    }
    return .success(inputs)
  }

  /// A report, or its located error (malformed or truncated); a file past
  /// ``ShardReport/maxBytes`` or that cannot be read is ``Unreadable``.
  static func read(_ path: String, keepingNames: Bool) throws(Unreadable) -> Result<
    ShardReport, Malformed
  > {
    let start: (bytes: [UInt8], size: Int)
    do throws(FileSystem.Failure) {
      start = try FileSystem.readStart(path, limit: ShardReport.maxBytes)
    } catch {
      throw Unreadable(message: ReportMessages.unreadable(path, "\(error)"))
    }
    guard start.size <= ShardReport.maxBytes else {
      throw Unreadable(message: ReportMessages.tooLarge(path, ShardReport.maxBytes))
    }
    switch ShardReport.read(start.bytes, keepingNames: keepingNames) {
    case .success(let report): return .success(report)
    case .failure(let diagnostic):
      return .failure(
        Malformed(text: DiagnosticFormatter(path: path, source: start.bytes).format(diagnostic)))
    }
  }
}
