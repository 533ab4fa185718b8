import Basics
import YAMLTree

/// Merges imported translations into an app's `strings/LANG.yaml`, keeping the file as
/// written (comments, order, `direction`) and adding the new entries after its last one.
package enum TableMerge {
  /// What a merge gives: the new text of the table (nil when nothing changes), how many
  /// entries were added and how many were there already, or the conflicts.
  package struct Result: Sendable {
    /// The table's new text; nil when there is nothing to add.
    package var text: String?
    /// Entries added.
    package var added: Int
    /// Entries the table already held alike.
    package var kept: Int
    /// Conflicts and other problems; errors mean nothing may be written.
    package var problems: [BundleProblem]
  }

  /// Merges the tables' entries, in order, into a table's text (nil: a new table).
  /// `tablePath` names the table in problems and notes.
  package static func merge(
    _ tables: [TranslationImport.Table], into existing: [UInt8]?, tablePath: String
  ) -> Result {
    var problems: [BundleProblem] = []
    var known: [String: (translation: String, mark: Mark)] = [:]
    var insertAt: Int?
    var indent = "  "
    var lines: [Substring] = []
    var text = ""
    if let existing {
      text = String(decoding: existing, as: UTF8.self)
      lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let parsed = YAMLParser.parse(existing)
      guard let root = parsed.root, let pairs = root.mapping,
        let strings = pairs.first(where: { $0.key.scalar?.text == "strings" })
      else {
        problems.append(
          BundleProblem(.error, CatalogMessages.notTable, file: tablePath, at: .mark(.start)))
        return Result(text: nil, added: 0, kept: 0, problems: problems)
      }
      for pair in strings.value.mapping ?? [] {
        if let source = pair.key.scalar?.text, let translation = pair.value.scalar?.text {
          known[source] = (translation, pair.key.mark)
        }
      }
      let entries = strings.value.mapping ?? []
      if let first = entries.first {
        guard first.key.mark.line > strings.key.mark.line else {
          problems.append(
            BundleProblem(
              .error, CatalogMessages.flowTable, file: tablePath, at: .mark(strings.value.mark)))
          return Result(text: nil, added: 0, kept: 0, problems: problems)
        }
        indent = String(repeating: " ", count: first.key.mark.column - 1)
      } else if strings.value.scalar?.isNull != true {
        problems.append(
          BundleProblem(
            .error, CatalogMessages.flowTable, file: tablePath, at: .mark(strings.value.mark)))
        return Result(text: nil, added: 0, kept: 0, problems: problems)
      }
      // New entries go before the next top-level key after `strings`, else at the end.
      let next = pairs.first { $0.key.mark.line > strings.key.mark.line && $0.key.mark.column == 1 }
      insertAt = next.map { $0.key.mark.line - 1 }
    }
    var additions: [String] = []
    var added: [String: String] = [:]
    var kept = 0
    for (file, entry) in tables.flatMap({ table in table.entries.map { (table.file, $0) } }) {
      if let have = known[YAMLTextLiteral.doubled(entry.source)] {
        let translation = BraceText.literal(have.translation)
        if translation == entry.translation {
          kept += 1
        } else {
          problems.append(
            BundleProblem(
              .error, CatalogMessages.conflict(entry.source, translation, entry.translation),
              file: file,
              at: entry.location,
              notes: [.init(CatalogMessages.existingHere, at: have.mark, in: tablePath)]))
        }
        continue
      }
      if let earlier = added[entry.source] {
        if earlier != entry.translation {
          problems.append(
            BundleProblem(
              .error, CatalogMessages.twiceInImport(entry.source), file: file, at: entry.location))
        }
        continue
      }
      added[entry.source] = entry.translation
      additions.append(
        "\(indent)\(YAMLText.quoted(YAMLTextLiteral.doubled(entry.source))): \(YAMLText.template(entry.translation))"
      )
    }
    if problems.contains(where: \.isError) || additions.isEmpty {
      return Result(text: nil, added: 0, kept: kept, problems: problems)
    }
    guard existing != nil else {
      let body = additions.joined(separator: "\n")
      return Result(
        text: "# Imported by 'screenspec import'.\nstrings:\n\(body)\n", added: additions.count,
        kept: kept,
        problems: problems)
    }
    var out = lines.map(String.init)
    if let line = insertAt {
      // Before the next key, after the table's own last line (blank lines stay below).
      var at = line
      while at > 0, out[at - 1].trimmingSpaces.isEmpty || out[at - 1].hasPrefix("#") { at -= 1 }
      out.insert(contentsOf: additions, at: at)
    } else {
      if out.last == "" { out.removeLast() }
      out += additions
      out.append("")
    }
    return Result(
      text: out.joined(separator: "\n"), added: additions.count, kept: kept, problems: problems)
  }
}

/// Doubling braces, as the screens' texts spell a literal brace.
enum YAMLTextLiteral {
  static func doubled(_ text: String) -> String { AppWriter.doubled(text) }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: Substring {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
    return self[start..<end]
  }
}
