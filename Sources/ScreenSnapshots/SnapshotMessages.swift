/// The snapshot library's messages: files it refuses to touch, and what reports say.
enum SnapshotMessages {
  static func linkedPending(_ path: String) -> String {
    "\(path) is a symbolic link; refusing to read it or accept it as a reference"
  }
  static func linkedFolder(_ folder: String) -> String {
    "\(folder) is a symbolic link; refusing to read, write or delete snapshots through it"
  }
  static func unsafeName(_ name: String) -> String {
    "snapshot name '\(name)' holds a control, bidi or invisible character; it would reach the terminal and the file's 'name:' line"
  }
  /// The note of the one hunk a diff past its budget shows.
  static func pastDiffBudget(old: Int, new: Int, from line: Int, shown: Int) -> String {
    "\(old + new) lines differ from line \(line) on (\(old) of the reference, \(new) now): more changes than the diff follows, so only the first \(shown) of each are shown"
  }
  static func referenceTooLarge(_ path: String, size: Int, limit: Int) -> String {
    "\(path) is \(size) bytes, larger than the limit of \(limit) bytes for a reference; it is not read"
  }
  /// A failed case's diagnostics in a report, when an earlier case's are the same.
  static func sameDiagnostics(as earlier: String) -> String {
    "the same diagnostics as \(earlier), above\n"
  }
}
