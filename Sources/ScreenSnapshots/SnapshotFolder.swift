import OperatingSystem
import ScreenDrawing
import ScreenFormat
import ScreenModel

/// Where snapshot files live: one rule for the command line and the test library.
///
/// References live in a snapshot folder beside what they snapshot:
/// - screens and scenarios: `__snapshots__/` beside the YAML files
///   (`Screens/__snapshots__/posts.snap`, `Scenarios/__snapshots__/pick.scenario.snap`);
/// - Swift tests: `__Snapshots__/<TestFile>/` beside the test file
///   (`Tests/MyTests/__Snapshots__/FeedTests/feed.snap`).
///
/// A reference is `NAME.snap` (a picture's, `NAME.svg`); a pending change waiting for
/// review is `NAME.snap.new` (`NAME.svg.new`) beside it.
package enum SnapshotFolder {
  /// The folder name beside screen and scenario files.
  package static let sourceFolderName = "__snapshots__"
  /// The folder name beside Swift test files.
  package static let testFolderName = "__Snapshots__"
  /// A reference's suffix.
  package static let referenceSuffix = ".snap"
  /// A pending file's suffix.
  package static let pendingSuffix = ".snap.new"

  /// The snapshot folder for the screens or scenarios of a folder; a Settings.bundle's
  /// (`NAME.bundle`, which Xcode copies into the app whole) is beside it:
  /// `__snapshots__/NAME.bundle/`.
  package static func forSources(in folder: String) -> String {
    let name = FolderPath.lastPart(folder)
    if name.hasSuffix(".bundle"), name.count > ".bundle".count {
      let parent = folder.contains("/") ? FolderPath.folder(of: folder) : "."
      return FolderPath.join(FolderPath.join(parent, sourceFolderName), name)
    }
    return FolderPath.join(folder, sourceFolderName)
  }

  /// The `__Snapshots__/<TestFile>` folder beside a test file.
  package static func forTestFile(_ filePath: String) -> String {
    var stem = FolderPath.lastPart(filePath)
    if stem.hasSuffix(".swift") { stem.removeLast(6) }
    let folder = filePath.contains("/") ? FolderPath.folder(of: filePath) : "."
    return folder + "/" + testFolderName + "/" + stem
  }

  /// Every pending file in the given folders and the folders below them (hidden folders,
  /// `.build` and symbolic links are skipped), sorted by path.
  package static func pendingFiles(under roots: [String], depth: Int = 8) -> [PendingSnapshot] {
    var found: [PendingSnapshot] = []
    for root in roots { collect(root, depth: depth, into: &found) }
    return found.sorted { $0.path < $1.path }
  }

  private static func collect(_ folder: String, depth: Int, into found: inout [PendingSnapshot]) {
    guard depth > 0 else { return }
    // Kinds come from the listing; only what it cannot tell (a link) is asked for.
    for entry in (try? FileSystem.entries(folder)) ?? [] where !entry.name.hasPrefix(".") {
      let path = FolderPath.join(folder, entry.name)
      if entry.name.hasSuffix(pendingSuffix)
        || entry.name.hasSuffix(OutputFormat.svg.pendingSuffix)
      {
        if (entry.kind ?? FileSystem.kind(path)) == .file {
          found.append(PendingSnapshot(path: path))
        }
      } else if entry.kind == .directory
        || (entry.kind == nil && FileSystem.kind(path) == .directory
          && !FileSystem.isSymbolicLink(path))
      {
        collect(path, depth: depth - 1, into: &found)
      }
    }
  }

  /// The references of one variant (`@pad`, or "" for none) and format in a folder that no
  /// case of that format produced (`names` are without `.snap` or `.svg`). References of
  /// other variants and formats are not judged.
  package static func orphans(
    in folder: String, produced names: Set<String>, variant: String = "",
    format: OutputFormat = .text
  ) -> [String] {
    let suffix = format.referenceSuffix
    return ((try? FileSystem.list(folder)) ?? []).filter { file in
      guard file.hasSuffix(suffix) else { return false }
      var name = String(file.dropLast(suffix.count))
      let produced = names.contains(name)
      let nameFormat = formatSuffixes.first { name.hasSuffix($0) } ?? ""
      guard nameFormat == format.nameSuffix else { return false }
      name.removeLast(nameFormat.count)
      let nameVariant = name.firstIndex(of: "@").map { String(name[$0...]) } ?? ""
      return nameVariant == variant && !produced
    }.map { FolderPath.join(folder, $0) }
  }

  /// Every reference in a folder (`NAME.snap`, `NAME.svg`, of any variant and format) whose
  /// file name is not among `files`, the references the run produced.
  package static func orphans(in folder: String, producing files: Set<String>) -> [String] {
    ((try? FileSystem.list(folder)) ?? []).filter { file in
      OutputFormat.snapshotted.contains { file.hasSuffix($0.referenceSuffix) }
        && !files.contains(file)
    }.map { FolderPath.join(folder, $0) }
  }

  /// Whether a path holds a reference this tool records: a regular file, not a link,
  /// that starts with the snapshot header (`screenspec-snapshot:`), or for a picture
  /// (`NAME.svg`) with the `<svg` element that `render --format svg` prints.
  package static func isRecordedReference(_ path: String) -> Bool {
    guard !FileSystem.isSymbolicLink(path), FileSystem.kind(path) == .file,
      let start = try? FileSystem.readStart(path, limit: 64).bytes
    else { return false }
    let text = String(decoding: start, as: UTF8.self)
    return path.hasSuffix(OutputFormat.svg.referenceSuffix)
      ? text.hasPrefix("<svg") : text.hasPrefix("screenspec-snapshot:")
  }

  /// The name suffixes of snapshot formats other than text, which end a snapshot's name
  /// after its variant (`settings@de.voiceover`).
  package static let formatSuffixes = OutputFormat.snapshotted.map(\.nameSuffix).filter {
    !$0.isEmpty
  }
}
