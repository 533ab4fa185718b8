import Basics
import Fixtures
import Testing
import YAMLTree

@testable import ScreenFormat

/// An edit of `app.yaml` told to the decode cache (``TextEdit``, as the language server
/// tells each document's changes) is spliced without comparing the texts, and gives what
/// decoding the whole file gives: edits told as the bytes that changed, or wider (any
/// covering range), and edits of another buffer than the one kept, which are not used.
@Suite struct AppFileToldEditTests {
  /// The bytes `a` and `b` share first and last.
  static func shared(_ a: [UInt8], _ b: [UInt8]) -> (start: Int, suffix: Int) {
    var start = 0
    while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
    var suffix = 0
    while suffix < min(a.count, b.count) - start, a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    return (start, suffix)
  }

  @Test(arguments: 0..<8) func editsToldDecodeAsAWholeFileDoes(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let cache = DecodeCache()
    let path = "a/app.yaml"
    var texts = [AppFileSpliceTests.base]
    var last = SourceFile(path: path, text: AppFileSpliceTests.base)
    _ = cache.decoded(last, limits: .default, collectTexts: false) { AppAssembler.decode(last) }
    for step in 0..<300 {
      let previous = texts[texts.count - 1]
      let broken = YAMLParser.parse(Array(previous.utf8)).root == nil
      let text =
        broken && texts.count > 1
        ? texts[texts.count - 2]
        : step % 3 == 0
          ? AppFileSpliceTests.edit(previous, &random)
          : AppFileSpliceTests.keystroke(previous, &random)
      texts.append(text)
      let file = SourceFile(path: path, text: text)
      var (start, suffix) = Self.shared(last.bytes, file.bytes)
      // Wider than the bytes that changed, now and then: any covering range is an edit.
      start -= min(start, Int(random.next() % 4))
      suffix -= min(suffix, Int(random.next() % 4))
      // Now and then told of a copy of the text kept: another buffer, never used.
      let old =
        random.next() % 10 == 0 ? last.bytes.withUnsafeBufferPointer { Array($0) } : last.bytes
      cache.edited(
        path,
        TextEdit(
          old: old, new: file.bytes, replacing: start..<(last.bytes.count - suffix),
          count: file.bytes.count - suffix - start))
      let decoded = cache.decoded(file, limits: .default, collectTexts: false) {
        AppAssembler.decode(file)
      }
      try AppFileSpliceTests.expectSame(
        decoded, AppAssembler.decode(file), "step \(step):\n\(text)")
      last = file
    }
    #expect(cache.editsUsed > 0, "\(cache.editsUsed) of \(texts.count - 1) told")
    #expect(cache.editsUsed <= cache.splices)
  }

  @Test func anEditIsTiedToItsBuffersAndComposesWithTheNext() throws {
    let a = Array("key: 1\n".utf8)
    let b = Array("key: 12\n".utf8)
    let c = Array("kei: 12\n".utf8)
    var edit = try #require(TextEdit(old: a, new: b, replacing: 6..<6, count: 1))
    #expect(edit.isEdit(from: a, to: b))
    #expect(!edit.isEdit(from: a.withUnsafeBufferPointer { Array($0) }, to: b))
    #expect(edit.replaced.range == 6..<6 && edit.replaced.count == 1)
    let next = try #require(TextEdit(old: b, new: c, replacing: 2..<3, count: 1))
    let unrelated = try #require(TextEdit(old: c, new: a, replacing: 0..<8, count: 7))
    let refused = edit.then(unrelated)
    #expect(!refused)
    let followed = edit.then(next)
    #expect(followed)
    #expect(edit.isEdit(from: a, to: c))
    #expect(edit.replaced.range == 2..<6 && edit.replaced.count == 5)
    #expect(TextEdit(old: a, new: b, replacing: 0..<3, count: 1) == nil)
    #expect(TextEdit(old: [], new: b, replacing: 0..<0, count: 8) == nil)
  }
}
