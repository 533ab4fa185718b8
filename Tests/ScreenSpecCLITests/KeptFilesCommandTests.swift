import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #38: the bundle's files the screens do not hold are kept as they are in the app's
/// `kept/` folder, and export writes them back byte for byte.
@Test func filesTheScreensDoNotHoldComeBackByteForByte() throws {
  let ws = try Workspace()
  let toggle =
    "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sound</string>"
    + "<key>Key</key><string>sound</string><key>DefaultValue</key><true/></dict>"
  let child =
    "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Broken</string>"
    + "<key>File</key><string>Broken</string></dict>"
  func plist(_ specifiers: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
      + "<key>PreferenceSpecifiers</key><array>\(specifiers)</array></dict></plist>\n"
  }
  try ws.write("Settings.bundle/en.lproj/Root.plist", plist(toggle + child))
  try ws.write("Settings.bundle/de.lproj/Root.plist", plist(toggle))
  // A plist Settings cannot read (XML 1.0 forbids U+0001), a misspelt language folder, an
  // image, and a hidden file.
  try ws.write("Settings.bundle/Broken.plist", plist("\u{1}"))
  try ws.write("Settings.bundle/zh-Hans.lpoj/Root.strings", "\"Sound\" = \"声音\";\n")
  try ws.write("Settings.bundle/icon.png", "PNG bytes")
  try ws.write("Settings.bundle/.DS_Store", "junk")
  let imported = ws.run("import", "@Settings.bundle", "--out", "@App")
  #expect(imported.status == 1, "\(imported.stderr)")  // the unreadable plist is an error
  #expect(ws.list("App/kept") == ["Broken.plist", "de.lproj", "icon.png", "zh-Hans.lpoj"])
  // The row that opens the unreadable pane is drawn as Settings lists it, its keys kept.
  #expect(ws.read("App/root.yaml")?.contains("Type: PSChildPaneSpecifier, File: Broken") == true)
  #expect(ws.read("App/root.yaml")?.contains("plists:\n  - \"en.lproj/Root.plist\"\n") == true)
  let rendered = ws.run("render", "@App")
  #expect(rendered.stdout.contains("Broken"), "\(rendered.stderr)")
  let exported = ws.run("export", "@App", "--out", "@Out.bundle")
  #expect(exported.status == 0, "\(exported.stderr)")
  for path in [
    "Broken.plist", "de.lproj/Root.plist", "icon.png", "zh-Hans.lpoj/Root.strings",
  ] {
    #expect(ws.read("Out.bundle/" + path) == ws.read("Settings.bundle/" + path), "\(path)")
  }
  #expect(ws.exists("Out.bundle/en.lproj/Root.plist"))
  #expect(!ws.exists("Out.bundle/Root.plist"))
  #expect(!ws.exists("Out.bundle/.DS_Store"))
}
