import Basics
import ScreenModel

extension AppAssembler {
  /// Checks that the screens and scenarios of one folder write distinct snapshot files.
  ///
  /// A screen's snapshot is `ID.snap`, a scenario's `NAME.scenario.snap`, and a variant adds
  /// `@pad`, `@de`. Two names that share a file (a screen `bar.scenario` beside a scenario
  /// `bar`; `Inbox` beside `inbox`, one file on macOS's case-insensitive volumes) or a name
  /// that reads as another's variant (`x@pad`) would have each run overwrite or fail the
  /// other's reference forever. Each is an error at the second name (in path order), with a
  /// note at the first.
  static func checkSnapshotNames(_ outcomes: inout [DecodedFile]) {
    // Runs for every file of a large folder: names are folded only when they have a
    // letter to fold, and the owners of variant-like names are looked up only when one exists.
    var names: [String?] = []
    names.reserveCapacity(outcomes.count)
    var anyVariantLike = false
    var anyFolded = false
    for index in outcomes.indices {
      let name = snapshotName(outcomes[index].kind, outcomes[index].screenID, outcomes[index].file)
      // A name reaches every status line and the snapshot's own `name:` line: one holding
      // a control, bidi or invisible character is an error, as `@` is. A screen's id is
      // told so by the screen decoder, at its `id:` (`Messages.idProblem`); its file name
      // only when it is not the id. Looked at closely only when a byte could be one
      // (nearly never): this runs for every file of a large folder.
      if outcomes[index].file.path.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F })
        || name.map(FolderPath.holdsUnsafeCharacter) == true
      {
        let file = outcomes[index].file.baseName
        let told = outcomes[index].kind == .screen ? [file].filter { $0 != name } : [name, file]
        if let unsafe = told.compactMap({ $0 }).first(where: FolderPath.holdsUnsafeCharacter) {
          outcomes[index].context.error(Messages.unsafeName(unsafe), at: .start)
        }
      }
      if let name {
        if name.utf8.contains(UInt8(ascii: "@")) { anyVariantLike = true }
        if needsFolding(name) { anyFolded = true }
      }
      names.append(name)
    }
    // Names that fold to themselves share a file only when they are equal, and two equal
    // screen ids are an error of their own: a scenario's name ends in `.scenario`, so only
    // names that end so can collide. The rest are not looked at again.
    let candidates =
      anyVariantLike || anyFolded
      ? Array(outcomes.indices)
      : outcomes.indices.filter { names[$0]?.hasSuffix(".scenario") == true }
    var owners: [String: Int] = [:]
    if anyVariantLike {
      for (index, name) in names.enumerated() {
        if let name, owners[name] == nil { owners[name] = index }
      }
    }
    var first: [String: Int] = [:]
    first.reserveCapacity(candidates.count)
    for index in candidates {
      guard let name = names[index] else { continue }
      if anyVariantLike, let at = name.firstIndex(of: "@") {
        let base = String(name[..<at])
        let notes = owners[base].map {
          [Diagnostic.Note(Messages.variantOwner(base), at: .start, in: outcomes[$0].file.path)]
        }
        outcomes[index].context.error(
          Messages.variantLikeName(name, base: base, suffix: String(name[at...])), at: .start,
          notes: notes ?? [])
      }
      let folded = needsFolding(name) ? name.lowercased() : name
      guard let earlier = first[folded] else {
        first[folded] = index
        continue
      }
      let other = names[earlier] ?? ""
      // Two screens with one id are already an error of their own.
      if other == name, outcomes[earlier].kind == .screen, outcomes[index].kind == .screen {
        continue
      }
      outcomes[index].context.error(
        Messages.sharedSnapshot(
          describe(outcomes[index]), with: describe(outcomes[earlier]), file: other,
          sameName: other == name),
        at: .start,
        notes: [.init(Messages.sharedSnapshotFirst, at: .start, in: outcomes[earlier].file.path)])
    }
  }

  /// Whether a name has a letter that case folding may change (an upper-case ASCII letter,
  /// or any non-ASCII character).
  private static func needsFolding(_ name: String) -> Bool {
    name.utf8.contains { (65...90).contains($0) || $0 >= 0x80 }
  }

  /// The snapshot file name (without `.snap`) a file's case writes, or nil for `app.yaml`.
  /// Given the file's parts, not the decoded file: passing one copies all it holds, which
  /// thousands of files pay for.
  private static func snapshotName(
    _ kind: DecodedFile.Kind, _ screenID: String?, _ file: borrowing SourceFile
  ) -> String? {
    switch kind {
    case .screen: screenID
    case .scenario: file.baseName + ".scenario"
    case .app: nil
    }
  }

  private static func describe(_ file: DecodedFile) -> String {
    file.kind == .scenario
      ? "scenario '\(file.file.baseName)'" : "screen '\(file.screenID ?? file.file.baseName)'"
  }
}
