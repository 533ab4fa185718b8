import Basics
import ScreenModel
import YAMLTree

/// Where a screen or `app.yaml` was written: its file's path, its tree with every template
/// expanded, and where the nodes templates put in came from. Kept only when a load asks for
/// it (``AppReader/keepsSources``), for tools that report at the keys of a loaded app
/// (`export`), which then never parse or decode the file again.
package final class SourceTree: Sendable, Hashable {
  /// The file's path, as loaded.
  package let path: String
  /// The tree, templates expanded (every item of a top-level `rows` in it).
  package let root: Node
  /// Where the nodes templates put in came from.
  let origins: TemplateOrigins

  init(path: String, root: Node, origins: TemplateOrigins = TemplateOrigins()) {
    self.path = path
    self.root = root
    self.origins = origins
  }

  /// A diagnostic at a mark of the tree, with the path of the file it belongs in: a mark a
  /// template put in is moved to that template, with a note at each use that led there.
  package func placed(_ diagnostic: Diagnostic) -> (path: String, diagnostic: Diagnostic) {
    TemplateExpansion.placed(diagnostic, origins: origins) ?? (path, diagnostic)
  }

  /// The value at a key of a mapping node.
  package static func value(_ key: String, in node: Node?) -> Node? {
    node?.mapping?.first { $0.key.scalar?.text == key }?.value
  }

  /// The key node of a key of a mapping node.
  package static func key(_ key: String, in node: Node?) -> Node? {
    node?.mapping?.first { $0.key.scalar?.text == key }?.key
  }

  /// Where a file was written changes nothing it means: every source is equal.
  package static func == (a: SourceTree, b: SourceTree) -> Bool { true }

  /// Hashes nothing (every source is equal).
  package func hash(into hasher: inout Hasher) {}
}
