/// Where a screen or `app.yaml` was written, kept when a load asks for it, for tools that
/// report at the keys of a loaded app. The values do not read it: the format layer puts its
/// tree here and reads it back, and where a file was written changes nothing it means, so
/// every written source is equal.
package struct WrittenSource: Sendable, Hashable {
  /// What the format layer kept.
  package let tree: any Sendable

  /// Keeps what the format layer read.
  package init(_ tree: any Sendable) { self.tree = tree }

  /// Every written source is equal.
  package static func == (a: WrittenSource, b: WrittenSource) -> Bool { true }

  /// Hashes nothing (every written source is equal).
  package func hash(into hasher: inout Hasher) {}
}
