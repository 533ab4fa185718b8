import Foundation
import ScreenFiles
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

  @Test func theFixesAreWrittenOverTheFileOnDiskOnlyAsChecked() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fixes-\(UUID().uuidString).yaml"
    ).path
    let fixes = FileFixes(
      file: SourceFile(path: path, text: "titel: A\n"), fixed: Array("title: A\n".utf8), made: [])
    try "\u{FEFF}titel: A\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(fixes.writeOverDisk() == .wrote)
    let written = FileManager.default.contents(atPath: path).map { Array($0) }
    #expect(written == [0xEF, 0xBB, 0xBF] + Array("title: A\n".utf8))
    try "titel: B\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(fixes.writeOverDisk() == .changedSinceChecked)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "titel: B\n")
    let nowhere = FileFixes(
      file: SourceFile(path: path + ".missing/a.yaml", text: ""), fixed: [], made: [])
    guard case .failed = nowhere.writeOverDisk() else {
      Issue.record("a file that cannot be written was said written")
      return
    }
  }
}
