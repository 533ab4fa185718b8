import YAMLTree

/// The phases of `assemble` that read strings tables, and that collect the texts each
/// screen translates.
extension AppLoader {
  /// Strings tables: each translation keeps its source's names; unused entries warn. Each
  /// table's report is appended to `reports`.
  static func stringsTables(
    _ strings: [SourceFile], outcomes: [DecodedFile], decoded: [Int], limits: ParseLimits,
    reportUnused: Bool, into reports: inout [FileDiagnostics]
  ) -> [String: StringsTable] {
    var tables: [String: StringsTable] = [:]
    // Only an app with tables needs to know which texts its screens use.
    let used =
      strings.isEmpty || !reportUnused
      ? [] : Set(decoded.flatMap { outcomes[$0].context.texts.map(\.source) }).union(builtInTexts)
    var sources: [String: (path: String, mark: Mark)] = [:]
    if !strings.isEmpty {
      for index in decoded {
        for text in outcomes[index].context.texts where sources[text.source] == nil {
          sources[text.source] = (outcomes[index].file.path, text.mark)
        }
      }
    }
    for file in strings {
      var context = DecodeContext()
      context.fileBytes = file.bytes
      let parsed = YAMLParser.parse(file.bytes, limits: limits, streaming: nil, fileSize: file.size)
      context.diagnostics = parsed.diagnostics
      let locale = file.baseName
      if let reason = file.unreadable {
        context.error(Messages.unreadableFile(reason), at: .start)
      } else if !StringsDecoder.isLocale(locale) {
        context.error(Messages.notALocale(locale), at: .start)
      } else if let root = parsed.root,
        let table = StringsDecoder.decode(
          root, locale: locale, into: &context, sourceAt: { sources[$0] })
      {
        tables[locale] = table
        for (source, mark) in table.marks where reportUnused && !used.contains(source) {
          context.diagnostics.append(.warning(Messages.unusedTranslation(source), at: mark))
        }
      }
      reports.append(FileDiagnostics(file: file, diagnostics: sorted(context.diagnostics)))
    }
    return tables
  }

  /// A snapshot variant's locale needs a table (or is pseudo), as --locale does: an error
  /// in app.yaml's report for each that has none.
  static func addMissingTables(
    _ variants: [(SnapshotVariant, localeMark: Mark?)], tables: [String: StringsTable],
    to reports: inout [FileDiagnostics]
  ) {
    let missingTables = variants.compactMap { variant, mark -> Diagnostic? in
      guard let locale = variant.locale, let mark, locale != Localisation.pseudoLocale else {
        return nil
      }
      let language = String(locale.prefix { $0 != "-" && $0 != "_" })
      guard tables[locale] == nil, tables[language] == nil else { return nil }
      return .error(Messages.variantLocaleWithoutTable(locale), at: mark)
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
