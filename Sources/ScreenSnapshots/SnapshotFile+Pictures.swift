import ScreenDrawing
import ScreenModel

/// Picture snapshots' files. A reference `NAME.svg` is the SVG document alone, byte for
/// byte what `render --format svg` prints, so it opens in a browser and diffs line by line.
/// A pending `NAME.svg.new` starts with one XML comment that records the fingerprint of the
/// reference it was compared with (`none` when there was none); the comment is not part
/// of the picture and is removed when it is accepted:
///
/// ```
/// <!-- screenspec-pending base: 3f2a9c0d1e4b5a69 -->
/// <svg xmlns="http://www.w3.org/2000/svg" width="375" …
/// ```
extension SnapshotFile {
  /// What this snapshot records, from its `format` header (text when it names none).
  package var format: OutputFormat {
    self[.format].flatMap(OutputFormat.init(snapshotted:)) ?? .text
  }

  /// The start of the comment that opens a pending picture.
  static let pendingPictureMark = "<!-- screenspec-pending base: "

  /// A reference file's text as a snapshot of `actual`'s kind: a `.snap` file read with
  /// its header, or a picture whose header is taken to be `actual`'s (a picture's file
  /// holds none, so only its SVG is compared). Nil when a `.snap` file is not one.
  static func reference(_ text: String, like actual: SnapshotFile) -> SnapshotFile? {
    guard actual.format == .svg else { return SnapshotFile(text: text) }
    var file = SnapshotFile(header: actual.header, body: text)
    file.hadCRLF = text.unicodeScalars.contains("\r")
    return file
  }

  /// A pending file's text: this snapshot and the fingerprint of the reference it was
  /// compared with (`base`, nil when there was none), so accepting can refuse when the
  /// reference has changed since.
  func pendingText(base: String?) -> String {
    let fingerprint = base.map(SnapshotStore.fingerprint) ?? "none"
    guard format == .svg else {
      var file = self
      file.header.append((Key.base.rawValue, fingerprint))
      return file.text
    }
    return SnapshotFile.pendingPictureMark + fingerprint + " -->\n" + body
  }

  /// A pending file read back: the snapshot it holds, without its `base`, and that
  /// fingerprint (`none` when it names none). Nil when it is not a pending file of the
  /// format.
  static func pending(_ text: String, format: OutputFormat) -> (
    file: SnapshotFile, base: String
  )? {
    guard format == .svg else {
      guard var file = SnapshotFile(text: text) else { return nil }
      let base = file[.base] ?? "none"
      file.header.removeAll { $0.key == Key.base.rawValue }
      return (file, base)
    }
    let lines = text.replacingCRLF().split(separator: "\n", maxSplits: 1)
    guard let first = lines.first, first.hasPrefix(pendingPictureMark), first.hasSuffix(" -->")
    else { return nil }
    let base = first.dropFirst(pendingPictureMark.count).dropLast(4)
    let body = lines.count > 1 ? String(lines[1]) : ""
    return (
      SnapshotFile(header: [(Key.format.rawValue, format.rawValue)], body: body), String(base)
    )
  }
}
