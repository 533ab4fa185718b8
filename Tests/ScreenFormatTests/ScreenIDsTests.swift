import Testing

@testable import ScreenFormat

@Test func screenIDsAnswerAsADictionaryOfThemWould() {
  // Paths given out of order, then changed one at a time: each step is checked against
  // a dictionary of the same pairs.
  var ids = ScreenIDs([("b/two.yaml", "two"), ("a/one.yaml", "one"), ("c.yaml", "three")])
  var expected = ["b/two.yaml": "two", "a/one.yaml": "one", "c.yaml": "three"]
  let steps: [(String, String?)] = [
    ("b/two.yaml", "zwei"), ("aa.yaml", "new"), ("a/one.yaml", nil), ("missing.yaml", nil),
    ("z.yaml", "last"), ("0.yaml", "first"),
  ]
  for (path, id) in steps {
    ids[path] = id
    expected[path] = id
    #expect(ids.paths == expected.keys.sorted(), "after \(path)")
    #expect(ids.ids == expected.keys.sorted().map { expected[$0] ?? "" })
    for (key, value) in expected { #expect(ids[key] == value) }
    #expect(ids["a/one.yaml"] == expected["a/one.yaml"])
  }
  #expect(ids.path(of: "zwei") == "b/two.yaml")
  #expect(ids.path(of: "one") == nil)
  #expect(Array(ids.pairs.map(\.0)) == ids.paths)
  #expect(!ids.isEmpty && ScreenIDs().isEmpty)
}

@Test func screenIDsFindTheFirstPathOfARepeatedID() {
  let ids = ScreenIDs([("b.yaml", "same"), ("a.yaml", "same")])
  #expect(ids.path(of: "same") == "a.yaml")
}
