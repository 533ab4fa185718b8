import ScreenPictures

/// The gallery's `changes.html`: each pending snapshot beside its reference, texts with the
/// changed lines marked, pictures side by side.
package enum PendingChangesPage {
  /// The page of the pending snapshots below `folders`; nil when there are none.
  package static func page(under folders: [String]) -> String? {
    page(SnapshotFolder.pendingFiles(under: Array(Set(folders)).sorted()))
  }

  /// The page of `pending`, each read beside its reference; nil when there are none.
  package static func page(_ pending: [PendingSnapshot]) -> String? {
    guard !pending.isEmpty else { return nil }
    var body = "<h1>Pending snapshot changes</h1>\n"
    for item in pending {
      let (new, old) = item.contents()
      body +=
        "<h2>\(HTMLPage.escaped(item.name))</h2>\n<div class=\"path\">\(HTMLPage.escaped(item.path))</div>\n"
      body +=
        item.format == .svg
        ? pictures(old, new ?? "", name: item.name) : texts(old ?? "", new ?? "")
    }
    return HTMLPage.page(title: "Pending snapshot changes", body: body)
  }

  /// A pending picture beside its reference (or "(none)").
  static func pictures(_ old: String?, _ new: String, name: String) -> String {
    "<table class=\"diff pictures\"><tr><th>reference</th><th>pending</th></tr><tr><td>"
      + (old.map { HTMLPage.picture($0, alt: name + " (reference)") } ?? "(none)")
      + "</td><td>" + HTMLPage.picture(new, alt: name + " (pending)") + "</td></tr></table>\n"
  }

  /// A pending text beside its reference, the changed lines marked on each side.
  static func texts(_ old: String, _ new: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The snapshot diff's script, within its budget (a pending file beside a committed
    // reference of junk marks every line between their common start and end).
    let (removed, inserted) = TextDiff.changedLines(a, b)
    return "<table class=\"diff\"><tr><th>reference</th><th>pending</th></tr><tr><td>"
      + (a.isEmpty || old.isEmpty ? "(none)" : column(a, removed)) + "</td><td>"
      + column(b, inserted) + "</td></tr></table>\n"
  }

  /// Lines as a column, the `marked` ones with the class `changed`; each line isolated (its
  /// own direction, from its first letter), so an Arabic line's parentheses and numbers
  /// stay where the snapshot has them.
  private static func column(_ lines: [String], _ marked: Set<Int>) -> String {
    lines.enumerated().map { index, line in
      let escaped = HTMLPage.escaped(line)
      return
        "<div\(marked.contains(index) ? " class=\"changed\"" : "")><bdi>\(escaped.isEmpty ? " " : escaped)</bdi></div>"
    }.joined()
  }
}
