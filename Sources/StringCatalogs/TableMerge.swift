import Basics
import PropertyList
import ScreenFormat
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
    /// Entries whose translation was replaced by the imported one (`import --update`).
    package var updated = 0
    /// Conflicts and other problems; errors mean nothing may be written.
    package var problems: [BundleProblem]
  }

  /// Merges the tables' entries, in order, into a table's text (nil: a new table).
  /// `tablePath` names the table in problems and notes. With `previous` (`import
  /// --update` of a catalog: the table's translations as export last wrote or import last
  /// took them, by source text), an entry the table still holds as then takes the
  /// imported translation on its line; one changed on both sides stays a conflict.
  package static func merge(
    _ tables: [TranslationImport.Table], into existing: [UInt8]?, tablePath: String,
    previous: [String: String]? = nil
  ) -> Result {
    var problems: [BundleProblem] = []
    var known: [String: (translation: String, mark: Mark)] = [:]
    var lineOf: [String: (line: Int, column: Int)] = [:]
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
      (known, knownPlurals, lineOf) = held(strings.value)
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
    var replaced: [String: String] = [:]
    let (additions, kept) = additions(
      tables, known: known, knownPlurals: knownPlurals, indent: indent, tablePath: tablePath,
      problems: &problems,
      update: previous.map { previous in
        { key, have, value in
          guard previous[key] == have, let place = lineOf[key], place.line < lines.count,
            Self.valueEnds(Array(lines[place.line].unicodeScalars), from: place.column)
          else { return false }
          replaced[key] = value
          return true
        }
      })
    if problems.contains(where: \.isError) || (additions.isEmpty && replaced.isEmpty) {
      return Result(text: nil, added: 0, kept: kept, problems: problems)
    }
    guard existing != nil else {
      let body = additions.joined(separator: "\n")
      return Result(
        text: "# Imported by 'screenspec import'.\nstrings:\n\(body)\n", added: additions.count,
        kept: kept,
        problems: problems)
    }
    let out = inserting(
      additions, into: Self.replacing(lines.map(String.init), replaced, at: lineOf), at: insertAt)
    var result = Result(
      text: out.joined(separator: "\n"), added: additions.count, kept: kept, problems: problems)
    result.updated = replaced.count
    return result
  }
}

extension TableMerge {
  /// A table's entries: plain ones (and, for one on one line, where its value starts),
  /// and plural ones.
  static func held(_ strings: Node) -> (
    known: [String: (translation: String, mark: Mark)],
    plurals: [String: (forms: [PluralCategory: String], mark: Mark)],
    lines: [String: (line: Int, column: Int)]
  ) {
    var known: [String: (translation: String, mark: Mark)] = [:]
    var plurals: [String: (forms: [PluralCategory: String], mark: Mark)] = [:]
    var lines: [String: (line: Int, column: Int)] = [:]
    for pair in strings.mapping ?? [] {
      guard let source = pair.key.scalar?.text else { continue }
      if let translation = pair.value.scalar?.text {
        known[source] = (translation, pair.key.mark)
        // A one-line entry can take another translation on its line.
        if let style = pair.value.scalar?.style, style != .literal, style != .folded,
          pair.value.mark.line == pair.key.mark.line
        {
          lines[source] = (pair.key.mark.line - 1, pair.value.mark.column - 1)
        }
      } else if let forms = pluralForms(pair.value) {
        plurals[source] = (forms, pair.key.mark)
        // A flow mapping on the key's line can take other forms there (when it ends there).
        if pair.value.mark.line == pair.key.mark.line {
          lines[source] = (pair.key.mark.line - 1, pair.value.mark.column - 1)
        }
      }
    }
    return (known, plurals, lines)
  }

  /// The table's lines with the new entries' lines added: before the next top-level key
  /// (`line`), after the table's own last line (blank lines stay below), else at the end.
  static func inserting(_ additions: [String], into lines: [String], at line: Int?) -> [String] {
    guard !additions.isEmpty else { return lines }
    var out = lines
    if let line {
      var at = line
      while at > 0, out[at - 1].trimmingSpaces.isEmpty || out[at - 1].hasPrefix("#") { at -= 1 }
      out.insert(contentsOf: additions, at: at)
    } else {
      if out.last == "" { out.removeLast() }
      out += additions
      out.append("")
    }
    return out
  }

  /// The lines of the entries to add, in order, and how many the table already held alike;
  /// a conflict with the table, or within what is imported, is a problem.
  static func additions(
    _ tables: [TranslationImport.Table],
    known: [String: (translation: String, mark: Mark)],
    knownPlurals: [String: (forms: [PluralCategory: String], mark: Mark)], indent: String,
    tablePath: String, problems: inout [BundleProblem],
    update: ((_ key: String, _ have: String, _ line: String) -> Bool)? = nil
  ) -> (lines: [String], kept: Int) {
    var additions: [String] = []
    var added: [String: TranslationImport.Entry] = [:]
    var kept = 0
    for table in tables {
      for entry in table.entries {
        let spell = table.screensSpelling ? YAMLText.text : YAMLText.template
        var key =
          table.screensSpelling ? entry.source : InterpolatedText.literalSource(entry.source)
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
          } else if entry.forms == nil ? known[key] != nil : knownPlurals[key] != nil,
            let update, update(key, have.shown, written(entry, spell))
          {
            continue
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
        additions.append("\(indent)\(YAMLText.quoted(key)): \(written(entry, spell))")
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
  package static func shown(_ forms: [PluralCategory: String]) -> String {
    "{"
      + PluralCategory.allCases.compactMap { category in
        forms[category].map { "\(category.rawValue): \($0)" }
      }.joined(separator: ", ") + "}"
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: Substring {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
    return self[start..<end]
  }
}
