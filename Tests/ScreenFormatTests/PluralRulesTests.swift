import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// CLDR's samples of each category (`@integer …`, `@decimal …` in plurals.xml), with their
/// `~` ranges written out, for every language the rules hold.
private let samples: [(languages: [String], category: PluralCategory, numbers: [String])] = [
  (["ja", "zh", "ko"], .other, ["0", "1", "2", "15", "100", "1000000", "0.0", "1.5", "10.0"]),
  (["en", "de", "nl", "sv", "fi"], .one, ["1"]),
  (
    ["en", "de", "nl", "sv", "fi"], .other,
    ["0", "2", "16", "100", "1000", "0.0", "1.0", "1.5", "10.0"]
  ),
  (["nb", "tr"], .one, ["1", "1.0", "1.00"]),
  (["nb", "tr"], .other, ["0", "2", "16", "100", "0.0", "0.9", "1.1", "1.6", "10.0"]),
  (["da"], .one, ["1", "0.1", "1.6"]),
  (["da"], .other, ["0", "2", "16", "100", "0.0", "2.0", "3.4", "10.0"]),
  (["fr"], .one, ["0", "1", "0.0", "1.5"]),
  (["fr"], .many, ["1000000"]),
  (["fr"], .other, ["2", "17", "100", "1000", "2.0", "3.5", "10.0", "1000000.0"]),
  (["pt"], .one, ["0", "1", "0.0", "1.5"]),
  (["pt"], .many, ["1000000"]),
  (["pt"], .other, ["2", "17", "100", "1000", "2.0", "3.5", "10.0"]),
  (["it"], .one, ["1"]),
  (["it"], .many, ["1000000"]),
  (["it"], .other, ["0", "2", "16", "100", "1000", "0.0", "1.5", "10.0"]),
  (["es"], .one, ["1", "1.0", "1.00"]),
  (["es"], .many, ["1000000"]),
  (["es"], .other, ["0", "2", "16", "100", "0.0", "0.9", "1.1", "1.6", "10.0"]),
  (["he"], .one, ["1", "0.0", "0.5", "0.9", "0.05"]),
  (["he"], .two, ["2"]),
  (["he"], .other, ["0", "3", "17", "20", "100", "1000", "1.0", "2.5", "10.0"]),
  (["cs"], .one, ["1"]),
  (["cs"], .few, ["2", "3", "4"]),
  (["cs"], .many, ["0.0", "1.5", "10.0", "100.0"]),
  (["cs"], .other, ["0", "5", "19", "100", "1000", "1000000"]),
  (["pl"], .one, ["1"]),
  (["pl"], .few, ["2", "4", "22", "24", "32", "34", "62", "102", "1002"]),
  (["pl"], .many, ["0", "5", "19", "100", "1000", "1000000"]),
  (["pl"], .other, ["0.0", "1.5", "10.0", "100.0"]),
  (["ru", "uk"], .one, ["1", "21", "31", "81", "101", "1001"]),
  (["ru", "uk"], .few, ["2", "4", "22", "24", "54", "62", "102", "1002"]),
  (["ru", "uk"], .many, ["0", "5", "11", "14", "19", "100", "1000", "1000000"]),
  (["ru", "uk"], .other, ["0.0", "1.5", "10.0", "100.0"]),
  (["ar"], .zero, ["0", "0.0", "0.00"]),
  (["ar"], .one, ["1", "1.0"]),
  (["ar"], .two, ["2", "2.0"]),
  (["ar"], .few, ["3", "10", "103", "110", "1003", "3.0", "103.0"]),
  (["ar"], .many, ["11", "26", "111", "1011", "11.0", "111.0"]),
  (["ar"], .other, ["100", "102", "200", "202", "1000", "0.1", "1.7", "10.1", "100.0"]),
]

@Test(arguments: samples.indices)
func eachLanguageChoosesCLDRsCategoryAtItsSamples(index: Int) throws {
  let (languages, category, numbers) = samples[index]
  for language in languages {
    #expect(PluralRules.knows(language))
    #expect(PluralRules.categories(of: language).contains(category))
    for text in numbers {
      let number = try #require(PluralOperands(text), "\(text)")
      #expect(PluralRules.category(of: number, in: language) == category, "\(language) \(text)")
    }
  }
}

@Test func everyRuleOfTheDataParses() {
  for entry in PluralRules.table {
    for (category, text) in entry.rules {
      #expect(PluralCondition(text) != nil, "\(entry.languages) \(category): \(text)")
    }
  }
  // Each language's categories, in CLDR's order, `other` last.
  #expect(PluralRules.categories(of: "ar") == [.zero, .one, .two, .few, .many, .other])
  #expect(PluralRules.categories(of: "ja") == [.other])
  #expect(PluralRules.categories(of: "pt-BR") == [.one, .many, .other])
  // A language without rules uses `other` alone.
  #expect(!PluralRules.knows("xx"))
  #expect(PluralRules.category(of: PluralOperands("1")!, in: "xx") == .other)
}

@Test func operandsAreReadAsCLDRDefinesThem() throws {
  let number = try #require(PluralOperands("-1.50"))
  #expect([number.i, number.v, number.w, number.f, number.t] == [1, 2, 1, 50, 5])
  #expect(PluralOperands("1.") == nil)
  #expect(PluralOperands("1e3") == nil)
  #expect(PluralOperands("") == nil)
  // Past 18 digits the last 18 are kept: `i = 1` is false, `i % 10 = 1` still true.
  let huge = try #require(PluralOperands("1000000000000000000001"))
  #expect(PluralRules.category(of: huge, in: "en") == .other)
  #expect(PluralRules.category(of: huge, in: "ru") == .one)
}

@Test func aConditionThatIsNotCLDRsSyntaxIsRefused() {
  for text in ["", "x = 1", "i = ", "i % 0 = 1", "i = 4..2", "i == 1", "i = 1 and", "n = 1,,2"] {
    #expect(PluralCondition(text) == nil, "\(text)")
  }
}
