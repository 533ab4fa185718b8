import Fixtures
import Foundation
import ScreenBehavior
import ScreenFormat
import ScreenModel
import ScreenPictures
import ScreenRendering
import Testing

@testable import ScreenSpecCLI

/// Dark appearance and Dynamic Type sizes, in text, pictures and snapshot names.
@Suite struct Variants {
  static func session(_ id: String = "settings") throws -> Session {
    try Session(app: try Fixtures.app(), screen: id)
  }

  /// The font sizes an SVG writes, in order.
  static func fontSizes(_ svg: String) -> [Double] {
    svg.components(separatedBy: "font-size=\"").dropFirst().compactMap {
      Double($0.prefix { $0 != "\"" })
    }
  }

  @Test func darkPicturesHaveDarkBackgroundsLightTextAndTheTintsDarkVariants() throws {
    let view = try Self.session().view
    let light = SVGRenderer.render(view)
    let dark = SVGRenderer.render(view, appearance: .dark)
    #expect(light.contains("fill=\"#F2F2F7\"") && light.contains("fill=\"#000000\">Name<"))
    #expect(dark.contains("<rect x=\"0\" y=\"0\" width=\"375\""))
    #expect(dark.contains("fill=\"#1C1C1E\""), "grouped cells are secondarySystemGroupedBackground")
    #expect(dark.contains("fill=\"#FFFFFF\">Name<"), "labels are light")
    #expect(!dark.contains("fill=\"#F2F2F7\""), "no light background is left")
    #expect(dark.contains("#30D158") && dark.contains("#0A84FF"), "the tints' dark variants")
    #expect(!dark.contains("#34C759") && !dark.contains("#007AFF"))
  }

  @Test(arguments: TextSize.allCases)
  func picturesScaleTheirBodyTextWithTheSize(size: TextSize) throws {
    let view = try Self.session("fight-card").view
    let svg = SVGRenderer.render(view, textSize: size)
    #expect(Self.fontSizes(svg).contains(size.bodyPoints), "\(size): \(Self.fontSizes(svg))")
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\""))
  }

  @Test func atAnAccessibilitySizeDetailsAndControlsMoveUnderTheTitleAndTitlesWrap() throws {
    let session = try Self.session("settings")
    let large = Renderer.render(session, options: RenderOptions(width: 30))
    let ax1 = Renderer.render(session, options: RenderOptions(width: 30, textSize: .ax1))
    #expect(large.contains("│ │ Allow Notificati… ● On │ │"), "\(large)")
    #expect(
      ax1.contains("│ │ Allow Notifications    │ │\n│ │                   ● On │ │"), "\(ax1)")
    // A title too long for the line wraps; the value has a line of its own.
    let app = try Fixtures.app([
      SourceFile(path: "app.yaml", text: "state: {plan: Professional}\n"),
      SourceFile(
        path: "s.yaml",
        text:
          "title: S\nrows:\n  - {title: The plan you are subscribed to today, detail: \"{plan}\"}\n"
      ),
    ])
    let wrapped = Renderer.render(
      try Session(app: app), options: RenderOptions(width: 30, textSize: .ax3))
    #expect(
      wrapped.contains(
        "│ The plan you are           │\n│ subscribed to today        │\n│               Professional │"
      ),
      "\(wrapped)")
    for size in TextSize.allCases where !size.isAccessibilitySize {
      #expect(Renderer.render(session, options: RenderOptions(width: 30, textSize: size)) == large)
    }
  }

  @Test func snapshotNamesCarryVariantsInAFixedOrderAndTheDefaultsNone() throws {
    let ws = try Workspace()
    try ws.copySeedScreens()
    _ = ws.run("snapshot", "--record", "all", "@Screens")
    let defaults = Set(ws.list("Screens/__snapshots__"))
    _ = ws.run(
      "snapshot", "--record", "all", "--text-size", "ax3", "--appearance", "dark", "--locale", "de",
      "--device", "pad", "@Screens")
    let all = Set(ws.list("Screens/__snapshots__"))
    #expect(all.contains("settings@pad@de@dark@ax3.snap"), "\(all.sorted())")
    #expect(defaults.isSubset(of: all), "adding variants renames no reference")
    // A run choosing no variant is the suite the app declares: undeclared variants are
    // orphans there, and pass when chosen.
    let plain = ws.run("snapshot", "--ci", "@Screens")
    #expect(plain.status == 1 && plain.stdout.contains("ORPHAN"), "defaults pass, orphans fail")
    #expect(plain.stdout.contains("0 failed"), "\(plain.stdout)")
    let header = try #require(ws.read("Screens/__snapshots__/settings@pad@de@dark@ax3.snap"))
    #expect(header.contains("appearance: dark\ntextSize: ax3\n"))
    #expect(
      ws.run(
        "snapshot", "--ci", "--appearance", "dark", "--text-size", "ax3", "--locale", "de",
        "--device", "pad", "@Screens"
      ).status == 0)
  }

  @Test(arguments: [
    ("--appearance", "sepia", "'--appearance' is one of 'light', 'dark', got 'sepia'"),
    (
      "--text-size", "huge",
      "'--text-size' is one of 'xSmall', 'small', 'medium', 'large', 'xLarge', 'xxLarge', 'xxxLarge', 'ax1', 'ax2', 'ax3', 'ax4', 'ax5', got 'huge'"
    ),
  ])
  func anUnknownVariantIsAUsageErrorListingTheValidOnes(
    flag: String, value: String, message: String
  )
    throws
  {
    let ws = try Workspace()
    try ws.copySeedScreens()
    for command in ["render", "snapshot", "gallery"] {
      var words = [command, "@Screens", flag, value]
      if command == "gallery" { words += ["--out", "@site"] }
      let run = ws.run(words)
      #expect(run.status == 2, "\(command)")
      #expect(run.stderr.contains(message), "\(command): \(run.stderr)")
    }
  }

  @Test func aScenariosOwnAppearanceAndTextSizeWinAndNameItsSnapshot() throws {
    let ws = try Workspace()
    try ws.write("app/s.yaml", "title: S\nrows: [{title: Wi-Fi, body: On}]\n")
    try ws.write("app/night.yaml", "app: .\nappearance: dark\ntextSize: ax1\nsteps: [tap 1]\n")
    try ws.write("app/bad.yaml", "app: .\nappearance: dusk\nsteps: [tap 1]\n")
    let check = ws.run("check", "@app")
    #expect(
      check.stderr.contains("bad.yaml:2:13: error: unknown appearance 'dusk'"), "\(check.stderr)")
    try FileManager.default.removeItem(atPath: ws.path("app/bad.yaml"))
    _ = ws.run("snapshot", "--record", "all", "@app")
    #expect(
      ws.exists("app/__snapshots__/night.scenario@dark@ax1.snap"), "\(ws.list("app/__snapshots__"))"
    )
    let svg = ws.run("render", "@app/night.yaml", "--format", "svg").stdout
    #expect(svg.contains("#000000") && svg.contains("font-size=\"28\""))
  }
}

extension Variants {
  /// A plain snapshot run verifies the default and every variant app.yaml declares; flags
  /// choose one variant instead; orphans are judged per variant.
  @Test func snapshotVariantsAreRecordedAndVerifiedByAPlainRun() throws {
    let ws = try Workspace()
    try ws.write(
      "app/app.yaml",
      "start: s\nsnapshotVariants:\n  - {appearance: dark}\n  - {textSize: ax3, format: voiceover}\n  - {locale: de}\n"
    )
    try ws.write("app/strings/de.yaml", "strings:\n  Settings: Einstellungen\n")
    try ws.write("app/s.yaml", "title: Settings\nrows: [{title: Wi-Fi, body: On}]\n")
    try ws.write("app/tap.yaml", "app: .\nsteps: [tap 1]\n")
    _ = ws.run("snapshot", "--record", "all", "@app")
    let files = Set(ws.list("app/__snapshots__"))
    #expect(
      files == [
        "s.snap", "s@dark.snap", "s@ax3.voiceover.snap", "s@de.snap", "tap.scenario.snap",
        "tap.scenario@dark.snap", "tap.scenario@ax3.voiceover.snap", "tap.scenario@de.snap",
      ], "\(files.sorted())")
    let verify = ws.run("snapshot", "--ci", "@app")
    #expect(verify.status == 0, "\(verify.stdout)")
    #expect(verify.stdout.contains("8 snapshots: 8 passed, 0 failed"))
    #expect(!verify.stdout.contains("ORPHAN"))
    // A flag chooses one variant: only the dark ones are verified.
    let dark = ws.run("snapshot", "--ci", "--appearance", "dark", "@app")
    #expect(dark.stdout.contains("2 snapshots: 2 passed"), "\(dark.stdout)")
    // A variant no longer declared leaves orphans of its own.
    try ws.write("app/app.yaml", "start: s\nsnapshotVariants:\n  - {appearance: dark}\n")
    let fewer = ws.run("snapshot", "--ci", "@app")
    #expect(fewer.stdout.contains("4 snapshots: 4 passed"), "\(fewer.stdout)")
  }

  @Test func aVariantNamingAnUnknownValueIsAnErrorAtIt() throws {
    let ws = try Workspace()
    try ws.write("app/s.yaml", "title: S\nrows: [A]\n")
    try ws.write(
      "app/app.yaml",
      "snapshotVariants:\n  - {appearance: dusk}\n  - {locale: fr}\n  - {format: png}\n  - {colour: red}\n"
    )
    let check = ws.run("check", "@app")
    #expect(check.status == 1)
    for expected in [
      "app.yaml:2:18: error: unknown appearance 'dusk'",
      "app.yaml:3:14: error: no strings table for 'fr': add strings/fr.yaml",
      "app.yaml:4:14: error: unknown snapshot format 'png'; a variant records 'text', 'voiceover' or 'svg'",
      "app.yaml:5:6: error: unknown key 'colour'",
    ] {
      #expect(check.stderr.contains(expected), "\(expected)\n\(check.stderr)")
    }
  }
}
