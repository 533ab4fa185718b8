import Basics
import Fixtures
import Foundation
import Testing

/// Diagnostic codes are stable names, one a kind: each is kebab-case, documented once in
/// `Docs/Diagnostics.md` with its meaning, and given by a message in the sources; the docs
/// name no code the sources lack.
@Suite struct DiagnosticCodeTests {
  /// `- \`unknown-key\`: meaning` lines of `Docs/Diagnostics.md`: each code and its meaning.
  static func documented() throws -> [(code: String, meaning: String)] {
    let page = try String(
      contentsOf: Fixtures.root.appendingPathComponent("Docs/Diagnostics.md"), encoding: .utf8)
    return page.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("- `"), let end = line.dropFirst(3).firstIndex(of: "`") else {
        return nil
      }
      let code = String(line[line.index(line.startIndex, offsetBy: 3)..<end])
      let rest = line[line.index(after: end)...]
      guard rest.hasPrefix(": ") else { return nil }
      return (code, String(rest.dropFirst(2)))
    }
  }

  /// The codes the sources' messages give: `Diagnostic.Message(.unknownKey, …)`, the case
  /// on the line of the opening or first on the next.
  static func given() throws -> Set<String> {
    let sources = Fixtures.root.appendingPathComponent("Sources")
    let walker = FileManager.default.enumerator(atPath: sources.path)
    var names = Set<String>()
    while let path = walker?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(
        contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for piece in text.components(separatedBy: "Diagnostic.Message(").dropFirst() {
        let rest = piece.drop { $0 == " " || $0 == "\n" }
        guard rest.first == "." else { continue }
        names.insert(String(rest.dropFirst().prefix { $0.isLetter || $0.isNumber }))
      }
    }
    return Set(DiagnosticCode.allCases.filter { names.contains("\($0)") }.map(\.rawValue))
  }

  @Test func everyCodeIsDocumentedOnceAndNoDocumentedCodeIsStale() throws {
    let documented = try Self.documented()
    let codes = DiagnosticCode.allCases.map(\.rawValue)
    #expect(documented.count == Set(documented.map(\.code)).count, "a code is listed twice")
    #expect(Set(documented.map(\.code)) == Set(codes))
    for code in codes where !documented.contains(where: { $0.code == code }) {
      Issue.record("Docs/Diagnostics.md does not list '\(code)'")
    }
    for entry in documented where !codes.contains(entry.code) {
      Issue.record("Docs/Diagnostics.md lists '\(entry.code)', which no diagnostic has")
    }
  }

  @Test func eachCodeMeansOneKind() throws {
    let meanings = try Self.documented().map(\.meaning)
    #expect(meanings.allSatisfy { !$0.isEmpty })
    #expect(Set(meanings).count == meanings.count, "two codes are documented alike")
  }

  @Test func codesAreKebabCase() {
    for code in DiagnosticCode.allCases.map(\.rawValue) {
      let words = code.split(separator: "-", omittingEmptySubsequences: false)
      #expect(
        words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber } },
        "'\(code)' is not kebab-case")
    }
  }

  @Test func everyCodeIsGivenByAMessage() throws {
    let given = try Self.given()
    #expect(given.contains("unknown-key"), "the scan reads the messages")
    for code in DiagnosticCode.allCases.map(\.rawValue) where !given.contains(code) {
      Issue.record("no message gives '\(code)'")
    }
  }

  /// The flags that were set beside a message follow from its code.
  @Test func previewableAndExceededAreFactsOfTheCode() {
    let mark = Mark(line: 1, column: 1)
    let held = Diagnostic.error(Diagnostic.Message(.valueNotHeld, "x"), at: mark)
    #expect(held.previewable && !held.stopsDrawing)
    let unknown = Diagnostic.error(Diagnostic.Message(.unknownKey, "x"), at: mark)
    #expect(!unknown.previewable && unknown.stopsDrawing && unknown.exceeded == nil)
    #expect(
      Diagnostic.error(Diagnostic.Message(.fileTooLarge, "x"), at: mark).exceeded == .fileSize)
    #expect(Diagnostic.error(Diagnostic.Message(.tooManyValues, "x"), at: mark).exceeded == .values)
    let previewable = DiagnosticCode.allCases.filter(\.isPreviewable).map(\.rawValue).sorted()
    #expect(previewable == ["bindings-disagree", "empty-binding", "no-choices", "value-not-held"])
  }
}
