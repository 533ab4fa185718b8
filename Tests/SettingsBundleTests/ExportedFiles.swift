import ScreenModel
import Testing

@testable import SettingsBundle

/// An imported app as export reads it: its files written as YAML and loaded keeping their
/// trees (expecting no export problem).
func exportedApp(
  _ document: AppDocument, iask: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
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
  _ document: AppDocument, iask: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) throws -> [(path: String, bytes: [UInt8])] {
  BundleExport.files(try exportedApp(document, iask: iask, sourceLocation: sourceLocation))
}
