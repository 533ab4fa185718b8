import Basics
import ScreenFormat
import ScreenModel
import YAMLTree

/// `screenspec import --update`: what to write over an app an earlier import wrote, from
/// what that import wrote (the base), the app's files now (mine) and what the import writes
/// now (new). Pure: the caller reads the files and writes the plan.
///
/// ```swift
/// let plan = ImportUpdate.plan(new: ImportBase.files(app), base: base, mine: mine)
/// if plan.problems.isEmpty { for change in plan.changes { … } }
/// ```
///
/// A file only the app has is never in the plan (it is kept). A file the app left as the
/// base has it is the bundle's new one (removed when the bundle no longer writes it); one
/// the bundle did not change is the app's; one both changed is merged (YAML only, see
/// `YAMLMerge`), or is a conflict.
package enum ImportUpdate {
  /// What happens to one file.
  package enum Change: Sendable, Equatable {
    /// The bundle writes a file the app does not have.
    case added
    /// The bundle's new file replaces the app's, which was the base's.
    case replaced
    /// The app's and the bundle's changes, merged.
    case merged
    /// The bundle no longer writes a file the app left as it was.
    case removed
    /// The file already holds what the update would write.
    case unchanged
    /// The app changed the file and the bundle did not: the app's file stays as it is.
    case kept
    /// The app removed the file and the bundle did not change it: it stays removed.
    case leftRemoved
  }

  /// One file's change: its path in the app and, unless removed, its bytes.
  package struct FileChange: Sendable, Equatable {
    package var path: String
    package var change: Change
    package var bytes: [UInt8]
  }

  /// A problem in one file: its path in the app (the base's files under
  /// `.screenspec/import-base/`), the diagnostic and the file's bytes to show it.
  package struct Problem: Sendable {
    package var path: String
    package var diagnostic: Diagnostic
    package var source: [UInt8]
  }

  /// The changes, in the order to write them, and the problems: with any, nothing is to be
  /// written.
  package struct Plan: Sendable {
    package var changes: [FileChange] = []
    package var problems: [Problem] = []
    /// What is written all the same, but said: an author's comment the merge drops.
    package var warnings: [Problem] = []
  }

  /// The plan. `new` in the order to write; `base` and `mine` by path (`mine` holds the
  /// app's file at each path of `base` and `new` that it has).
  package static func plan(
    new: [(path: String, bytes: [UInt8])], base: [String: [UInt8]], mine: [String: [UInt8]]
  ) -> Plan {
    var plan = Plan()
    let written = Set(new.map(\.path))
    let gone = base.keys.filter { !written.contains($0) }.sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    let paths = new.map { ($0.path, Optional($0.bytes)) } + gone.map { ($0, nil) }
    for (path, ours) in paths {
      let (theirs, before) = (mine[path], base[path])
      if theirs == ours {
        if let ours { plan.changes.append(FileChange(path: path, change: .unchanged, bytes: ours)) }
        continue
      }
      if theirs == before {
        let change: Change = ours == nil ? .removed : theirs == nil ? .added : .replaced
        plan.changes.append(FileChange(path: path, change: change, bytes: ours ?? []))
        continue
      }
      if ours == before {
        // Said, so that an edit the update keeps is not passed over without a word.
        plan.changes.append(
          FileChange(path: path, change: theirs == nil ? .leftRemoved : .kept, bytes: theirs ?? []))
        continue
      }
      if let ours, let theirs, FolderPath.isYAML(path), !path.hasPrefix(KeptFile.folder + "/") {
        merge(path, base: before, mine: theirs, new: ours, into: &plan)
        continue
      }
      let message =
        theirs == nil
        ? BundleMessages.fileRemovedHereChangedInBundle(ImportBase.folder + "/" + path)
        : ours == nil
          ? BundleMessages.fileChangedHereRemovedInBundle : BundleMessages.fileChangedOnBothSides
      plan.problems.append(Problem(path: path, diagnostic: .error(message, at: .start), source: []))
    }
    return plan
  }

  /// Merges one YAML file both sides changed into the plan: its merged bytes, or its problems.
  private static func merge(
    _ path: String, base: [UInt8]?, mine: [UInt8], new: [UInt8], into plan: inout Plan
  ) {
    var parsed: [Node?] = []
    var failed = false
    let sides = [
      (ImportBase.folder + "/" + path, base ?? []), (path, mine), (path, new),
    ]
    for (index, (shown, bytes)) in sides.enumerated() {
      if index == 0 && base == nil {
        parsed.append(nil)
        continue
      }
      let result = YAMLParser.parse(bytes)
      let errors = result.diagnostics.filter { $0.severity == .error }
      plan.problems += errors.map { Problem(path: shown, diagnostic: $0, source: bytes) }
      failed = failed || !errors.isEmpty
      // A file of no document (emptied) holds null.
      parsed.append(result.root ?? Node(.scalar(Scalar("")), at: .start))
    }
    guard !failed else { return }
    var merger = YAMLMerge(mine: mine, new: new)
    let merged = merger.merge(
      base: parsed[0], mine: parsed[1], new: parsed[2], path: "", parent: .start)
    guard merger.conflicts.isEmpty else {
      plan.problems += merger.conflicts.map { Problem(path: path, diagnostic: $0, source: mine) }
      return
    }
    guard let merged, let ours = parsed[1],
      let bytes = written(merged, over: mine, holding: ours)
    else {
      plan.problems.append(
        Problem(
          path: path, diagnostic: .error(BundleMessages.mergeNotFaithful, at: .start),
          source: mine))
      return
    }
    let change: Change = bytes == mine ? .unchanged : .merged
    plan.changes.append(FileChange(path: path, change: change, bytes: bytes))
    plan.warnings += droppedComments(of: mine, in: bytes).map {
      Problem(
        path: path,
        diagnostic: .warning(
          BundleMessages.commentDropped($0.text), at: Mark(line: $0.line, column: $0.column)),
        source: mine)
    }
  }

  /// The merged file's bytes: the app's own text with the merge's changes made in it where
  /// they fall on lines the import's writer spells as the app does (comments, blank lines
  /// and layout kept), else the merged value written out, after the app's first comment
  /// lines. Each is read back and must hold the merged value; nil when neither does.
  static func written(_ merged: MergedYAML, over mine: [UInt8], holding ours: Node) -> [UInt8]? {
    func lines(_ text: String) -> [Substring] {
      text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    func faithful(_ text: String) -> [UInt8]? {
      let bytes = Array(text.utf8)
      guard let root = YAMLParser.parse(bytes).root, merged.holds(root) else { return nil }
      return bytes
    }
    let document = merged.document
    let spelled = MergedYAML(ours, in: SourceMarks(mine)).document
    if let spliced = LineSplice.carried(
      from: lines(spelled), to: lines(document),
      onto: lines(String(decoding: mine, as: UTF8.self))),
      let bytes = faithful(spliced.joined(separator: "\n"))
    {
      return bytes
    }
    return faithful(leadingComments(mine) + document)
  }

  /// The comments of `mine` that the merged file does not hold (as many times as `mine`
  /// does), with their lines and columns in `mine`.
  static func droppedComments(of mine: [UInt8], in merged: [UInt8]) -> [(
    line: Int, column: Int, text: Substring
  )] {
    func comments(_ bytes: [UInt8]) -> [(line: Int, column: Int, text: Substring)] {
      let text = String(decoding: bytes, as: UTF8.self)
      return YAMLComments.all(text.split(separator: "\n", omittingEmptySubsequences: false))
    }
    var left: [Substring: Int] = [:]
    for comment in comments(merged) { left[comment.text, default: 0] += 1 }
    return comments(mine).filter { comment in
      guard let count = left[comment.text], count > 0 else { return true }
      left[comment.text] = count - 1
      return false
    }
  }

  /// The comment lines a file starts with (the import's `# Imported from …` and the app's
  /// own), kept at the top of the merged file.
  static func leadingComments(_ bytes: [UInt8]) -> String {
    var out = ""
    for line in String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      guard line.hasPrefix("#") else { break }
      out += line + "\n"
    }
    return out
  }
}
