import Basics
import Fixtures
import Foundation
import Testing

/// Every message's wording, from each target's one home of messages (`*Messages.swift`,
/// the behaviour layer's `ActionError+Reasons.swift`), listed in `Tests/Golden/messages.txt`
/// with the code a diagnostic's message gives (`unknownKey [unknown-key]: …`): a wording
/// or code change is one reviewable diff there, and the codes beside their messages show
/// that one code means one kind. `SCREENSPEC_GOLDEN=record swift test
/// --filter MessageCatalog` rewrites the list after a deliberate change.
@Test func everyMessageWordingIsInTheGolden() throws {
  let listed = MessageCatalog.listing()
  let golden = Fixtures.root.appendingPathComponent("Tests/Golden/messages.txt")
  if ProcessInfo.processInfo.environment["SCREENSPEC_GOLDEN"] == "record" {
    try listed.write(to: golden, atomically: true, encoding: .utf8)
  }
  let expected = try String(contentsOf: golden, encoding: .utf8)
  let missing = Set(expected.split(separator: "\n")).subtracting(listed.split(separator: "\n"))
  let added = Set(listed.split(separator: "\n")).subtracting(expected.split(separator: "\n"))
  #expect(
    listed == expected,
    "messages changed; review, then record with SCREENSPEC_GOLDEN=record. removed: \(missing.sorted()) added: \(added.sorted())"
  )
  #expect(listed.contains("unknown key '\\(key)'"), "the listing reads the catalogs")
  #expect(listed.contains("unknownKey [unknown-key]: "), "the listing reads the codes")
}

/// Reads the message catalogs' sources: each declaration's name, the code its message gives
/// (`Diagnostic.Message(.unknownKey, …)`, in brackets as the code is written) and the string
/// literals it holds, one line each.
enum MessageCatalog {
  static func files() -> [URL] {
    let sources = Fixtures.root.appendingPathComponent("Sources")
    let walker = FileManager.default.enumerator(atPath: sources.path)
    var found: [String] = []
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix("Messages.swift") || path.hasSuffix("+Reasons.swift") {
        found.append(path)
      }
    }
    return found.sorted().map { sources.appendingPathComponent($0) }
  }

  static func listing() -> String {
    var out = ""
    for file in files() {
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      out += "# " + file.lastPathComponent + "\n"
      var name = ""
      var code: String?
      var codeNext = false
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { continue }
        if let declared = declaredName(trimmed) { (name, code) = (declared, nil) }
        if let given = givenCode(trimmed, afterOpening: codeNext) { code = given }
        codeNext = trimmed.hasSuffix("Diagnostic.Message(")
        let literals = stringLiterals(trimmed)
        guard !literals.isEmpty else { continue }
        out += name + (code.map { " [\($0)]" } ?? "") + ": " + literals.joined(separator: " … ")
        out += "\n"
      }
    }
    return out
  }

  /// `static func unknownKey(` → `unknownKey`; `case .fileSize:` keeps the function's name.
  static func declaredName(_ line: String) -> String? {
    for keyword in ["static func ", "static let ", "static var ", "func "]
    where line.contains(keyword) {
      let rest = line.components(separatedBy: keyword)[1]
      return String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
    return nil
  }

  /// The code a line gives a message, as `check --format json` writes it: `.unknownKey` after
  /// `Diagnostic.Message(`, on the line or (`afterOpening`) first on the next one.
  static func givenCode(_ line: String, afterOpening: Bool) -> String? {
    let opening = "Diagnostic.Message(."
    let rest: Substring
    if let range = line.range(of: opening) {
      rest = line[range.upperBound...]
    } else if afterOpening, line.hasPrefix(".") {
      rest = line.dropFirst()
    } else {
      return nil
    }
    let name = String(rest.prefix { $0.isLetter || $0.isNumber })
    return DiagnosticCode.allCases.first { "\($0)" == name }?.rawValue ?? "unknown code \(name)"
  }

  /// The string literals of a line, as written between their quotes.
  static func stringLiterals(_ line: String) -> [String] {
    var literals: [String] = []
    var current: String?
    var escaped = false
    var depth = 0
    for character in line {
      guard var text = current else {
        if character == "\"" { current = "" }
        continue
      }
      if escaped {
        text.append(character)
        escaped = false
      } else if character == "\\" {
        text.append(character)
        escaped = true
      } else if character == "(" && text.hasSuffix("\\") {
        text.append(character)
        depth += 1
      } else if character == ")" && depth > 0 {
        text.append(character)
        depth -= 1
      } else if character == "\"" && depth == 0 {
        literals.append(text)
        current = nil
        continue
      } else {
        text.append(character)
      }
      current = text
    }
    return literals
  }
}
