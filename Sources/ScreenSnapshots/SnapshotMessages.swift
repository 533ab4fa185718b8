/// The snapshot library's messages about files it refuses to touch.
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
}
