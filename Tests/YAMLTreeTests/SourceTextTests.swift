import Basics
import Testing
import YAMLTree

@Test func sourceTextHoldsShortTextInlineAndLongTextInItsOwnBuffer() {
  for text in [
    "", "On", "seven77", "eight888", "A headline of forty bytes, more or less.", "Café ☕️",
  ] {
    let held = SourceText(text)
    #expect(held.string == text)
    #expect(held.utf8Count == text.utf8.count)
    #expect(held.isEmpty == text.isEmpty)
    #expect(!held.isSlice)
    #expect(held.withUTF8 { Array($0) } == Array(text.utf8))
  }
}

@Test func sourceTextSlicesCompareAndHashAsTheirStrings() throws {
  let bytes = Array("title: A headline long enough to share\n".utf8)
  let slice = try #require(SourceText(slice: bytes, start: 7, count: 31))
  #expect(slice.isSlice)
  #expect(slice.string == "A headline long enough to share")
  #expect(slice == SourceText("A headline long enough to share"))
  #expect(slice != SourceText("A headline long enough to shard"))
  #expect(Set([slice]).contains(SourceText("A headline long enough to share")))
  // Canonically equivalent spellings are equal, as strings are.
  #expect(SourceText("Caf\u{E9} au lait") == SourceText("Cafe\u{301} au lait"))
  #expect(Set([SourceText("Caf\u{E9} au lait")]).contains(SourceText("Cafe\u{301} au lait")))
  // Ranges outside the bytes, or empty, are no slice.
  #expect(SourceText(slice: bytes, start: 30, count: 20) == nil)
  #expect(SourceText(slice: bytes, start: 3, count: 0) == nil)
  #expect(SourceText(slice: bytes, start: -1, count: 3) == nil)
}

@Test func parsedScalarsShareTheFileBytesOnlyWhereTheFileSpellsThemAsTheyRead() throws {
  let source = """
    plain: A plain value long enough to share
    quoted: "A quoted value without escapes"
    single: 'It''s single quoted with a quote'
    escaped: "A tab\\there, then more text"
    folded: A plain value that goes
      on to a second line
    "Café key": A value after a wider character
    list: [First item of a flow list, Second item of a flow list]
    block: |
      A literal block of some length

    """
  let bytes = Array(source.utf8)
  let root = try #require(YAMLParser.parse(bytes).root?.mapping)
  var shared: [String: Bool] = [:]
  for pair in root {
    let values = pair.value.sequence ?? [pair.value]
    for value in values {
      let scalar = try #require(value.scalar)
      let text = scalar.sourceText(in: bytes)
      #expect(text.string == scalar.text, "\(pair.key.scalar?.text ?? "")")
      shared[pair.key.scalar?.text ?? "", default: true] =
        shared[pair.key.scalar?.text ?? "", default: true] && text.isSlice
    }
  }
  #expect(shared["plain"] == true)
  #expect(shared["quoted"] == true)
  #expect(shared["list"] == true)
  #expect(shared["single"] == false)
  #expect(shared["escaped"] == false)
  #expect(shared["folded"] == false)
  #expect(shared["block"] == false)
  // The column counts characters; the guess in bytes misses and the text is copied.
  #expect(shared["Café key"] == false)
  // Bytes other than the parsed ones cost a copy, never the wrong text.
  let other = Array(source.utf8.reversed())
  let plain = try #require(root.first?.value.scalar)
  #expect(!plain.sourceText(in: other).isSlice)
  #expect(plain.sourceText(in: other).string == "A plain value long enough to share")
}

@Test func scalarsOfFilesWithOtherLineBreaksKeepTheirText() throws {
  // (U+2028 and U+0085 are refused at load, with their own error.)
  for breakText in ["\r\n", "\r"] {
    let source = "first: The first value of the file\(breakText)second: The second value here\n"
    let bytes = Array(source.utf8)
    let parsed = YAMLParser.parse(bytes)
    let pairs = try #require(
      parsed.root?.mapping, "\(Array(breakText.unicodeScalars)): \(parsed.diagnostics)")
    let texts = pairs.compactMap { $0.value.scalar?.sourceText(in: bytes).string }
    #expect(texts == pairs.compactMap { $0.value.scalar?.text })
    #expect(texts.last == "The second value here")
    let shared = pairs.map { $0.value.scalar?.sourceText(in: bytes).isSlice == true }
    #expect(shared == [true, breakText == "\r\n"])  // a lone CR miscounts lines: copied
  }
}
