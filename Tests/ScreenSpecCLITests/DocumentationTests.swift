import Basics
import Fixtures
import Foundation
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// The documentation stands alone and cannot drift from the code: every key the schema
/// names is described in `Docs/Format.md`, every link between pages leads to a file of the
/// repository, and no page points at a file outside it.
@Suite struct Documentation {
  func page(_ path: String) -> String {
    (try? String(contentsOf: Fixtures.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  static let tables: [(String, [Field])] = [
    ("screen", FieldTable.screen), ("screenTemplate", FieldTable.screenTemplate),
    ("row", FieldTable.row), ("icon", FieldTable.icon), ("rowTemplate", FieldTable.rowTemplate),
    ("addRow", FieldTable.addRow), ("confirm", FieldTable.confirm),
    ("section", FieldTable.section), ("choice", FieldTable.choice),
    ("paging", FieldTable.paging), ("customSelection", FieldTable.customSelection),
    ("app", FieldTable.app), ("snapshotVariant", FieldTable.snapshotVariant),
    ("theme", FieldTable.theme), ("strings", FieldTable.strings),
    ("scenario", FieldTable.scenario), ("template", FieldTable.template),
    ("use", FieldTable.use), ("plural", FieldTable.plural),
  ]

  @Test(arguments: tables.map(\.0))
  func everyKeyOfTheSchemaIsDescribedInTheFormatPage(table: String) throws {
    let docs = page("Docs/Format.md")
    let fields = Self.tables.first { $0.0 == table }?.1 ?? []
    #expect(!fields.isEmpty)
    for field in fields {
      // Named in the text (`key`, `key: …`) or written in an example (`key: value`).
      let written = try Regex("(`-?\\s*|^\\s*-?\\s*|[{,]\\s*)\\Q\(field.name)\\E[:`]")
        .anchorsMatchLineEndings()
      #expect(docs.contains(written), "Docs/Format.md does not describe '\(field.name)' (\(table))")
    }
  }

  @Test func theReadmeIsAShortTour() {
    #expect(page("README.md").split(separator: "\n", omittingEmptySubsequences: false).count <= 400)
  }

  @Test(arguments: documentationPages())
  func everyLinkLeadsInsideTheRepository(page path: String) throws {
    let text = page(path)
    #expect(!text.isEmpty)
    for outside in ["FORMAT.md", "TARGETS.md", "shared/design", "LIBRARY.md"] {
      #expect(!text.contains(outside), "\(path) names \(outside), which is not in the repository")
    }
    let folder = (path as NSString).deletingLastPathComponent
    let links = try Regex(#"\]\(([^)#\s]+)(#[^)]*)?\)"#)
    for match in text.matches(of: links) {
      guard let target = match.output[1].substring.map(String.init), !target.hasPrefix("http")
      else { continue }
      let resolved = Fixtures.root.appendingPathComponent(folder).appendingPathComponent(target)
      #expect(
        FileManager.default.fileExists(atPath: resolved.standardizedFileURL.path),
        "\(path) links to \(target), which is not there")
    }
  }
}
