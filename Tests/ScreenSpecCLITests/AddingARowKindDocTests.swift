import Fixtures
import Foundation
import Testing

/// `Docs/AddingARowKind.md` names the files a new row kind touches; each must be in the tree
/// where it says, so the guide never sends a contributor to a file that moved.
@Test func everyFileTheRowKindGuideNamesExists() throws {
  let guide = try String(
    contentsOf: Fixtures.root.appendingPathComponent("Docs/AddingARowKind.md"), encoding: .utf8)
  let named = guide.matches(of: #/`([A-Za-z+/]+\.swift)`/#).map { String($0.output.1) }
  let sources = Fixtures.root.appendingPathComponent("Sources")
  var everyFile: Set<String> = []
  let walker = FileManager.default.enumerator(atPath: sources.path)
  while let path = walker?.nextObject() as? String { everyFile.insert(path) }
  #expect(named.count > 15, "the guide's table was read: \(named)")
  for path in Set(named) {
    let found: Bool
    if path.hasPrefix("Sources/") || path.hasPrefix("Tests/") {
      found = FileManager.default.fileExists(
        atPath: Fixtures.root.appendingPathComponent(path).path)
    } else if path.contains("/") {
      found = everyFile.contains(path)
    } else {
      found = everyFile.contains { $0.hasSuffix("/" + path) }
    }
    #expect(found, "Docs/AddingARowKind.md names \(path), which is not in the tree")
  }
}
