import JSON
import PropertyList
import SettingsBundle

extension FuzzChecks {
  /// The Settings-bundle path: bytes as a plist, a strings file, JSON (a String Catalog) and
  /// a strings table merged into, and as a bundle's Root.plist imported, written, read back
  /// and exported. Any input must end in a value or located problems. Returns what broke, if
  /// anything.
  public static func plist(_ bytes: [UInt8]) -> [String] {
    var findings: [String] = []
    let plist = PropertyList.parse(bytes)
    if let root = plist.root { _ = PropertyList.xml(root) }
    let strings = StringsFile.parse(bytes)
    _ = StringsFile.text(strings.entries.map { (key: $0.key, value: $0.value) })
    let json = JSONReader.parse(bytes)
    for diagnostic in json.diagnostics where diagnostic.mark.line < 1 || diagnostic.mark.column < 1
    {
      findings.append("unlocated JSON diagnostic: \(diagnostic)")
    }
    if let root = json.root {
      let catalog = TranslationImport.catalog(root, file: "fuzz.xcstrings")
      _ = TableMerge.merge(catalog.tables, into: bytes, tablePath: "strings/de.yaml")
    }
    let table = TranslationImport.strings(strings, language: "de", path: "de.lproj/Root.strings")
    _ = TableMerge.merge([table], into: bytes, tablePath: "strings/de.yaml")
    let bundle = MemoryBundle(["Root.plist": bytes, "de.lproj/Root.strings": bytes])
    let result = BundleImport.read(bundle, title: "Fuzz")
    for problem in result.problems {
      if case .mark(let mark) = problem.problem.location, mark.line < 1 || mark.column < 1 {
        findings.append("unlocated problem: \(problem)")
      }
      _ = problem.formatted(path: problem.file, source: bytes)
    }
    if let app = result.app {
      let files = AppWriter.files(app).map {
        AppExport.File(path: $0.path, bytes: Array($0.text.utf8))
      }
      if let again = AppExport.read(files, iask: true).app {
        _ = BundleExport.files(again)
        _ = SwiftDefaults.source(BundleExport.panes(again))
      }
    }
    return findings
  }
}
