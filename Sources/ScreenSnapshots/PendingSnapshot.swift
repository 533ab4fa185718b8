import OperatingSystem
import ScreenDrawing
import ScreenFormat
import ScreenModel

/// A pending snapshot, `NAME.snap.new` (or a picture's `NAME.svg.new`): the new text of a
/// snapshot that was missing or did not match, waiting to be accepted over its reference
/// `NAME.snap` (`NAME.svg`) or rejected.
package struct PendingSnapshot: Sendable, Equatable {
  /// The pending file's path.
  package var path: String

  /// Creates a pending snapshot from its file's path.
  package init(path: String) {
    self.path = path
  }

  /// The folder holding it.
  package var directory: String { FolderPath.folder(of: path) }
  /// A picture (`.svg.new`) or a text file (`.snap.new`, a drawing or a transcript).
  package var format: OutputFormat { OutputFormat.ofPending(path) }
  /// The snapshot's name: the file name without `.snap.new` (`.svg.new`).
  package var name: String {
    String(FolderPath.lastPart(path).dropLast(format.pendingSuffix.count))
  }
  /// The reference it would replace.
  package var referencePath: String { String(path.dropLast(4)) }

  /// The pending snapshot's text or picture (without the fingerprint of its base), and
  /// its reference's, each nil when there is none (or it is not a snapshot file).
  package func contents() -> (pending: String?, reference: String?) {
    let pending = Self.read(path).flatMap { SnapshotFile.pending($0, format: format) }
    let reference = Self.read(referencePath).flatMap { text in
      pending.map { SnapshotFile.reference(text, like: $0.file) } ?? SnapshotFile(text: text)
    }
    return (pending?.file.body, reference?.body)
  }

  /// Why a pending snapshot cannot be accepted or rejected.
  package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, lowercase.
    package var message: String
    /// The message.
    package var description: String { message }
  }

  /// What changed against the reference (the whole text when there is none).
  package func report() -> String {
    if FileSystem.isSymbolicLink(path) { return "  (a symbolic link: not read)\n" }
    guard let text = FileSystem.readText(path),
      let pending = SnapshotFile.pending(text, format: format)?.file
    else {
      return "  (not a snapshot file)\n"
    }
    guard let referenceText = Self.read(referencePath),
      let reference = SnapshotFile.reference(referenceText, like: pending)
    else {
      return "new snapshot:\n" + pending.body
    }
    return SnapshotStore.report(reference: reference, actual: pending)
  }

  /// Makes the pending text the reference, refusing a file that holds an error, and one
  /// whose reference changed since it was written (its `base` fingerprint).
  package func accept() throws(Failure) {
    try refuseALinkedFolder()
    if FileSystem.isSymbolicLink(path) {
      throw Failure(message: SnapshotMessages.linkedPending(path))
    }
    guard let text = FileSystem.readText(path),
      let (pending, base) = SnapshotFile.pending(text, format: format)
    else {
      throw Failure(message: "\(path) is not a snapshot file")
    }
    guard !pending.holdsError else {
      throw Failure(
        message:
          "refusing to accept \(path): it holds an error, not a drawing; fix the scenario and run the snapshots again"
      )
    }
    if FileSystem.isSymbolicLink(referencePath) {
      throw Failure(message: "\(referencePath) is a symbolic link; refusing to write through it")
    }
    let current = FileSystem.readText(referencePath).map(SnapshotStore.fingerprint) ?? "none"
    guard base == current else {
      throw Failure(
        message:
          "refusing to accept \(path): \(referencePath) changed since it was written; run the snapshots again"
      )
    }
    do {
      try FileSystem.writeAtomically(Array(pending.text.utf8), to: referencePath)
      try FileSystem.remove(path)
    } catch {
      throw Failure(message: "cannot write \(error)")
    }
  }

  /// A file's text, unless it is a symbolic link (which a pull request may point anywhere):
  /// a linked pending file or reference is never read.
  private static func read(_ path: String) -> String? {
    FileSystem.isSymbolicLink(path) ? nil : FileSystem.readText(path)
  }

  /// A pending file in a linked snapshot folder is neither accepted nor rejected: both
  /// would write or delete wherever the link leads.
  private func refuseALinkedFolder() throws(Failure) {
    let folder = FolderPath.folder(of: path)
    if FileSystem.isSymbolicLink(folder) {
      throw Failure(message: SnapshotMessages.linkedFolder(folder))
    }
  }

  /// Removes the pending file; the reference stays as it was.
  package func reject() throws(Failure) {
    try refuseALinkedFolder()
    do {
      try FileSystem.remove(path)
    } catch {
      throw Failure(message: "cannot remove \(error)")
    }
  }
}
