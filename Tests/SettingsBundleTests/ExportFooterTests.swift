import Testing

@testable import SettingsBundle

/// A screen's `footer` (text under the last section) is what a group's `FooterText` draws.
private func specifiers(_ screen: String) throws -> [Specifier] {
  let files = [
    AppExport.File(path: "app.yaml", bytes: Array("start: root\nstate: {on: true}\n".utf8)),
    AppExport.File(path: "root.yaml", bytes: Array(screen.utf8)),
  ]
  let read = AppExport.read(files, iask: false)
  #expect(read.problems.map(\.diagnostic.message) == [])
  let app = try #require(read.app)
  return try #require(BundleExport.panes(app).first).specifiers
}

@Test func aScreensFooterIsTheLastGroupsFooterText() throws {
  let rows = try specifiers(
    "title: S\nrows:\n  - {title: On, toggle: on}\nfooter: Saved on this device.\n")
  #expect(rows.map(\.kind) == [.group, .toggle])
  #expect(rows.first?.footer == "Saved on this device.")
  let sections = try specifiers(
    "title: S\nsections:\n  - header: A\n    rows:\n      - {title: On, toggle: on}\nfooter: Below.\n"
  )
  #expect(sections.map(\.kind) == [.group, .toggle])
  #expect(sections.map(\.footer) == ["Below.", nil])
}

@Test func aScreensFooterUnderASectionWithItsOwnFooterIsAGroupOfItsOwn() throws {
  let found = try specifiers(
    "title: S\nsections:\n  - header: A\n    footer: About A.\n    rows:\n      - {title: On, toggle: on}\nfooter: Below.\n"
  )
  #expect(found.map(\.kind) == [.group, .toggle, .group])
  #expect(found.map(\.footer) == ["About A.", nil, "Below."])
  #expect(found.map(\.title) == ["A", "On", nil])
}
