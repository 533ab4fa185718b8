import OperatingSystem
import SnapshotReports

extension ShardChoice {
  /// Touches Bazel's `TEST_SHARD_STATUS_FILE` when Bazel names one that is not there yet: a
  /// runner that shards says so by it. Nothing else is written.
  package func touchStatusFile() throws(FileSystem.Failure) {
    guard let path = auto?.statusFile, FileSystem.kind(path) == .missing else { return }
    try FileSystem.writeAtomically([], to: path, sync: false)
  }
}
