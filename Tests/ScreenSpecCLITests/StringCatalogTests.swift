import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #41: `export APP --catalog FILE.xcstrings` writes the app's texts as an Xcode String
/// Catalog (plural texts as plural variations) and keeps every field of an existing catalog
/// that it does not own; `import` of a catalog brings plural variations and substitutions
/// into plural entries, and import then export gives back the same JSON value.
private func writeApp(_ ws: Workspace) throws {
  try ws.write("Mail/app.yaml", "start: mail\nstate:\n  drafts: \"1\"\n")
  try ws.write(
    "Mail/mail.yaml",
    """
    title: Mail
    rows:
      - stepper: drafts
        title: Drafts
        min: 0
        max: 9
        valueFormat: {plural: value, one: "{value} draft", other: "{value} drafts"}

    """)
  try ws.write(
    "Mail/strings/de.yaml",
    """
    strings:
      Drafts: Entwürfe
      "{value} drafts": {one: "{value} Entwurf", other: "{value} Entwürfe"}

    """)
}

/// The catalog's JSON value, read by Foundation (an independent reader).
private func json(_ text: String?) throws -> NSDictionary {
  let data = try #require(text?.data(using: .utf8))
  return try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
}

/// The value at a dotted path of nested dictionaries (`localizations.de.stringUnit.value`).
private func at(_ value: Any?, _ path: String) -> Any? {
  path.split(separator: ".").reduce(value) { value, key in
    (value as? NSDictionary)?[String(key)]
  }
}

/// A catalog as the shapes of real ones hold it: a unit needing review, a stale one, a
/// comment, a key not to translate, device variations, an entry no screen shows, and an
/// extraction state.
private let existing = """
  {
    "sourceLanguage" : "en",
    "strings" : {
      "Drafts" : {
        "comment" : "The drafts row",
        "extractionState" : "extracted_with_value",
        "localizations" : {
          "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Entwürfe" } },
          "fr" : { "stringUnit" : { "state" : "stale", "value" : "Brouillons" } }
        }
      },
      "Mail" : { "shouldTranslate" : false },
      "Tap to send" : {
        "localizations" : {
          "de" : {
            "variations" : {
              "device" : {
                "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "Klicken" } }
              }
            }
          }
        }
      }
    },
    "version" : "1.0"
  }

  """

@Suite struct StringCatalogs {
  @Test func anAppsTextsBecomeACatalogInXcodesLayout() throws {
    let ws = try Workspace()
    try writeApp(ws)
    let run = ws.run("export", "@Mail", "--catalog", "@Mail.xcstrings")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "wrote \(ws.path("Mail.xcstrings"))\n")
    let text = try #require(ws.read("Mail.xcstrings"))
    #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
    #expect(text.hasSuffix("  \"version\" : \"1.0\"\n}\n"))
    let catalog = try json(text)
    let strings = try #require(catalog["strings"] as? NSDictionary)
    // The plural text is keyed as the app's SwiftUI looks it up, `Text("\(drafts) drafts")`.
    #expect(
      Set(strings.allKeys.compactMap { $0 as? String }) == ["Mail", "Drafts", "%lld drafts"])
    let drafts = try #require(strings["Drafts"] as? NSDictionary)
    #expect(drafts["extractionState"] as? String == "manual")
    #expect(
      at(drafts, "localizations.de.stringUnit.value") as? String == "Entwürfe")
    let plural = try #require(strings["%lld drafts"] as? NSDictionary)
    #expect(
      at(plural, "localizations.en.variations.plural.one.stringUnit.value")
        as? String == "%lld draft")
    #expect(
      at(plural, "localizations.de.variations.plural.other.stringUnit.value")
        as? String == "%lld Entwürfe")
    // The same app gives the same bytes: a second export changes nothing.
    #expect(ws.run("export", "@Mail", "--catalog", "@Mail.xcstrings").stdout.hasPrefix("unchanged"))
  }

  @Test func anExistingCatalogKeepsWhatTheScreensDoNotOwn() throws {
    let ws = try Workspace()
    try writeApp(ws)
    try ws.write("Mail.xcstrings", existing)
    let run = ws.run("export", "@Mail", "--catalog", "@Mail.xcstrings")
    #expect(run.status == 0, "\(run.stderr)")
    let strings = try #require(try json(ws.read("Mail.xcstrings"))["strings"] as? NSDictionary)
    let drafts = try #require(strings["Drafts"] as? NSDictionary)
    #expect(drafts["comment"] as? String == "The drafts row")
    #expect(drafts["extractionState"] as? String == "extracted_with_value")
    #expect(at(drafts, "localizations.de.stringUnit.state") as? String == "needs_review")
    #expect(at(drafts, "localizations.fr.stringUnit.state") as? String == "stale")
    // Not to be translated: left as it was, with no translations added.
    #expect(strings["Mail"] as? NSDictionary == ["shouldTranslate": false])
    let device = try #require(strings["Tap to send"] as? NSDictionary)
    #expect(
      at(device, "localizations.de.variations.device.iphone.stringUnit.value")
        as? String == "Tippen")
    #expect(strings["%lld drafts"] != nil)
  }

  @Test func importThenExportGivesBackTheSameCatalog() throws {
    let ws = try Workspace()
    try ws.write("Mail/app.yaml", "start: mail\nstate:\n  drafts: \"1\"\n")
    try ws.write(
      "Mail/mail.yaml",
      "title: Mail\nrows:\n  - stepper: drafts\n    title: Drafts\n    min: 0\n    max: 9\n    valueFormat: {plural: value, one: \"{value} draft\", other: \"{value} drafts\"}\n"
    )
    try ws.write("Mail/strings/fr.yaml", "strings:\n  Mail: Courrier\n")
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Drafts" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Entwürfe" } }
            }
          },
          "{value} drafts" : {
            "localizations" : {
              "de" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "{value} Entwurf" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "{value} Entwürfe" } }
              } } },
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "{value} draft" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "{value} drafts" } }
              } } }
            }
          }
        },
        "version" : "1.0"
      }

      """
    try ws.write("Mail.xcstrings", catalog)
    let imported = ws.run("import", "@Mail.xcstrings", "--out", "@Mail")
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      ws.read("Mail/strings/de.yaml")?.contains(
        "\"{value} drafts\": {one: \"{value} Entwurf\", other: \"{value} Entwürfe\"}") == true)
    #expect(ws.run("check", "@Mail").status == 0)
    try ws.write("Before.xcstrings", catalog)
    let exported = ws.run("export", "@Mail", "--catalog", "@Mail.xcstrings")
    #expect(exported.status == 0, "\(exported.stderr)")
    // The catalog's value comes back, with the app's own French table added and the
    // 'Mail' entry the screens show.
    let before = try json(catalog)
    let after = try json(ws.read("Mail.xcstrings"))
    let afterStrings = try #require(after["strings"] as? NSDictionary)
    for key in ["Drafts", "{value} drafts"] {
      #expect(
        afterStrings[key] as? NSDictionary == (before["strings"] as? NSDictionary)?[key]
          as? NSDictionary, "\(key)")
    }
    #expect(
      at(afterStrings["Mail"], "localizations.fr.stringUnit.value")
        as? String == "Courrier")
    // A catalog the app already holds all of comes back byte for byte.
    #expect(ws.run("export", "@Mail", "--catalog", "@Mail.xcstrings").stdout.hasPrefix("unchanged"))
  }

  @Test func aSubstitutionsFormsGoIntoItsText() throws {
    let ws = try Workspace()
    try ws.write("App/app.yaml", "start: s\nstate:\n  servers: [a]\n")
    try ws.write(
      "App/s.yaml",
      "title: {plural: servers, one: \"{servers} server online\", other: \"{servers} servers online\"}\nrowsFrom: servers\n"
    )
    try ws.write(
      "S.xcstrings",
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"%#@servers@ online": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "%#@servers@ online"},
               "substitutions": {"servers": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                 "one": {"stringUnit": {"state": "translated", "value": "%arg server"}},
                 "other": {"stringUnit": {"state": "translated", "value": "%arg servers"}}}}}}},
        "de": {"stringUnit": {"state": "translated", "value": "%#@servers@ online"},
               "substitutions": {"servers": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                 "one": {"stringUnit": {"state": "translated", "value": "%arg Server"}},
                 "other": {"stringUnit": {"state": "translated", "value": "%arg Server"}}}}}}}}}}}
      """)
    let run = ws.run("import", "@S.xcstrings", "--out", "@App")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      ws.read("App/strings/de.yaml")?.contains(
        "\"{servers} servers online\": {one: \"{servers} Server online\", other: \"{servers} Server online\"}"
      ) == true)
    let check = ws.run("check", "@App")
    #expect(check.status == 0 && !check.stderr.contains("warning"), "\(check.stderr)")
  }

  @Test(arguments: [
    ("not JSON", "{\"strings\": {", "Bad.xcstrings:1:14: error:"),
    ("nested", String(repeating: "[", count: 1000), "Bad.xcstrings:1:"),
    ("no strings", "{\"version\": \"1.0\"}", "Bad.xcstrings:1:1: error: not a String Catalog"),
  ])
  func aCatalogThatCannotBeReadIsALocatedErrorAndNothingIsWritten(
    _ name: String, _ text: String, _ expected: String
  ) throws {
    let ws = try Workspace()
    try writeApp(ws)
    try ws.write("Bad.xcstrings", text)
    let run = ws.run("export", "@Mail", "--catalog", "@Bad.xcstrings")
    #expect(run.status == 1, "\(name)")
    #expect(
      run.stderr.contains(ws.path(expected)) || run.stderr.contains(expected), "\(run.stderr)")
    #expect(run.stderr.hasSuffix("screenspec: nothing written\n"))
    #expect(ws.read("Bad.xcstrings") == text)
  }

  @Test func aCatalogPastTheSizeLimitIsAnErrorNotARead() throws {
    let ws = try Workspace()
    try writeApp(ws)
    try ws.write(
      "Big.xcstrings",
      "{\"strings\": {}, \"pad\": \"" + String(repeating: "x", count: 5 << 20) + "\"}")
    let run = ws.run("export", "@Mail", "--catalog", "@Big.xcstrings")
    #expect(run.status == 1)
    #expect(run.stderr.contains("error:"), "\(run.stderr)")
    #expect(run.stderr.contains("--max-size"), "the limit's hint names the option")
  }

  @Test func anUnknownPluralCategoryIsALocatedError() throws {
    let ws = try Workspace()
    try writeApp(ws)
    try ws.write(
      "C.xcstrings",
      "{\"sourceLanguage\": \"en\", \"strings\": {\"{value} drafts\": {\"localizations\": {\"de\": {\"variations\": {\"plural\": {\"oen\": {\"stringUnit\": {\"value\": \"x\"}}, \"other\": {\"stringUnit\": {\"value\": \"{value} y\"}}}}}}}}}\n"
    )
    let run = ws.run("import", "@C.xcstrings", "--out", "@Mail")
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "C.xcstrings:1:108: error: unknown plural category 'oen'; did you mean 'one'?"),
      "\(run.stderr)")
  }

  @Test func aStringsdictImportsAsPluralEntries() throws {
    let ws = try Workspace()
    try ws.write("App/app.yaml", "start: s\nstate:\n  servers: [a]\n")
    try ws.write(
      "App/s.yaml",
      "title: {plural: servers, one: \"{servers} server\", other: \"{servers} servers\"}\nrowsFrom: servers\ndeletable: true\naddRow: {title: Add}\n"
    )
    try ws.write(
      "pl.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>{servers} servers</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@servers@</string>
          <key>servers</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d serwer</string>
            <key>few</key><string>%d serwery</string>
            <key>many</key><string>%d serwerów</string>
            <key>other</key><string>%d serwera</string>
          </dict>
        </dict>
        <key>Plain</key>
        <dict><key>NSStringLocalizedFormatKey</key><string>no variable</string></dict>
      </dict>
      </plist>

      """)
    let run = ws.run("import", "@pl.lproj", "--out", "@App")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("warning: 'Plain' has no one plural variable"), "\(run.stderr)")
    #expect(
      ws.read("App/strings/pl.yaml")?.contains(
        "\"{servers} servers\": {one: \"{servers} serwer\", few: \"{servers} serwery\", many: \"{servers} serwerów\", other: \"{servers} serwera\"}"
      ) == true, "\(ws.read("App/strings/pl.yaml") ?? "")")
    let drawn = ws.run(
      "render", "@App", "--locale", "pl", "--do", "edit", "--do", "add b", "--do", "add c")
    #expect(drawn.stdout.contains("3 serwery"), "\(drawn.stdout)")
  }

  @Test func aPluralTextCannotGoIntoASettingsBundle() throws {
    let ws = try Workspace()
    try ws.write("App/app.yaml", "start: s\nstate:\n  k: \"true\"\n")
    try ws.write(
      "App/s.yaml", "title: S\nrows:\n  - {title: {plural: count, one: a, other: b}, toggle: k}\n")
    let run = ws.run("export", "@App", "--out", "@Out.bundle")
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "s.yaml:3:13: error: 'title' is a plural text; Settings shows one text whatever the number, so a Settings.bundle cannot hold it"
      ), "\(run.stderr)")
    #expect(ws.read("Out.bundle/Root.plist") == nil)
    // Its texts still go to a catalog.
    #expect(ws.run("export", "@App", "--catalog", "@App.xcstrings").status == 0)
  }

  @Test func aStringsdictVariablePrintsAsTheSourcesNameAndAnUnknownCategoryIsAnError() throws {
    let ws = try Workspace()
    try ws.write("App/app.yaml", "start: s\nstate:\n  servers: [a]\n")
    try ws.write("App/s.yaml", "title: \"{unread} unread\"\nrows: [{title: x, read: false}]\n")
    let dictionary = { (category: String) in
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>{unread} unread</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@ non lus</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>\(category)</key><string>%d</string>
            <key>other</key><string>%d</string>
          </dict>
        </dict>
      </dict>
      </plist>

      """
    }
    try ws.write("bad/fr.lproj/Localizable.stringsdict", dictionary("fwe"))
    let bad = ws.run("import", "@bad/fr.lproj", "--out", "@App")
    #expect(bad.status == 1)
    #expect(
      bad.stderr.contains("error: unknown plural category 'fwe'; did you mean 'few'?"),
      "\(bad.stderr)")
    try ws.write("fr.lproj/Localizable.stringsdict", dictionary("one"))
    let run = ws.run("import", "@fr.lproj", "--out", "@App")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      ws.read("App/strings/fr.yaml")?.contains(
        "\"{unread} unread\": {one: \"{unread} non lus\", other: \"{unread} non lus\"}") == true)
    let check = ws.run("check", "@App")
    #expect(check.status == 0, "\(check.stderr)")
  }

  @Test func exportNeedsOutOrCatalogAndACatalogsName() throws {
    let ws = try Workspace()
    try writeApp(ws)
    let neither = ws.run("export", "@Mail")
    #expect(neither.status == 2)
    #expect(neither.stderr.contains("--catalog FILE.xcstrings"))
    let named = ws.run("export", "@Mail", "--catalog", "@Mail.json")
    #expect(named.status == 2)
    #expect(named.stderr.contains("ends in .xcstrings"))
  }
}
