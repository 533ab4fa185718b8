import Fixtures
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenBehavior

/// A section's own `addRow` and `deletable` (an IASK list group): the add row is always
/// drawn after the items, `add TEXT` needs no editing mode, and items are swiped to delete
/// with no Edit button, while the screen's other rows stay as they are.
private func groupApp() throws -> App {
  try Fixtures.app([
    SourceFile(path: "app.yaml", text: "state:\n  sync: \"true\"\n  tags: [work]\n"),
    SourceFile(
      path: "root.yaml",
      text: """
        title: Settings
        style: insetGrouped
        sections:
          - rows:
              - {title: Sync, toggle: sync}
          - header: Tags
            rowsFrom: tags
            addRow: {title: Add Tag, placeholder: tag name}
            deletable: true

        """),
  ])
}

@Suite struct ListGroups {
  @Test func theAddRowIsAlwaysDrawnAndAddsWithoutEditing() throws {
    var session = try Session(app: try groupApp())
    #expect(session.view.sections.map { $0.rows.map(\.title) } == [["Sync"], ["work", "Add Tag"]])
    // IASK draws a text field AddSpecifier as a text field showing its placeholder.
    #expect(
      session.view.sections.last?.rows.last?.control
        == .textField(text: nil, placeholder: "tag name", secure: false))
    #expect(session.view.editButton == nil, "a list group's items are swiped, as IASK's")
    try session.apply(.add("home"))
    #expect(session.state.texts(at: ["tags"]) == ["work", "home"])
  }

  @Test func itemsAreDeletedAndOtherRowsAreNot() throws {
    var session = try Session(app: try groupApp())
    try session.apply(.swipe(.title("work")))
    try session.apply(.delete(.title("work")))
    #expect(session.state.texts(at: ["tags"]) == [])
    #expect(session.view.sections.last?.rows.map(\.title) == ["Add Tag"])
    #expect(throws: ActionError.self) { try session.apply(.delete(.title("Sync"))) }
  }
}

@Test(arguments: [
  (
    "  - {header: T, rows: [a], addRow: {title: Add}}\n",
    "screen 3:28: error: 'addRow' needs 'rowsFrom'"
  ),
  ("  - {rows: [a], deletable: true}\n", "screen 3:17: error: 'deletable' needs 'rowsFrom'"),
  (
    "  - {rowsFrom: items, row: {title: \"{item.x}\"}, addRow: {title: Add}}\n",
    "screen 3:57: error: 'addRow' adds text items, so it cannot be used with a 'row' template"
  ),
])
func aListGroupsKeysAreCheckedWhereTheyAreWritten(section: String, expected: String) {
  let result = AppAssembler.load([
    SourceFile(path: "screen.yaml", text: "title: S\nsections:\n" + section),
    SourceFile(path: "app.yaml", text: "state:\n  items: [a]\n"),
  ])
  let found = result.reports.flatMap { report in
    report.diagnostics.map {
      "\(report.file.baseName) \($0.mark): \($0.severity.rawValue): \($0.message)"
    }
  }
  #expect(found.contains(expected), "\(found)")
}
