import Basics
import OperatingSystem
import ScreenFormat

/// Which PATH of a run each snapshot file belongs to. Two apps (or scenario folders) whose
/// cases would share a reference file (one `--snapshots DIR` and a screen id in common) are
/// a problem of the suite, never one case verifying for both; and in a `--snapshots` folder,
/// which other apps may share, only the references whose header names a screen or scenario of
/// the PATHs given are judged as orphans (and deleted by `--delete-orphans`).
struct SnapshotOwners {
  /// The folder that claimed each reference file, by its canonical path.
  private var owners: [String: String] = [:]
  /// The screen ids of the apps given.
  private var screens: Set<String> = []
  /// The scenarios given, by file name without `.yaml`.
  private var scenarios: Set<String> = []

  /// Notes the screens and scenarios of a PATH.
  mutating func add(_ input: LoadedPath) {
    switch input.kind {
    case .app(let result, _):
      screens.formUnion(result.screenIDs.ids)
      screens.formUnion(result.app?.screens.map(\.id) ?? [])
    case .scenario(let scenario): scenarios.insert(scenario.file.baseName)
    }
    for scenario in input.scenarios { scenarios.insert(scenario.file.baseName) }
  }

  /// Claims the reference files of `cases` for the PATH `input`; a file another PATH's
  /// folder claimed is a ``SnapshotSuite/Problem`` (the same folder named twice, or a file
  /// beside its folder, claims its own files again).
  mutating func claim(_ cases: [SnapshotCase], by input: LoadedPath)
    throws(SnapshotSuite.Problem)
  {
    let owner = Path.canonical(input.folder) ?? FolderPath.normalized(input.folder)
    for item in cases {
      let file = SnapshotSuite.key(of: item)
      if let earlier = owners[file], earlier != owner {
        throw .sharedReference(item.displayName, earlier, owner)
      }
      owners[file] = owner
    }
  }

  /// Whether a reference's header names a screen or scenario of the PATHs given (a file
  /// without a header this tool writes is judged, as before).
  func owns(_ path: String) -> Bool {
    guard let start = try? FileSystem.readStart(path, limit: 512).bytes else { return true }
    let header = String(decoding: start, as: UTF8.self).split(separator: "\n").prefix(8)
    if let screen = header.first(where: { $0.hasPrefix("screen: ") }) {
      return screens.contains(String(screen.dropFirst("screen: ".count)))
    }
    if let line = header.first(where: { $0.hasPrefix("name: ") }) {
      let name = line.dropFirst("name: ".count)
      if let range = name.firstRange(of: ".scenario") {
        return scenarios.contains(String(name[..<range.lowerBound]))
      }
    }
    return true
  }
}
