/// The files of a bundle that ScreenSpec owns: what `import` read from it (or kept) and
/// what `export` last wrote into it, listed in the app at `.screenspec/bundle-files`.
///
/// Export removes from the bundle a file it owns and no longer writes (a pane or language
/// removed from the app), and never touches any other file (an image, a file of the
/// app's own). The list is one path a line, relative to the bundle, after a comment line:
///
/// ```
/// # The files of the bundle that 'screenspec import' read and 'export' wrote.
/// Root.plist
/// de.lproj/Root.strings
/// ```
package enum OwnedFiles {
  /// The list's path, relative to the app folder (hidden: loading never reads it).
  package static let path = ".screenspec/bundle-files"

  /// The list's bytes: the paths once each, in byte order.
  package static func bytes(_ paths: some Sequence<String>) -> [UInt8] {
    let sorted = Set(paths).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let header = "# The files of the bundle that 'screenspec import' read and 'export' wrote.\n"
    return Array((header + sorted.map { $0 + "\n" }.joined()).utf8)
  }

  /// The paths a list holds (comment and blank lines aside, and any path that would leave
  /// the bundle).
  package static func paths(_ bytes: [UInt8]) -> [String] {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter {
      !$0.hasPrefix("#") && !$0.isEmpty && !$0.hasPrefix("/")
        && !$0.split(separator: "/").contains("..")
    }
  }

  /// The owned files export no longer writes, in byte order: to remove from the bundle.
  package static func removed(owned: [String], writing: Set<String>) -> [String] {
    Set(owned).subtracting(writing).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}

extension BundleImport.Result {
  /// The files of the bundle import read or kept: the ones export owns after it.
  package var ownedFiles: [String] {
    Array(plists.keys) + Array(stringsFiles.keys) + (app?.keptFiles.map(\.path) ?? [])
  }
}
