import Basics
import Testing
import YAMLTree

@testable import ScreenFormat
@testable import ScreenModel

@Test func fieldsFindEveryKeyPresentAndNoOther() throws {
  let keys = Array(Set((FieldTable.screen + FieldTable.row).map(\.name))).sorted()
  // Every known key, present one at a time and all at once: each is found, and every
  // other key is absent, whatever their bits share.
  let all =
    "{" + keys.enumerated().map { "\($0.element): v\($0.offset)" }.joined(separator: ", ")
    + "}"
  for text in [all] + keys.map({ "{\($0): v}" }) {
    let root = try #require(YAMLParser.parse(Array(text.utf8)).root)
    let pairs = try #require(root.mapping)
    let fields = Fields(mark: root.mark, pairs: pairs)
    let present = Set(pairs.compactMap { $0.key.scalar?.text })
    for key in keys + ["", "x", "titles", "Title", "é"] {
      let found = fields[key]?.scalar?.text
      let expected = pairs.first { $0.key.scalar?.text == key }?.value.scalar?.text
      #expect(found == expected, "\(key) in \(present.count) keys")
      #expect((found != nil) == present.contains(key))
    }
  }
}
