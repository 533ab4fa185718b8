import ScreenModel
import Testing

/// Issue #52: a text that interpolates, keyed as SwiftUI's `LocalizedStringKey` keys it
/// (`%lld unread posts`), and its translations spelled so and read back.
private let signedIn = FormatKey([
  .literal("Signed in as "),
  .argument(FormatKey.Argument(name: "user.name", specifier: "@")),
  .literal(" (100%, "),
  .argument(FormatKey.Argument(name: "unread", specifier: "lld")),
  .literal(")"),
])

@Test func aFormatKeyIsTheTextWithSpecifiersAndDoubledPercents() {
  #expect(signedIn.key == "Signed in as %@ (100%%, %lld)")
  #expect(signedIn.arguments.map(\.name) == ["user.name", "unread"])
}

@Test func aTranslationIsSpelledAsTheKeyNumberedWhenItsOrderDiffers() {
  #expect(
    signedIn.formatted("Angemeldet als {user.name} ({unread}, 100%)")
      == "Angemeldet als %@ (%lld, 100%%)")
  #expect(signedIn.formatted("{unread} — {user.name}") == "%2$lld — %1$@")
  // A form may leave a name out; one the key lacks has no spelling.
  #expect(signedIn.formatted("{unread} {{braces}}") == "%2$lld {braces}")
  #expect(signedIn.formatted("{other}") == nil)
}

@Test func aValueInTheKeysSpellingReadsBackAsTheScreensWrite() {
  #expect(
    signedIn.unformatted("Angemeldet als %@ (%lld, 100%%)")
      == "Angemeldet als {user.name} ({unread}, 100%)")
  #expect(signedIn.unformatted("%2$lld — %1$@ {x}") == "{unread} — {user.name} {{x}}")
  #expect(signedIn.unformatted("%3$@") == nil)
  #expect(signedIn.unformatted("%@ %@ %@") == nil)
  #expect(signedIn.unformatted("50%") == nil)
  #expect(signedIn.unformatted("50%k") == nil)
  for text in ["{unread} und {user.name}", "a {{b}} %", "{user.name}"] {
    #expect(signedIn.formatted(text).flatMap(signedIn.unformatted) == text)
  }
}
