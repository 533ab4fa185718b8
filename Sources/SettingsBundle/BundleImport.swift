import PropertyList
import ScreenModel

/// `screenspec import BUNDLE`: a Settings.bundle read into an ``ImportedApp``.
///
/// ```swift
/// let result = BundleImport.read(MemoryBundle(files), title: "Settings")
/// if let imported = result.app { let files = imported.files }
/// for problem in result.problems { … }   // at its place in the plist or strings file
/// ```
package enum BundleImport {
  /// What an import gave.
  package struct Result: Sendable {
    /// The app, unless nothing faithful can be written (no `Root.plist`, a file that is
    /// not a plist).
    package var app: ImportedApp?
    /// Every error and warning, by file, in the order found.
    package var problems: [BundleProblem]
    /// Each plist read, by its path in the bundle (for printing problems in binary plists
    /// as `specifier N`).
    package var plists: [String: PropertyList.Result]
    /// Each strings file read, by its path in the bundle.
    package var stringsFiles: [String: StringsFile]
    /// Where each state key of the app came from in the plists.
    package var stateOrigins: [String: StateOrigin] = [:]

    /// Whether any problem is an error.
    package var hasErrors: Bool { problems.contains(where: \.isError) }

    /// The index (0-based) in its pane's `PreferenceSpecifiers` of a binary plist's object,
    /// or of the specifier that holds it.
    package func specifierIndex(of object: Int, in file: String) -> Int? {
      guard let items = plists[file]?.root?["PreferenceSpecifiers"]?.array else { return nil }
      func holds(_ node: PlistNode) -> Bool {
        if node.location == .object(object) { return true }
        if let items = node.array { return items.contains(where: holds) }
        if let entries = node.dictionary {
          return entries.contains { $0.keyLocation == .object(object) || holds($0.value) }
        }
        return false
      }
      return items.firstIndex(where: holds)
    }
  }

  /// Reads a bundle. `title` is the start screen's title (`--title`, else the bundle's name).
  package static func read(
    _ source: some BundleSource, title: String, limits: PlistLimits = .default
  )
    -> Result
  {
    // A link is never read: each is an error at its path, and the rest is imported.
    var problems = source.links().map {
      BundleProblem(.error, BundleMessages.linkInBundle, file: $0, at: .generated)
    }
    let top = source.list("")
    // A folder not named for a locale is one Settings reads for none: its files are kept.
    let folders = top.filter { $0.hasSuffix(".lproj") }
    let languages = folders.filter { Self.namesALocale($0) }
    for folder in folders where !Self.namesALocale(folder) {
      problems.append(
        BundleProblem(
          .warning, BundleMessages.notALocaleFolder(folder), file: folder, at: .generated))
    }
    var rootFolder = ""
    if !top.contains("Root.plist") && !top.contains("Root~iphone.plist")
      && !top.contains("Root.inApp.plist")
    {
      let holding = languages.filter { source.exists($0 + "/Root.plist") }
      guard
        let chosen = holding.first(where: { $0 == "en.lproj" }) ?? holding.first(where: {
          $0 == "Base.lproj"
        })
          ?? holding.first
      else {
        return Result(
          app: nil,
          problems: [
            BundleProblem(
              .error,
              // A folder of screens given to import is told export writes its bundle.
              top.contains(where: { $0 == "app.yaml" || $0.hasSuffix(".yaml") })
                ? BundleMessages.noRootButScreens : BundleMessages.noRoot,
              file: "Root.plist", at: .generated)
          ],
          plists: [:], stringsFiles: [:])
      }
      rootFolder = chosen
      problems.append(
        BundleProblem(
          .warning,
          BundleMessages.localizedRootUsed(
            chosen + "/Root.plist", others: holding.filter { $0 != chosen }),
          file: chosen + "/Root.plist", at: .generated))
    }
    var walk = BundleWalk()
    walk.walk(source, rootFolder: rootFolder, limits: limits)
    problems += walk.problems
    problems += walk.unknownKeyProblems
    if !walk.cut { problems += walk.unreached(source) }
    guard !walk.unreadable, !walk.panes.isEmpty else {
      return Result(app: nil, problems: problems, plists: walk.sources, stringsFiles: [:])
    }
    var translations = Translations()
    let tables = translations.read(source, languages: languages, limits: limits)
    problems += translations.problems
    var mapping = AppMapping(title: title)
    mapping.unopened = walk.unopenedNames
    mapping.tableNames = Set(tables.compactMap(\.name))
    var panes = walk.panes
    let storedNames = StoredNames.bind(&panes)
    var (app, order) = mapping.map(panes)
    app.storedNames = AppMapping.storedNames(storedNames)
    problems += mapping.problems
    let imported = ImportedApp(
      app: app, screenOrder: order, tables: tables,
      keptFiles: Self.keptFiles(source, plists: walk.sources, strings: translations.files))
    return Result(
      app: imported, problems: inFileOrder(problems), plists: walk.sources,
      stringsFiles: translations.files, stateOrigins: mapping.stateOrigins)
  }

  /// The files of the bundle (eight folders deep at most) that the screens do not hold: all
  /// but the plists read and the strings files of `LANG.lproj` folders read without an
  /// error. Without `plists` and `strings`, every file of a folder (an app's `kept/`).
  package static func keptFiles(
    _ source: some BundleSource, plists: [String: PropertyList.Result] = [:],
    strings: [String: StringsFile] = [:]
  ) -> [KeptFile] {
    var kept: [KeptFile] = []
    var folders: [(String, Int)] = [("", 0)]
    while let (folder, depth) = folders.popLast() {
      // Finder's `.DS_Store` (and its `._NAME` companions) and git's placeholders are no
      // part of the app; any other file whose name starts with a dot is the app's, and
      // comes back (a hidden folder, `.svn`, is a tool's, and is not kept).
      for name in source.list(folder) where !Self.toolFiles.contains(name) && !name.hasPrefix("._")
      {
        let path = folder.isEmpty ? name : folder + "/" + name
        // A name unsafe to print or write (a control or bidi character) is not kept.
        guard BundleWalk.staysInside(path) else { continue }
        // What import read is not read again: only the files it kept, and folders.
        let imported =
          name.hasSuffix(".plist")
          ? plists[path]?.root != nil
          : name.hasSuffix(".strings") && folder.hasSuffix(".lproj") && !folder.contains("/")
            && strings[path].map { !$0.problems.contains { $0.severity == .error } } == true
        if imported { continue }
        if let bytes = source.read(path) {
          kept.append(KeptFile(path: path, bytes: bytes))
        } else if depth < 8, !name.hasPrefix(".") {
          folders.append((path, depth + 1))
        }
      }
    }
    return kept.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
  }

  /// Hidden files that tools leave in a bundle, not the app: never kept.
  static let toolFiles: Set<String> = [
    ".DS_Store", ".keep", ".gitkeep", ".gitignore", ".gitattributes",
  ]

  /// Whether `NAME.lproj` names a locale the app's strings tables can be named for.
  static func namesALocale(_ folder: String) -> Bool {
    let name = String(folder.dropLast(".lproj".count))
    return name != Localisation.pseudoLocale && Localisation.isLocaleName(name)
  }

  /// Problems grouped by file (files in the order first reported), each file's in the order
  /// of their places, as a compiler prints them.
  static func inFileOrder(_ problems: [BundleProblem]) -> [BundleProblem] {
    var files: [String: Int] = [:]
    for problem in problems where files[problem.file] == nil { files[problem.file] = files.count }
    func place(_ location: PlistLocation) -> [Int] {
      switch location {
      case .generated: [0, 0, 0]
      case .mark(let mark): [1, mark.line, mark.column]
      case .object(let index): [1, index, 0]
      }
    }
    return problems.enumerated().sorted { a, b in
      let (x, y) = (a.element, b.element)
      let (fx, fy) = (files[x.file] ?? 0, files[y.file] ?? 0)
      if fx != fy { return fx < fy }
      let (px, py) = (place(x.problem.location), place(y.problem.location))
      return px != py ? px.lexicographicallyPrecedes(py) : a.offset < b.offset
    }.map(\.element)
  }
}
