import JSON
import PropertyList
import SettingsBundle
import StringCatalogs

extension FuzzChecks {
  /// The Settings-bundle path: bytes as a plist, a strings file, JSON (a String Catalog) and
  /// a strings table merged into, and as a bundle's Root.plist imported, written, read back
  /// and exported. Any input must end in a value or located problems. Returns what broke, if
  /// anything.
  public static func plist(_ bytes: [UInt8]) -> [String] {
    var findings: [String] = []
    let plist = PropertyList.parse(bytes)
    if let root = plist.root {
      _ = PropertyList.xml(root)
      // Written over itself, a plist keeps its bytes (issue #51).
      if !plist.problems.contains(where: { $0.severity == .error }),
        PlistSplice.bytes(root.withoutLocations, over: bytes) != bytes
      {
        findings.append("a plist spliced over itself changed")
      }
    }
    let strings = StringsFile.parse(bytes)
    let entries = strings.entries.map { (key: $0.key, value: $0.value) }
    _ = StringsFile.text(entries)
    // A table written over its own file keeps its bytes; an edit reads back as edited.
    if !strings.problems.contains(where: { $0.severity == .error }), strings.isReadable {
      if StringsSplice.bytes(entries, fresh: [], over: bytes) != bytes {
        findings.append("a strings file spliced over itself changed")
      }
      let edited = entries.dropFirst().map { $0 } + [(key: "fuzz added", value: "x")]
      let spliced = StringsSplice.bytes(edited, fresh: StringsFile.bytes(edited), over: bytes)
      let again = StringsFile.parse(spliced)
      let read = Dictionary(again.entries.map { ($0.key, $0.value) }) { _, last in last }
      let wanted = Dictionary(edited.map { ($0.key, $0.value) }) { _, last in last }
      if read != wanted {
        findings.append("a strings file spliced with an edit reads back otherwise")
      }
    }
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
      let files = app.files.map {
        AppExport.File(path: $0.path, bytes: Array($0.text.utf8))
      }
      if let again = AppExport.read(files, iask: true).app {
        _ = BundleExport.files(again, iask: true)
        _ = SwiftDefaults.source(BundleExport.panes(again, iask: true))
      }
    }
    return findings
  }
}
