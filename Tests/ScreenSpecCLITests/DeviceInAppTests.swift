import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #54, item 8: IASK's per-device in-app plists (`Root~ipad.inApp.plist`,
/// `Root~iphone.inApp.plist`) are drawn where the app reads them, not only kept. In the
/// app, IASK reads `NAME~DEVICE.inApp.plist`, else `NAME.inApp.plist`, else
/// `NAME~DEVICE.plist`, else `NAME.plist` (`IASKSettingsReader.locateSettingsFile`);
/// Settings reads `NAME~DEVICE.plist`, else `NAME.plist`.
@Suite struct DeviceInAppTests {
  /// A plist of switches, one per title, each bound to its title's key.
  static func plist(_ titles: [String]) -> String {
    let specifiers = titles.map { title in
      "\t\t<dict>\n\t\t\t<key>Type</key>\n\t\t\t<string>PSToggleSwitchSpecifier</string>\n"
        + "\t\t\t<key>Title</key>\n\t\t\t<string>\(title)</string>\n"
        + "\t\t\t<key>Key</key>\n\t\t\t<string>\(title.lowercased())</string>\n"
        + "\t\t\t<key>DefaultValue</key>\n\t\t\t<true/>\n\t\t</dict>\n"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
      + "\t<key>PreferenceSpecifiers</key>\n\t<array>\n" + specifiers.joined()
      + "\t</array>\n</dict>\n</plist>\n"
  }

  static let titles = ["Sound", "Theme", "Split", "Account", "Sidebar", "Compact"]

  /// Imports `files` as `S.bundle`, and draws the start screen in each host on each
  /// device, from the bundle itself and from the app imported: the titles each shows.
  func drawn(_ files: [String: [String]]) throws -> (Workspace, [String: [String]]) {
    let ws = try Workspace()
    for (name, titles) in files { try ws.write("S.bundle/" + name, Self.plist(titles)) }
    let imported = ws.run("import", "@S.bundle", "--out", "@App")
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(!imported.stderr.contains("kept"), "\(imported.stderr)")
    #expect(ws.list("App/kept").isEmpty)
    #expect(ws.run("check", "@App").status == 0)
    var shown: [String: [String]] = [:]
    for host in ["settings", "app"] {
      for device in ["phone", "pad"] {
        let app = ws.run("render", "@App", "--host", host, "--device", device, "--width", "60")
        let bundle = ws.run(
          "render", "@S.bundle", "--host", host, "--device", device, "--width", "60")
        #expect(app.stdout == bundle.stdout)
        let lines = app.stdout.split(separator: "\n")
        shown[host + " " + device] = lines.compactMap { line in
          Self.titles.first { line.contains(" \($0) ") }
        }
      }
    }
    return (ws, shown)
  }

  /// Export over a copy of the bundle gives every file back byte for byte.
  func exportsByteForByte(_ ws: Workspace, _ names: [String]) throws {
    try FileManager.default.copyItem(atPath: ws.path("S.bundle"), toPath: ws.path("Out.bundle"))
    let export = ws.run("export", "@App", "--out", "@Out.bundle", "--iask")
    #expect(export.status == 0, "\(export.stderr)")
    #expect(ws.list("Out.bundle").sorted() == names.sorted())
    for name in names {
      #expect(ws.read("Out.bundle/" + name) == ws.read("S.bundle/" + name), "\(name)")
    }
  }

  @Test func eachHostOnEachDeviceShowsThePlistItReads() throws {
    let files = [
      "Root.plist": ["Sound", "Theme"],
      "Root~ipad.plist": ["Sound", "Theme", "Split"],
      "Root.inApp.plist": ["Sound", "Theme", "Account"],
      "Root~ipad.inApp.plist": ["Sound", "Account", "Sidebar"],
    ]
    let (ws, shown) = try drawn(files)
    #expect(shown["settings phone"] == ["Sound", "Theme"])
    #expect(shown["settings pad"] == ["Sound", "Theme", "Split"])
    #expect(shown["app phone"] == ["Sound", "Theme", "Account"])
    #expect(shown["app pad"] == ["Sound", "Account", "Sidebar"])
    let root = ws.read("App/root.yaml") ?? ""
    #expect(root.contains("  - \"Root~ipad.inApp.plist\"\n"), "\(root)")
    // What all four show is one row, without a condition.
    #expect(
      root.contains("  - rows:\n      - title: Sound\n        toggle: sound\n      - "), "\(root)")
    // A plain snapshot run pins what the app shows on the pad too.
    #expect(
      ws.read("App/app.yaml")?.contains("  - {host: app}\n  - {device: pad, host: app}\n") == true)
    _ = ws.run("snapshot", "@App", "--record", "all")
    #expect(ws.read("App/__snapshots__/root@pad@app.snap")?.contains("Sidebar") == true)
    #expect(ws.run("snapshot", "@App", "--ci").status == 0)
    try exportsByteForByte(ws, Array(files.keys))
  }

  /// Without `Root.inApp.plist`, the app reads what Settings reads on a phone, and its own
  /// plist on a pad; `~iphone.inApp` beside `.inApp` leaves the pad `.inApp`.
  @Test func aDeviceWithoutItsOwnInAppPlistReadsTheNextInIASKsOrder() throws {
    let padOnly = [
      "Root.plist": ["Sound", "Theme"], "Root~ipad.inApp.plist": ["Sound", "Sidebar"],
    ]
    let (ws, shown) = try drawn(padOnly)
    #expect(shown["settings phone"] == ["Sound", "Theme"])
    #expect(shown["settings pad"] == ["Sound", "Theme"])
    #expect(shown["app phone"] == ["Sound", "Theme"])
    #expect(shown["app pad"] == ["Sound", "Sidebar"])
    try exportsByteForByte(ws, Array(padOnly.keys))

    let phoneOwn = [
      "Root.plist": ["Sound"], "Root.inApp.plist": ["Sound", "Account"],
      "Root~iphone.inApp.plist": ["Compact", "Sound"],
    ]
    let (other, drawnOther) = try drawn(phoneOwn)
    #expect(drawnOther["settings phone"] == ["Sound"])
    #expect(drawnOther["settings pad"] == ["Sound"])
    #expect(drawnOther["app phone"] == ["Compact", "Sound"])
    #expect(drawnOther["app pad"] == ["Sound", "Account"])
    try exportsByteForByte(other, Array(phoneOwn.keys))
  }

  /// An in-app plist saying what `Root.plist` says, beside a `Root~ipad.plist`: in the app
  /// a pad reads the in-app plist, not Settings' pad plist.
  @Test func anInAppPlistLikeRootIsStillWhatThePadShowsInTheApp() throws {
    let files = [
      "Root.plist": ["Sound", "Theme"], "Root~ipad.plist": ["Sound", "Theme", "Split"],
      "Root.inApp.plist": ["Sound", "Theme"],
    ]
    let (ws, shown) = try drawn(files)
    #expect(shown["settings pad"] == ["Sound", "Theme", "Split"])
    #expect(shown["app phone"] == ["Sound", "Theme"])
    #expect(shown["app pad"] == ["Sound", "Theme"])
    try exportsByteForByte(ws, Array(files.keys))
  }

  /// A pane only the app shows, with a plist of each device: Settings shows nothing.
  @Test func anInAppOnlyPaneWithAPadPlistShowsEachDevicesOwn() throws {
    let files = [
      "Root.inApp.plist": ["Sound", "Theme"], "Root~ipad.inApp.plist": ["Sound", "Split"],
    ]
    let (ws, shown) = try drawn(files)
    #expect(shown["settings phone"] == [])
    #expect(shown["settings pad"] == [])
    #expect(shown["app phone"] == ["Sound", "Theme"])
    #expect(shown["app pad"] == ["Sound", "Split"])
    try exportsByteForByte(ws, Array(files.keys))
  }
}
