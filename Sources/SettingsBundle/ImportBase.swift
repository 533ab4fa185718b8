import ScreenFormat
import YAMLTree

/// What `import` wrote, kept in the app it wrote: `.screenspec/import-base/PATH`, every file
/// byte for byte. `import --update` tells the app's changes from the bundle's by it. The
/// folder is hidden, so loading, `check` and snapshots never read it.
package enum ImportBase {
  /// The base's folder, relative to the app folder.
  package static let folder = ".screenspec/import-base"

  /// The files an import writes, by path relative to the app folder, in the order to write
  /// them: the screens, tables and kept files (the base holds the same).
  package static func files(_ app: ImportedApp) -> [(path: String, bytes: [UInt8])] {
    app.files.map { ($0.path, Array($0.text.utf8)) } + app.keptFileBytes
  }

  /// The start screen's title the base was imported with: the `title` of the screen that
  /// its `app.yaml` starts with, braces undoubled (nil when the base holds none).
  package static func title(in base: [String: [UInt8]]) -> String? {
    guard let app = base["app.yaml"],
      let start = value(of: "start", in: app),
      let screen = base[start + ".yaml"], let title = value(of: "title", in: screen)
    else { return nil }
    var out = ""
    var previous: Character?
    for character in title {
      if (character == "{" || character == "}") && previous == character {
        previous = nil
        continue
      }
      out.append(character)
      previous = character
    }
    return out
  }

  private static func value(of key: String, in bytes: [UInt8]) -> String? {
    YAMLParser.parse(bytes).root?.mapping?.first { $0.key.scalar?.text == key }?.value.scalar?
      .text
  }
}

extension ImportBase {
  /// The base an earlier import kept in the app folder `out`, by path inside the base
  /// folder: every file sixteen folders deep at most, listed through `files` and read by
  /// `bytes` (as they are, a byte-order mark kept); nil when `out` holds no base folder.
  package static func read(
    in out: String, files: any FileAccess, bytes: (String) -> [UInt8]?
  ) -> [String: [UInt8]]? {
    let base = FolderPath.join(out, folder)
    guard files.kind(of: base) == .directory else { return nil }
    var found: [String: [UInt8]] = [:]
    var folders: [(String, Int)] = [("", 0)]
    while let (relative, depth) = folders.popLast() {
      let here = relative.isEmpty ? base : FolderPath.join(base, relative)
      for entry in (try? files.entries(inFolder: here)) ?? [] {
        let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
        let full = FolderPath.join(base, path)
        switch entry.kind ?? files.kind(of: full) {
        case .file: found[path] = bytes(full)
        case .directory where depth < 16: folders.append((path, depth + 1))
        default: continue
        }
      }
    }
    return found
  }
}
