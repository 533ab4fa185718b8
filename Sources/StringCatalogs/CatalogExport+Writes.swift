import JSON
import ScreenModel

/// How `export --catalog` writes a text's localization: not at all when it already says
/// what the app's table says (read as `import` reads it, whatever its layout), else its
/// value or forms in place.
extension CatalogExport {
  /// A localization holds the plain text `value`.
  static func write(_ localizations: inout [(String, JSONValue)], _ language: String, value: String)
  {
    let old = localizations.first { $0.0 == language }?.1
    guard CatalogReading.reading(old) != CatalogReading.Reading(text: value) else { return }
    if var members = members(old), members.contains(where: { $0.0 == "substitutions" }) {
      // A text that was a substitution is now a plain one.
      replace(&members, "substitutions", nil)
      replace(&localizations, language, .object(members))
    }
    set(&localizations, language, value: value)
  }

  /// A localization holds the plural `forms`: in its substitution when it has one they fit,
  /// else as its plural variation.
  static func write(
    _ localizations: inout [(String, JSONValue)], _ language: String,
    plural forms: [PluralCategory: String]
  ) {
    let old = localizations.first { $0.0 == language }?.1
    guard CatalogReading.reading(old)?.forms != forms else { return }
    if let old, old["substitutions"] != nil {
      if let substituted = CatalogReading.substituting(forms, into: old) {
        replace(&localizations, language, substituted)
        return
      }
      var members = members(old) ?? []
      replace(&members, "substitutions", nil)
      replace(&localizations, language, .object(members))
      // The number prints as the substitution's did (`%lld`), as in any plural of a
      // `%lld` key, not as the screens' `{NAME}`.
      if let (name, substitution) = CatalogExport.members(old["substitutions"])?.first {
        let specifier = "%" + (substitution["formatSpecifier"]?.string ?? "lld")
        set(
          &localizations, language,
          plural: forms.mapValues { CatalogUnit.replacing("{\(name)}", with: specifier, in: $0) })
        return
      }
    }
    set(&localizations, language, plural: forms)
  }
}
