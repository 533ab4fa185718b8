import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// Issue #41: plural texts, `{plural: NAME, one: …, other: …}`, wherever a text goes, with
/// their translations keyed by the `other` form and checked against the table's language.
private func load(_ screen: String, state: String = "", strings: [String: String] = [:])
  -> AppAssembler.Result
{
  AppAssembler.load(
    [
      SourceFile(path: "app.yaml", text: "start: list\nstate:\n  servers: [a, b]\n" + state),
      SourceFile(path: "list.yaml", text: screen),
    ],
    elsewhere: { _ in false },
    strings: strings.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) },
    reportUnused: true)
}

private func messages(_ result: AppAssembler.Result, in path: String = "list.yaml") -> [String] {
  (result.reports.first { $0.file.path == path }?.diagnostics ?? []).map {
    "\($0.mark.line):\($0.mark.column): \($0.severity): \($0.message)"
  }
}

@Suite struct PluralTexts {
  @Test func aPluralTextHoldsItsNumberAndForms() throws {
    let result = load(
      "title: {plural: servers, one: \"{count} Server\", other: \"{count} Servers\"}\nrows: [x]\n")
    #expect(messages(result).isEmpty)
    let title = try #require(result.app?.screen("list")?.title)
    let plural = try #require(title.plural)
    #expect(plural.number == .state(["servers"]))
    #expect(plural.categories == [.one, .other])
    // The `other` form is the text's key in strings tables.
    #expect(title.description == "{count} Servers")
    #expect(!title.isLiteral)
    func drawn(_ number: String, _ locale: String = "en") -> String {
      title.resolve(
        state: { _ in "" }, unread: 0, count: Int(number) ?? 0, locale: locale,
        number: { _ in number })
    }
    #expect(drawn("1") == "1 Server")
    #expect(drawn("2") == "2 Servers")
    #expect(drawn("0") == "0 Servers")
    // CLDR: English `one` is an integer 1 with no visible fraction digits.
    #expect(drawn("1.0") == "0 Servers")
    #expect(drawn("abc") == "0 Servers", "a value that is not a number draws 'other'")
  }

  @Test func zeroIsDrawnForZeroInEveryLanguageAsStringsdictDoes() throws {
    let result = load(
      "title: {plural: unread, zero: All read, one: \"{unread} unread\", other: \"{unread} unread\"}\nrows: [x]\n"
    )
    #expect(messages(result).isEmpty, "English may give 'zero': Apple draws it for 0")
    let title = try #require(result.app?.screen("list")?.title)
    #expect(title.resolve(state: { _ in "" }, unread: 0, count: 0) == "All read")
    #expect(title.resolve(state: { _ in "" }, unread: 1, count: 1) == "1 unread")
    #expect(title.resolve(state: { _ in "" }, unread: 5, count: 5) == "5 unread")
  }

  @Test func aPluralTextWithoutOtherIsAnErrorWithAFix() throws {
    let result = load("title: {plural: count, one: \"{count} row\"}\nrows: [x]\n")
    #expect(result.app == nil)
    #expect(
      messages(result) == [
        "1:8: error: a plural text needs an 'other' form: it is drawn for every number no other form takes"
      ])
    let fix = try #require(result.reports.first?.diagnostics.first?.fix)
    #expect(fix.change == .insertKey("other", value: "\"\""))
  }

  @Test func anUnknownNumberIsAnErrorWithASuggestion() {
    let result = load("title: {plural: servrs, one: \"1\", other: \"n\"}\nrows: [x]\n")
    #expect(
      messages(result) == [
        "1:17: error: plural: 'servrs' names neither a state key nor a built-in count ('unread', 'count'); did you mean 'servers'?"
      ])
    let missing = load("title: {one: \"1\", other: \"n\"}\nrows: [x]\n")
    #expect(messages(missing) == ["1:8: error: a plural text is missing required key 'plural'"])
    let bad = load("title: {plural: \"a b\", one: \"1\", other: \"n\"}\nrows: [x]\n")
    #expect(
      messages(bad) == [
        "1:17: error: plural: 'a b' is neither a state key nor 'count', 'unread', 'count:SCREEN' or 'unread:SCREEN'"
      ])
  }

  /// A stepper's `valueFormat` may count its own `value`: a misspelt one is offered it
  /// first, with the fix, and told it was a name it could take (a new user's trial: the
  /// message named only the state and the built-in counts).
  @Test func aMisspeltValueOfAStepperIsOfferedItsOwnValue() throws {
    let result = load(
      "title: Copies\nrows:\n"
        + "  - {title: Copies, stepper: copies, min: 1, max: 9,"
        + " valueFormat: {plural: valu, one: \"{value} copy\", other: \"{valeu} copies\"}}\n",
      state: "  copies: \"2\"\n")
    #expect(
      messages(result) == [
        "3:76: error: plural: 'valu' names neither a state key, nor a built-in count ('unread', 'count'), nor this text's own 'value'; did you mean 'value'?",
        "3:111: error: '{valeu}' names neither a state key, nor a built-in count ('unread', 'count'), nor this text's own 'value'; did you mean 'value'?",
      ])
    let fixes = result.reports.first { $0.file.path == "list.yaml" }?.diagnostics.compactMap(\.fix)
    #expect(fixes?.count == 2)
    // Elsewhere, `value` is no name to offer.
    let title = load("title: {plural: valu, one: \"1\", other: \"n\"}\nrows: [x]\n")
    #expect(
      messages(title) == [
        "1:17: error: plural: 'valu' names neither a state key nor a built-in count ('unread', 'count')"
      ])
  }

  @Test func aNumberThatIsNotANumberIsAnError() {
    let result = load(
      "title: {plural: word, one: \"1\", other: \"n\"}\nrows: [x]\n", state: "  word: abc\n")
    #expect(
      messages(result) == [
        "1:17: error: plural: 'word' is 'abc' in the state, not a number; the 'other' form would be drawn"
      ])
    let number = load(
      "title: {plural: n, one: \"1\", other: \"n\"}\nrows: [x]\n", state: "  n: \"2.5\"\n")
    #expect(messages(number).isEmpty)
  }

  @Test func unknownCategoriesAndFormsThatAreNotTextAreErrors() {
    let typo = load("title: {plural: count, one: \"1\", othre: \"n\", other: \"n\"}\nrows: [x]\n")
    #expect(messages(typo).first == "1:34: error: unknown key 'othre'; did you mean 'other'?")
    let nested = load(
      "title: {plural: count, one: {plural: count, other: x}, other: \"n\"}\nrows: [x]\n")
    #expect(
      messages(nested).contains(
        "1:29: error: the 'one' form of a plural text is text, not another plural text"))
  }

  @Test func aMisspeltOtherIsOneErrorWhoseFixIsTheRename() throws {
    let result = load("title: {plural: count, one: \"1\", othre: \"n\"}\nrows: [x]\n")
    #expect(messages(result) == ["1:34: error: unknown key 'othre'; did you mean 'other'?"])
    let fix = try #require(result.reports.first?.diagnostics.first?.fix)
    #expect(fix.change == .replace(with: "other"))
  }

  @Test func aNumberWrittenAsAnInterpolationIsToldItsName() throws {
    let result = load("title: {plural: \"{servers}\", one: \"1\", other: \"n\"}\nrows: [x]\n")
    #expect(
      messages(result) == [
        "1:17: error: plural: '{servers}' is neither a state key nor 'count', 'unread', 'count:SCREEN' or 'unread:SCREEN'; did you mean 'servers'?"
      ])
  }

  @Test func aBrokenFormIsNotAlsoToldAsLacking() {
    let nested = load(
      "title: {plural: count, one: {plural: count, other: x}, other: \"n\"}\nrows: [x]\n")
    #expect(!messages(nested).contains { $0.contains("lacks") })
  }

  @Test func tableEntriesAreNotCalledUnusedWhileAScreenHasErrors() {
    let result = load(
      "title: {plural: count, one: \"1\"}\nrows: [x]\n",
      strings: ["strings/de.yaml": "strings:\n  Other: Andere\n"])
    #expect(messages(result, in: "strings/de.yaml").isEmpty)
    let clean = load(
      "title: T\nrows: [x]\n", strings: ["strings/de.yaml": "strings:\n  Other: Andere\n"])
    #expect(
      messages(clean, in: "strings/de.yaml") == [
        "2:3: warning: no screen shows 'Other'; the entry is unused"
      ])
  }

  @Test func theSourceLanguagesCategoriesAreChecked() {
    let result = load(
      "title: {plural: count, few: \"f\", other: \"n\"}\nrows: [x]\n")
    #expect(
      messages(result) == [
        "1:8: warning: the plural text lacks 'one', a form 'en' uses; the 'other' form is drawn in its place",
        "1:24: warning: 'en' never uses the plural form 'few'; it is never drawn",
      ])
  }

  @Test func aFormsInterpolationsAreCheckedAgainstTheState() {
    let result = load(
      "title: {plural: count, one: \"{nope}\", other: \"{count}\"}\nrows: [x]\n")
    #expect(messages(result).count == 1)
    #expect(messages(result).first?.hasPrefix("1:30: error: '{nope}' names neither") == true)
  }
}

@Suite struct PluralTranslations {
  let screen =
    "title: {plural: servers, one: \"{count} Server\", other: \"{count} Servers\"}\nrows: [x]\n"

  @Test func aTranslationGivesTheFormsOfItsLanguage() throws {
    let result = load(
      screen,
      strings: [
        "strings/ar.yaml":
          "strings:\n  \"{count} Servers\": {zero: لا خوادم, one: خادم واحد, two: خادمان, few: \"{count} خوادم\", many: \"{count} خادمًا\", other: \"{count} خادم\"}\n",
        "strings/de.yaml":
          "strings:\n  \"{count} Servers\": {one: \"{count} Server\", other: \"{count} Server\"}\n",
      ])
    #expect(messages(result, in: "strings/ar.yaml").isEmpty)
    #expect(messages(result, in: "strings/de.yaml").isEmpty)
    let app = try #require(result.app)
    let title = try #require(app.screen("list")?.title)
    func drawn(_ number: Int, _ locale: String) throws -> String {
      let localisation = try #require(app.localisation(for: locale))
      #expect(localisation.pluralLocale(of: title) == locale)
      return localisation.template(title).resolve(
        state: { _ in "" }, unread: 0, count: number,
        locale: localisation.pluralLocale(of: title), number: { _ in String(number) })
    }
    #expect(try drawn(1, "de") == "1 Server")
    #expect(try drawn(7, "de") == "7 Server")
    #expect(
      try (0...3).map { try drawn($0, "ar") } == ["لا خوادم", "خادم واحد", "خادمان", "3 خوادم"])
    #expect(try drawn(11, "ar") == "11 خادمًا")
    #expect(try drawn(100, "ar") == "100 خادم")
  }

  @Test func aTranslationIsCheckedAgainstItsLanguage() {
    let result = load(
      screen,
      strings: [
        "strings/ar.yaml":
          "strings:\n  \"{count} Servers\": {one: واحد, other: \"{count} خادم\"}\n",
        "strings/ja.yaml":
          "strings:\n  \"{count} Servers\": {one: \"{count}台\", other: \"{count}台のサーバー\"}\n",
      ])
    #expect(
      messages(result, in: "strings/ar.yaml") == [
        "2:22: warning: the plural translation lacks 'zero', a form 'ar' uses; the 'other' form is drawn in its place",
        "2:22: warning: the plural translation lacks 'two', a form 'ar' uses; the 'other' form is drawn in its place",
        "2:22: warning: the plural translation lacks 'few', a form 'ar' uses; the 'other' form is drawn in its place",
        "2:22: warning: the plural translation lacks 'many', a form 'ar' uses; the 'other' form is drawn in its place",
      ])
    #expect(
      messages(result, in: "strings/ja.yaml") == [
        "2:23: warning: 'ja' never uses the plural form 'one'; it is never drawn"
      ])
  }

  @Test func aTranslationKeepsItsSourcesInterpolations() {
    let result = load(
      screen,
      strings: [
        "strings/de.yaml":
          "strings:\n  \"{count} Servers\": {one: ein Server, other: \"viele Server\", two: \"{n}\"}\n"
      ])
    let found = messages(result, in: "strings/de.yaml")
    // `one` may leave the number out ("ein Server"); `other` may not, nor may a form add one.
    #expect(
      found.contains(
        "2:47: error: the translation must keep the source's interpolations; it drops '{count}'"))
    #expect(
      found.contains(
        "2:68: error: the translation must keep the source's interpolations; it adds '{n}'"))
    #expect(!found.contains { $0.hasPrefix("2:28") })
  }

  @Test func aPluralEntryIsUsedByItsTextAndPseudoChangesEveryForm() throws {
    let result = load(
      screen,
      strings: [
        "strings/de.yaml":
          "strings:\n  \"{count} Servers\": {one: \"{count} Server\", other: \"{count} Server\"}\n  Unused: {one: a, other: b}\n"
      ])
    #expect(
      messages(result, in: "strings/de.yaml") == [
        "3:3: warning: no screen shows 'Unused'; the entry is unused"
      ])
    let app = try #require(result.app)
    let title = try #require(app.screen("list")?.title)
    let pseudo = try #require(app.localisation(for: "pseudo")).template(title)
    let forms = try #require(pseudo.plural)
    #expect(forms.categories == [.one, .other])
    #expect(forms.forms.values.allSatisfy { $0.description.hasPrefix("[{count} ") })
    #expect(forms.number == .state(["servers"]))
  }
}

/// A property of every language ScreenSpec has rules for: for any number, a plural text with
/// all six forms draws the form of the category the rules choose (`zero` for 0), a text with
/// only the language's own categories draws one of them, and integers and their decimal
/// text choose alike.
@Test func everyNumberDrawsTheFormItsLanguagesRulesChoose() throws {
  var generator = SystemRandomNumberGenerator()
  let all = Dictionary(
    uniqueKeysWithValues: PluralCategory.allCases.map {
      ($0, InterpolatedText(source: "\($0.rawValue) {count}"))
    })
  let text = try #require(PluralText(number: .count, forms: all))
  for locale in [
    "en", "de", "fr", "pt", "es", "it", "pl", "cs", "ru", "uk", "ar", "he", "ja", "da",
  ] {
    let own = try #require(
      PluralText(
        number: .count,
        forms: Dictionary(
          uniqueKeysWithValues: PluralRules.categories(of: locale).map { ($0, all[$0]!) })))
    for _ in 0..<300 {
      let number = Int.random(in: 0...1_000_000, using: &generator)
      let operands = PluralOperands(integer: number)
      let category =
        number == 0 ? PluralCategory.zero : PluralRules.category(of: operands, in: locale)
      #expect(text.form(for: operands, locale: locale) == all[category], "\(number) in \(locale)")
      #expect(
        text.form(for: String(number), locale: locale) == text.form(for: operands, locale: locale))
      let drawn = own.form(for: operands, locale: locale)
      #expect(own.categories.contains { own.forms[$0] == drawn }, "\(number) in \(locale)")
    }
  }
}
