import OperatingSystem
import Testing

@Test(arguments: [
  ("bind: volume", "volume", true),
  ("bind: volume", "bind", true),
  ("vvvolume", "volume", true),
  ("volum", "volume", false),
  ("volumx volume", "volume", true),
  ("volumx", "volume", false),
  ("", "x", false),
  ("abc", "", true),
  ("title: Vol", "vol", false),
])
func byteSearchFindsNeedlesAnywhere(haystack: String, needle: String, found: Bool) {
  #expect(ByteSearch.contains(Array(haystack.utf8), Array(needle.utf8)) == found)
}

@Test func fileNamesListInByteOrder() {
  let names = ["b.yaml", "a.yaml", "B.yaml", "ä.yaml", "a", "ab.yaml"]
  let sorted = names.sorted(by: FileSystem.inByteOrder)
  #expect(sorted == names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
  #expect(sorted == ["B.yaml", "a", "a.yaml", "ab.yaml", "b.yaml", "ä.yaml"])
}
