import Basics
import ScreenModel
import Synchronization
import YAMLTree

/// Files already parsed and decoded, kept from one load to the next by a caller that loads
/// the same files again and again (the language server, on every keystroke): a file whose
/// bytes and settings are the ones it was decoded with is not parsed again, so a change
/// costs the files it touches, not the app. A decode depends only on its file, its limits
/// and whether texts are recorded, except through templates: a file whose decode asked for a
/// template is never kept, so a template's change can never leave it stale.
/// Loads on several threads may share one.
///
/// ```swift
/// var settings = AppReader.Settings()
/// settings.decodeCache = DecodeCache()  // each new reader of the same files reuses it
/// let reader = AppReader(files: files, settings: settings)
/// ```
package final class DecodeCache: Sendable {
  private struct Kept: Sendable {
    var file: SourceFile
    var limits: ParseLimits
    var collectTexts: Bool
    var decoded: AppAssembler.DecodedFile
    /// For `app.yaml`: what an edit of it is decoded from (``AppFileBase``).
    var app: AppFileBase?
  }

  private let kept = Mutex<[String: Kept]>([:])
  /// What each file was last searched for, and whether it was found.
  private let spliceCount = Mutex(0)
  /// The edit of each `app.yaml` since its last decode, when its editor told it
  /// (``edited(_:_:)``), and how many splices were made from one.
  private let edits = Mutex<(found: [String: TextEdit], used: Int)>(([:], 0))
  private let searches = Mutex<[String: (bytes: [UInt8], words: [UInt8], found: Bool)]>([:])

  /// An empty cache.
  package init() {}

  /// How many decodes are kept.
  package var count: Int { kept.withLock { $0.count } }

  /// The decode of `file` with these settings: the kept one when its file is the same,
  /// else `decode()`'s, kept for the next time when nothing but the file decides it.
  package func decoded(
    _ file: SourceFile, limits: ParseLimits, collectTexts: Bool,
    _ decode: () -> AppAssembler.DecodedFile
  ) -> AppAssembler.DecodedFile {
    if let found = kept.withLock({ $0[file.path] }), found.collectTexts == collectTexts,
      found.limits == limits, found.file == file
    {
      return found.decoded
    }
    if file.isAppFile {
      return decodedApp(file, limits: limits, collectTexts: collectTexts)
    }
    let decoded = decode()
    guard file.unreadable == nil, !decoded.consultedTemplates else { return decoded }
    let entry = Kept(file: file, limits: limits, collectTexts: collectTexts, decoded: decoded)
    kept.withLock { $0[file.path] = entry }
    return decoded
  }

  /// How many decodes of `app.yaml` were made from the last one by splicing an edit in
  /// (``AppFileBase``) rather than in full.
  package var splices: Int { spliceCount.withLock { $0 } }

  /// How many splices of `app.yaml` were made from an edit told (``edited(_:_:)``).
  package var editsUsed: Int { edits.withLock { $0.used } }

  /// Tells what changed of the file at `path` (nil: not known), so that its next decode
  /// need not compare the texts; an edit that does not follow the last told is kept alone.
  package func edited(_ path: String, _ edit: TextEdit?) {
    edits.withLock { edits in
      guard let edit else { return edits.found[path] = nil }
      if var last = edits.found[path], last.then(edit) {
        edits.found[path] = last
      } else {
        edits.found[path] = edit
      }
    }
  }

  /// What an edit of `app.yaml` at `path` would be decoded from.
  func appBase(_ path: String) -> AppFileBase? { kept.withLock { $0[path]?.app } }

  /// `app.yaml` decoded from the last decode of it when the edit since splices in, else in
  /// full; kept with what its next edit is decoded from.
  private func decodedApp(_ file: SourceFile, limits: ParseLimits, collectTexts: Bool)
    -> AppAssembler.DecodedFile
  {
    // Taken out, so that what it holds is changed in place rather than copied.
    var base = kept.withLock { kept in
      let base = kept[file.path]?.app
      kept[file.path] = nil
      return base
    }
    // Taken at every decode, so that it is never taken for an edit of a text decoded since.
    let edit = edits.withLock { $0.found.removeValue(forKey: file.path) }
    let told = base.map { edit?.isEdit(from: $0.tree.bytes, to: file.bytes) == true } ?? false
    var decoded = base?.decode(file, limits: limits, collectTexts: collectTexts, edit: edit)
    if decoded != nil, told { edits.withLock { $0.used += 1 } }
    if decoded == nil {
      // A base the edit did not splice into is kept while the file stays broken (no base
      // of its own): the edit that mends it is spliced into the last text that parsed.
      let last = base?.tree.bytes == file.bytes ? nil : base
      (decoded, base) = AppFileBase.decode(file, limits: limits, collectTexts: collectTexts)
      base = base ?? last
    } else {
      spliceCount.withLock { $0 += 1 }
    }
    let found = decoded ?? AppAssembler.decode(file, limits: limits, collectTexts: collectTexts)
    if file.unreadable == nil {
      let entry = Kept(
        file: file, limits: limits, collectTexts: collectTexts, decoded: found, app: base)
      kept.withLock { $0[file.path] = entry }
    }
    return found
  }

  /// Whether a file's bytes mention `words` (what a screen file's load looks for in its
  /// siblings, as one value): the answer kept from the last search of the same bytes for
  /// the same words, else `search()`'s, kept.
  package func searched(_ file: SourceFile, for words: [UInt8], _ search: () -> Bool) -> Bool {
    if let last = searches.withLock({ $0[file.path] }), last.words == words,
      last.bytes == file.bytes
    {
      return last.found
    }
    let found = search()
    searches.withLock { $0[file.path] = (file.bytes, words, found) }
    return found
  }

  /// Forgets every decode (the files beneath changed in a way the caller cannot tell).
  package func removeAll() {
    kept.withLock { $0.removeAll() }
    searches.withLock { $0.removeAll() }
    edits.withLock { $0.found.removeAll() }
  }

}
