import PropertyList
import Testing

@testable import SettingsBundle

/// What the import keeps so that the screens say what the bundle says: values in their
/// plist types, and every spelling that would not come back from an export warned about.
private func pane(_ specifiers: [KeyValuePairs<String, String>]) -> MemoryBundle {
  MemoryBundle(["Root.plist": TestBundles.plist(specifiers.map(TestBundles.specifier))])
}

@Test func aDefaultOfAnotherTypeThanItsValuesIsReportedByTheScreensToo() throws {
  let bundle = pane([
    [
      "Type": TestBundles.string("PSMultiValueSpecifier"), "Title": TestBundles.string("Lines"),
      "Key": TestBundles.string("lines"), "DefaultValue": TestBundles.string("2"),
      "Titles": TestBundles.strings(["One", "Two"]),
      "Values": "<array><integer>1</integer><integer>2</integer></array>",
    ]
  ])
  let result = BundleImport.read(bundle, title: "Settings")
  #expect(
    result.problems.map(\.problem.message) == [
      "DefaultValue '2' is not one of the 'Values'; Settings shows no choice checked"
    ])
  let app = try #require(result.app)
  #expect(
    TestBundles.check(app).diagnostics.contains(
      "app.yaml:4:10: error: state key 'lines' holds a value its control cannot: '2' is a text, and the picker's value 2 is a number; Settings stores them as different values (quote both or neither)"
    ), "\(TestBundles.check(app).diagnostics)")
}
