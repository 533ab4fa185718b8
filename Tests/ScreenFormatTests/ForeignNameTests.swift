import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// Item 13 of issue #25: UIKit and Settings.bundle names, each pointing at the key or word
/// of the format it means (or saying how the format writes it), name by name.
@Test(arguments: [
  ("textLabel", "did you mean 'title'?"),
  ("detailTextLabel", "did you mean 'detail'?"),
  ("accessoryType", "did you mean 'accessory'?"),
  ("isOn", "did you mean 'toggle'?"),
  ("isHidden", "did you mean 'visibleIf'?"),
  ("isEnabled", "did you mean 'enabledIf'?"),
  ("destination", "did you mean 'push'?"),
  ("segue", "did you mean 'push'?"),
  ("switch", "did you mean 'toggle'?"),
  ("isSecureTextEntry", "did you mean 'secure'?"),
  ("KeyboardType", "did you mean 'keyboard'?"),
  ("MinimumValue", "did you mean 'min'?"),
  // Not the nearest spelling, 'maxImage' (a picture's name).
  ("maximum", "did you mean 'max'?"),
  ("minimum", "did you mean 'min'?"),
  ("MaximumValueImage", "did you mean 'maxImage'?"),
  ("DefaultValue", "Settings' 'DefaultValue' is the key's value in app.yaml's 'state'"),
  (
    "Type",
    "a row's kind is its key ('toggle', 'textField', 'slider', 'stepper', 'button', 'url', 'push' or 'body'), not a 'Type'"
  ),
  (
    "Key",
    "Settings' 'Key' is the state key, written as the value of the row's kind: 'toggle: KEY', 'textField: KEY'"
  ),
  // A row may set 'choices' now (a title value's stored values and titles).
  ("Values", "did you mean 'choices'?"),
  ("Titles", "did you mean 'choices'?"),
  ("FooterText", "a footer is a section's or screen's 'footer'"),
])
func aForeignRowKeyPointsTheRightWay(key: String, hint: String) {
  let found = diagnostics("title: A\nrows:\n  - title: B\n    \(key): x\n")
  let message = found.first { $0.contains("'\(key)'") } ?? ""
  #expect(message.hasPrefix("screen 4:5: error: unknown key '\(key)'"), "\(found)")
  #expect(message.hasSuffix(hint), "\(message)")
}

@Test(arguments: [
  (
    "title: A\nfooterText: x\nrows: [a]\n",
    "screen 2:1: error: unknown key 'footerText'; did you mean 'footer'?"
  ),
  (
    "title: A\nrows:\n  - {title: B, accessory: disclosureIndicator}\n",
    "screen 3:27: error: unknown accessory 'disclosureIndicator'; did you mean 'disclosure'?"
  ),
  (
    "title: A\nrows:\n  - {title: B, accessory: detailDisclosureButton}\n",
    "screen 3:27: error: unknown accessory 'detailDisclosureButton'; did you mean 'detail'?"
  ),
  (
    "title: A\nrows:\n  - {title: B, textField: t, keyboard: Alphabet}\n",
    "screen 3:40: error: unknown keyboard 'Alphabet'; did you mean 'default'?"
  ),
])
func aForeignNameElsewherePointsTheRightWay(screen: String, expected: String) {
  let found = diagnostics(screen, app: "state: {t: x}\n")
  #expect(found.contains { $0.hasSuffix(expected) }, "\(found)")
}

@Test func everyForeignNamePointsAtAKeyOrWordTheFormatHas() {
  let keys =
    (FieldTable.screen + FieldTable.row + FieldTable.section + FieldTable.choice
    + FieldTable.icon).map(
      \.name)
  let words = Set(keys).union(["grouped", "disclosure", "detail", "default"])
  for (name, meaning) in ForeignNames.keys {
    #expect(name == name.lowercased())
    if let key = meaning.key { #expect(words.contains(key), "\(name) → \(key)") }
  }
  for (name, word) in ForeignNames.values {
    #expect(name == name.lowercased())
    #expect(words.contains(word), "\(name) → \(word)")
  }
}
