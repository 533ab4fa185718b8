import Basics
import ScreenFiles
import SwiftUIExport
import Testing

/// Where `export --swiftui` tells what has no SwiftUI form: at its key in the file of the
/// screen, or of the app, that asks for it.
struct SwiftUIProblemPlaceTests {
  static let root = "title: Root\nsections:\n  - rows:\n      - title: Name\n        badge: 3\n"

  @Test func aProblemIsAtItsKeyInItsFile() throws {
    let folder = try TemporaryFolder.make(
      "app", ["app.yaml": "# The app.\nstart: root\n", "root.yaml": Self.root])
    let (_, app) = try ExportDiskTests.loaded(folder)
    let row = SwiftUIProblem(screen: "root", section: 0, row: 0, key: "badge", "no form")
    let place = try #require(row.place(in: app))
    #expect(place.path == folder + "/root.yaml")
    #expect(place.mark == Mark(line: 5, column: 9))
    let printed = try #require(
      row.printed(in: app, sources: [place.path: Array(Self.root.utf8)]))
    #expect(printed.hasPrefix(folder + "/root.yaml:5:9: error: no form"), "\(printed)")
    #expect(printed.contains("badge: 3\n"), "the line quoted from the sources given")
    let inApp = SwiftUIProblem(screen: SwiftUIProblem.appFile, key: "start", "no form")
    #expect(inApp.place(in: app)?.path == folder + "/app.yaml")
    #expect(inApp.place(in: app)?.mark == Mark(line: 2, column: 1))
  }

  @Test func aProblemOfAnAppWithoutItsFileIsAtNoLine() throws {
    let folder = try TemporaryFolder.make("app", ["root.yaml": Self.root])
    let (_, app) = try ExportDiskTests.loaded(folder)
    let problem = SwiftUIProblem(screen: SwiftUIProblem.appFile, key: "start", "no form")
    #expect(problem.place(in: app) == nil)
    #expect(problem.printed(in: app, sources: [:]) == nil)
    #expect(SwiftUIProblem(screen: "root", key: "title", "").place(in: app) != nil)
  }
}
