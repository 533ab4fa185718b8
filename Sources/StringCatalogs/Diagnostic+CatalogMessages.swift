import Basics

/// The catalog-import messages, side by side.
enum CatalogMessages {
  static let notCatalog = Diagnostic.Message(
    .notATranslationFile, "not a String Catalog: expected an object with 'strings'")
  static func notFinal(_ state: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .unfinishedTranslation,
      "this translation is '\(state)', not 'translated', so it is not imported; finish it in the catalog (its state 'translated'), then import again"
    )
  }
  static func variations(_ key: String, _ language: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notImported,
      "'\(key)' varies by device, or by more than one plural, in '\(language)'; the screens' tables hold one text or one plural a language, so it is not imported"
    )
  }
  static let notStringsdict = Diagnostic.Message(
    .notATranslationFile,
    "not a .stringsdict file: expected a dictionary of keys, each with NSStringLocalizedFormatKey")
  static func noPluralVariable(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notImported,
      "'\(key)' has no one plural variable (%#@NAME@ with NSStringPluralRuleType) in its NSStringLocalizedFormatKey; it is not imported"
    )
  }
  static func unknownCategory(_ name: String, suggestion: String?) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownValue,
      "unknown plural category '\(name)'"
        + Suggestion.didYouMean(
          suggestion, otherwise: "; expected zero, one, two, few, many or other"))
  }
  static func pluralWithoutOther(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .pluralWithoutOther,
      "the plural variation of '\(key)' has no 'other' form, which every number falls back to")
  }
  static func conflict(_ source: String, _ existing: String, _ new: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .translationConflict,
      "'\(source)' is already translated as '\(existing)'; this translates it as '\(new)'")
  }
  static let existingHere =
    "the app's translation is here; change or remove it to take the imported one"
  static func twiceInImport(_ source: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .translationConflict, "'\(source)' is translated twice, differently, in what is imported")
  }
  static let flowTable = Diagnostic.Message(
    .flowStyleTable,
    "the table's 'strings' is written in flow style ({…}); write it as a block mapping to merge into it"
  )
  static let notTable = Diagnostic.Message(
    .notATranslationFile,
    "not a strings table: expected 'strings:' with source texts and translations")
}
