import Basics
import ScreenModel
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
    var knownPlurals: [String: (forms: [PluralCategory: String], mark: Mark)] = [:]
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
        guard let source = pair.key.scalar?.text else { continue }
        if let translation = pair.value.scalar?.text {
          known[source] = (translation, pair.key.mark)
        } else if let forms = pluralForms(pair.value) {
          knownPlurals[source] = (forms, pair.key.mark)
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
    let (additions, kept) = additions(
      tables, known: known, knownPlurals: knownPlurals, indent: indent, tablePath: tablePath,
      problems: &problems)
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

extension TableMerge {
  /// The lines of the entries to add, in order, and how many the table already held alike;
  /// a conflict with the table, or within what is imported, is a problem.
  static func additions(
    _ tables: [TranslationImport.Table],
    known: [String: (translation: String, mark: Mark)],
    knownPlurals: [String: (forms: [PluralCategory: String], mark: Mark)], indent: String,
    tablePath: String, problems: inout [BundleProblem]
  ) -> (lines: [String], kept: Int) {
    var additions: [String] = []
    var added: [String: TranslationImport.Entry] = [:]
    var kept = 0
    for table in tables {
      for entry in table.entries {
        var key = table.screensSpelling ? entry.source : YAMLTextLiteral.doubled(entry.source)
        // A key-based text the table already keys by its catalog key stays keyed so.
        if let byKey = entry.key, known[key] == nil, knownPlurals[key] == nil,
          known[byKey] != nil || knownPlurals[byKey] != nil
        {
          key = byKey
        }
        let have: (shown: String, mark: Mark)?
        if let plain = known[key] {
          have = (
            table.screensSpelling ? plain.translation : BraceText.literal(plain.translation),
            plain.mark
          )
        } else if let plural = knownPlurals[key] {
          have = (Self.shown(plural.forms), plural.mark)
        } else {
          have = nil
        }
        let shown = entry.forms.map(Self.shown) ?? entry.translation
        if let have {
          if have.shown == shown {
            kept += 1
          } else {
            problems.append(
              BundleProblem(
                .error, CatalogMessages.conflict(entry.source, have.shown, shown),
                file: table.file, at: entry.location,
                notes: [.init(CatalogMessages.existingHere, at: have.mark, in: tablePath)]))
          }
          continue
        }
        if let earlier = added[key] {
          if earlier.translation != entry.translation || earlier.forms != entry.forms {
            problems.append(
              BundleProblem(
                .error, CatalogMessages.twiceInImport(entry.source), file: table.file,
                at: entry.location))
          }
          continue
        }
        added[key] = entry
        let spell = table.screensSpelling ? YAMLText.text : YAMLText.template
        let value =
          entry.forms.map { forms in
            "{"
              + PluralCategory.allCases.compactMap { category in
                forms[category].map { "\(category.rawValue): \(YAMLText.quoted($0))" }
              }.joined(separator: ", ") + "}"
          } ?? spell(entry.translation)
        additions.append("\(indent)\(YAMLText.quoted(key)): \(value)")
      }
    }
    return (additions, kept)
  }

  /// A table entry's plural forms, when its value is a mapping of categories to texts.
  static func pluralForms(_ node: Node) -> [PluralCategory: String]? {
    guard let pairs = node.mapping, !pairs.isEmpty else { return nil }
    var forms: [PluralCategory: String] = [:]
    for pair in pairs {
      guard let name = pair.key.scalar?.text, let category = PluralCategory(rawValue: name),
        let text = pair.value.scalar?.text
      else { return nil }
      forms[category] = text
    }
    return forms
  }

  /// Plural forms as a message shows them: `{one: …, other: …}`.
  static func shown(_ forms: [PluralCategory: String]) -> String {
    "{"
      + PluralCategory.allCases.compactMap { category in
        forms[category].map { "\(category.rawValue): \($0)" }
      }.joined(separator: ", ") + "}"
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
