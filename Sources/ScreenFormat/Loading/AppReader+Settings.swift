extension AppReader {
  /// How a reader loads, given once when it is made: what `check`, `export`, `snapshot`
  /// and the language server each ask of a load, and what they keep across loads.
  package struct Settings {
    /// Whether whole folders warn at strings-table entries no screen uses (`check`).
    package var reportUnusedTranslations = false
    /// Whether every screen's translatable texts are listed (`check --locale`).
    package var collectTexts = false
    /// Whether each loaded screen and app keeps where it was written (``SourceTree``), for
    /// reporting at its keys later (`export`).
    package var keepsSources = false
    /// Whether a path may name a strings table or a template, or their folder (`check`),
    /// rather than screens.
    package var acceptsStringsTables = false
    /// Decodes kept from earlier loads of the same files (the language server's), or nil.
    package var decodeCache: DecodeCache?
    /// Whether a folder's load keeps its decodes in ``decodeCache`` too, or only a screen
    /// file's load (`snapshot`: a broken file that many screens of a broken folder reach is
    /// decoded once, and a folder that loads keeps nothing).
    package var cachesFolderDecodes = true
    /// What each folder's files bind and declare, kept by a caller told of every change
    /// (the language server's), or nil: a screen file's load then asks only the siblings
    /// it names rather than every one.
    package var siblingIndex: SiblingIndex?
    /// Screen files' loads kept from earlier checks of the same files (the language
    /// server's), or nil: a load after an edit of its own file alone checks only that file
    /// when it can (``KeptLoads``).
    package var keptLoads: KeptLoads?
    /// Whether a screen file's load indexes a folder the index does not hold yet (decoding
    /// every sibling that may bind or declare something), or walks it as without an index,
    /// by folder.
    package var buildsSiblingIndex: (String) -> Bool = { _ in true }

    /// The defaults: nothing kept, nothing but screens loaded.
    package init() {}

    /// `check`'s settings: entries no screen uses are warned about, a path may name a
    /// strings table or a template, and with a locale every text is listed.
    package static func check(collectingTexts: Bool = false) -> Settings {
      var settings = Settings()
      settings.reportUnusedTranslations = true
      settings.acceptsStringsTables = true
      settings.collectTexts = collectingTexts
      return settings
    }

    /// `export`'s settings: each file's tree is kept, so that what a Settings.bundle cannot
    /// hold is reported at its key; with a catalog (`collectingTexts`), every translatable
    /// text is listed.
    package static func export(collectingTexts: Bool = false) -> Settings {
      var settings = Settings()
      settings.keepsSources = true
      settings.collectTexts = collectingTexts
      return settings
    }
  }
}
