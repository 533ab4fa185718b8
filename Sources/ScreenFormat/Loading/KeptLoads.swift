import ScreenModel
import Synchronization
import YAMLTree

/// Screen files' loads as they were last checked, kept by a caller that loads the same files
/// again and again and is told of every change (the language server): after an edit of a
/// screen file that changes neither what it reaches nor what the other files are checked
/// against, its next load re-decodes that file alone and checks it against what was kept
/// (``AppAssembler/reassemble(_:replacing:with:)``), so a keystroke in a start screen that
/// reaches 10,000 screens costs that screen, not the app. The diagnostics are the ones a
/// full load gives.
///
/// It stays right only while the caller tells it of every change: ``changed(_:)`` for each
/// file whose bytes may have changed (an open document edited, a file changed on disk), and
/// ``forget()`` when it cannot say which (a folder's listing changed). A kept load is reused
/// only when nothing but its own file changed since. Loads on several threads may share one.
///
/// ```swift
/// let loads = KeptLoads()
/// reader.keptLoads = loads     // each new reader of the same files reuses them
/// loads.changed([edited])      // after each edit of a document
/// ```
package final class KeptLoads: Sendable {
  /// One screen file's load.
  struct Entry: Sendable {
    /// The folder, as the load named it.
    var folder: String
    /// The files loaded, in the order checked, and the screen file's own place among them.
    var files: [SourceFile]
    var own: Int
    var kept: AppAssembler.Kept
    var limits: ParseLimits
    var collectTexts: Bool
    /// When it was kept, on the clock of changes told (``Changes``).
    var keptAt = 0
  }

  /// The changes told, as a clock and the two latest changes of different files: whether
  /// a file other than `own` changed since a time is then asked without walking the kept
  /// loads (an app of thousands keeps thousands, and every keystroke tells a change).
  package struct Changes: Sendable {
    /// How many times ``KeptLoads/changed(_:)`` was told of files.
    package var now = 0
    /// The file told last, and when.
    package var latest: (path: String, at: Int)?
    /// The latest change of a file other than `latest`'s, and when.
    package var before: (path: String, at: Int)?

    /// No change told.
    package init() {}

    /// Tells of a change of each of `paths`, at one new time.
    package mutating func tell(_ paths: [String]) {
      now += 1
      for path in paths {
        if latest?.path == path {
          latest?.at = now
        } else {
          before = latest
          latest = (path, now)
        }
      }
    }

    /// Whether a file other than `own` was told changed after `time`.
    package func otherChanged(than own: String, after time: Int) -> Bool {
      let other = latest?.path == own ? before : latest
      return (other?.at ?? 0) > time
    }
  }

  private let entries = Mutex<[String: Entry]>([:])
  private let changes = Mutex(Changes())
  private let reuseCount = Mutex(0)

  /// None kept.
  package init() {}

  /// How many loads are kept.
  package var count: Int { entries.withLock { $0.count } }

  /// Files whose bytes may have changed: a kept load is reused after this only when the
  /// file is its own.
  package func changed(_ paths: [String]) {
    guard !paths.isEmpty else { return }
    changes.withLock { $0.tell(paths) }
  }

  /// Whether a file other than `own` was told changed since `entry` was kept.
  func otherChanged(than own: String, since entry: Entry) -> Bool {
    changes.withLock { $0.otherChanged(than: own, after: entry.keptAt) }
  }

  /// Forgets every load kept.
  package func forget() {
    entries.withLock { $0.removeAll() }
  }

  /// The load kept under `key`, no longer kept.
  func take(_ key: String) -> Entry? { entries.withLock { $0.removeValue(forKey: key) } }

  /// How many loads were redone from a kept one rather than in full.
  package var reuses: Int { reuseCount.withLock { $0 } }

  /// Keeps a load under `key`; `reused` when it was redone from the one kept.
  func keep(_ key: String, _ entry: Entry, reused: Bool = false) {
    var entry = entry
    entry.keptAt = changes.withLock { $0.now }
    entries.withLock { $0[key] = entry }
    if reused { reuseCount.withLock { $0 += 1 } }
  }
}
