/// A file of the bundle kept as it is (`kept/PATH` in the app).
package struct KeptFile: Sendable, Equatable {
  /// The path in the bundle.
  package var path: String
  /// The bytes.
  package var bytes: [UInt8]

  /// Creates a kept file.
  package init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// The folder of the app that holds them.
  package static let folder = "kept"
}
