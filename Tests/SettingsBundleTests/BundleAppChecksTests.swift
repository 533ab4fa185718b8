import Basics
import Foundation
import ScreenFiles
import ScreenFormat
import Testing
import YAMLTree

@testable import SettingsBundle

/// What `check` says of an app kept as a Settings.bundle, as a value over the files.
struct BundleAppChecksTests {
  static func folder(_ files: [String: String]) throws -> String {
    try TemporaryFolder.make("app", files)
  }

  static func checks(_ folder: String) throws -> BundleAppChecks {
    let checks = BundleAppChecks(files: DiskFiles())
    let reader = PathReader(base: DiskFiles(), limits: .default)
    checks.note(try reader.loadPath(folder))
    return checks
  }

  static let root = """
    title: Root
    plists: [Root.plist]
    sections:
      - rows:
          - title: Name
            textField: name
            maxLength: 5

    """

  @Test func anAppListingPlistsHasWhatExportRefusesAsErrors() throws {
    let app = try Self.folder([
      "app.yaml": "start: root\nstate: {name: a}\n", "root.yaml": Self.root,
    ])
    let checks = try Self.checks(app)
    #expect(checks.folders == [app])
    let found = checks.exportErrors(limits: .default)
    #expect(found.map(\.file.path) == [app + "/root.yaml"])
    #expect(found.first?.file.bytes == Array(Self.root.utf8), "quoting the file as read")
    #expect(found.first?.diagnostics.first?.message.contains("maxLength") == true)
  }

  @Test func anAppOfItsOwnIsNoBundlesToCheck() throws {
    let app = try Self.folder([
      "app.yaml": "start: root\nstate: {name: a}\n",
      "root.yaml": Self.root.replacingOccurrences(of: "plists: [Root.plist]\n", with: ""),
    ])
    let checks = try Self.checks(app)
    #expect(checks.folders.isEmpty)
    #expect(checks.exportErrors(limits: .default).isEmpty)
    #expect(checks.keeping.isEmpty)
  }

  @Test func aKeptStringsFileImportCouldNotReadIsAWarning() throws {
    let app = try Self.folder([
      "app.yaml": "start: root\n", "root.yaml": "title: Root\nrows: [A]\n",
      "kept/de.lproj/Extra.strings": "\"a\" = ;\n",
    ])
    let checks = try Self.checks(app)
    #expect(checks.keeping == [app])
    let warnings = checks.keptUnread()
    #expect(warnings.map(\.file.path) == [app + "/kept/de.lproj/Extra.strings"])
    #expect(warnings.first?.diagnostics.first?.severity == .warning)
  }
}
