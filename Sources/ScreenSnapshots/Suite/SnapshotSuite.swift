import Basics
import OperatingSystem
import ScreenFormat
import ScreenModel

/// The cases `screenspec snapshot` checks, as a value: a case per screen and scenario of
/// each PATH in every variant the run draws (the default and each one the app declares,
/// when no flag chooses one), a failed case per file that cannot load or scenario that
/// cannot run, each case once, the folders whose orphans the run judges, and which
/// references it owns. The shell loads each PATH and prints; the policy is here.
///
/// ```swift
/// var suite = SnapshotSuite(drawing: .init(), reach: reader.screenFile)
/// try suite.add(try reader.load("Screens"))
/// let mine = suite.cases(inShard: (index: 1, count: 4))
/// ```
package struct SnapshotSuite {
  /// How the run draws, as its flags say.
  package let drawing: Drawing
  /// Whether each PATH runs the variants its app declares too (no flag chose a variant).
  package let runsDeclaredVariants: Bool
  /// A screen file with what it reaches: how a folder that fails to load is drawn a screen
  /// at a time.
  let reach: (String) throws(LoadProblem) -> AppReader.LoadedFolder
  /// How what cannot be drawn is worded.
  let wording: Wording

  /// Every case of the suite, each snapshot file once (a folder named twice, or a file
  /// beside its folder, adds its cases once), in the order the PATHs were added.
  package private(set) var cases: [SnapshotCase] = []
  /// The snapshot folders the suite covers whole (a folder PATH's), each once: their
  /// orphans are judged.
  package private(set) var completeFolders: [String] = []
  /// The folders whose every variant the suite runs: a reference of a variant no longer
  /// declared is an orphan there.
  package private(set) var everyVariantIn: Set<String> = []
  /// Warnings, and the mistakes Settings shows without a word, to print once each (other
  /// errors are the failed cases' own).
  package private(set) var warnings: [FileDiagnostics] = []
  private var owners = SnapshotOwners()
  private var seenCases: Set<String> = []
  private var seenFolders: Set<String> = []

  /// Creates an empty suite drawn as `drawing`; `runsDeclaredVariants` is false when a
  /// flag chose the variant or format.
  package init(
    drawing: Drawing, runsDeclaredVariants: Bool = true, wording: Wording = Wording(),
    reach: @escaping (String) throws(LoadProblem) -> AppReader.LoadedFolder
  ) {
    self.drawing = drawing
    self.runsDeclaredVariants = runsDeclaredVariants
    self.wording = wording
    self.reach = reach
  }

  /// How a suite's PATHs are read: a screen of a folder that fails to load is loaded alone
  /// with what it reaches, and a broken file that many such screens reach (55,000 unknown
  /// keys, 25 screens) is decoded once, not once a screen; a folder that loads keeps nothing.
  package static var readerSettings: AppReader.Settings {
    var settings = AppReader.Settings()
    settings.decodeCache = DecodeCache()
    settings.cachesFolderDecodes = false
    return settings
  }

  /// Adds a loaded PATH's cases, in every variant the suite draws.
  ///
  /// - Throws: ``Problem`` when a screen file cannot be read, a locale names no table,
  ///   a case would share a reference file with another PATH's, or the PATH has no case.
  package mutating func add(_ input: LoadedPath) throws(Problem) {
    let declared = runsDeclaredVariants ? declaredVariants(of: input) : []
    let drawings = [drawing] + declared.map { drawing.applying($0) }
    owners.add(input)
    var anyCase = false
    for each in drawings {
      let found = try cases(for: input, drawing: each)
      anyCase = anyCase || !found.cases.isEmpty
      try owners.claim(found.cases, by: input)
      for item in found.cases where seenCases.insert(Self.key(of: item)).inserted {
        cases.append(item)
      }
      if let folder = found.completeFolder {
        if each == drawings[0], seenFolders.insert(Path.canonical(folder) ?? folder).inserted {
          completeFolders.append(folder)
        }
        // A run choosing no variant is the run of every variant the app declares, and of
        // no other: a reference of a variant no longer declared is an orphan, the last one
        // too.
        if runsDeclaredVariants { everyVariantIn.insert(folder) }
      }
    }
    warnings += (input.reports + input.scenarios.flatMap(\.reports)).filter {
      !$0.diagnostics.contains(where: \.stopsDrawing)
    }
    guard anyCase else { throw .nothingToSnapshot(input.path) }
  }

  /// The cases of shard `index` (1-based) of `count`, by their screen's or scenario's name
  /// (``SnapshotCase/inShard(_:of:)``); every case when `shard` is nil.
  package func cases(inShard shard: (index: Int, count: Int)?) -> [SnapshotCase] {
    guard let shard else { return cases }
    return cases.filter { $0.inShard(shard.index, of: shard.count) }
  }

  /// In a `--snapshots` folder, which other apps may share, whether a reference is this
  /// suite's to judge: its header names a screen or scenario of the PATHs given. Nil when
  /// every reference in the suite's folders is its own.
  package var owns: ((String) -> Bool)? {
    guard drawing.snapshots != nil else { return nil }
    let owners = owners
    return { owners.owns($0) }
  }

  /// A run of `cases` (the whole suite, or a shard's) against the whole suite: each shard
  /// judges orphans against every name, so a sharded run loses none.
  package func run(
    _ cases: [SnapshotCase], mode: RecordMode, isCI: Bool, deleteOrphans: Bool,
    referenceLimit: SnapshotStore.ReferenceLimit = .default
  ) -> SnapshotRun {
    SnapshotRun(
      cases: cases, suite: self.cases, mode: mode, isCI: isCI, completeFolders: completeFolders,
      owns: owns, variant: drawing.variant.nameSuffix, format: drawing.format,
      everyVariantIn: everyVariantIn, deleteOrphans: deleteOrphans, referenceLimit: referenceLimit)
  }

  /// What makes two cases one: the snapshot file they verify.
  static func key(of snapshotCase: SnapshotCase) -> String {
    (Path.canonical(snapshotCase.directory) ?? FolderPath.normalized(snapshotCase.directory)) + "/"
      + snapshotCase.name + snapshotCase.format.referenceSuffix
  }
}
