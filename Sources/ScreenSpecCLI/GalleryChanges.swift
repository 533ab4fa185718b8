import ScreenPictures
import ScreenSnapshots

extension GalleryCommand {
  /// The pending snapshots below the folders, each beside its reference: texts with the
  /// changed lines marked, pictures side by side; nil when there are none.
  static func changesPage(_ folders: [String]) -> String? {
    let pending = SnapshotFolder.pendingFiles(under: Array(Set(folders)).sorted())
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
  private static func pictures(_ old: String?, _ new: String, name: String) -> String {
    "<table class=\"diff pictures\"><tr><th>reference</th><th>pending</th></tr><tr><td>"
      + (old.map { HTMLPage.picture($0, alt: name + " (reference)") } ?? "(none)")
      + "</td><td>" + HTMLPage.picture(new, alt: name + " (pending)") + "</td></tr></table>\n"
  }

  /// A pending text beside its reference, the changed lines marked on each side.
  private static func texts(_ old: String, _ new: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The snapshot diff's script, within its budget (a pending file beside a committed
    // reference of junk marks every line between their common start and end).
    let (removed, inserted) = TextDiff.changedLines(a, b)
    func column(_ lines: [String], _ marked: Set<Int>) -> String {
      lines.enumerated().map { index, line in
        // Each line isolated (its own direction, from its first letter), so an Arabic
        // line's parentheses and numbers stay where the snapshot has them.
        "<div\(marked.contains(index) ? " class=\"changed\"" : "")><bdi>\(HTMLPage.escaped(line).isEmpty ? " " : HTMLPage.escaped(line))</bdi></div>"
      }.joined()
    }
    return "<table class=\"diff\"><tr><th>reference</th><th>pending</th></tr><tr><td>"
      + (a.isEmpty || old.isEmpty ? "(none)" : column(a, removed)) + "</td><td>"
      + column(b, inserted) + "</td></tr></table>\n"
  }
}
