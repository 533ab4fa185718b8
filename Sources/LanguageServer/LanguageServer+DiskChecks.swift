import JSON
import ScreenFormat
import ScreenModel

/// Without a watcher, the server notices changes on disk by asking for stamps (size,
/// modification time): before each check, of every kept folder (a file made, removed or
/// renamed, as a checkout does, is seen at once; the files of a folder that changed are
/// asked about too); while checking, of each file read; and after answering, while the
/// client sends nothing, of every other kept file, a few at a time (``checkDisk(_:)``), so
/// that the sibling index stays right without asking about every sibling on every keystroke.
/// A file changed in place that the check did not read (a sibling that starts binding a key
/// in use) is published by the pass that follows the next message.
extension LanguageServer {
  /// Whether kept files are still to be asked about: ``MessageLoop`` calls
  /// ``checkDisk(_:)`` while this holds and the client sends nothing.
  package var checksDisk: Bool {
    !kept.watched && stamped && exitStatus == nil
      && (sweep.pass != nil || sweep.due || unindexed != nil)
  }

  /// An open screen whose folder the sibling index does not hold yet (`app.yaml`'s check
  /// never asks the index).
  private var unindexed: String? {
    documents.keys.sorted().first {
      FolderPath.isYAML($0) && !SourceFile(path: $0, bytes: []).isAppFile
        && !siblings.holds(FolderPath.folder(of: $0))
    }
  }

  /// Indexes the folder of an open document the index does not hold yet (all at once), or
  /// else asks the disk about `count` more kept files (a pass over all of them starts after
  /// each check); once the pass ends, publishes the diagnostics that what it found changed.
  package mutating func checkDisk(_ count: Int) -> [JSONValue] {
    guard checksDisk else { return [] }
    if let document = unindexed {
      reader(workspace).indexSiblings(of: document)
      return []
    }
    // A pass started before the last check may have asked about a file before it changed:
    // a check during a pass makes the next one due.
    var pass: KeptFiles.Sweep
    if let started = sweep.pass {
      pass = started
    } else {
      pass = kept.startSweep()
      sweep.due = false
    }
    kept.sweep(&pass, count: count)
    let changes = kept.takeChanged()
    if !changes.isEmpty {
      tellIndex(changes)
      sweep.found = true
    }
    sweep.pass = pass.isDone ? nil : pass
    guard pass.isDone, sweep.found else { return [] }
    unpublished.any = true
    return publish()
  }

  /// Before a check without a watcher: asks the disk about every kept folder, and about the
  /// kept files of each that changed, and tells the index what changed.
  mutating func noticeChangesOnDisk() {
    guard !kept.watched else { return }
    if !stamped {
      stamped = documents.keys.contains { kept.base.stamp(of: FolderPath.folder(of: $0)) != nil }
    }
    kept.checkListings()
    var changes = kept.takeChanged()
    if !changes.folders.isEmpty {
      var pass = kept.startSweep(in: Set(changes.folders))
      kept.sweep(&pass, count: .max)
      changes.files += kept.takeChanged().files
    }
    tellIndex(changes)
  }

  /// After a check: tells the index of the files the check found changed (read afresh, but
  /// perhaps missed by the index while checking: the pass that follows publishes again),
  /// and makes a pass over the kept files due.
  mutating func checked() {
    let changes = kept.takeChanged()
    tellIndex(changes)
    sweep.found = !changes.isEmpty
    sweep.due = !kept.watched && stamped
    walked.formUnion(documents.keys.map { FolderPath.folder(of: $0) })
  }

  /// Tells the index and what is kept of loads of changed files; right fixes are found again.
  private mutating func tellIndex(_ changes: KeptFiles.Changes) {
    guard !changes.isEmpty else { return }
    fixesChecked.removeAll()
    diskChanged = true
    if changes.folders.isEmpty { loads.changed(changes.files) } else { loads.forget() }
    siblings.relisted(changes.folders)
    siblings.changed(changes.files)
  }
}
