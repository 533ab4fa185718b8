import Foundation
import Testing

@testable import ScreenSpecCLI

private let app = """
  start: settings
  state:
    sound: true
    volume: 0.5
    theme: 1
    name: "Ann"
    build:
      number: "7"

  """

private let settings = """
  title: Settings
  style: grouped
  sections:
    - header: Sound
      rows:
        - {title: Sound, toggle: sound}
        - {slider: volume, min: 0, max: 1}
        - {title: Theme, push: theme}
    - footer: "Braces {{kept}}"
      visibleIf: {device: pad}
      rows:
        - {title: Name, textField: name, keyboard: emailAddress}
        - {title: Build, detail: "{build.number}"}

  """

private let theme = """
  title: Theme
  bind: theme
  choices:
    - {title: Light, value: 0}
    - {title: Dark, value: 1}

  """

private func workspace() throws -> Workspace {
  let ws = try Workspace()
  try ws.write("App/app.yaml", app)
  try ws.write("App/settings.yaml", settings)
  try ws.write("App/theme.yaml", theme)
  try ws.write("App/strings/de.yaml", "strings:\n  Sound: Ton\n")
  return ws
}

@Test func exportWritesPlistsInTheirTypes() throws {
  let ws = try workspace()
  let result = ws.run("export", "@App", "--out", "@Settings.bundle")
  #expect(result.stderr == "")
  #expect(result.status == 0)
  #expect(ws.list("Settings.bundle") == ["Root.plist", "de.lproj"])
  let root = try #require(ws.read("Settings.bundle/Root.plist"))
  #expect(root.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
  for expected in [
    "<key>DefaultValue</key>\n\t\t\t<true/>", "<key>DefaultValue</key>\n\t\t\t<real>0.5</real>",
    "<key>DefaultValue</key>\n\t\t\t<integer>1</integer>", "<string>PSMultiValueSpecifier</string>",
    "<key>Key</key>\n\t\t\t<string>build.number</string>", "<string>PSTitleValueSpecifier</string>",
    "<key>FooterText</key>\n\t\t\t<string>Braces {kept}</string>",
    "<key>SupportedUserInterfaceIdioms</key>\n\t\t\t<array>\n\t\t\t\t<string>Pad</string>",
    "<key>KeyboardType</key>\n\t\t\t<string>EmailAddress</string>",
  ] {
    #expect(root.contains(expected), "\(expected)")
  }
  #expect(ws.read("Settings.bundle/de.lproj/Root.strings") == "\"Sound\" = \"Ton\";\n")
  // Export again over its own files: the same bytes, left as they are.
  let again = ws.run("export", "@App", "--out", "@Settings.bundle")
  #expect(again.status == 0)
  #expect(again.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged ") })
  #expect(ws.read("Settings.bundle/Root.plist") == root)
  // A file changed since export wrote it is not written over; deleted, it is written anew.
  try ws.write("Settings.bundle/Root.plist", "old")
  let refused = ws.run("export", "@App", "--out", "@Settings.bundle")
  #expect(refused.status == 2, "\(refused.stderr)")
  #expect(ws.read("Settings.bundle/Root.plist") == "old")
  try FileManager.default.removeItem(atPath: ws.path("Settings.bundle/Root.plist"))
  let changed = ws.run("export", "@App", "--out", "@Settings.bundle")
  #expect(changed.stdout.hasPrefix("wrote \(ws.path("Settings.bundle/Root.plist"))\n"))
  #expect(changed.stdout.contains("unchanged "))
  #expect(ws.read("Settings.bundle/Root.plist") == root)
}

/// What Settings cannot hold is an error at its key: a badge, and a slider's `step`, which
/// is the slider's own key yet Settings' slider has none (the field table's export column
/// says so).
@Test(arguments: [
  (
    "{title: Sound, toggle: sound}", "{title: Sound, toggle: sound, badge: \"2\"}",
    "App/settings.yaml:6:39: error: Settings has no element for 'badge'"
  ),
  (
    "{slider: volume, min: 0, max: 1}", "{slider: volume, min: 0, max: 1, step: 0.5}",
    "App/settings.yaml:7:42: error: Settings has no element for 'step'"
  ),
])
func whatSettingsCannotHoldIsAnErrorAtItsKeyAndNothingIsWritten(
  row: String, with refused: String, error: String
) throws {
  let ws = try workspace()
  try ws.write("App/settings.yaml", settings.replacingOccurrences(of: row, with: refused))
  let result = ws.run("export", "@App", "--out", "@Settings.bundle")
  #expect(result.status == 1)
  #expect(
    result.stderr.contains(error + "; a Settings.bundle cannot hold it"), "\(result.stderr)")
  #expect(!ws.exists("Settings.bundle"))
}

@Test func iaskElementsNeedTheFlag() throws {
  let ws = try workspace()
  try ws.write(
    "App/settings.yaml",
    settings.replacingOccurrences(
      of: "{title: Theme, push: theme}",
      with: "{title: Theme, push: theme}\n      - {title: Help, url: \"https://example.com\"}"))
  let without = ws.run("export", "@App", "--out", "@A.bundle")
  #expect(without.status == 1)
  #expect(
    without.stderr.contains(
      "error: 'url' is an InAppSettingsKit element; export with --iask to write it"))
  let with = ws.run("export", "@App", "--out", "@B.bundle", "--iask")
  #expect(with.status == 0)
  #expect(ws.read("B.bundle/Root.plist")?.contains("<string>IASKOpenURLSpecifier</string>") == true)
}

/// Issue #38, item 13: over an existing bundle, export replaces the files it writes and
/// keeps every other one (its images, an in-app plist), and says which.
@Test func exportOverARealBundleKeepsWhatItDoesNotWrite() throws {
  let ws = try workspace()
  try ws.write("Settings.bundle/Icon.png", "png")
  try ws.write("Settings.bundle/Root.inApp.plist", "<plist/>")
  try ws.write("Settings.bundle/Root.plist", "old")
  let result = ws.run("export", "@App", "--out", "@Settings.bundle")
  #expect(result.status == 0)
  #expect(result.stdout.hasPrefix("kept 2 files export does not write: "))
  #expect(result.stdout.contains("Settings.bundle/Icon.png"))
  #expect(ws.read("Settings.bundle/Icon.png") == "png")
  #expect(ws.read("Settings.bundle/Root.inApp.plist") == "<plist/>")
  #expect(ws.read("Settings.bundle/Root.plist")?.hasPrefix("<?xml") == true)
}

@Test func exportWritesSwiftThatRegistersEveryDefault() throws {
  let ws = try workspace()
  let result = ws.run("export", "@App", "--out", "@Settings.bundle", "--swift", "@Defaults.swift")
  #expect(result.status == 0)
  #expect(
    ws.read("Defaults.swift")?.contains(
      """
          "sound": true,
          "volume": 0.5,
          "theme": 1,
          "name": "Ann",
          "build.number": "7",
      """) == true)
  #expect(
    ws.read("Defaults.swift")?.contains("  static let buildNumber = \"build.number\"\n") == true)
}

/// `swiftc` on PATH, for compiling what `--swift` writes.
private let swiftc: String? = {
  for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
    let candidate = "\(folder)/swiftc"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}()

@Test(.enabled(if: swiftc != nil)) func theSwiftFileCompilesAloneAndRegistersEachDefaultInItsType()
  throws
{
  let ws = try workspace()
  #expect(
    ws.run("export", "@App", "--out", "@Settings.bundle", "--swift", "@Defaults.swift").status == 0)
  try ws.write(
    "main.swift",
    """
    import Foundation
    SettingsDefaults.register()
    let defaults = UserDefaults.standard
    print(defaults.bool(forKey: SettingsDefaults.sound), defaults.double(forKey: SettingsDefaults.volume),
      defaults.integer(forKey: SettingsDefaults.theme), defaults.string(forKey: SettingsDefaults.name) ?? "-",
      defaults.string(forKey: SettingsDefaults.buildNumber) ?? "-")
    print(SettingsDefaults.values["sound"] is Bool, SettingsDefaults.values["volume"] is Double,
      SettingsDefaults.values["theme"] is Int, SettingsDefaults.values["name"] is String)

    """)
  let compile = Process()
  compile.executableURL = URL(fileURLWithPath: try #require(swiftc))
  compile.arguments = [ws.path("Defaults.swift"), ws.path("main.swift"), "-o", ws.path("defaults")]
  try compile.run()
  compile.waitUntilExit()
  #expect(compile.terminationStatus == 0)
  let run = Process()
  run.executableURL = URL(fileURLWithPath: ws.path("defaults"))
  let output = Pipe()
  run.standardOutput = output
  try run.run()
  run.waitUntilExit()
  let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  #expect(printed == "true 0.5 1 Ann 7\ntrue true true true\n")
}

/// The VoiceOver keys check asks a Settings slider for do not stop its export: Settings
/// has nothing for them to change, and they are left out of the plist.
@Test func voiceOverKeysDoNotStopAnExport() throws {
  let ws = try Workspace()
  try ws.write("app/app.yaml", "start: root\nstate: {vol: \"0.5\"}\n")
  try ws.write(
    "app/root.yaml",
    "title: Root\nstyle: grouped\nsections:\n  - rows:\n      - {slider: vol, min: 0, max: 1, accessibilityLabel: Volume, accessibilityHint: Drag}\n"
  )
  #expect(ws.run("check", "@app").stderr == "checked 1 path: no problems\n")
  let export = ws.run("export", "@app", "--out", "@x.bundle")
  #expect(export.status == 0, "\(export.stderr)")
  let plist = try #require(ws.read("x.bundle/Root.plist"))
  #expect(plist.contains("PSSliderSpecifier") && !plist.contains("Volume"))
}

/// Import writes `insetGrouped`, as current Settings draws every pane; export takes a pane
/// in either grouped style and writes the same bundle.
@Test func exportTakesBothGroupedStyles() throws {
  let ws = try workspace()
  #expect(settings.contains("style: grouped\n"))
  #expect(ws.run("export", "@App", "--out", "@Grouped.bundle").status == 0)
  try ws.write(
    "App/settings.yaml",
    settings.replacingOccurrences(of: "style: grouped\n", with: "style: insetGrouped\n"))
  #expect(ws.run("check", "@App").status == 0)
  #expect(ws.run("export", "@App", "--out", "@Inset.bundle").status == 0)
  let grouped = try #require(ws.read("Grouped.bundle/Root.plist"))
  #expect(ws.read("Inset.bundle/Root.plist") == grouped)
}
