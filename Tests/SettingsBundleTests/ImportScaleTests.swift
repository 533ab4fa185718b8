import PropertyList
import Testing

@testable import SettingsBundle

private typealias B = TestBundles

/// Item 13 of issue #36: an import is linear in its entries (every row appended once copied
/// the rows before it, and every key was compared with every earlier one: 10,000 toggles of
/// one pane took 12.6 s in a debug build, now 0.8 s; the figures at 20,000 are in
/// Benchmarks/README.md). What is written is each key once, in order, and each nested clash
/// is found at its first partner in either direction.
@Test(.timeLimit(.minutes(1)))
func tenThousandTogglesImportInOrder() throws {
  let count = 10_000
  let specifiers = (0..<count).map { index in
    B.specifier([
      "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("Toggle \(index)"),
      "Key": B.string("toggle\(index)"), "DefaultValue": "<true/>",
    ])
  }
  let result = BundleImport.read(
    MemoryBundle(["Root.plist": B.plist(specifiers)]), title: "Settings")
  let app = try #require(result.app)
  #expect(app.stateKeys == (0..<count).map { "toggle\($0)" })
  let sections = app.sections("root")
  #expect(sections.count == 1)
  #expect(sections.first?.rows.count == count)
  #expect(
    sections.first?.rows.allSatisfy { if case .toggle = $0.kind { true } else { false } } == true)
}

/// A Key its dots would nest under another (`a.b` beside `a`) gets a flat state key of its
/// own, and keeps the Key Settings stores it under in `storedNames`: no Key is lost or
/// renamed in the bundle.
@Test func aNestedKeyGetsAFlatStateKeyAndKeepsItsName() {
  let keys = ["a.b", "x", "a.b.c", "a", "x.y.z", "x.y"]
  let specifiers = keys.map { key in
    B.specifier([
      "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string(key), "Key": B.string(key),
      "DefaultValue": "<true/>",
    ])
  }
  let result = BundleImport.read(
    MemoryBundle(["Root.plist": B.plist(specifiers)]), title: "Settings")
  #expect(result.app?.stateKeys == ["a_b", "x", "a_b_c", "a", "x_y_z", "x_y"])
  #expect(result.problems.filter(\.isError).isEmpty, "\(result.problems)")
  #expect(
    result.app?.app.storedNames.map { "\($0.key)=\($0.value)" }.sorted() == [
      "a_b=a.b", "a_b_c=a.b.c", "x_y=x.y", "x_y_z=x.y.z",
    ])
}
