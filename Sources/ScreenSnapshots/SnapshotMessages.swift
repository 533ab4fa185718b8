/// The snapshot library's messages about files it refuses to touch.
enum SnapshotMessages {
  static func linkedFolder(_ folder: String) -> String {
    "\(folder) is a symbolic link; refusing to read, write or delete snapshots through it"
  }
}
