import Foundation
import ScreenFiles
import Testing

@testable import SettingsBundle

/// What `import` and `import --update` write on disk: the app's files, the base `--update`
/// re-imports over, the owned-files list, and an update's changes.
struct ImportDiskTests {
  static func text(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func aFirstImportWritesEachFileAndTheSameFilesAsItsBase() throws {
    let out = try TemporaryFolder.make("import-first")
    var said = ""
    try ImportBase.write(
      [("app.yaml", Self.bytes("start: root\n")), ("strings/de.yaml", Self.bytes("a: b\n"))],
      into: out, saying: &said)
    #expect(Self.text(out + "/app.yaml") == "start: root\n")
    #expect(Self.text(out + "/strings/de.yaml") == "a: b\n")
    #expect(said == "wrote \(out)/app.yaml\nwrote \(out)/strings/de.yaml\n")
    #expect(
      ImportBase.onDisk(out) == [
        "app.yaml": Self.bytes("start: root\n"), "strings/de.yaml": Self.bytes("a: b\n"),
      ])
    #expect(try OwnedFiles.afterImport(["Root.plist"], of: out + "/Settings.bundle", in: out))
    #expect(OwnedFiles.onDisk(app: out) == ["Root.plist"])
  }

  @Test func noBaseMeansNoOwnedListAndNoBaseRead() throws {
    let out = try TemporaryFolder.make("import-none", ["app.yaml": "x"])
    #expect(ImportBase.onDisk(out) == nil)
    #expect(
      try OwnedFiles.afterImport(["Root.plist"], of: out + "/Settings.bundle", in: out) == false)
    #expect(OwnedFiles.onDisk(app: out).isEmpty)
  }

  @Test func anUpdateWritesItsChangesAndReplacesTheBase() throws {
    let out = try TemporaryFolder.make("import-update", ["a.yaml": "old\n", "gone.yaml": "g\n"])
    let base = ["a.yaml": Self.bytes("old\n"), "gone.yaml": Self.bytes("g\n")]
    var said = ""
    try ImportBase.write(
      base.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, into: out, saying: &said)
    let new = [
      (path: "a.yaml", bytes: Self.bytes("new\n")), (path: "b.yaml", bytes: Self.bytes("b\n")),
    ]
    let mine = try ImportUpdate.mine(["a.yaml", "b.yaml", "gone.yaml"], in: out)
    #expect(mine == base, "b.yaml is missing, so absent")
    let plan = ImportUpdate.plan(new: new, base: base, mine: mine)
    #expect(plan.printedProblems(in: out).isEmpty)
    said = ""
    try plan.write(in: out, base: base, new: new, saying: &said)
    #expect(Self.text(out + "/a.yaml") == "new\n")
    #expect(Self.text(out + "/b.yaml") == "b\n")
    #expect(Self.text(out + "/gone.yaml") == nil, "removed")
    #expect(said.contains("\(out)/gone.yaml\n"))
    #expect(
      ImportBase.onDisk(out) == Dictionary(uniqueKeysWithValues: new.map { ($0.path, $0.bytes) }))
  }

  @Test func aPathThatIsNotAFileIsNamed() throws {
    let out = try TemporaryFolder.make("import-folder", ["a.yaml/inner": "x"])
    #expect(throws: ImportUpdate.NotAFile(path: out + "/a.yaml")) {
      try ImportUpdate.mine(["a.yaml"], in: out)
    }
  }

  @Test func aConflictIsPrintedAtItsFileInTheApp() throws {
    let plan = ImportUpdate.plan(
      new: [("s.yaml", Self.bytes("title: C\n"))], base: ["s.yaml": Self.bytes("title: A\n")],
      mine: ["s.yaml": Self.bytes("title: B\n")])
    #expect(!plan.problems.isEmpty)
    #expect(plan.printedProblems(in: "App").hasPrefix("App/s.yaml:"))
  }
}
