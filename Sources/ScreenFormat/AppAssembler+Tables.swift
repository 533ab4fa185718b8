import Basics
import ScreenModel
import YAMLTree

/// The phases of `assemble` that read strings tables, and that collect the texts each
/// screen translates.
extension AppAssembler {
  /// The strings tables of an app: the default tables (`strings/LANG.yaml`) by locale, and
  /// the named ones (`strings/TABLE/LANG.yaml`) by name, then locale.
  struct Tables {
    var defaults: [String: StringsTable] = [:]
    var named: [String: [String: StringsTable]] = [:]
  }

  /// The name of the table a strings file holds: its folder's, when that is not
  /// `strings/` itself; nil for the default table.
  static func tableName(of file: SourceFile) -> String? {
    let folder = FolderPath.folder(of: file.path)
    guard FolderPath.lastPart(FolderPath.folder(of: folder)) == "strings" else { return nil }
    return FolderPath.lastPart(folder)
  }

  /// The names of the named tables the files hold.
  static func tableNames(_ strings: [SourceFile]) -> Set<String> {
    Set(strings.compactMap(tableName))
  }

  /// The texts each table's entries are used by: a named table's by the screens that name
  /// it, the default table's by every screen (a named table's screens only where their
  /// table does not translate the text in that locale). Built-in texts are always used.
  struct UsedTexts {
    var byScreenTable: [String?: Set<String>] = [:]

    init(_ outcomes: [DecodedFile], decoded: [Int], known: Set<String>) {
      for index in decoded {
        var name = outcomes[index].context.stringsTable?.name
        if name == StringsTable.defaultName || name.map(known.contains) == false { name = nil }
        byScreenTable[name, default: []].formUnion(outcomes[index].context.texts.map(\.source))
      }
    }

    func isUsed(_ source: String, in table: StringsTable, tables: Tables) -> Bool {
      if builtInTexts.contains(source) { return true }
      if let name = table.name { return byScreenTable[name]?.contains(source) == true }
      return byScreenTable.contains { name, texts in
        texts.contains(source)
          && (name.map { tables.named[$0]?[table.locale]?.translates(source) != true } ?? true)
      }
    }
  }

  /// Strings tables: each translation keeps its source's names; unused entries warn, per
  /// table. Each table's report is appended to `reports`.
  static func stringsTables(
    _ strings: [SourceFile], outcomes: [DecodedFile], decoded: [Int], limits: ParseLimits,
    reportUnused: Bool, into reports: inout [FileDiagnostics]
  ) -> Tables {
    var tables = Tables()
    var sources: [String: (path: String, mark: Mark)] = [:]
    if !strings.isEmpty {
      for index in decoded {
        for text in outcomes[index].context.texts where sources[text.source] == nil {
          sources[text.source] = (outcomes[index].file.path, text.mark)
        }
      }
    }
    var contexts: [DecodeContext] = []
    for file in strings {
      var context = DecodeContext()
      context.fileBytes = file.bytes
      let locale = file.baseName
      let name = tableName(of: file)
      if let reason = file.unreadable {
        // Only why it was not read: its (no) bytes say nothing of its own.
        context.error(Messages.unreadableFile(reason), at: .start)
        contexts.append(context)
        continue
      }
      let parsed = YAMLParser.parse(file.bytes, limits: limits, streaming: nil, fileSize: file.size)
      context.diagnostics = parsed.diagnostics
      if !LocaleName.isLocale(locale) {
        context.error(Messages.notALocale(locale), at: .start)
      } else if name == StringsTable.defaultName {
        context.error(Messages.rootTableFolder, at: .start)
      } else if let root = parsed.root,
        var table = StringsDecoder.decode(
          root, locale: locale, into: &context, sourceAt: { sources[$0] })
      {
        table.name = name
        table.importedFrom = ImportComment.tableSource(in: file.bytes)
        if let name {
          tables.named[name, default: [:]][locale] = table
        } else {
          tables.defaults[locale] = table
        }
      }
      contexts.append(context)
    }
    checkTableNames(outcomes, decoded: decoded, known: tableNames(strings), into: &reports)
    // A file with errors may hold texts that were not read: which entries are unused is
    // then not known, and warning at every entry would bury the error.
    // Asked only when there are tables, and by index: `contains(where:)` over the files
    // copies each (every array of its context retained and released, 10,000 times over).
    let judged = { !outcomes.indices.contains { outcomes[$0].context.errorCount > 0 } }
    let used =
      reportUnused && !strings.isEmpty && judged()
      ? UsedTexts(outcomes, decoded: decoded, known: Set(tables.named.keys)) : nil
    for (file, var context) in zip(strings, contexts) {
      if let used, let table = table(of: file, in: tables) {
        for (source, mark) in table.marks where !used.isUsed(source, in: table, tables: tables) {
          context.diagnostics.append(.warning(Messages.unusedTranslation(source), at: mark))
        }
      }
      reports.append(FileDiagnostics(file: file, diagnostics: sorted(context.diagnostics)))
    }
    return tables
  }

  /// The table a strings file was read into.
  static func table(of file: SourceFile, in tables: Tables) -> StringsTable? {
    let locale = file.baseName
    if let name = tableName(of: file) { return tables.named[name]?[locale] }
    return tables.defaults[locale]
  }

  /// A warning at each screen's `stringsTable:` that names no table of `strings/`, added to
  /// the screen's report.
  static func checkTableNames(
    _ outcomes: [DecodedFile], decoded: [Int], known: Set<String>,
    into reports: inout [FileDiagnostics]
  ) {
    for index in decoded {
      guard let (name, mark) = outcomes[index].context.stringsTable,
        name != StringsTable.defaultName, !known.contains(name)
      else { continue }
      let warning = Diagnostic.warning(
        Messages.unknownTable(name, suggestion: Suggestion.nearest(to: name, in: known.sorted())),
        at: mark)
      let file = outcomes[index].file
      if let at = reports.firstIndex(where: { $0.file.path == file.path }) {
        reports[at].diagnostics = sorted(reports[at].diagnostics + [warning])
      } else {
        reports.append(FileDiagnostics(file: file, diagnostics: [warning]))
      }
    }
  }

  /// A snapshot variant's locale needs a table (or is pseudo, or English, the screens' own
  /// language, drawn from a `Base` table or the source texts), as --locale does: an error
  /// in app.yaml's report for each that has none.
  static func addMissingTables(
    _ variants: [(SnapshotVariant, localeMark: Mark?)], tables: Tables,
    to reports: inout [FileDiagnostics]
  ) {
    let missingTables = variants.compactMap { variant, mark -> Diagnostic? in
      guard let locale = variant.locale, let mark, locale != Localisation.pseudoLocale else {
        return nil
      }
      let language = String(locale.prefix { $0 != "-" && $0 != "_" })
      guard language.lowercased() != PluralRules.sourceLocale else { return nil }
      let all = [tables.defaults] + Array(tables.named.values)
      guard !all.contains(where: { $0[locale] != nil || $0[language] != nil }) else { return nil }
      return .error(LocaleProblem.noStringsTable(locale).message, at: mark)
    }
    if !missingTables.isEmpty, let index = reports.firstIndex(where: { $0.file.isAppFile }) {
      reports[index].diagnostics = sorted(reports[index].diagnostics + missingTables)
    }
  }

  /// The texts each screen that records them translates, placed in the templates they
  /// come from (for `check --locale`).
  static func recordedTexts(
    _ outcomes: [DecodedFile], decoded: [Int], origins: [String: TemplateOrigins],
    templates: TemplateLibrary?
  ) -> [(file: SourceFile, texts: [(source: String, mark: Mark)])] {
    var texts: [(file: SourceFile, texts: [(source: String, mark: Mark)])] = []
    for index in decoded where outcomes[index].context.recordsTexts {
      texts.append((outcomes[index].file, outcomes[index].context.texts))
    }
    if !origins.isEmpty, let templates {
      texts = TemplateReports.placeTexts(texts, origins: origins, library: templates)
    }
    return texts
  }

  /// Each template's problems, placed where the template is used (and its own file), and
  /// unused templates warned about when the whole folder is loaded; the templates each
  /// screen file's rows came from.
  static func placeTemplateReports(
    _ reports: inout [FileDiagnostics], outcomes: [DecodedFile], decoded: [Int],
    templates: TemplateLibrary?, settings: AppSettings, appPath: String?, warnUnused: Bool
  ) -> [String: TemplateOrigins] {
    var origins: [String: TemplateOrigins] = [:]
    var templatesUsed: Set<String> = []
    for index in decoded where !outcomes[index].templatesUsed.isEmpty {
      origins[outcomes[index].file.path] = outcomes[index].origins
      templatesUsed.formUnion(outcomes[index].templatesUsed)
    }
    if let templates {
      TemplateReports.place(
        &reports, origins: origins, library: templates, used: templatesUsed, state: settings.state,
        stateMarks: settings.stateMarks, appPath: appPath, warnUnused: warnUnused)
    }
    return origins
  }
}

extension App {
  /// Takes an app's strings tables, default and named.
  mutating func use(_ tables: AppAssembler.Tables) {
    self.tables = tables.defaults
    namedTables = tables.named
  }
}
