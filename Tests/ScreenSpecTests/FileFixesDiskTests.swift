import ScreenFormat
import Testing

@testable import ScreenChecks

/// What `check --fix` writes over a file on disk.
struct FileFixesDiskTests {
  static let fixes = FileFixes(
    file: SourceFile(path: "a.yaml", text: "titel: A\n"), fixed: Array("title: A\n".utf8),
    made: [])

  @Test func theFixedTextGoesOverTheFileAsChecked() {
    #expect(Self.fixes.written(over: Array("titel: A\n".utf8)) == Array("title: A\n".utf8))
  }

  @Test func aByteOrderMarkStays() {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(
      Self.fixes.written(over: mark + Array("titel: A\n".utf8)) == mark + Array("title: A\n".utf8))
  }

  @Test func aFileChangedSinceItWasCheckedIsLeftAlone() {
    #expect(Self.fixes.written(over: Array("titel: B\n".utf8)) == nil)
  }
}
