import Testing

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
