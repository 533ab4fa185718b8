import Foundation
import ScreenBehavior
import ScreenModel
import ScreenSnapshotTesting
import ScreenSnapshots
import Testing

/// The library's picture strategies: `<name>.svg` beside the test file, the picture alone.
@Suite struct PictureStrategy {
  static func app(_ detail: String) -> App {
    App(screens: [
      Screen(
        id: "s", title: InterpolatedText(literal: "Title"),
        sections: [
          Section(rows: [
            Row(title: InterpolatedText(literal: "Row"), detail: InterpolatedText(literal: detail))
          ])
        ])
    ])
  }

  static func testFile() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "snap-\(UUID().uuidString)/PictureTests.swift"
    ).path
  }

  @Test func recordsMatchesAndFailsWithAPendingPicture() throws {
    let file = Self.testFile()
    defer {
      try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent)
    }
    let folder = snapshotDirectory(forTestFile: file)
    let session = try Session(app: Self.app("On"))
    let recorded = verifySnapshot(
      of: session, as: .svg(), named: "row", environment: [:], filePath: file)
    #expect(recorded?.contains("recorded a new snapshot at \(folder)/row.svg") == true)
    let picture = try String(contentsOfFile: folder + "/row.svg", encoding: .utf8)
    #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\""))
    #expect(picture.contains(">On</text>") && !picture.contains("screenspec-snapshot"))
    #expect(
      verifySnapshot(of: session, as: .svg(), named: "row", environment: [:], filePath: file) == nil
    )

    let changed = try Session(app: Self.app("Off"))
    let failure = try #require(
      verifySnapshot(of: changed, as: .svg(), named: "row", environment: [:], filePath: file))
    #expect(failure.contains("does not match \(folder)/row.svg"), "\(failure)")
    #expect(failure.contains("+<text") && failure.contains(">Off</text>"))
    let pending = PendingSnapshot(path: folder + "/row.svg.new")
    #expect(pending.format == .svg && pending.name == "row")
    #expect(pending.report().contains(">Off</text>"))
    try pending.accept()
    let accepted = try String(contentsOfFile: folder + "/row.svg", encoding: .utf8)
    #expect(accepted.contains(">Off</text>") && accepted.hasPrefix("<svg "))
    #expect(!FileManager.default.fileExists(atPath: folder + "/row.svg.new"))

    // A dark picture differs; under CI nothing is written.
    let dark = verifySnapshot(
      of: changed, as: .svg(appearance: .dark), named: "dark", environment: ["CI": "1"],
      filePath: file)
    #expect(dark?.contains("CI is set, so nothing was written") == true)
    #expect(!FileManager.default.fileExists(atPath: folder + "/dark.svg"))
  }

  @Test func aScenarioIsOneStripAndAFailingStepRecordsNothing() throws {
    let file = Self.testFile()
    defer {
      try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent)
    }
    let app = Self.app("On")
    var scenario = Scenario(app: ".", screen: "s", steps: [])
    let (header, strip) = try Snapshotting<(App, Scenario)>.svgScenario.snapshot((app, scenario))
    #expect(header.contains { $0 == ("format", "svg") })
    #expect(strip.hasPrefix("<svg ") && strip.contains(">Title</text>"))
    scenario.steps = [Scenario.Step(.tap(.position(9)), at: .start)]
    let failure = verifySnapshot(
      of: (app, scenario), as: .svgScenario, named: "broken", environment: [:], filePath: file)
    #expect(failure?.contains("nothing was recorded") == true, "\(failure ?? "")")
    #expect(
      !FileManager.default.fileExists(atPath: snapshotDirectory(forTestFile: file) + "/broken.svg"))
  }
}
