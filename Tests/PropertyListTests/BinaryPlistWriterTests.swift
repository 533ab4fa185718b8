import Testing

@testable import PropertyList

/// Issue #38, item 5: a strings file read as a binary plist is written back as one.
@Test func aBinaryStringsFileReadsBackTheSame() {
  var entries: [(key: String, value: String)] = [
    (key: "Sound", value: "Töne"), (key: "A key longer than fifteen", value: "ok"),
    (key: "", value: "empty key"), (key: "😀 wide", value: "\u{0}nul and \"quotes\""),
  ]
  for index in 0..<300 {
    entries.append((key: "key \(index)", value: String(repeating: "x", count: index)))
  }
  let bytes = BinaryPlistWriter.strings(entries)
  #expect(bytes.starts(with: Array("bplist00".utf8)))
  let file = StringsFile.parse(bytes)
  #expect(file.problems.isEmpty, "\(file.problems)")
  #expect(file.isBinaryPlist)
  #expect(file.entries.map(\.key) == entries.map(\.key))
  #expect(file.entries.map(\.value) == entries.map(\.value))
}
