import Basics
import Fixtures
import Foundation
import Testing

@testable import ScreenFormat
@testable import ScreenModel
@testable import SettingsBundle

/// Issue #50, step 3: the files import writes, loaded and written again by `ScreenEncoder`,
/// are the same bytes, so that `import --update` of an unedited app sees no edit.
@Test(arguments: TestBundles.ours)
func theFilesImportWritesAreTheEncodersWritingOfTheAppTheyLoadAs(_ name: String) throws {
  let both = try #require(bothWritings(TestBundles.ours(name)))
  let written = try #require(both.encoder, "the imported app does not load")
  // The same files; the order they are written in is the app's screens' (by id).
  #expect(written.map(\.path).sorted() == both.writer.map(\.path).sorted())
  let byPath = Dictionary(written.map { ($0.path, $0.text) }) { first, _ in first }
  for file in both.writer {
    let difference = firstDifference(file.text, byPath[file.path] ?? "")
    #expect(difference == nil, "\(file.path): \(difference ?? "")")
  }
}

/// A text field whose plist writes its defaults out (`IsSecure` false, the default keyboard
/// and capitalisation) and one that leaves them out are written back each as it was: the
/// screens keep which keys were written, so the encoder writes import's bytes for both.
@Test func theEncoderWritesATextFieldsDefaultsOnlyWhereTheBundleWroteThem() throws {
  let written = TestBundles.specifier([
    "Type": TestBundles.string("PSTextFieldSpecifier"), "Title": TestBundles.string("Name"),
    "Key": TestBundles.string("name"), "DefaultValue": TestBundles.string(""),
    "IsSecure": "<false/>", "KeyboardType": TestBundles.string("Alphabet"),
    "AutocapitalizationType": TestBundles.string("None"),
  ])
  let left = TestBundles.specifier([
    "Type": TestBundles.string("PSTextFieldSpecifier"), "Title": TestBundles.string("Nick"),
    "Key": TestBundles.string("nick"), "DefaultValue": TestBundles.string(""),
  ])
  let both = try #require(
    bothWritings(MemoryBundle(["Root.plist": TestBundles.plist([written, left])])))
  let encoded = try #require(both.encoder, "the imported app does not load")
  let root = try #require(both.writer.first { $0.path == "root.yaml" }).text
  #expect(root.contains("secure: false"), "\(root)")
  let byPath = Dictionary(encoded.map { ($0.path, $0.text) }) { first, _ in first }
  for file in both.writer {
    let difference = firstDifference(file.text, byPath[file.path] ?? "")
    #expect(difference == nil, "\(file.path): \(difference ?? "")")
  }
}

/// Import makes the typed app of a bundle itself, the one the files it writes load as;
/// every test that writes an imported app checks it on the way (`importedFiles`), and these
/// bundles of our own check it whole.
@Test(arguments: TestBundles.ours)
func importMakesTheAppItsFilesLoadAs(_ name: String) throws {
  let document = try #require(BundleImport.read(TestBundles.ours(name), title: "Settings").app)
  let loaded = loadWritten(document.files)
  let app = try #require(loaded.app, "the imported app does not load")
  let difference = appDifference(loaded: app, made: document.typed)
  #expect(difference == nil, "\(difference ?? "")")
}
