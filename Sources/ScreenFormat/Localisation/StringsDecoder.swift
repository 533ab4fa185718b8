import Basics
import ScreenModel
import YAMLTree

/// Reads a strings table, checking that every translation keeps the interpolation names
/// of its source.
enum StringsDecoder {
  static let keys = FieldTable.names(FieldTable.strings)

  /// `sourceAt` finds where a screen shows a source text (its file and mark), for the note
  /// of a translation that breaks it; without one, the note is at the table's own key.
  static func decode(
    _ root: Node, locale: String, into context: inout DecodeContext,
    sourceAt: (String) -> (path: String, mark: Mark)? = { _ in nil }
  ) -> StringsTable? {
    guard
      let fields = context.fields(
        root, expected: "a strings table (a mapping with 'strings' and 'direction')", known: keys)
    else { return nil }
    var table = StringsTable(
      locale: locale, strings: [:],
      rightToLeft: StringsTable.rightToLeftLanguages.contains(StringsTable.language(of: locale)))
    if let direction = fields["direction"], let text = context.text(direction, key: "direction") {
      switch text {
      case "rtl": table.rightToLeft = true
      case "ltr": table.rightToLeft = false
      default:
        context.error(
          Messages.unknownValue("direction", text, allowed: ["ltr", "rtl"], suggestion: nil),
          at: direction.mark)
      }
    }
    if let encoding = fields["encoding"] {
      table.encoding = context.oneOf(encoding, what: "encoding")
    }
    guard let strings = context.required(fields, "strings", in: "the strings table") else {
      return nil
    }
    guard let pairs = strings.mapping else {
      context.error(
        Messages.wrongType(
          expected: "a mapping of texts to translations", found: strings.kindDescription),
        at: strings.mark)
      return nil
    }
    table.strings.reserveCapacity(pairs.count)
    table.marks.reserveCapacity(pairs.count)
    for pair in pairs {
      guard let source = pair.key.scalar?.text else { continue }
      if pair.value.scalar == nil, DecodeContext.isPluralText(pair.value) {
        if let forms = pluralForms(pair, source: source, locale: locale, into: &context, sourceAt) {
          table.plurals[source] = forms
          table.marks[source] = pair.key.mark
        }
        continue
      }
      guard let translation = context.text(pair.value, key: source) else { continue }
      context.flagZeroWidthSpace(translation, at: pair.value.mark)
      let wanted = InterpolatedText.names(in: source)
      let found = InterpolatedText.names(in: translation)
      if wanted != found {
        let missing = wanted.subtracting(found).sorted()
        let extra = found.subtracting(wanted).sorted()
        let note =
          sourceAt(source).map { Diagnostic.Note(Messages.sourceText, at: $0.mark, in: $0.path) }
          ?? Diagnostic.Note(Messages.sourceText, at: pair.key.mark)
        context.error(
          Messages.translationNames(missing: missing, extra: extra), at: pair.value.mark,
          notes: [note])
        continue
      }
      table.strings[source] = translation
      table.marks[source] = pair.key.mark
    }
    return table
  }

  /// The forms of a plural translation, each keeping its source's names (`zero`, `one` and
  /// `two` may leave them out: "One server"), with warnings at the categories the locale
  /// uses and lacks or never uses.
  static func pluralForms(
    _ pair: Pair, source: String, locale: String, into context: inout DecodeContext,
    _ sourceAt: (String) -> (path: String, mark: Mark)?
  ) -> [PluralCategory: String]? {
    let known = PluralCategory.allCases.map(\.rawValue)
    guard
      let fields = context.fields(pair.value, expected: "a plural translation", known: known)
    else { return nil }
    let wanted = InterpolatedText.names(in: source)
    var forms: [PluralCategory: String] = [:]
    var broken = false
    for category in PluralCategory.allCases {
      guard let node = fields[category.rawValue],
        let form = context.text(node, key: category.rawValue)
      else { continue }
      let found = InterpolatedText.names(in: form)
      let mayDrop: Set<PluralCategory> = [.zero, .one, .two]
      let missing = mayDrop.contains(category) ? [] : wanted.subtracting(found).sorted()
      let extra = found.subtracting(wanted).sorted()
      guard missing.isEmpty, extra.isEmpty else {
        let note =
          sourceAt(source).map { Diagnostic.Note(Messages.sourceText, at: $0.mark, in: $0.path) }
          ?? Diagnostic.Note(Messages.sourceText, at: pair.key.mark)
        context.error(
          Messages.translationNames(missing: missing, extra: extra), at: node.mark, notes: [note])
        broken = true
        continue
      }
      forms[category] = form
    }
    guard fields["other"] != nil else {
      context.error(
        Messages.pluralWithoutOther, at: pair.value.mark,
        fix: Fix(.insertKey("other", value: "\"\"")))
      return nil
    }
    guard !broken,
      let plural = PluralText(
        number: .count, forms: forms.mapValues { InterpolatedText(source: $0) })
    else { return nil }
    context.checkCategories(plural, fields, locale: locale, translation: true)
    return forms
  }
}
