import Foundation
import ScreenFiles
import Testing

@testable import SettingsBundle

/// The base an earlier import kept, read back for `import --update`.
struct ImportBaseReadTests {
  @Test func everyFileOfTheBaseIsReadByItsPathInIt() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "import-base-\(UUID().uuidString)")
    let base = out.appendingPathComponent(ImportBase.folder)
    try FileManager.default.createDirectory(
      at: base.appendingPathComponent("strings"), withIntermediateDirectories: true)
    try Data([0xEF, 0xBB, 0xBF, 0x61]).write(to: base.appendingPathComponent("root.yaml"))
    try Data("b".utf8).write(to: base.appendingPathComponent("strings/de.yaml"))
    let read = ImportBase.read(in: out.path, files: DiskFiles()) {
      FileManager.default.contents(atPath: $0).map { Array($0) }
    }
    #expect(read?["root.yaml"] == [0xEF, 0xBB, 0xBF, 0x61], "byte for byte")
    #expect(read?["strings/de.yaml"] == Array("b".utf8))
    #expect(read?.count == 2)
    #expect(ImportBase.read(in: base.path, files: DiskFiles()) { _ in [] } == nil, "no base")
  }
}
