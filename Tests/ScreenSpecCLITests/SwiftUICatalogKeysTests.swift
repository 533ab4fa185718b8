import Fixtures
import Foundation
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenSpecCLI

/// Issue #52: the String Catalog `export --catalog` writes holds each text of the app's
/// generated SwiftUI under the key SwiftUI looks it up by: `Text("\(unread) unread posts")`
/// is `LocalizedStringKey` `%lld unread posts` (an `Int` is `%lld`, a `Double` `%lf`, a
/// `String` or a `Text` `%@`, a literal `%` doubled), plural forms included; and `import`
/// of that catalog gives back the app's tables.

/// An interpolated string literal of generated Swift: its literal pieces (unescaped) and
/// the Swift of each interpolation.
private struct SwiftLiteral {
  var pieces: [String] = [""]
  var expressions: [String] = []
  /// The text just before the literal (`value: `).
  var before = ""
}

/// Every string literal of a Swift file that interpolates, read character by character:
/// `\(…)` holds an expression (with parentheses and string literals of its own).
private func interpolatedLiterals(_ swift: String) -> [SwiftLiteral] {
  let characters = Array(swift)
  var out: [SwiftLiteral] = []
  var index = 0
  /// Skips a string literal starting at `index` (its opening quote); its end's index.
  func literal(from start: Int) -> (SwiftLiteral, Int) {
    var found = SwiftLiteral()
    var at = start + 1
    while at < characters.count, characters[at] != "\"" {
      if characters[at] == "\\", at + 1 < characters.count {
        if characters[at + 1] == "(" {
          var depth = 1
          var expression = ""
          at += 2
          while at < characters.count, depth > 0 {
            if characters[at] == "\"" {
              let (_, end) = literal(from: at)
              expression += String(characters[at...end])
              at = end + 1
              continue
            }
            if characters[at] == "(" { depth += 1 }
            if characters[at] == ")" { depth -= 1 }
            if depth > 0 { expression.append(characters[at]) }
            at += 1
          }
          found.expressions.append(expression)
          found.pieces.append("")
          continue
        }
        let escaped: [Character: Character] = ["n": "\n", "t": "\t", "\"": "\"", "\\": "\\"]
        found.pieces[found.pieces.count - 1].append(escaped[characters[at + 1]] ?? "?")
        at += 2
        continue
      }
      found.pieces[found.pieces.count - 1].append(characters[at])
      at += 1
    }
    return (found, at)
  }
  while index < characters.count {
    guard characters[index] == "\"" else {
      index += 1
      continue
    }
    var (found, end) = literal(from: index)
    if !found.expressions.isEmpty {
      found.before = String(characters[max(0, index - 7)..<index])
      out.append(found)
    }
    index = end + 1
  }
  return out
}

/// The specifier `LocalizedStringKey` gives an interpolation of generated Swift, told from
/// the Swift itself: a `Text` and a `String` are `%@`, a whole number `%lld`, a decimal
/// `%lf`; a property by the default it is declared with in `file`, a view's function by
/// what it returns in `views` (every view's file).
private func specifier(_ expression: String, in file: String, views: String = "") -> String {
  if expression.hasPrefix("Text(") || expression.contains(".joined(")
    || expression.hasSuffix("?? \"\"")
  {
    return "%@"
  }
  // A view's static function (`CodecsView.titles(of:)`) by the type it returns.
  if let call = expression.firstMatch(of: /^[A-Z]\w*View\.(\w+)\(/),
    let declared = views.split(separator: "\n").first(where: {
      $0.contains("static func \(call.1)(")
    })
  {
    return declared.hasSuffix("-> String {") ? "%@" : "%?"
  }
  if expression.hasPrefix("Int(") || expression.hasSuffix(".count")
    || expression.hasSuffix(".unreadCount") || Int(expression) != nil
  {
    return "%lld"
  }
  let declaration = file.split(separator: "\n").first {
    $0.contains("private var \(expression) = ") || $0.contains("private var \(expression): ")
  }
  if declaration?.contains(": Int = ") == true { return "%lld" }
  if declaration?.contains(": Double = ") == true { return "%lf" }
  let value = declaration?.components(separatedBy: " = ").last ?? ""
  if value.hasPrefix("\"") { return "%@" }
  return Int(value) != nil ? "%lld" : Double(value) != nil ? "%lf" : "%?"
}

/// The key a literal is looked up by.
private func key(_ literal: SwiftLiteral, in file: String, views: String) -> String {
  var key = literal.pieces[0].replacingOccurrences(of: "%", with: "%%")
  for (expression, piece) in zip(literal.expressions, literal.pieces.dropFirst()) {
    key +=
      specifier(expression, in: file, views: views)
      + piece.replacingOccurrences(of: "%", with: "%%")
  }
  return key
}

/// A text's literal pieces around its `{…}` names, and the names.
private func pieces(_ source: String) -> (pieces: [String], names: [String]) {
  var pieces = [""]
  var names: [String] = []
  var rest = Substring(source)
  while let first = rest.first {
    rest = rest.dropFirst()
    if first == "{" || first == "}", rest.first == first {
      pieces[pieces.count - 1].append(first)
      rest = rest.dropFirst()
    } else if first == "{", let close = rest.firstIndex(of: "}") {
      names.append(String(rest[..<close]))
      pieces.append("")
      rest = rest[rest.index(after: close)...]
    } else {
      pieces[pieces.count - 1].append(first)
    }
  }
  return (pieces, names)
}

/// A text of the screens' spelling in a key's: each `{name}` the specifier `names` give it,
/// numbered when the names stand in another order than the source's.
private func spelled(_ text: String, _ specifiers: [(name: String, specifier: String)]) -> String {
  let (pieces, names) = pieces(text)
  let order = names.compactMap { name in specifiers.firstIndex { $0.name == name } }
  let numbered = order != Array(order.indices)
  var out = pieces[0].replacingOccurrences(of: "%", with: "%%")
  for (index, piece) in zip(order, pieces.dropFirst()) {
    let specifier = specifiers[index].specifier
    out +=
      (numbered ? "%\(index + 1)$" + specifier.dropFirst() : specifier)
      + piece.replacingOccurrences(of: "%", with: "%%")
  }
  return out
}

/// The seed app as its load records its texts.
private func seedApp() throws -> AppAssembler.Result {
  let strings = Fixtures.files(in: Fixtures.root.appendingPathComponent("Screens/strings")).map {
    SourceFile(
      path: "strings/" + $0.lastPathComponent, bytes: [UInt8]((try? Data(contentsOf: $0)) ?? Data())
    )
  }
  return AppAssembler.load(
    Fixtures.screens(), elsewhere: { _ in false }, strings: strings, collectTexts: true,
    templates: Fixtures.templates())
}

/// A catalog's value at a dotted path.
private func at(_ value: Any?, _ path: [String]) -> Any? {
  path.reduce(value) { value, key in (value as? NSDictionary)?[key] }
}

@Test func eachInterpolatedTextOfTheSeedAppIsInItsCatalogUnderTheKeySwiftUILooksUp() throws {
  let ws = try Workspace()
  try ws.copySeedScreens(to: "App")
  let ui = ws.run("export", "@App", "--swiftui", "@UI")
  #expect(ui.status == 0, "\(ui.stderr)")
  let exported = ws.run("export", "@App", "--catalog", "@App.xcstrings")
  #expect(exported.status == 0, "\(exported.stderr)")
  let data = try #require(ws.read("App.xcstrings")?.data(using: .utf8))
  let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
  let strings = try #require(catalog["strings"] as? NSDictionary)
  // Every interpolated literal the views look a text up by (a `LabeledContent`'s `value:`
  // is shown as it is).
  var looked: [(literal: SwiftLiteral, key: String)] = []
  let views = ws.list("UI").compactMap { ws.read("UI/" + $0) }.joined(separator: "\n")
  for name in ws.list("UI") {
    let file = try #require(ws.read("UI/" + name))
    for literal in interpolatedLiterals(file) where !literal.before.hasSuffix("value: ") {
      looked.append((literal, key(literal, in: file, views: views)))
    }
  }
  let result = try seedApp()
  let app = try #require(result.app)
  var sources: [String] = []
  for file in result.texts {
    for text in file.texts where text.source.contains("{") && !sources.contains(text.source) {
      sources.append(text.source)
    }
  }
  #expect(sources.count >= 8, "\(sources)")
  #expect(result.pluralTexts.keys.contains("{unread} unread posts"))
  for source in sources {
    let (textPieces, names) = pieces(source)
    let found = looked.filter { $0.literal.pieces == textPieces }
    try #require(!found.isEmpty, "no Swift literal shows '\(source)'")
    for (literal, key) in found {
      let entry = strings[key] as? NSDictionary
      #expect(entry != nil, "'\(source)' is looked up as '\(key)', not in the catalog")
      let file = ws.list("UI").compactMap { ws.read("UI/" + $0) }.first {
        !interpolatedLiterals($0).filter { $0.pieces == literal.pieces }.isEmpty
      }
      let specifiers = zip(names, literal.expressions).map {
        (name: $0, specifier: specifier($1, in: file ?? "", views: views))
      }
      // Each language's translation, or plural forms, spelled as the key is.
      var languages: [(String, [PluralCategory: String]?, String?)] = []
      languages.append(("en", result.pluralTexts[source], nil))
      for (language, table) in app.tables where language != "en" {
        languages.append((language, table.plurals[source], table.strings[source]))
      }
      for (language, forms, translation) in languages {
        let localization = ["localizations", language]
        if let forms {
          for (category, form) in forms {
            let path = localization + ["variations", "plural", category.rawValue, "stringUnit"]
            #expect(
              at(entry, path + ["value"]) as? String == spelled(form, specifiers),
              "\(key) \(language) \(category)")
          }
        } else if let translation {
          #expect(
            at(entry, localization + ["stringUnit", "value"]) as? String
              == spelled(translation, specifiers), "\(key) \(language)")
        }
      }
    }
  }
}

@Test func importOfTheSeedAppsCatalogGivesBackItsTables() throws {
  let ws = try Workspace()
  try ws.copySeedScreens(to: "App")
  try ws.copySeedScreens(to: "Fresh")
  try FileManager.default.removeItem(atPath: ws.path("Fresh/strings"))
  #expect(ws.run("export", "@App", "--catalog", "@App.xcstrings").status == 0)
  // Into the app it came from: nothing new in any table.
  let again = ws.run("import", "@App.xcstrings", "--out", "@App")
  #expect(again.status == 0, "\(again.stderr)")
  #expect(!again.stdout.contains("wrote"), "\(again.stdout)")
  // Into the app without its tables: the same tables, `{unread}` and all.
  let fresh = ws.run("import", "@App.xcstrings", "--out", "@Fresh")
  #expect(fresh.status == 0, "\(fresh.stderr)")
  func tables(_ folder: String) throws -> [String: StringsTable] {
    let files = ws.list(folder + "/strings").map {
      SourceFile(path: "strings/" + $0, text: ws.read(folder + "/strings/" + $0) ?? "")
    }
    let screens = ws.list(folder).filter { $0.hasSuffix(".yaml") }.map {
      SourceFile(path: $0, text: ws.read(folder + "/" + $0) ?? "")
    }
    let templates = ws.list(folder + "/templates").map {
      SourceFile(path: "templates/" + $0, text: ws.read(folder + "/templates/" + $0) ?? "")
    }
    let app = try #require(
      AppAssembler.load(screens, strings: files, templates: templates).app)
    return Fixtures.unmarked(app).tables
  }
  let before = try tables("App")
  let after = try tables("Fresh")
  #expect(Set(before.keys) == Set(after.keys))
  for (language, table) in before {
    #expect(after[language]?.strings == table.strings, "\(language)")
    #expect(after[language]?.plurals == table.plurals, "\(language)")
  }
  #expect(after["de"]?.plurals["{unread} unread posts"] != nil)
}

@Test func aTranslatorsChangeToAFormatKeyedEntryUpdatesTheTable() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: mail\nstate:\n  drafts: \"1\"\n  name: Ann\n")
  try ws.write(
    "App/mail.yaml",
    """
    title: Mail
    footer: "Signed in as {name}"
    rows:
      - stepper: drafts
        title: Drafts
        min: 0
        max: 9
        valueFormat: {plural: value, one: "{value} draft", other: "{value} drafts"}

    """)
  try ws.write(
    "App/strings/de.yaml",
    """
    strings:
      "{value} drafts": {one: "{value} Entwurf", other: "{value} Entwürfe"}
      "Signed in as {name}": "Angemeldet als {name}"

    """)
  #expect(ws.run("export", "@App", "--catalog", "@Cat.xcstrings").status == 0)
  let catalog = try #require(ws.read("Cat.xcstrings"))
  #expect(catalog.contains("\"%lld drafts\" : {") && catalog.contains("\"Signed in as %@\" : {"))
  try ws.write(
    "Cat.xcstrings",
    catalog.replacing("\"%lld Entwürfe\"", with: "\"%lld Notizen\"")
      .replacing("\"Angemeldet als %@\"", with: "\"Eingeloggt als %@\""))
  let update = ws.run("import", "@Cat.xcstrings", "--out", "@App", "--update")
  #expect(update.status == 0, "\(update.stderr)")
  let table = try #require(ws.read("App/strings/de.yaml"))
  #expect(table.contains("other: \"{value} Notizen\"}"), "\(table)")
  #expect(table.contains("\"Signed in as {name}\": \"Eingeloggt als {name}\""), "\(table)")
}
