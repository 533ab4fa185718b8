import Foundation
import ScreenFiles
import Testing

@testable import SettingsBundle

/// The bundle folder export writes into, read before anything is written.
struct BundleOutputTests {
  static func bundle(_ files: [String: String]) throws -> BundleOutput {
    let root = try TemporaryFolder.make("Out.bundle", files)
    return BundleOutput(out: root, files: DiskFiles()) {
      FileManager.default.contents(atPath: $0).map { Array($0) }
    }
  }

  @Test func whatExportDoesNotWriteIsKeptAndWhatItOwnsIsRemoved() throws {
    let bundle = try Self.bundle([
      "Root.plist": "<plist/>", "icon.png": "png", "de.lproj/Root.strings": "\"a\" = \"b\";",
      "de.lproj/Old.strings": "",
    ])
    let kept = try bundle.kept(writing: ["Root.plist", "de.lproj/Root.strings"])
    #expect(kept == [bundle.out + "/de.lproj/Old.strings", bundle.out + "/icon.png"])
    #expect(bundle.held("Root.plist") == Array("<plist/>".utf8))
    #expect(bundle.held("New.plist") == nil)
    #expect(
      bundle.removed(
        owned: ["Root.plist", "de.lproj/Old.strings", "gone.plist"], writing: ["Root.plist"])
        == ["de.lproj/Old.strings"], "owned, no longer written, and there")
  }

  @Test func aNewFolderKeepsNothing() throws {
    let bundle = try Self.bundle([:])
    let missing = BundleOutput(
      out: bundle.out + "/New.bundle", files: bundle.files, bytes: bundle.bytes)
    #expect(try missing.kept(writing: []) == [])
  }

  @Test func aLinkInTheBundleOrAFileForItIsRefused() throws {
    let bundle = try Self.bundle(["Root.plist": "<plist/>"])
    try FileManager.default.createSymbolicLink(
      atPath: bundle.out + "/de.lproj",
      withDestinationPath: FileManager.default.temporaryDirectory.path)
    #expect(throws: BundleOutput.Refusal.link(bundle.out + "/de.lproj")) {
      try bundle.kept(writing: ["Root.plist"])
    }
    #expect(bundle.held("de.lproj/Root.strings") == nil, "never read through a link")
    let file = BundleOutput(
      out: bundle.out + "/Root.plist", files: bundle.files, bytes: bundle.bytes)
    #expect(throws: BundleOutput.Refusal.notAFolder) { try file.kept(writing: []) }
  }

  @Test func thePlanWritesTheBundlesFilesOverWhatIsThereAndKeepsTheRest() throws {
    let toggle = TestBundles.specifier([
      "Type": TestBundles.string("PSToggleSwitchSpecifier"), "Title": TestBundles.string("Wi-Fi"),
      "Key": TestBundles.string("wifi"), "DefaultValue": "<true/>",
    ])
    let plist = TestBundles.plist([toggle])
    let app = try exportedApp(
      try #require(BundleImport.read(MemoryBundle(["Root.plist": plist]), title: "Settings").app))
    let bundle = try Self.bundle([
      "Root.plist": String(decoding: plist, as: UTF8.self), "icon.png": "png", "Old.plist": "",
    ])
    let plan = try bundle.plan(
      app, panes: BundleExport.panes(app), folder: bundle.out + "/none", owned: ["Old.plist"])
    #expect(plan.files.map(\.path).contains("Root.plist"))
    #expect(plan.held["Root.plist"] == plist)
    #expect(plan.files.first { $0.path == "Root.plist" }?.bytes == plist, "unchanged bytes kept")
    #expect(plan.kept == [bundle.out + "/icon.png"], "an owned file is removed, not kept")
  }
}
