import PropertyList
import ScreenFormat
import ScreenModel

/// The translations of a bundle: every `LANG.lproj/TABLE.strings`, each as one table with
/// every entry it holds (unused ones too) and the encoding it was read in. `Root.strings`
/// is the app's default table (`strings/LANG.yaml`); any other is a named table
/// (`strings/TABLE/LANG.yaml`), which the screens of the plists whose `StringsTable` names
/// it look their texts up in first. A file that cannot be read (neither UTF-8 nor UTF-16,
/// or an error in its text: an XML plist, an unterminated quote, a lone `\UD800`) is an
/// error and is left out alone, kept byte for byte in the app's `kept/` folder: the
/// language's other files are imported.
struct Translations {
  var problems: [BundleProblem] = []
  var files: [String: StringsFile] = [:]

  mutating func read(_ source: some BundleSource, languages: [String], limits: PlistLimits)
    -> [TranslationTable]
  {
    var tables: [TranslationTable] = []
    for folder in languages {
      // A name that would print control or bidi characters names no table file.
      guard !FolderPath.holdsUnsafeCharacter(folder) else {
        problems.append(
          BundleProblem(.warning, BundleMessages.unsafeLanguage, file: folder, at: .generated))
        continue
      }
      let language = String(folder.dropLast(".lproj".count))
      let names = source.list(folder).filter { $0.hasSuffix(".strings") && !$0.hasPrefix(".") }
      for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
        let path = "\(folder)/\(name)"
        guard !FolderPath.holdsUnsafeCharacter(name) else {
          problems.append(
            BundleProblem(.warning, BundleMessages.unsafeLanguage, file: path, at: .generated))
          continue
        }
        // A file read with an error is no table: it is kept whole (`kept/`), so export
        // writes it back as it was rather than the entries before the error.
        guard let file = strings(path, source, limits: limits), file.isReadable,
          !file.problems.contains(where: { $0.severity == .error })
        else { continue }
        let table = String(name.dropLast(".strings".count))
        tables.append(
          TranslationTable(
            language: language, entries: file.entries.map { ($0.key, $0.value) },
            name: table == StringsTable.defaultName ? nil : table,
            encoding: Self.encoding(of: file)))
      }
    }
    // The default tables first, then each named table's languages.
    return tables.enumerated().sorted { a, b in
      let (x, y) = (a.element, b.element)
      if (x.name == nil) != (y.name == nil) { return x.name == nil }
      if x.name != y.name {
        return (x.name ?? "").utf8.lexicographicallyPrecedes((y.name ?? "").utf8)
      }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// The encoding a file was read in, as a table records it (nil: UTF-8 without a mark).
  static func encoding(of file: StringsFile) -> StringsEncoding? {
    if file.isBinaryPlist { return .binaryPlist }
    return switch (file.encoding, file.hasByteOrderMark) {
    case (.utf8?, true): .utf8BOM
    case (.utf16LittleEndian?, true): .utf16LittleEndianBOM
    case (.utf16LittleEndian?, false): .utf16LittleEndian
    case (.utf16BigEndian?, true): .utf16BigEndianBOM
    case (.utf16BigEndian?, false): .utf16BigEndian
    default: nil
    }
  }

  /// A strings file, read once; nil when there is none.
  mutating func strings(_ path: String, _ source: some BundleSource, limits: PlistLimits)
    -> StringsFile?
  {
    if let file = files[path] { return file }
    guard let bytes = source.read(path) else { return nil }
    let file = StringsFile.parse(bytes, limits: limits)
    files[path] = file
    problems += file.problems.map { BundleProblem(file: path, $0) }
    return file
  }
}
