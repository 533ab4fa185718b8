/// When snapshots are written.
///
/// Set by argument, or by the `SCREENSPEC_RECORD` environment variable. When `CI` is set,
/// nothing is ever written, whatever the mode: a missing snapshot fails.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Missing snapshots and mismatches are written as pending `.snap.new` files for review;
  /// the check fails. The command line's default.
  case pending
  /// Missing snapshots are recorded as references (the check fails once, to be looked
  /// at); mismatches are written as pending files. The test library's default.
  case missing
  /// Missing and mismatching snapshots are (re-)recorded as references; the check fails.
  case failed
  /// Every snapshot is recorded; the check fails when that changed a file.
  case all
  /// Nothing is written.
  case never

  /// Why `SCREENSPEC_RECORD` names no mode.
  package struct RecordModeError: Error, Sendable, Equatable {
    /// What is wrong.
    package var message: String
  }

  /// The environment variable that sets the mode.
  package static let environmentVariable = "SCREENSPEC_RECORD"

  /// The mode `SCREENSPEC_RECORD` sets: nil when unset or empty, else the mode or why the
  /// value is not one (so a typo is said, never ignored).
  package static func fromEnvironment(_ environment: [String: String]) -> Result<
    RecordMode, RecordModeError
  >? {
    guard let text = environment[environmentVariable], !text.isEmpty else { return nil }
    guard let mode = RecordMode(rawValue: text) else {
      return .failure(
        RecordModeError(
          message:
            "\(environmentVariable) is '\(text)'; it is one of \(allCases.map(\.rawValue).joined(separator: ", "))"
        ))
    }
    return .success(mode)
  }

  /// The mode a run takes: the one `asked` for, else the one `SCREENSPEC_RECORD` sets in
  /// `environment` (read only then), else `pending`, the command line's default. A variable
  /// that names no mode is the failure.
  package static func chosen(_ asked: RecordMode?, environment: [String: String]) -> Result<
    RecordMode, RecordModeError
  > {
    if let asked { return .success(asked) }
    return fromEnvironment(environment) ?? .success(.pending)
  }

  /// Whether an environment says it is CI (`CI` set, and not `false` or `0`).
  package static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !value.isEmpty && value != "false" && value != "0"
  }
}
