import Foundation

/// A new folder in the temporary folder for a test, holding files of its own.
enum TemporaryFolder {
  /// A new folder named `name` (in a folder of its own), holding `files` (path to text);
  /// its path.
  static func make(_ name: String, _ files: [String: String] = [:]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "settings-bundle-tests-\(UUID().uuidString)/\(name)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root.path
  }
}
