import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

@Test(arguments: [
  ("Scenarios/../Screens", "Screens"),
  ("a/b/../../c", "c"),
  ("../Screens", "../Screens"),
  ("a/../..", ".."),
  ("/x/y/../z", "/x/z"),
  ("a/..", "."),
])
func parentsAreTakenOut(path: String, expected: String) {
  #expect(FolderPath.collapsingParents(path, unless: { _ in false }) == expected)
}

@Test func aLinkKeepsItsParent() {
  #expect(
    FolderPath.collapsingParents("link/../Screens", unless: { $0 == "link" })
      == "link/../Screens")
}

@Test(arguments: [
  ("a.yaml", true), ("a.yml", true), (".yaml", true), ("a.YAML", false), ("a.yaml~", false),
  ("yaml", false), ("a.json", false), ("é.yml", true), ("", false), ("a.yaml.swp", false),
  ("ayaml", false), ("yml", false), ("l", false), (".yml", true),
])
func aYAMLFileIsNamedByItsEnding(name: String, expected: Bool) {
  #expect(FolderPath.isYAML(name) == expected)
}
