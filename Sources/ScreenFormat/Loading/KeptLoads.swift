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
    /// The files told changed since the load.
    var changed: Set<String> = []
  }

  private let entries = Mutex<[String: Entry]>([:])
  private let reuseCount = Mutex(0)

  /// None kept.
  package init() {}

  /// How many loads are kept.
  package var count: Int { entries.withLock { $0.count } }

  /// Files whose bytes may have changed: a kept load is reused after this only when the
  /// file is its own.
  package func changed(_ paths: [String]) {
    guard !paths.isEmpty else { return }
    entries.withLock { entries in
      for key in entries.keys { entries[key]?.changed.formUnion(paths) }
    }
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
    entries.withLock { $0[key] = entry }
    if reused { reuseCount.withLock { $0 += 1 } }
  }
}
