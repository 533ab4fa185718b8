import Basics
import JSON
import PropertyList
import ScreenModel

/// One language's text of a String Catalog entry: its `stringUnit`, or its plural
/// variation's forms (`variations.plural.CATEGORY.stringUnit`), or a text with one
/// `%#@NAME@` substitution whose plural forms are put into it, `%arg` becoming `{NAME}`.
struct CatalogUnit {
  /// The text: a plain unit's value, or the plural's `other` form.
  var text: String
  /// The plural forms, for a plural.
  var forms: [PluralCategory: String]?
  /// Where the text is.
  var location: PlistLocation

  /// The states of a unit that are not final: a translator's work in progress.
  static let unfinished: Set<String> = ["new", "needs_review", "stale"]

  /// Whether a unit is final; a `new`, `needs_review` or `stale` one is reported, a warning
  /// at its state, and not taken.
  static func isFinal(_ unit: JSONNode, file: String, into problems: inout [BundleProblem])
    -> Bool
  {
    guard let state = unit["state"], let word = state.string, unfinished.contains(word) else {
      return true
    }
    problems.append(
      BundleProblem(.warning, CatalogMessages.notFinal(word), file: file, at: .mark(state.mark)))
    return false
  }

  /// The unit of a localization, or nil when it has none this reads (device variations,
  /// several substitutions, a unit not final or without a value).
  static func read(_ localization: JSONNode, file: String, into problems: inout [BundleProblem])
    -> CatalogUnit?
  {
    if let unit = localization["stringUnit"] {
      guard isFinal(unit, file: file, into: &problems), let value = unit["value"] else {
        return nil
      }
      guard let text = value.string else { return nil }
      if let substitutions = localization["substitutions"]?.object {
        return substituted(text, substitutions, at: .mark(value.mark), file: file, &problems)
      }
      return CatalogUnit(text: text, location: .mark(value.mark))
    }
    guard let variations = localization["variations"]?.object, variations.count == 1,
      let plural = localization["variations"]?["plural"]
    else { return nil }
    return forms(plural, file: file, into: &problems)
  }

  /// The forms of a plural variation; an unknown category is an error at its key.
  static func forms(_ plural: JSONNode, file: String, into problems: inout [BundleProblem])
    -> CatalogUnit?
  {
    var forms: [PluralCategory: String] = [:]
    var location = PlistLocation.mark(plural.mark)
    // A plural is taken whole or not at all: one form not final leaves the text out.
    var final = true
    for entry in plural.object ?? [] {
      if let unit = entry.value["stringUnit"], !isFinal(unit, file: file, into: &problems) {
        final = false
      }
      guard
        let category = category(
          entry.key, at: .mark(entry.keyMark), file: file, into: &problems)
      else { continue }
      guard let value = entry.value["stringUnit"]?["value"], let text = value.string else {
        continue
      }
      if category == .other { location = .mark(value.mark) }
      forms[category] = text
    }
    guard final else { return nil }
    guard let other = forms[.other] else {
      if !forms.isEmpty {
        problems.append(
          BundleProblem(
            .error, CatalogMessages.pluralWithoutOther(forms.values.sorted()[0]), file: file,
            at: .mark(plural.mark)))
      }
      return nil
    }
    return CatalogUnit(text: other, forms: forms, location: location)
  }

  /// The category a plural form's key names; an unknown one is an error at it, with the
  /// nearest category as a suggestion (a catalog's and a `.stringsdict`'s alike).
  static func category(
    _ name: String, at location: PlistLocation, file: String,
    into problems: inout [BundleProblem]
  ) -> PluralCategory? {
    if let category = PluralCategory(rawValue: name) { return category }
    let known = PluralCategory.allCases.map(\.rawValue)
    problems.append(
      BundleProblem(
        .error,
        CatalogMessages.unknownCategory(name, suggestion: Suggestion.nearest(to: name, in: known)),
        file: file, at: location))
    return nil
  }

  /// A text with one `%#@NAME@` substitution whose plural forms go into it.
  static func substituted(
    _ text: String, _ substitutions: [JSONMember], at location: PlistLocation, file: String,
    _ problems: inout [BundleProblem]
  ) -> CatalogUnit? {
    guard substitutions.count == 1, let substitution = substitutions.first,
      let plural = substitution.value["variations"]?["plural"],
      let inner = forms(plural, file: file, into: &problems)?.forms
    else { return nil }
    let token = "%#@\(substitution.key)@"
    let number = "{\(substitution.key)}"
    let forms = inner.mapValues {
      replacing(token, with: replacing("%arg", with: number, in: $0), in: text)
    }
    guard let other = forms[.other] else { return nil }
    return CatalogUnit(text: other, forms: forms, location: location)
  }
}

extension CatalogUnit {
  /// `text` with every `target` replaced (Foundation-free).
  static func replacing(_ target: String, with replacement: String, in text: String) -> String {
    let characters = Array(text)
    let pattern = Array(target)
    guard !pattern.isEmpty, characters.count >= pattern.count else { return text }
    var out = ""
    var index = 0
    while index < characters.count {
      if index + pattern.count <= characters.count,
        characters[index..<(index + pattern.count)].elementsEqual(pattern)
      {
        out += replacement
        index += pattern.count
      } else {
        out.append(characters[index])
        index += 1
      }
    }
    return out
  }
}
