import OperatingSystem
import ScreenDrawing
import ScreenModel
import ScreenSnapshots

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Compares a value's snapshot with the reference file
/// `__Snapshots__/<TestFile>/<name>.snap` (a picture's: `<name>.svg`) beside the test file,
/// and records what the mode says. Returns the failure message, or nil when the snapshot matches.
///
/// Use ``assertSnapshot(of:as:named:record:fileID:filePath:line:column:)`` in tests; this
/// function is for tools that report failures their own way.
public func verifySnapshot<Value>(
  of value: Value, as strategy: Snapshotting<Value>, named name: String,
  record: RecordMode? = nil, environment: [String: String], filePath: String
) -> String? {
  verify(value, strategy, name, record, environment, filePath).failure
}

/// The failure message, if any, the snapshot file's text that was compared, and its format.
private func verify<Value>(
  _ value: Value, _ strategy: Snapshotting<Value>, _ name: String, _ record: RecordMode?,
  _ environment: [String: String], _ filePath: String
) -> (failure: String?, actual: String, format: OutputFormat) {
  let header: [(key: String, value: String)]
  let text: String
  do {
    (header, text) = try strategy.snapshot(value)
  } catch {
    return ("cannot snapshot '\(name)': \(error); nothing was recorded", "", .text)
  }
  let file = SnapshotFile(name: name, settings: header, body: text)
  return (compare(file, name, record, environment, filePath), file.text, file.format)
}

private func compare(
  _ file: SnapshotFile, _ name: String, _ record: RecordMode?, _ environment: [String: String],
  _ filePath: String
) -> String? {
  var mode = record ?? .missing
  if record == nil {
    switch RecordMode.fromEnvironment(environment) {
    case .success(let found)?: mode = found
    case .failure(let error)?: return "\(error.message); nothing was compared or recorded"
    case nil: break
    }
  }
  let store = SnapshotStore(
    directory: SnapshotFolder.forTestFile(filePath), mode: mode,
    isCI: RecordMode.isCI(environment))
  switch store.verify(file, named: name) {
  case .matched:
    return nil
  case .recorded(let path):
    return "recorded a new snapshot at \(path); check it and run again"
  case .rerecorded(let path, let report):
    return "re-recorded \(path):\n\(report)"
  case .missing(let pending):
    let hint =
      pending.map {
        "wrote \($0); accept it with 'screenspec snapshot accept --dir \(store.directory)'"
      }
      ?? (store.isCI ? "CI is set, so nothing was written" : "record mode is 'never'")
    return
      "no reference snapshot '\(name)' at \(store.referencePath(name, format: file.format)); \(hint)"
  case .mismatch(let report, let pending):
    let hint =
      pending.map {
        "\nwrote \($0); review it with 'screenspec snapshot review --dir \(store.directory)'"
      } ?? ""
    return
      "snapshot '\(name)' does not match \(store.referencePath(name, format: file.format)):\n\(report)\(hint)"
  case .failedToWrite(let problem), .failedToLoad(let problem):
    return problem
  }
}

/// The `__Snapshots__/<TestFile>` folder beside a test file (`SnapshotFolder` holds the
/// rule).
public func snapshotDirectory(forTestFile filePath: String) -> String {
  SnapshotFolder.forTestFile(filePath)
}

/// Asserts that a value's snapshot matches its reference file; usable from Swift Testing
/// and XCTest. Names are explicit, so parameterised tests name each case.
///
/// ```swift
/// @Test func feed() throws {
///   var session = try Session(app: app, screen: "posts")
///   try session.apply(.tap(.position(2)))
///   assertSnapshot(of: session, as: .screen(width: 40), named: "posts-after-tap")
/// }
/// ```
///
/// Set `SCREENSPEC_RECORD` (`pending`, `missing`, `failed`, `all`, `never`) or pass `record:`
/// to choose when files are written; with `CI` set nothing is written.
public func assertSnapshot<Value>(
  of value: Value, as strategy: Snapshotting<Value>, named name: String,
  record: RecordMode? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let (failure, actual, format) = verify(
    value, strategy, name, record, ProcessEnvironment.variables(), "\(filePath)")
  guard let failure else { return }
  #if canImport(Testing)
    if Test.current != nil {
      // The new output travels with the failure, for test reports that keep attachments.
      Attachment.record(
        actual, named: name + format.referenceSuffix,
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      Issue.record(
        Comment(rawValue: failure),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      return
    }
  #endif
  #if canImport(XCTest)
    XCTFail(failure, file: filePath, line: line)
  #endif
}
