import Basics
import ScreenFormat
import Testing
import YAMLTree

@testable import SettingsBundle

private let tricky = [
  "plain", "Two words", "", " leading", "trailing ", "true", "NO", "null", "~", "1", "0.5", "-3",
  "a: b", "a #b", "#x", "- item", "[x]", "{x}", "'q'", "\"dq\"", "back\\slash", "line\nbreak",
  "tab\there", "cr\r", "nul\u{0}", "bell\u{07}", "del\u{7F}", "nel\u{85}", "ls\u{2028}",
  "ps\u{2029}",
  "bom\u{FEFF}", "é ü 日本", "😀", "*alias", "&anchor", "!tag", "%", "@", "`", "|", ">", "?", ",",
]

@Test(arguments: tricky)
func aTextReadsBackAsItself(text: String) throws {
  let yaml = "k: " + YAMLText.text(text) + "\n"
  let parsed = YAMLParser.parse(Array(yaml.utf8))
  #expect(parsed.diagnostics.isEmpty, "\(yaml)")
  let value = try #require(parsed.root?.mapping?.first?.value.scalar)
  #expect(value.text == text)
  // Only a plain-safe text is written plain; anything else is quoted, so it reads as a string.
  #expect(value.style == .plain ? YAMLText.isPlainSafe(text) : true)
}

@Test func valuesKeepTheirPlistTypeInYAML() {
  #expect(YAMLText.value(.integer("010")) == "010")
  #expect(YAMLText.value(.real("0.5")) == "0.5")
  #expect(YAMLText.value(.boolean(true)) == "true")
  #expect(YAMLText.value(.string("true")) == "\"true\"")
  #expect(YAMLText.value(.string("1")) == "\"1\"")
  #expect(YAMLText.value(.real("nan")) == "\"nan\"")
  #expect(YAMLText.template("{x} and }") == "\"{{x}} and }}\"")
}
