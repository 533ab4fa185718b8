import Basics
import Foundation
import Testing
import YAMLTree

/// The YAML test suite's cases marked `error` (a conforming parser must reject them) are
/// rejected with a located error; the few libyaml accepts are named, each a known issue
/// that fails this test the day libyaml (or our checks) starts rejecting it.
@Suite struct ConformanceErrors {
  static let suite = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Corpora/yaml-test-suite")

  /// Every case with an `error` marker, read from the folder.
  static let cases: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: suite.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: suite.appendingPathComponent("\($0)/error").path)
    }.sorted()
  }()

  /// Invalid YAML that libyaml 0.2.5 parses: indentation, comment spacing, dashes in flow
  /// collections, tabs and directives it does not check.
  static let acceptedByLibyaml: Set<String> = [
    "9C9N", "9JBA", "CVW2", "DK95-01", "G5U8", "MUS6-00", "QB6E", "S98Z", "SU5Z", "X4QW",
    "Y79Y-000", "Y79Y-003", "YJV2",
  ]

  @Test func theSuiteHasItsErrorCases() {
    #expect(Self.cases.count >= 90)
    #expect(Self.acceptedByLibyaml.isSubset(of: Set(Self.cases)))
  }

  @Test(arguments: cases)
  func anInvalidCaseIsRejectedWithALocatedError(name: String) throws {
    let bytes = Array(try Data(contentsOf: Self.suite.appendingPathComponent("\(name)/in.yaml")))
    let errors = YAMLParser.parse(bytes).diagnostics.filter { $0.severity == .error }
    guard Self.acceptedByLibyaml.contains(name) else {
      #expect(!errors.isEmpty, "\(name) is invalid YAML")
      #expect(errors.allSatisfy { $0.mark.line >= 1 && $0.mark.column >= 1 })
      return
    }
    withKnownIssue("libyaml accepts \(name)") {
      #expect(!errors.isEmpty, "\(name) is invalid YAML")
    }
  }
}
