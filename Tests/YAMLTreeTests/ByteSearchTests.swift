import Basics
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
