import ScreenModel

/// What a search field searches: rows hidden while their title lacks the search text, the
/// rows the app loads by their texts, a list of mappings' items, and `shown(_:)`.
extension ScreenWriter {
  /// `matches(_:)`: whether a row the app holds, by its position, shows the search text in
  /// its title, subtitle or detail, as `render` searches rows.
  mutating func searchedRows(_ rows: [Row]) -> String {
    var out =
      "  /// Whether a row, by its position, holds the search text in its title, subtitle or\n"
    out +=
      "  /// detail.\n  private func matches(_ index: Int) -> Bool {\n    let texts: [[String.LocalizationValue]] = [\n"
    for row in rows {
      let texts = [row.title, row.subtitle, row.detail].compactMap { $0 }.filter { !$0.isEmpty }
      out += "      [" + texts.map { text($0, key: "title") }.joined(separator: ", ") + "],\n"
    }
    out +=
      "    ]\n    return texts.indices.contains(index) && texts[index].contains(where: shown)\n"
    return out + "  }\n"
  }

  /// The texts of an item of a list of mappings a search looks in, as a Swift array: its
  /// `row:` template's title, subtitle and detail (translated), else its own fields.
  mutating func searchedTexts(_ rowsFrom: RowsFrom) -> String {
    guard let template = rowsFrom.template else {
      return "[\"title\", \"subtitle\", \"detail\"].map { item[$0] ?? \"\" }"
    }
    itemFields = true
    let texts = [template.title, template.subtitle, template.detail].compactMap { $0 }.map {
      "String(localized: \(text($0, key: "row")))"
    }
    itemFields = false
    return "[" + texts.joined(separator: ", ") + "]"
  }

  /// A row a search field may hide: shown while its title holds the search text.
  mutating func searched(_ row: Row) -> String {
    let written = self.row(row)
    guard screen.search != nil, !row.title.isEmpty else { return written }
    let title = text(row.title, key: "title")
    searchTitles.append(title)
    return "        if shown(\(title)) {\n" + indent(written) + "        }\n"
  }

  /// `shown(_:)`, whether a title holds the search text as a search field compares
  /// (ignoring case and diacritics), and `searched`, the titles it searches.
  func searchHelpers() -> String {
    var out = "  /// Whether a title holds the search text, ignoring case and diacritics.\n"
    out += "  private func shown(_ title: String.LocalizationValue) -> Bool {\n"
    out += "    search.isEmpty || String(localized: title).localizedStandardContains(search)\n"
    out += "  }\n\n  /// The titles the search field searches.\n"
    out += "  private var searched: [String.LocalizationValue] {\n    [\n"
    for title in searchTitles { out += "      \(title),\n" }
    return out + "    ]\n  }\n"
  }
}
