import Basics

/// The files of a bundle that ScreenSpec owns: what `import` read from it (or kept) and
/// what `export` last wrote into it, listed in the app at `.screenspec/bundle-files` with
/// the bundle they are of and a fingerprint of each file's bytes as ScreenSpec last read or
/// wrote them.
///
/// Export removes from that bundle a file it owns and no longer writes (a pane or language
/// removed from the app), and never touches any other file (an image, a file of the
/// app's own); into another bundle it removes nothing. A file it owns that changed on disk
/// since (a hand edit) stops it before it writes anything. The list is the bundle's path
/// relative to the app folder, then one file a line, its fingerprint (``fingerprint(_:)``,
/// 16 hexadecimal digits), two spaces and its path relative to the bundle:
///
/// ```
/// # The files of the bundle that 'screenspec import' read and 'export' wrote.
/// bundle: ../Settings.bundle
/// 3f9ac1d5e2b07a64  Root.plist
/// 0b6e55a1c9d3f812  de.lproj/Root.strings
/// ```
///
/// An older list, a path a line and no bundle, is read too: its files are owned in any
/// bundle, and none of them has a fingerprint to check.
package enum OwnedFiles {
  /// The list's path, relative to the app folder (hidden: loading never reads it).
  package static let path = ".screenspec/bundle-files"

  /// A file the list holds.
  package struct Entry: Equatable, Sendable {
    /// Its path, relative to the bundle.
    package var path: String
    /// The fingerprint of its bytes as ScreenSpec last read or wrote them; nil in an older
    /// list.
    package var fingerprint: UInt64?

    /// The entry of `path`, with its fingerprint if known.
    package init(_ path: String, fingerprint: UInt64? = nil) {
      self.path = path
      self.fingerprint = fingerprint
    }
  }

  /// What the list says: the bundle and the files of it ScreenSpec owns.
  package struct List: Equatable, Sendable {
    /// The bundle's path relative to the app folder; nil in an older list (or none).
    package var bundle: String?
    /// The files, each once, in byte order of their paths.
    package var entries: [Entry]

    /// The list of `entries` of the bundle at `bundle`.
    package init(bundle: String?, entries: [Entry]) {
      self.bundle = bundle
      var seen = Set<String>()
      self.entries = entries.filter { seen.insert($0.path).inserted }.sorted {
        $0.path.utf8.lexicographicallyPrecedes($1.path.utf8)
      }
    }

    /// The paths of the files, in byte order.
    package var paths: [String] { entries.map(\.path) }

    /// The files export owns when it writes into the bundle at `bundle` (relative to the
    /// app folder; nil when it cannot be said, a new folder): all of them in the bundle the
    /// list is of, or in any for an older list that names none; else none.
    package func owned(inBundle bundle: String?) -> [Entry] {
      self.bundle == nil || self.bundle == bundle ? entries : []
    }
  }

  /// The line that starts the bundle's path.
  static let bundlePrefix = "bundle: "

  /// The list's bytes: a comment line, the bundle's line, then a line a file.
  package static func bytes(_ list: List) -> [UInt8] { bytes([list]) }

  /// The lists' bytes: a comment line, then each bundle's line and a line a file.
  package static func bytes(_ lists: [List]) -> [UInt8] {
    var text = "# The files of the bundle that 'screenspec import' read and 'export' wrote.\n"
    for list in lists {
      if let bundle = list.bundle { text += bundlePrefix + bundle + "\n" }
      for entry in list.entries {
        text += entry.fingerprint.map { Fingerprint.hexadecimal($0) + "  " } ?? ""
        text += entry.path + "\n"
      }
    }
    return Array(text.utf8)
  }

  /// `lists` with `list` in place of the one of its bundle (or added at the end); a list
  /// of no bundle named (an older one) gives way to any.
  package static func merged(_ list: List, into lists: [List]) -> [List] {
    guard list.bundle != nil else { return [list] }
    var out = lists.filter { $0.bundle != nil }
    if let index = out.firstIndex(where: { $0.bundle == list.bundle }) {
      out[index] = list
    } else {
      out.append(list)
    }
    return out
  }

  /// The files export owns when it writes into the bundle at `bundle` (relative to the app
  /// folder; nil for a new folder): those of the list of that bundle; else, with an older
  /// list of no bundle named, its files; else none.
  package static func owned(in lists: [List], bundle: String?) -> [Entry] {
    if let bundle, let list = lists.first(where: { $0.bundle == bundle }) { return list.entries }
    return lists.first { $0.bundle == nil }?.entries ?? []
  }

  /// What a list's bytes say of the first bundle they name (``lists(_:)``).
  package static func list(_ bytes: [UInt8]) -> List {
    lists(bytes).first ?? List(bundle: nil, entries: [])
  }

  /// What a list's bytes say, a list a bundle: each `bundle:` line starts one, and the
  /// files before any (an older list's, a path a line) are of no bundle named. Comment and
  /// blank lines aside, and any path that would leave the bundle.
  package static func lists(_ bytes: [UInt8]) -> [List] {
    var lists: [List] = []
    var bundle: String?
    var entries: [Entry] = []
    var started = false
    func close() {
      if started || !entries.isEmpty { lists.append(List(bundle: bundle, entries: entries)) }
    }
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init) {
      if line.hasPrefix("#") || line.isEmpty { continue }
      if line.hasPrefix(bundlePrefix) {
        close()
        (bundle, entries, started) = (String(line.dropFirst(bundlePrefix.count)), [], true)
        continue
      }
      let entry = self.entry(line)
      if isInBundle(entry.path) { entries.append(entry) }
    }
    close()
    return lists
  }

  /// One file's line: a fingerprint (16 lowercase hexadecimal digits), two spaces and the
  /// path, or the path alone.
  static func entry(_ line: String) -> Entry {
    let digits = line.prefix(16)
    guard line.dropFirst(16).hasPrefix("  "), digits.count == 16,
      digits.allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
      let value = UInt64(digits, radix: 16)
    else { return Entry(line) }
    return Entry(String(line.dropFirst(18)), fingerprint: value)
  }

  /// Whether `path` stays in the bundle: not empty, not absolute, no `..`.
  static func isInBundle(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
  }

  /// The owned files export no longer writes, in byte order: to remove from the bundle.
  package static func removed(owned: [String], writing: Set<String>) -> [String] {
    Set(owned).subtracting(writing).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The fingerprint the list keeps of a file (``Fingerprint/of(_:)``).
  package static func fingerprint(_ bytes: [UInt8]) -> UInt64 { Fingerprint.of(bytes) }

  /// The owned files (`owned`) that changed since ScreenSpec last read or wrote them, which
  /// export would overwrite (`writing`, with the bytes it writes) or remove (`removing`),
  /// in byte order: each whose bytes now (`current`, nil when it is not there) differ from
  /// its fingerprint and from what export writes. A file without a fingerprint is not
  /// checked.
  package static func changed(
    _ owned: [Entry], writing: [String: [UInt8]], removing: Set<String>,
    current: (String) -> [UInt8]?
  ) -> [String] {
    owned.filter { entry in
      guard let fingerprint = entry.fingerprint,
        writing[entry.path] != nil || removing.contains(entry.path),
        let now = current(entry.path), now != writing[entry.path]
      else { return false }
      return Self.fingerprint(now) != fingerprint
    }.map(\.path)
  }

  /// The path of `target` relative to `folder`, both canonical (absolute, no link, `.` or
  /// `..`), by their common components: `../Settings.bundle` for a bundle beside the app.
  package static func relative(_ target: String, from folder: String) -> String {
    let from = folder.split(separator: "/")
    let to = target.split(separator: "/")
    var common = 0
    while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
    let parts =
      Array(repeating: "..", count: from.count - common) + to.dropFirst(common).map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}

extension BundleImport.Result {
  /// The files of the bundle import read or kept: the ones export owns after it.
  package var ownedFiles: [String] {
    Array(plists.keys) + Array(stringsFiles.keys) + (app?.keptFiles.map(\.path) ?? [])
  }
}
