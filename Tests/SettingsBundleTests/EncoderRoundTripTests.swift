import Basics
import Fixtures
import Foundation
import Testing

@testable import ScreenFormat
@testable import ScreenModel
@testable import SettingsBundle

/// Issue #50, step 2: an imported bundle's app, written back by `ScreenEncoder`, loads as
/// the same app: kept plist keys, plists, device and host conditions, stored names and
/// tables included.

/// Loads written files as an app folder, or fails with the load's diagnostics.
private func load(_ files: [(path: String, text: String)]) throws -> App {
  let sources = files.map { SourceFile(path: $0.path, text: $0.text) }
  return try Fixtures.app(
    sources.filter { !$0.path.hasPrefix("strings/") },
    strings: sources.filter { $0.path.hasPrefix("strings/") })
}

@Test(arguments: TestBundles.ours)
func anImportedAppWrittenBackByTheEncoderLoadsAsItself(_ name: String) throws {
  let source = TestBundles.ours(name)
  let document = try #require(BundleImport.read(source, title: "Settings").app)
  let app = try load(importedFiles(document))
  let written = ScreenEncoder.files(app)
  let again = try load(written)
  #expect(Fixtures.unmarked(again) == Fixtures.unmarked(app))
  for screen in app.screens {
    #expect(
      Fixtures.unmarked(again).screen(screen.id) == Fixtures.unmarked(app).screen(screen.id),
      "\(screen.id)")
  }
  #expect(ScreenEncoder.files(again).map(\.text) == written.map(\.text))
}
