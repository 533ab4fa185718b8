import ScreenModel
import Testing

@testable import SettingsBundle

/// An imported app as export reads it: its files written as YAML and loaded keeping their
/// trees (expecting no export problem).
func exportedApp(
  _ document: ImportedApp, iask: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) throws -> App {
  let files = importedFiles(document, sourceLocation: sourceLocation).map {
    AppExport.File(path: $0.path, bytes: Array($0.text.utf8))
  }
  let read = AppExport.read(files, iask: iask)
  #expect(read.problems.map(\.diagnostic.message) == [], sourceLocation: sourceLocation)
  return try #require(read.app, sourceLocation: sourceLocation)
}

/// An imported app's bundle as export writes it (``exportedApp(_:iask:sourceLocation:)``).
func exportedFiles(
  _ document: ImportedApp, iask: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) throws -> [(path: String, bytes: [UInt8])] {
  BundleExport.files(try exportedApp(document, iask: iask, sourceLocation: sourceLocation))
}

/// An app made in memory, with no files kept (the typed app import makes), exports as the
/// app its files load as: what the screens' encoder leaves out is what export leaves out.
@Test func anAppWithoutFilesExportsAsItsFilesDo() throws {
  let document = try #require(BundleImport.read(TestBundles.full, title: "Settings").app)
  let made = BundleExport.files(document.typed)
  let loaded = try exportedFiles(document)
  #expect(made.map(\.path) == loaded.map(\.path))
  for (one, other) in zip(made, loaded) {
    #expect(
      String(decoding: one.bytes, as: UTF8.self) == String(decoding: other.bytes, as: UTF8.self),
      "\(one.path)")
  }
}
