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

  /// The environment variable that sets the mode.
  public static let environmentVariable = "SCREENSPEC_RECORD"

  /// Whether an environment says it is CI (`CI` set, and not `false` or `0`).
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !value.isEmpty && value != "false" && value != "0"
  }
}
