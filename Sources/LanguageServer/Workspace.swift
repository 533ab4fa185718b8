import Basics
import ScreenChecks
import ScreenModel
import YAMLTree

/// The files as the editor sees them at one moment (open documents over the disk), with
/// what requests need of them: a file's text and tree, the URI to name it by. One is made
/// for each message and dropped after it, so what it caches never goes stale.
package final class Workspace {
  /// The files, open documents first.
  package let files: OverlayFiles
  /// The URIs the editor opened documents by, by path.
  package let documents: [String: String]
  /// Whether the client takes a `RenameFile` in a workspace edit.
  package let renamesFiles: Bool
  private var texts: [String: TextPositions] = [:]
  private var bytes: [String: [UInt8]] = [:]
  /// The lines' starts the open documents keep (``LanguageServer/Document/lines``).
  private let lines: [String: [Int]]

  package init(
    files: OverlayFiles, documents: [String: String], renamesFiles: Bool,
    lines: [String: [Int]] = [:]
  ) {
    self.files = files
    self.documents = documents
    self.renamesFiles = renamesFiles
    self.lines = lines
  }

  /// A file's bytes (empty when it cannot be read).
  package func bytes(_ path: String) -> [UInt8] {
    if let known = bytes[path] { return known }
    let file = files.read(path, limit: ParseLimits.default.maxBytes)
    let found = file.size == nil ? file.bytes : []
    bytes[path] = found
    return found
  }

  /// A file's lines, to convert positions.
  package func positions(_ path: String) -> TextPositions {
    if let known = texts[path] { return known }
    let text = bytes(path)
    // A document's kept starts are its text's (the overlay reads the document first), but
    // for a document over the size limit, read as empty.
    let kept = lines[path].flatMap { ($0.last ?? 0) <= text.count ? $0 : nil }
    let found = kept.map { TextPositions(text, starts: $0) } ?? TextPositions(text)
    texts[path] = found
    return found
  }

  /// The URI to name a file by: the editor's own for an open document.
  package func uri(_ path: String) -> String { documents[path] ?? DocumentURI.uri(of: path) }
}
