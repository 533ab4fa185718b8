import JSON
import ScreenModel

/// What `import` reads from a catalog's localization (``CatalogUnit``), over JSON values
/// and whatever the units' states: so that `export --catalog` leaves a localization that
/// already says what the app's table says as it is (a `%#@NAME@` substitution, a `%lld`
/// key's forms), and finds the entry a text was imported from when the entry's key is not
/// the text (`%lld photos selected`, imported as `{photos} photos selected`).
enum CatalogReading {
  /// A localization's text, and its plural forms for a plural.
  struct Reading: Equatable {
    /// A plain unit's value, or the plural's `other` form.
    var text: String
    /// The plural forms, for a plural.
    var forms: [PluralCategory: String]?
  }

  /// What import reads from `localization`: a plain unit's value, a plural variation's
  /// forms, or a text with one substitution whose forms are put into it; nil for anything
  /// else (device variations, several substitutions).
  static func reading(_ localization: JSONValue?) -> Reading? {
    guard let localization else { return nil }
    if let text = localization["stringUnit"]?["value"]?.string {
      guard let substitutions = CatalogExport.members(localization["substitutions"]) else {
        return Reading(text: text)
      }
      guard substitutions.count == 1, let (name, substitution) = substitutions.first,
        let inner = forms(substitution)
      else { return nil }
      let token = "%#@\(name)@"
      let number = "{\(name)}"
      let forms = inner.mapValues {
        CatalogUnit.replacing(
          token, with: CatalogUnit.replacing("%arg", with: number, in: $0), in: text)
      }
      return forms[.other].map { Reading(text: $0, forms: forms) }
    }
    guard let variations = CatalogExport.members(localization["variations"]),
      variations.count == 1, let forms = forms(localization)
    else { return nil }
    return forms[.other].map { Reading(text: $0, forms: forms) }
  }

  /// The forms of an object's plural variation (a localization's or a substitution's).
  static func forms(_ object: JSONValue) -> [PluralCategory: String]? {
    guard let plural = CatalogExport.members(object["variations"]?["plural"]) else { return nil }
    var forms: [PluralCategory: String] = [:]
    for (name, form) in plural {
      guard let category = PluralCategory(rawValue: name),
        let value = form["stringUnit"]?["value"]?.string
      else { return nil }
      forms[category] = value
    }
    return forms.isEmpty ? nil : forms
  }

  /// The keys of the entries whose source-language text is not their key, by that text
  /// (the first entry for a text), as `import` reads them.
  static func keys(bySource strings: [(String, JSONValue)], sourceLanguage: String)
    -> [String: String]
  {
    var out: [String: String] = [:]
    for (key, entry) in strings {
      guard let text = reading(entry["localizations"]?[sourceLanguage])?.text, text != key,
        out[text] == nil
      else { continue }
      out[text] = key
    }
    return out
  }

  /// A localization with one substitution holding `forms` (the screens' spelling) in its
  /// own: each form is its text around the substitution, whose `{NAME}` is `%arg`. Nil
  /// when a form does not fit the text around it (then the forms are written as a plural
  /// variation in place of the substitution).
  static func substituting(_ forms: [PluralCategory: String], into localization: JSONValue)
    -> JSONValue?
  {
    guard let text = localization["stringUnit"]?["value"]?.string,
      var members = CatalogExport.members(localization),
      var substitutions = CatalogExport.members(localization["substitutions"]),
      substitutions.count == 1, var inner = CatalogExport.members(substitutions[0].1)
    else { return nil }
    let token = Array("%#@\(substitutions[0].0)@")
    let characters = Array(text)
    guard
      let start = characters.indices.first(where: {
        characters[$0...].starts(with: token)
      })
    else { return nil }
    let prefix = String(characters[..<start])
    let suffix = String(characters[(start + token.count)...])
    var innerForms: [PluralCategory: String] = [:]
    for (category, form) in forms {
      guard form.hasPrefix(prefix), form.hasSuffix(suffix),
        form.count >= prefix.count + suffix.count
      else { return nil }
      let middle = String(form.dropFirst(prefix.count).dropLast(suffix.count))
      innerForms[category] = CatalogUnit.replacing(
        "{\(substitutions[0].0)}", with: "%arg", in: middle)
    }
    CatalogExport.setPlural(&inner, innerForms)
    substitutions[0].1 = .object(inner)
    CatalogExport.replace(&members, "substitutions", .object(substitutions))
    return .object(members)
  }
}
