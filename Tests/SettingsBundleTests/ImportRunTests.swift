import Foundation
import PropertyList
import ScreenFiles
import Testing

@testable import SettingsBundle

/// `import`'s flow as a value (``ImportRun``): which paths are translations, what DIR must
/// be before anything is read, and a first import's files, said in the wording given.
struct ImportRunTests {
  static var wording: ImportRun.Wording {
    ImportRun.Wording(
      nothingWritten: "nothing written\n", notFaithful: "not faithful\n",
      updateNotWritten: "update not written\n", error: { "error: \($0)\n" },
      notAFile: { "not a file: \($0)\n" }, nothingNew: { "\($0): nothing new (\($1))\n" },
      noTranslations: { "none in \($0)\n" }, noted: { $0 })
  }

  static let root = String(
    decoding: TestBundles.plist([
      TestBundles.specifier([
        "Type": TestBundles.string("PSToggleSwitchSpecifier"),
        "Title": TestBundles.string("Sound"), "Key": TestBundles.string("sound"),
        "DefaultValue": "<true/>",
      ])
    ]), as: UTF8.self)

  @Test func catalogsAndLprojFoldersAreTranslationsAndOnlyCatalogsUpdate() throws {
    #expect(try ImportRun.importsTranslations(["de.xcstrings"], update: true))
    #expect(try ImportRun.importsTranslations(["de.lproj/"], update: false))
    #expect(try !ImportRun.importsTranslations(["Settings.bundle"], update: true))
    #expect(throws: ImportRun.Refusal.updateNeedsBundle) {
      try ImportRun.importsTranslations(["a.xcstrings", "de.lproj"], update: true)
    }
  }

  @Test func aFirstImportWritesIntoNothingAndAnUpdateOverItsBase() throws {
    let bundle = try TemporaryFolder.make("Settings.bundle", ["Root.plist": Self.root])
    let parent = (bundle as NSString).deletingLastPathComponent
    #expect(throws: ImportRun.Refusal.notABundle(parent + "/none", missing: true)) {
      try ImportRun.base(bundle: parent + "/none", out: parent + "/app", update: false)
    }
    #expect(try ImportRun.base(bundle: bundle, out: parent + "/app", update: false) == nil)
    #expect(throws: ImportRun.Refusal.outNotEmpty(bundle)) {
      try ImportRun.base(bundle: bundle, out: bundle, update: false)
    }
    #expect(throws: ImportRun.Refusal.noFolderToUpdate(parent + "/app")) {
      try ImportRun.base(bundle: bundle, out: parent + "/app", update: true)
    }
    #expect(throws: ImportRun.Refusal.noImportBase(bundle)) {
      try ImportRun.base(bundle: bundle, out: bundle, update: true)
    }
  }

  @Test func anImportWritesTheAppItsBaseAndTheFilesItOwns() throws {
    let bundle = try TemporaryFolder.make("Settings.bundle", ["Root.plist": Self.root])
    let out = (bundle as NSString).deletingLastPathComponent + "/App"
    let run = ImportRun(limits: .default, wording: Self.wording)
    let outcome = run.bundle(bundle, into: out, base: nil, title: "Settings")
    #expect(!outcome.failed, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("wrote \(out)/app.yaml\n"))
    #expect(OwnedFiles.onDisk(app: out) == ["Root.plist"])
    let base = try #require(try ImportRun.base(bundle: bundle, out: out, update: true))
    let again = run.bundle(bundle, into: out, base: base, title: nil)
    #expect(!again.failed, "\(again.stderr)")
  }

  @Test func aFolderThatIsNotABundleWritesNothing() throws {
    let bundle = try TemporaryFolder.make("Settings.bundle", ["Other.txt": "x"])
    let out = (bundle as NSString).deletingLastPathComponent + "/App"
    let outcome = ImportRun(limits: .default, wording: Self.wording)
      .bundle(bundle, into: out, base: nil, title: nil)
    #expect(outcome.failed)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.hasSuffix("not faithful\n"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func translationsGoIntoAnAppThatIsThere() throws {
    let run = ImportRun(limits: .default, wording: Self.wording)
    let folder = try TemporaryFolder.make("app")
    #expect(throws: ImportRun.Refusal.notAnApp(folder + "/none")) {
      try run.translations(["de.lproj"], into: folder + "/none")
    }
    #expect(throws: ImportRun.Refusal.unreadable(.noSuchCatalog(folder + "/de.xcstrings"))) {
      try run.translations([folder + "/de.xcstrings"], into: folder)
    }
  }
}
