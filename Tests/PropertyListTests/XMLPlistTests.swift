import Basics
import Testing

@testable import PropertyList

private func parse(_ text: String, limits: PlistLimits = .default) -> PropertyList.Result {
  PropertyList.parse(Array(text.utf8), limits: limits)
}

private func firstProblem(_ text: String, limits: PlistLimits = .default) -> String? {
  parse(text, limits: limits).problems.first.map {
    "\($0.location.mark?.description ?? "-"): \($0.severity.rawValue): \($0.message)"
  }
}

private let header = """
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
  <plist version="1.0">

  """

@Test func readsAPaneWithMarks() throws {
  let text =
    header + """
      <dict>
      \t<key>PreferenceSpecifiers</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>Title</key>
      \t\t\t<string>Sound &amp; Vision &lt;é&gt; &#x41;&#66;</string>
      \t\t\t<key>DefaultValue</key>
      \t\t\t<integer>010</integer>
      \t\t\t<key>Max</key>
      \t\t\t<real>1.50</real>
      \t\t\t<key>On</key>
      \t\t\t<true/>
      \t\t\t<key>Off</key>
      \t\t\t<false></false>
      \t\t\t<key>Empty</key>
      \t\t\t<string/>
      \t\t\t<key>Blob</key>
      \t\t\t<data>aGk=</data>
      \t\t</dict>
      \t</array>
      </dict>
      </plist>
      """
  let result = parse(text)
  #expect(result.problems.isEmpty)
  let root = try #require(result.root)
  let specifiers = try #require(root["PreferenceSpecifiers"]?.array)
  #expect(root.location == .mark(Mark(line: 4, column: 1)))
  let first = try #require(specifiers.first)
  #expect(first.location == .mark(Mark(line: 7, column: 3)))
  #expect(first["Title"]?.content == .string("Sound & Vision <é> AB"))
  #expect(first["DefaultValue"]?.content == .integer("010"))
  #expect(first["Max"]?.content == .real("1.50"))
  #expect(first["On"]?.content == .boolean(true))
  #expect(first["Off"]?.content == .boolean(false))
  #expect(first["Empty"]?.content == .string(""))
  #expect(first["Blob"]?.content == .data(Array("hi".utf8)))
  #expect(first.dictionary?.first?.keyLocation == .mark(Mark(line: 8, column: 4)))
}

@Test func columnsCountScalarsAndCRLFEndsLines() throws {
  let text = "<plist>\r\n<array><string>é</string><integer>x</integer></array></plist>"
  #expect(firstProblem(text) == "2:26: error: 'x' is not an integer")
}

@Test(arguments: [
  ("", "1:1: error: file is empty (not a property list)"),
  ("<plist><dict><key>a</key></dict></plist>", "1:26: error: expected a value, found '</dict>'"),
  ("<plist><dict><key>a</key><string>x", "1:26: error: the file ends inside '<string>'"),
  (
    "<plist><array><sting>x</sting></array></plist>",
    "1:15: error: unknown element '<sting>'; a property list holds dict, array, key, string, integer, real, true, false, date, data"
  ),
  (
    "<plist><string>a\u{0C}b</string></plist>",
    "1:17: error: control character U+000C is not allowed in an XML property list (XML 1.0 forbids it)"
  ),
  ("<plist><array></dict></plist>", "1:15: error: '</dict>' closes '<array>'"),
  ("<plist><string>&nbsp;</string></plist>", "1:16: error: unknown entity '&nbsp;'"),
  ("<plist><real>1.2.3</real></plist>", "1:8: error: '1.2.3' is not a real number"),
  ("<plist><string>a</string></plist>x", "1:34: error: text after the end of the property list"),
  (
    "<plist><dict><string>a</string></dict></plist>",
    "1:14: error: expected '<key>', found '<string>'"
  ),
  ("hello", "1:1: error: expected an element, found text"),
  (
    "<plist><dict><key>a</key><true/><key>a</key><false/></dict></plist>",
    "1:33: warning: duplicate key 'a'; the last one is used"
  ),
])
func locatedProblems(input: String, expected: String) {
  #expect(firstProblem(input) == expected)
}

@Test func invalidUTF8IsLocated() {
  var bytes = Array("<plist>\n<string>ab".utf8)
  bytes += [0xC3, 0x28]
  bytes += Array("</string></plist>".utf8)
  let problem = PropertyList.parse(bytes).problems.first
  #expect(problem?.location == .mark(Mark(line: 2, column: 11)))
  #expect(problem?.message == "invalid UTF-8")
}

@Test func limitsAreLocatedErrors() {
  let deep =
    "<plist>" + String(repeating: "<array>", count: 70) + String(repeating: "</array>", count: 70)
    + "</plist>"
  #expect(firstProblem(deep) == "1:456: error: nesting is deeper than 64 levels")
  let many = "<plist><array>" + String(repeating: "<true/>", count: 20) + "</array></plist>"
  #expect(
    firstProblem(many, limits: PlistLimits(maxNodes: 10))
      == "1:78: error: the file holds more than 10 values")
  #expect(
    firstProblem(many, limits: PlistLimits(maxBytes: 100))
      == "-: error: file is larger than the limit of 100 bytes")
}

@Test func writerSortsEscapesAndReadsBack() throws {
  let node = PlistNode(
    .dictionary([
      PlistEntry(key: "b", value: PlistNode(.string("x < y & \"z\" \r"))),
      PlistEntry(
        key: "a", value: PlistNode(.array([PlistNode(.integer("-3")), PlistNode(.real("0.5"))]))),
      PlistEntry(key: "C", value: PlistNode(.dictionary([]))),
      PlistEntry(key: "d", value: PlistNode(.boolean(false))),
      PlistEntry(key: "e", value: PlistNode(.data([0, 1, 2, 250]))),
      PlistEntry(key: "f", value: PlistNode(.array([]))),
    ]))
  let xml = PropertyList.xml(node)
  #expect(
    xml == header + """
      <dict>
      \t<key>C</key>
      \t<dict/>
      \t<key>a</key>
      \t<array>
      \t\t<integer>-3</integer>
      \t\t<real>0.5</real>
      \t</array>
      \t<key>b</key>
      \t<string>x &lt; y &amp; "z" &#13;</string>
      \t<key>d</key>
      \t<false/>
      \t<key>e</key>
      \t<data>AAEC+g==</data>
      \t<key>f</key>
      \t<array/>
      </dict>
      </plist>

      """)
  let back = try #require(PropertyList.parse(Array(xml.utf8)).root)
  var sorted = node
  if case .dictionary(let entries) = node.content {
    sorted.content = .dictionary(
      entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
  }
  #expect(back.withoutLocations == sorted)
}

@Test(arguments: [[UInt8](), [1], [1, 2], [1, 2, 3], Array(0...255)])
func base64RoundTrips(bytes: [UInt8]) {
  #expect(Base64.decode(Base64.encode(bytes)) == bytes)
}

@Test func base64RejectsStrayCharacters() {
  #expect(Base64.decode("aGk*") == nil)
  #expect(Base64.decode("a") == nil)
  #expect(Base64.decode("aG k=\n") == Array("hi".utf8))
}

@Test func aBareAmpersandSaysHowToWriteOne() {
  #expect(
    firstProblem("<plist><string>Tom & Jerry</string></plist>")
      == "1:20: error: '&' starts an entity such as '&amp;'; write '&amp;' for an ampersand")
}
