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

/// A path is split at its last `/` byte, as the system splits it, even where a combining
/// mark after the slash would make one character of the two.
@Test(arguments: [
  ("a/b.yaml", "a", "b.yaml"), ("b.yaml", ".", "b.yaml"), ("/b", "/", "b"),
  ("app/\u{301}x.yaml", "app", "\u{301}x.yaml"), ("é/ü/z", "é/ü", "z"),
])
func aPathIsSplitAtItsLastSlash(path: String, folder: String, last: String) {
  #expect(FolderPath.folder(of: path) == folder)
  #expect(FolderPath.lastPart(path) == last)
}
