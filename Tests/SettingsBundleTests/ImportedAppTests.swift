import Fixtures
import Testing

@testable import ScreenFormat
@testable import ScreenModel
@testable import SettingsBundle

/// Issue #50, step 3: import makes the typed app of a bundle itself, the one the files it
/// writes load as; every test that writes an imported app checks it on the way
/// (`importedFiles`), and these bundles of our own check it whole.
@Test(arguments: ["full", "Examples/Fightcard/Settings.bundle", "Examples/Player/Settings.bundle"])
func importMakesTheAppItsFilesLoadAs(_ name: String) throws {
  let source = name == "full" ? TestBundles.full : MemoryBundle(Fixtures.files(inFolder: name))
  let document = try #require(BundleImport.read(source, title: "Settings").app)
  let loaded = loadWritten(ImportedApp.files(document))
  let app = try #require(loaded.app, "the imported app does not load")
  let difference = appDifference(loaded: app, made: ImportedApp.app(document))
  #expect(difference == nil, "\(difference ?? "")")
}
