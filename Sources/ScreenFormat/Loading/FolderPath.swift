import Basics
import ScreenModel

/// Path text as loading spells it: `folder/name` joined and split without touching a file.
/// One file is always spelled one way (`./posts.yaml` → `posts.yaml`).
package enum FolderPath {
  /// A path with `//` and `./` parts removed and a trailing `/` dropped, keeping `..` as
  /// written: `./posts.yaml` → `posts.yaml`, `Screens//posts.yaml` → `Screens/posts.yaml`.
  package static func normalized(_ path: String) -> String {
    guard !path.isEmpty else { return path }
    let absolute = path.hasPrefix("/")
    let joined = path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// The path with each `folder/..` taken out (`Scenarios/../Screens` → `Screens`), as
  /// long as `folder` is not a symbolic link (`isLink`), whose `..` is elsewhere.
  package static func collapsingParents(_ path: String, unless isLink: (String) -> Bool)
    -> String
  {
    let absolute = path.hasPrefix("/")
    var kept: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "..", let last = kept.last, last != "..",
        !isLink((absolute ? "/" : "") + kept.joined(separator: "/"))
      {
        kept.removeLast()
      } else {
        kept.append(part)
      }
    }
    let joined = kept.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// `folder/name`, without a leading `./`.
  package static func join(_ folder: String, _ name: String) -> String {
    if folder == "." || folder.isEmpty { return name }
    if name.hasPrefix("/") { return name }
    // One string of the right size: a folder of thousands of files joins each name.
    let slash = !folder.hasSuffix("/")
    var joined = ""
    joined.reserveCapacity(folder.utf8.count + name.utf8.count + (slash ? 1 : 0))
    joined += folder
    if slash { joined += "/" }
    joined += name
    return joined
  }

  /// The folder holding a path: `Screens/posts.yaml` → `Screens`, `posts.yaml` → `.`.
  package static func folder(of path: String) -> String {
    // Sought as a byte, as the system splits a path: by characters it cost about 6,000
    // instructions a path, the language server's keystrokes asking it thousands of times.
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last part of a path.
  package static func lastPart(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  /// Whether a name holds a character that ``VisibleText`` escapes (a control, bidi or
  /// invisible one), which no file or snapshot name may: it would reach every line that
  /// names it. Checked by bytes first, as it runs for every file of a large folder.
  package static func holdsUnsafeCharacter(_ name: String) -> Bool {
    VisibleText.firstHidden(in: name) != nil
  }

  /// Whether a file name is a YAML file's.
  package static func isYAML(_ name: String) -> Bool {
    // Compared as bytes: a file name is bytes, and `hasSuffix` compares characters (a
    // large folder's listing asked it 10,000 times on the one thread that lists it).
    let bytes = name.utf8
    return bytes.last == UInt8(ascii: "l")
      && (bytes.reversed().starts(with: "lmay.".utf8) || bytes.reversed().starts(with: "lmy.".utf8))
  }
}
