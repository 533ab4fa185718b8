import Basics
import YAMLTree

extension SourceTree {
  /// Where a key of the screen is written: the screen's own key, a section's (`section`),
  /// or a row's (`section` and `row`, counted as the loaded screen counts them: a screen's
  /// top-level `rows` or `choices` is its one section). A key that is not written (a
  /// default) is placed at its row, section or screen.
  package func mark(section: Int?, row: Int?, key: String) -> Mark {
    var node: Node? = root
    if let section {
      if let sections = Self.value("sections", in: root)?.sequence {
        node = sections.indices.contains(section) ? sections[section] : root
      }
      if let row {
        let rows = Self.value("rows", in: node) ?? Self.value("choices", in: node)
        if let items = rows?.sequence, items.indices.contains(row) { node = items[row] }
      }
    }
    return (Self.key(key, in: node) ?? node ?? root).mark
  }
}
