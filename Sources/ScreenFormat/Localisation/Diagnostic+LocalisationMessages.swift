import Basics

/// The messages about strings tables and translations, side by side.
extension Messages {
  static func translationNames(missing: [String], extra: [String]) -> Diagnostic.Message {
    var parts: [String] = []
    if !missing.isEmpty {
      parts.append("drops " + missing.map { "'{\($0)}'" }.joined(separator: ", "))
    }
    if !extra.isEmpty { parts.append("adds " + extra.map { "'{\($0)}'" }.joined(separator: ", ")) }
    return Diagnostic.Message(
      .translationInterpolations,
      "the translation must keep the source's interpolations; it "
        + parts.joined(separator: " and "))
  }
  static let sourceText = "the source text is here"
  static func unusedTranslation(_ source: String) -> Diagnostic.Message {
    Diagnostic.Message(.unusedTranslation, "no screen shows '\(source)'; the entry is unused")
  }
  package static func untranslated(_ source: String, _ locale: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .untranslated, "'\(source)' has no translation for '\(locale)'; the source text is drawn")
  }
  static func notALocale(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidLocale, "'\(name)' is not a locale name (de, de-CH, pt_BR)")
  }
  static func badTableName(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidTableName,
      "'\(name)' is not a table name: a strings table is a folder of strings/, named without '/', '\\' or hidden characters"
    )
  }
  static func unknownTable(_ name: String, suggestion: String?) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownTable,
      "no strings table '\(name)' (strings/\(name)/LANG.yaml); the screen's texts are looked up in the default table"
        + Suggestion.didYouMean(suggestion))
  }
  static let rootTableFolder = Diagnostic.Message(
    .misplacedFile,
    "'Root' names the default table, strings/LANG.yaml: move this file there")
}
