import PropertyList
import ScreenFormat
import ScreenModel

/// The plists of a bundle reached from `Root.plist` through child panes, each read and
/// checked, before any is mapped.
struct BundleWalk {
  /// One pane as found: its `File` name, and its phone and pad plists (the same when
  /// there is no `~ipad`/`~iphone` variant).
  struct Found {
    var name: String
    var folder: String
    var phone: SettingsPane
    var pad: SettingsPane?
    var phoneFile: String
    var padFile: String?
    /// IASK's `NAME.inApp.plist`, read in the app in place of the others.
    var inApp: SettingsPane?
    var inAppFile: String?
    /// IASK's in-app plists of one device (`NAME~iphone.inApp.plist`,
    /// `NAME~ipad.inApp.plist`), which the app reads on that device before `inApp`.
    var inAppDevices: [DevicePlist] = []
    /// Whether the pane has only in-app plists (`phone` and `pad` are those plists).
    var onlyInApp = false

    /// One device's plist.
    struct DevicePlist {
      var device: Device
      var pane: SettingsPane
      var file: String
    }

    /// The names of the plists read, without the folder the pane's name has (`Licences/`
    /// of `Licences/MIT`), when other than `NAME.plist`: a device's or IASK's variant, or a
    /// `Root.plist` read from a `LANG.lproj` folder.
    var files: [String]? {
      let folder = name.split(separator: "/").dropLast().map { $0 + "/" }.joined()
      let names = ([phoneFile, padFile, inAppFile] + inAppDevices.map(\.file)).compactMap { $0 }.map
      {
        $0.hasPrefix(folder) ? String($0.dropFirst(folder.count)) : $0
      }
      return names == [String(name.dropFirst(folder.count)) + ".plist"] ? nil : names
    }
  }

  /// The most plists a walk reads; a deeper chain of child panes is reported and cut.
  static let maxPanes = 500

  var panes: [Found] = []
  var problems: [BundleProblem] = []
  var sources: [String: PropertyList.Result] = [:]
  /// Each key name the screens do not model: where it is first written, and how often.
  var unknownKeys: [String: (owner: String, file: String, at: PlistLocation, uses: Int)] = [:]
  /// The known key each unknown one is near, by key (``PaneReader/nearKeys``).
  var nearKeys: [String: String] = [:]
  /// The names of `unknownKeys` in the order they are first met.
  var unknownKeyOrder: [String] = []
  /// The first pane root with a `Title` of its own, and how many have one.
  var paneTitles: (file: String, at: PlistLocation, uses: Int)?
  /// Whether Root's plist could not be parsed (then nothing is written).
  var unreadable = false
  /// The panes no child pane opens (`Debug`), imported as screens nothing pushes.
  var unopenedNames: Set<String> = []
  /// Whether the walk stopped at ``maxPanes``.
  var cut = false
  /// The names in each folder of the bundle the walk looked in, by folder.
  var listings: [String: Set<String>] = [:]

  /// Walks from Root. `rootFolder` is where Root.plist lives (`""`, or an `.lproj`).
  mutating func walk(_ source: some BundleSource, rootFolder: String, limits: PlistLimits) {
    var queued: Set<String> = ["Root"]
    follow(["Root"], queued: &queued, source, rootFolder: rootFolder, limits: limits)
    guard !cut else { return }
    // Plists no pane opens: imported as screens nothing pushes, so that export writes them
    // back (Settings never shows them).
    let unopened = unopenedPlists(source).filter { !queued.contains($0) }
    for name in unopened {
      queued.insert(name)
      unopenedNames.insert(name)
    }
    follow(unopened, queued: &queued, source, rootFolder: rootFolder, limits: limits)
  }

  /// Reads the panes of `start` and every child pane they open, not yet `queued`.
  mutating func follow(
    _ start: [String], queued: inout Set<String>, _ source: some BundleSource,
    rootFolder: String, limits: PlistLimits
  ) {
    var queue = start
    var index = 0
    while index < queue.count {
      let name = queue[index]
      index += 1
      guard panes.count < Self.maxPanes else {
        problems.append(
          BundleProblem(
            .warning, BundleMessages.tooManyPanes(Self.maxPanes), file: "Root.plist", at: .generated
          ))
        cut = true
        break
      }
      let folder = name == "Root" ? rootFolder : ""
      guard let found = read(name, folder: folder, source, limits: limits) else { continue }
      panes.append(found)
      var variants = [(found.phone, found.phoneFile)]
      if let pad = found.pad, let padFile = found.padFile { variants.append((pad, padFile)) }
      if let inApp = found.inApp, let file = found.inAppFile { variants.append((inApp, file)) }
      variants += found.inAppDevices.map { ($0.pane, $0.file) }
      for (pane, file) in variants {
        for specifier in pane.specifiers where specifier.kind == .childPane {
          guard let child = specifier.file else { continue }
          guard Self.staysInside(child) else {
            problems.append(
              BundleProblem(
                .error,
                FolderPath.holdsUnsafeCharacter(child)
                  ? BundleMessages.fileHoldsControls(child) : BundleMessages.fileEscapes(child),
                file: file,
                at: specifier.location(of: "File")))
            continue
          }
          if !queued.contains(child) {
            if !Self.variantSuffixes.contains(where: { has(child + $0, source) }) {
              problems.append(
                BundleProblem(
                  .error, BundleMessages.noFile(child, suggestion: nearestPlist(to: child, source)),
                  file: file, at: specifier.location(of: "File")))
              continue
            }
            queued.insert(child)
            queue.append(child)
          }
        }
      }
    }
  }

  /// Whether a child pane's `File` names a plist inside the bundle, by a name safe to print
  /// and to write (no control, bidi or invisible character).
  static func staysInside(_ file: String) -> Bool {
    !file.isEmpty && !FolderPath.holdsUnsafeCharacter(file) && !file.hasPrefix("/")
      && !file.contains("\\")
      && !file.split(separator: "/", omittingEmptySubsequences: false).contains {
        $0 == ".." || $0.isEmpty
      }
  }

  /// The endings of a pane's plists after its name.
  static let variantSuffixes = [
    ".plist", "~iphone.plist", "~ipad.plist", ".inApp.plist", "~iphone.inApp.plist",
    "~ipad.inApp.plist",
  ]

  /// Reads a pane's plists: `NAME~iphone.plist` (else `NAME.plist`) for the phone,
  /// `NAME~ipad.plist` for the pad when it exists, and IASK's in-app plists
  /// (`NAME.inApp.plist`, `NAME~iphone.inApp.plist`, `NAME~ipad.inApp.plist`).
  mutating func read(
    _ name: String, folder: String, _ source: some BundleSource, limits: PlistLimits
  ) -> Found? {
    let base = (folder.isEmpty ? "" : folder + "/") + name
    let plain = base + ".plist"
    let phoneName = has(base + "~iphone.plist", source) ? base + "~iphone.plist" : plain
    let padName = base + "~ipad.plist"
    let (inAppName, inAppPhone, inAppPad) = (
      base + ".inApp.plist", base + "~iphone.inApp.plist", base + "~ipad.inApp.plist"
    )
    let inApp = [inAppName, inAppPhone, inAppPad].filter { has($0, source) }
    if !inApp.isEmpty, !has(phoneName, source), !has(padName, source) {
      // Only IASK's plists: a pane the app shows and Settings does not.
      var found = readDevices(
        name, folder: folder, plain: inAppName,
        phone: inApp.contains(inAppPhone) ? inAppPhone : inAppName, pad: inAppPad, source,
        limits: limits)
      found?.onlyInApp = true
      return found
    }
    guard
      var found = readDevices(
        name, folder: folder, plain: plain, phone: phoneName, pad: padName, source, limits: limits)
    else { return nil }
    if inApp.contains(inAppName) {
      found.inApp = pane(inAppName, name: name, source, limits: limits)
      found.inAppFile = found.inApp == nil ? nil : inAppName
    }
    for (device, file) in [(Device.phone, inAppPhone), (.pad, inAppPad)] where inApp.contains(file)
    {
      if let read = pane(file, name: name, source, limits: limits) {
        found.inAppDevices.append(Found.DevicePlist(device: device, pane: read, file: file))
      }
    }
    return found
  }

  /// Reads a pane's phone and pad plists.
  mutating func readDevices(
    _ name: String, folder: String, plain: String, phone phoneName: String, pad padName: String,
    _ source: some BundleSource, limits: PlistLimits
  ) -> Found? {
    guard let phone = pane(phoneName, name: name, source, limits: limits) else { return nil }
    let hasPad = has(padName, source)
    let pad = hasPad ? pane(padName, name: name, source, limits: limits) : nil
    if !hasPad, phoneName != plain, has(plain, source) {
      // `NAME~iphone.plist` beside `NAME.plist` and no `~ipad`: the pad shows the plain one.
      let plainPane = pane(plain, name: name, source, limits: limits)
      return Found(
        name: name, folder: folder, phone: phone, pad: plainPane, phoneFile: phoneName,
        padFile: plain)
    }
    return Found(
      name: name, folder: folder, phone: phone, pad: pad, phoneFile: phoneName,
      padFile: pad == nil ? nil : padName)
  }

  /// Whether the bundle holds a file at a path: its folder's listing (read once a walk)
  /// names it, and it is a file. Most names a pane's plists may have are not there, and a
  /// listing says so without asking the disk for each.
  mutating func has(_ path: String, _ source: some BundleSource) -> Bool {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    if listings[folder] == nil { listings[folder] = Set(source.list(folder)) }
    return listings[folder]?.contains(name) == true && source.exists(path)
  }

  /// Parses, reads and checks one plist.
  mutating func pane(_ file: String, name: String, _ source: some BundleSource, limits: PlistLimits)
    -> SettingsPane?
  {
    guard let bytes = source.read(file) else { return nil }
    let result = PropertyList.parse(bytes, limits: limits)
    sources[file] = result
    problems += result.problems.map { BundleProblem(file: file, $0) }
    guard let root = result.root else {
      // A child pane Settings cannot read is an error at its place, and the others are
      // imported (Settings shows them); without its Root, nothing is.
      if name == "Root" { unreadable = true }
      return nil
    }
    var reader = PaneReader()
    let pane = reader.read(root, name: name)
    problems += reader.problems.map { BundleProblem(file: file, $0) }
    if let at = reader.paneTitle {
      paneTitles = paneTitles.map { ($0.file, $0.at, $0.uses + 1) } ?? (file, at, 1)
    }
    nearKeys.merge(reader.nearKeys) { first, _ in first }
    for (key, owner, at) in reader.unknownKeys {
      if unknownKeys[key] == nil {
        unknownKeys[key] = (owner, file, at, 0)
        unknownKeyOrder.append(key)
      }
      unknownKeys[key]?.uses += 1
    }
    problems += PaneChecks.check(pane, inApp: file.hasSuffix(".inApp.plist")).map {
      BundleProblem(file: file, $0)
    }
    problems += SpellingChecks.check(pane).map { BundleProblem(file: file, $0) }
    return pane
  }
}

extension BundleWalk {
  /// One warning per key name the screens do not model, at its first use, with how many
  /// uses the bundle has (vlc-ios writes one key on six pickers).
  var unknownKeyProblems: [BundleProblem] {
    var problems: [BundleProblem] = []
    // A pane's own `Title` is told once too, at the first pane that has one.
    if let first = paneTitles {
      problems.append(
        BundleProblem(
          .warning, BundleMessages.paneTitle(uses: first.uses),
          file: first.file, at: first.at))
    }
    return problems
      + unknownKeyOrder.compactMap { key in
        guard let first = unknownKeys[key] else { return nil }
        let message =
          first.owner.isEmpty
          ? BundleMessages.unknownPaneKey(key, uses: first.uses)
          : key == "IASKValuesDataSource" && first.owner == "PSMultiValueSpecifier"
            ? BundleMessages.valuesFromApp(uses: first.uses)
            : BundleMessages.unknownKey(
              key, type: first.owner, uses: first.uses, near: nearKeys[key])
        return BundleProblem(.warning, message, file: first.file, at: first.at)
      }
  }
}
