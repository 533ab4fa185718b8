import Foundation
import PropertyList
import ScreenFiles
import StringCatalogs
import Testing

@testable import SettingsBundle

/// What `import LANG.lproj --out APP` reads and writes on disk: the translations read, the
/// app's tables merged and written, a linked table refused, a path of no translations named.
struct StringsImportDiskTests {
  @Test func anLprojFolderIsMergedIntoTheAppsTableAndWritten() throws {
    let root = try TemporaryFolder.make(
      "strings-import",
      [
        "de.lproj/Root.strings": "\"Hello\" = \"Hallo\";\n",
        "App/strings/de.yaml": "strings:\n  Bye: Tschüss\n",
      ])
    let read = try TranslationImport.readOnDisk([root + "/de.lproj/"], limits: .default)
    #expect(read.map(\.path) == [root + "/de.lproj/Root.strings"])
    let (merged, targets) = try TablesImport.onDisk(
      read, app: root + "/App", limits: .default, update: false)
    #expect(targets == ["de"])
    #expect(merged.problems.isEmpty)
    var said = ""
    try merged.write(saying: &said)
    let table = try String(contentsOfFile: root + "/App/strings/de.yaml", encoding: .utf8)
    #expect(table == "strings:\n  Bye: Tschüss\n  \"Hello\": Hallo\n")
    #expect(said == "wrote \(root)/App/strings/de.yaml (1 added, 0 already there)\n")
  }

  @Test func aPathOfNoTranslationsIsNamedAsWritten() throws {
    let root = try TemporaryFolder.make("strings-missing")
    #expect(throws: TranslationImport.Unreadable.noSuchCatalog("x.xcstrings")) {
      try TranslationImport.readOnDisk(["x.xcstrings"], limits: .default)
    }
    #expect(throws: TranslationImport.Unreadable.noSuchFolder(root + "/fr.lproj")) {
      try TranslationImport.readOnDisk([root + "/fr.lproj"], limits: .default)
    }
    #expect(throws: TranslationImport.Unreadable.notTranslations(root)) {
      try TranslationImport.readOnDisk([root], limits: .default)
    }
  }

  @Test func aLinkedStringsFolderIsNotFollowed() throws {
    let root = try TemporaryFolder.make(
      "strings-link", ["de.lproj/Root.strings": "\"A\" = \"B\";\n", "elsewhere/x": ""])
    try FileManager.default.createDirectory(
      atPath: root + "/App", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/App/strings", withDestinationPath: root + "/elsewhere")
    let read = try TranslationImport.readOnDisk([root + "/de.lproj"], limits: .default)
    #expect(throws: TablesImport.LinkNotFollowed(path: root + "/App/strings")) {
      try TablesImport.onDisk(read, app: root + "/App", limits: .default, update: false)
    }
  }
}
