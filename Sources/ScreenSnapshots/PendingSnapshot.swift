import OperatingSystem
import ScreenModel

/// A pending snapshot, `NAME.snap.new`: the new text of a snapshot that was missing or did
/// not match, waiting to be accepted over its reference `NAME.snap` or rejected.
package struct PendingSnapshot: Sendable, Equatable {
  /// The pending file's path.
  package var path: String

  /// Creates a pending snapshot from its file's path.
  package init(path: String) {
    self.path = path
  }

  /// The folder holding it.
  package var directory: String { FolderPath.folder(of: path) }
  /// The snapshot's name: the file name without `.snap.new`.
  package var name: String {
    String(FolderPath.lastPart(path).dropLast(SnapshotFolder.pendingSuffix.count))
  }
  /// The reference it would replace.
  package var referencePath: String { String(path.dropLast(4)) }

  /// Why a pending snapshot cannot be accepted or rejected.
  package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, lowercase.
    package var message: String
    /// The message.
    package var description: String { message }
  }

  /// What changed against the reference (the whole text when there is none).
  package func report() -> String {
    guard let text = FileSystem.readText(path), var pending = SnapshotFile(text: text) else {
      return "  (not a snapshot file)\n"
    }
    pending.header.removeAll { $0.key == SnapshotFile.Key.base.rawValue }
    guard let referenceText = FileSystem.readText(referencePath),
      let reference = SnapshotFile(text: referenceText)
    else {
      return "new snapshot:\n" + pending.body
    }
    return SnapshotStore.report(reference: reference, actual: pending)
  }

  /// Makes the pending text the reference, refusing a file that holds an error, and one
  /// whose reference changed since it was written (its `base` fingerprint).
  package func accept() throws(Failure) {
    guard let text = FileSystem.readText(path), var pending = SnapshotFile(text: text) else {
      throw Failure(message: "\(path) is not a snapshot file")
    }
    guard !pending.holdsError else {
      throw Failure(
        message:
          "refusing to accept \(path): it holds an error, not a drawing; fix the scenario and run the snapshots again"
      )
    }
    let base = pending[.base] ?? "none"
    let current = FileSystem.readText(referencePath).map(SnapshotStore.fingerprint) ?? "none"
    guard base == current else {
      throw Failure(
        message:
          "refusing to accept \(path): \(referencePath) changed since it was written; run the snapshots again"
      )
    }
    pending.header.removeAll { $0.key == SnapshotFile.Key.base.rawValue }
    if FileSystem.isSymbolicLink(referencePath) {
      throw Failure(message: "\(referencePath) is a symbolic link; refusing to write through it")
    }
    do {
      try FileSystem.writeAtomically(Array(pending.text.utf8), to: referencePath)
      try FileSystem.remove(path)
    } catch {
      throw Failure(message: "cannot write \(error)")
    }
  }

  /// Removes the pending file; the reference stays as it was.
  package func reject() throws(Failure) {
    do {
      try FileSystem.remove(path)
    } catch {
      throw Failure(message: "cannot remove \(error)")
    }
  }
}
