import Basics
import PropertyList

extension BundleWalk {
  /// The plists outside `.lproj` folders (eight folders deep at most) that no pane opens and
  /// that are panes of their own, by name without `.plist`: not a device's variant
  /// (`~ipad`, `~iphone`), nor an in-app plist (`.inApp`), nor one already read.
  func unopenedPlists(_ source: some BundleSource) -> [String] {
    var found: [String] = []
    var folders: [(String, Int)] = [("", 0)]
    while let (folder, depth) = folders.popLast() {
      for name in source.list(folder) {
        let path = folder.isEmpty ? name : folder + "/" + name
        if name.hasSuffix(".plist") {
          let base = String(path.dropLast(".plist".count))
          guard sources[path] == nil, !base.hasSuffix("~ipad"), !base.hasSuffix("~iphone"),
            !base.hasSuffix(".inApp"), Self.staysInside(base)
          else { continue }
          found.append(base)
        } else if !name.hasSuffix(".lproj"), name != "..", name != ".", depth < 8,
          !source.list(path).isEmpty
        {
          folders.append((path, depth + 1))
        }
      }
    }
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The plist of the bundle whose name (without `.plist`, in `File`'s form) is nearest to
  /// a `File` that names none, when one is near (`advanced` for `Advanced.plist`).
  func nearestPlist(to file: String, _ source: some BundleSource) -> String? {
    let slash = file.lastIndex(of: "/")
    let folder = slash.map { String(file[..<$0]) } ?? ""
    let names = source.list(folder).filter { $0.hasSuffix(".plist") }.map {
      (folder.isEmpty ? "" : folder + "/") + String($0.dropLast(".plist".count))
    }
    return Suggestion.nearest(to: file, in: names.sorted())
  }

  /// A warning at each plist of the bundle (outside `.lproj` folders, eight folders deep at
  /// most) that the walk did not read or read though no pane opens it, and at each strings
  /// file there (Settings reads strings files only in `LANG.lproj`): nothing in them is
  /// silently dropped.
  func unreached(_ source: some BundleSource) -> [BundleProblem] {
    // Root.plist unread opens nothing: that no pane opens a plist says nothing then.
    var found = (unreadable ? [] : unopenedNames).map {
      BundleProblem(.warning, BundleMessages.unopened, file: $0 + ".plist", at: .generated)
    }
    var folders: [(String, Int)] = [("", 0)]
    while let (folder, depth) = folders.popLast() {
      for name in source.list(folder) {
        let path = folder.isEmpty ? name : folder + "/" + name
        if name.hasSuffix(".plist") {
          if sources[path] == nil {
            let message =
              Self.staysInside(path) ? BundleMessages.unreached : BundleMessages.unreachedUnsafeName
            found.append(BundleProblem(.warning, message, file: path, at: .generated))
          }
        } else if name.hasSuffix(".strings"), !folder.isEmpty {
          found.append(
            BundleProblem(
              .warning, BundleMessages.stringsOutsideLanguage, file: path, at: .generated))
        } else if !name.hasSuffix(".lproj"), name != "..", name != ".", depth < 8,
          !source.list(path).isEmpty
        {
          folders.append((path, depth + 1))
        }
      }
    }
    return found.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
  }
}
