import Basics
import PropertyList
import Testing

@testable import SettingsBundle

/// What `import` prints of a bundle's problems and of an update's files.
struct ImportPrintedTests {
  @Test func aProblemIsPrintedAtItsFileInTheBundleAsNamed() {
    let toggle = TestBundles.specifier([
      "Type": TestBundles.string("PSToggleSwitchSpecifier"), "Title": TestBundles.string("Wi-Fi"),
      "DefaultValue": "<true/>",
    ])
    let bundle = MemoryBundle([
      "Root.plist": TestBundles.plist([toggle]),
      "de.lproj/Root.strings": Array("\"a\" = ;\n".utf8),
    ])
    let result = BundleImport.read(bundle, title: "Settings")
    #expect(!result.problems.isEmpty)
    let printed = result.printedProblems(bundle: "In/Settings.bundle", source: bundle)
    #expect(printed.contains("In/Settings.bundle/Root.plist:"), "\(printed)")
    #expect(printed.contains("In/Settings.bundle/de.lproj/Root.strings:"), "\(printed)")
    #expect(printed.components(separatedBy: ": error: ").count - 1 >= 1)
    var noted = 0
    _ = result.printedProblems(bundle: "B", source: bundle) { problem in
      noted += 1
      return problem
    }
    #expect(noted == result.problems.count, "each problem noted once")
  }

  @Test func eachChangeHasItsOwnWord() {
    let changes: [ImportUpdate.Change] = [.added, .replaced, .merged, .removed, .unchanged, .kept]
    #expect(changes.map(\.word) == ["wrote", "updated", "merged", "removed", "unchanged", "kept"])
  }
}
