import JSON

/// A String Catalog's translators as a third party to `export --catalog`: what ScreenSpec
/// last wrote into the catalog (its base), the catalog as it is now, and what export
/// writes now, compared string unit by string unit (plural and device variations and
/// substitutions' forms too).
///
/// - A unit the catalog holds as ScreenSpec last wrote it takes export's value.
/// - A unit changed in the catalog since (a translator's) and not in the app's table (export
///   would write the base's value again) is kept as the catalog has it, and said.
/// - A unit changed on both sides, to different values, is a conflict: nothing is written.
///
/// A unit the base does not hold (no export wrote, nor import read, this catalog yet; a
/// unit import did not take) whose value is not the app's is kept as the catalog has it
/// too, and said: a translation is never replaced unless ScreenSpec knows it wrote it.
package enum CatalogTranslators {
  /// Where the app keeps what export last wrote into a catalog of that file name,
  /// relative to the app folder (hidden: loading never reads it).
  package static func base(of name: String) -> String {
    ".screenspec/catalog-base/" + name
  }

  /// Where the app keeps the catalog of that file name as ScreenSpec last wrote or read
  /// it, whole: what `export --catalog` writes a new file of that name over, so that what
  /// the app's tables cannot hold (comments, states, the source language's plural forms,
  /// device variations, several substitutions) comes back.
  package static func last(of name: String) -> String {
    ".screenspec/catalog-last/" + name
  }

  /// Where a string unit is: its entry's key, its language, and the variations leading to
  /// it (`plural.many`, `device.ipad`; empty for the localization's own unit).
  package struct Place: Hashable, Sendable {
    /// The entry's key.
    package var key: String
    /// The localization's language.
    package var language: String
    /// The variation kinds and cases on the way, in order.
    package var variations: [String]

    /// The unit as a message names it: `'Sync' (de)`, `'%lld photos' (ru, plural.many)`,
    /// `'%lld photos selected' (de, %#@photos@.plural.other)`.
    package var described: String {
      "'\(key)' (\(([language] + (variations.isEmpty ? [] : [variations.joined(separator: ".")])).joined(separator: ", ")))"
    }
  }

  /// A unit whose value two sides hold differently.
  package struct Difference: Sendable {
    /// The unit.
    package var place: Place
    /// Its value in the catalog now.
    package var catalog: String
    /// The value export would write.
    package var app: String
    /// Whether the base holds the unit (else nothing tells who changed it).
    package var remembered = true
  }

  /// The catalog to write and what the comparison found.
  package struct Outcome: Sendable {
    /// The catalog, with the translators' changes kept.
    package var catalog: JSONValue
    /// The translators' changes kept.
    package var kept: [Difference] = []
    /// The units changed on both sides.
    package var conflicts: [Difference] = []

    /// An outcome that keeps nothing: `catalog` as export writes it.
    package init(catalog: JSONValue) {
      self.catalog = catalog
    }
  }

  /// `written` with each unit a translator changed since `base` kept as `existing` has it.
  package static func merged(_ written: JSONValue, existing: JSONValue, base: JSONValue?)
    -> Outcome
  {
    var outcome = Outcome(catalog: written)
    let before = base.map { units($0) } ?? [:]
    let ours = units(written)
    for (place, theirs) in units(existing).sorted(by: { order($0.key, $1.key) }) {
      guard let mine = ours[place], mine != theirs, before[place] != theirs else { continue }
      var difference = Difference(place: place, catalog: theirs, app: mine)
      guard let old = before[place] else {
        // Nothing tells who changed it: the translator's is kept, unless there is none.
        guard !theirs.isEmpty else { continue }
        difference.remembered = false
        outcome.kept.append(difference)
        outcome.catalog = setting(theirs, at: place, in: outcome.catalog)
        continue
      }
      if mine == old {
        outcome.kept.append(difference)
        outcome.catalog = setting(theirs, at: place, in: outcome.catalog)
      } else {
        outcome.conflicts.append(difference)
      }
    }
    return outcome
  }

  /// What export remembers after `import` took a catalog's translations into the app:
  /// the earlier memory (`base`), each of its units the catalog holds final (`translated`)
  /// now holding the catalog's value, as the app's tables do. Without an earlier memory,
  /// the catalog's final units (import took them; the others are the translators' alone).
  package static func remembered(_ catalog: JSONValue, over base: JSONValue?) -> JSONValue {
    guard var base else { return finalOnly(catalog) }
    let had = units(base)
    for (place, value) in units(catalog, finalOnly: true).sorted(by: { order($0.key, $1.key) })
    where had[place] != value {
      // A unit the memory did not hold (a language or form a translator added) is taken
      // whole, its state beside its value (a new user's trial: it was left out, so the
      // translator's next change was a conflict with what import had taken).
      let unit = unitPath(place) + ["stringUnit"]
      if had[place] != nil {
        base = setting(value, at: place, in: base)
      } else if let taken = unit.reduce(catalog as JSONValue?, { $0?[$1] }) {
        base = placed(taken, at: unit[...], in: base)
      }
    }
    return base
  }

  /// `node` with `value` at `path`, the objects on the way made where missing (appended).
  static func placed(_ value: JSONValue, at path: ArraySlice<String>, in node: JSONValue)
    -> JSONValue
  {
    guard let name = path.first else { return value }
    guard case .object(var members) = node else { return node }
    if let index = members.firstIndex(where: { $0.0 == name }) {
      members[index].1 = placed(value, at: path.dropFirst(), in: members[index].1)
    } else {
      members.append((name, placed(value, at: path.dropFirst(), in: .object([]))))
    }
    return .object(members)
  }

  /// A catalog without its `new`, `needs_review` and `stale` string units.
  static func finalOnly(_ value: JSONValue) -> JSONValue {
    guard var members = CatalogExport.members(value) else { return value }
    if let state = value["stringUnit"]?["state"]?.string, CatalogUnit.unfinished.contains(state) {
      members.removeAll { $0.0 == "stringUnit" }
    }
    return .object(members.map { ($0.0, finalOnly($0.1)) })
  }

  /// Every string unit's value, by place (with `finalOnly`, a `new`, `needs_review` or
  /// `stale` one left out).
  static func units(_ catalog: JSONValue, finalOnly: Bool = false) -> [Place: String] {
    var out: [Place: String] = [:]
    func walk(_ node: JSONValue?, _ place: Place) {
      let state = node?["stringUnit"]?["state"]?.string ?? "translated"
      if let value = node?["stringUnit"]?["value"]?.string,
        !finalOnly || !CatalogUnit.unfinished.contains(state)
      {
        out[place] = value
      }
      for (kind, cases) in CatalogExport.members(node?["variations"]) ?? [] {
        for (name, inner) in CatalogExport.members(cases) ?? [] {
          var deeper = place
          deeper.variations += [kind + "." + name]
          walk(inner, deeper)
        }
      }
      // A substitution's forms (`%#@photos@.plural.one`).
      for (name, inner) in CatalogExport.members(node?["substitutions"]) ?? [] {
        var deeper = place
        deeper.variations += ["%#@\(name)@"]
        walk(inner, deeper)
      }
    }
    guard case .object(let entries)? = catalog["strings"] else { return out }
    for (key, entry) in entries {
      guard case .object(let languages)? = entry["localizations"] else { continue }
      for (language, localization) in languages {
        walk(localization, Place(key: key, language: language, variations: []))
      }
    }
    return out
  }

  /// The catalog with the unit at `place` holding `value` (a unit it lacks is left out).
  static func setting(_ value: String, at place: Place, in catalog: JSONValue) -> JSONValue {
    replaced(catalog, at: unitPath(place)[...] + ["stringUnit", "value"], with: .string(value))
  }

  /// The path of the object holding a unit's `stringUnit`.
  static func unitPath(_ place: Place) -> [String] {
    var path = ["strings", place.key, "localizations", place.language]
    for step in place.variations {
      if step.hasPrefix("%#@"), step.hasSuffix("@"), step.count > 4 {
        path += ["substitutions", String(step.dropFirst(3).dropLast())]
        continue
      }
      let parts = step.split(separator: ".", maxSplits: 1).map(String.init)
      path += ["variations"] + parts
    }
    return path
  }

  static func replaced(_ node: JSONValue, at path: ArraySlice<String>, with value: JSONValue)
    -> JSONValue
  {
    guard let name = path.first else { return value }
    guard case .object(var members) = node,
      let index = members.firstIndex(where: { $0.0 == name })
    else { return node }
    members[index].1 = replaced(members[index].1, at: path.dropFirst(), with: value)
    return .object(members)
  }

  static func order(_ a: Place, _ b: Place) -> Bool {
    (a.key, a.language, a.variations.joined(separator: "/"))
      < (b.key, b.language, b.variations.joined(separator: "/"))
  }
}
