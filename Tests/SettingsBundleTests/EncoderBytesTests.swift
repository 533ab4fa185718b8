import Basics
import Fixtures
import Foundation
import Testing

@testable import ScreenFormat
@testable import ScreenModel
@testable import SettingsBundle

/// Issue #50, step 3: `ScreenEncoder` writes an imported app in `AppWriter`'s bytes, so that
/// import can write through the encoder and `import --update` sees no edit.
@Test(arguments: ["full", "Examples/Fightcard/Settings.bundle", "Examples/Player/Settings.bundle"])
func theEncoderWritesAnImportedAppInTheWritersBytes(_ name: String) throws {
  let source = name == "full" ? TestBundles.full : MemoryBundle(Fixtures.files(inFolder: name))
  let both = try #require(bothWritings(source))
  let written = try #require(both.encoder, "the imported app does not load")
  // The same files; the order they are written in is the app's screens' (by id).
  #expect(written.map(\.path).sorted() == both.writer.map(\.path).sorted())
  let byPath = Dictionary(written.map { ($0.path, $0.text) }) { first, _ in first }
  for file in both.writer {
    let difference = firstDifference(file.text, byPath[file.path] ?? "")
    #expect(difference == nil, "\(file.path): \(difference ?? "")")
  }
}
