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
    // Runs for every file of a large folder, on one thread: what one file's name alone
    // tells was found as it was decoded (``SnapshotNameFacts``); names are compared only
    // when one folds or reads as a variant.
    var facts = SnapshotNameFacts()
    for index in outcomes.indices { facts.formUnion(outcomes[index].snapshotNameFacts) }
    let anyVariantLike = facts.contains(.variantLike)
    func nameOf(_ index: Int) -> String? {
      snapshotName(outcomes[index].kind, outcomes[index].screenID, outcomes[index].file)
    }
    // Names that fold to themselves share a file only when they are equal, and two equal
    // screen ids are an error of their own: a scenario's name ends in `.scenario`, so only
    // scenarios can collide. The rest are not looked at again.
    let candidates =
      facts.isSubset(of: .endsAsAScenario)
      ? outcomes.indices.filter { outcomes[$0].snapshotNameFacts.contains(.endsAsAScenario) }
      : Array(outcomes.indices)
    var owners: [String: Int] = [:]
    if anyVariantLike {
      for index in outcomes.indices {
        if let name = nameOf(index), owners[name] == nil { owners[name] = index }
      }
    }
    var first: [String: Int] = [:]
    first.reserveCapacity(candidates.count)
    for index in candidates {
      guard let name = nameOf(index) else { continue }
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
      let other = nameOf(earlier) ?? ""
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

  /// What one file's snapshot name alone tells, found as the file is decoded (on the
  /// loading threads): an unsafe character is an error in `context`; a name that reads as
  /// a variant or folds to another's is compared with the others later
  /// (``checkSnapshotNames(_:)``).
  static func snapshotNameFacts(
    _ kind: DecodedFile.Kind, _ screenID: String?, _ file: borrowing SourceFile,
    into context: inout DecodeContext
  ) -> SnapshotNameFacts {
    let name = snapshotName(kind, screenID, file)
    // A name reaches every status line and the snapshot's own `name:` line: one holding
    // a control, bidi or invisible character is an error, as `@` is. A screen's id is
    // told so by the screen decoder, at its `id:` (`Messages.idProblem`); its file name
    // only when it is not the id. Looked at closely only when a byte could be one
    // (nearly never).
    let unsafeName = name.map {
      !ByteWords.isPrintableASCII($0) && FolderPath.holdsUnsafeCharacter($0)
    }
    if !ByteWords.isPrintableASCII(file.path) || unsafeName == true {
      let base = file.baseName
      let told = kind == .screen ? [base].filter { $0 != name } : [name, base]
      if let unsafe = told.compactMap({ $0 }).first(where: FolderPath.holdsUnsafeCharacter) {
        context.error(Messages.unsafeName(unsafe), at: .start)
      }
    }
    var facts = SnapshotNameFacts()
    if let name {
      if name.utf8.contains(UInt8(ascii: "@")) { facts.insert(.variantLike) }
      if needsFolding(name) { facts.insert(.folds) }
      if name.hasSuffix(".scenario") { facts.insert(.endsAsAScenario) }
    }
    return facts
  }

  /// The snapshot file name (without `.snap`) a file's case writes, or nil for `app.yaml`.
  /// Given the file's parts, not the decoded file: passing one copies all it holds, which
  /// thousands of files pay for.
  static func snapshotName(
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

/// What one file's snapshot name alone tells of how it may meet others'.
struct SnapshotNameFacts: OptionSet, Sendable {
  let rawValue: UInt8
  /// It holds `@`, so it reads as another name's variant (`x@pad`).
  static let variantLike = SnapshotNameFacts(rawValue: 1)
  /// Case folding may change it (an upper-case or non-ASCII letter).
  static let folds = SnapshotNameFacts(rawValue: 2)
  /// It ends in `.scenario`, as a scenario's does (a screen `bar.scenario` and a scenario
  /// `bar` write one file).
  static let endsAsAScenario = SnapshotNameFacts(rawValue: 4)
}
