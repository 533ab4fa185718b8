import Foundation
import Testing

@testable import ScreenSpecCLI

/// What export remembers of a bundle (`.screenspec/bundle-files`): the bundle it is of,
/// so that another bundle's files are never removed, and a fingerprint of each file, so
/// that a hand edit is never written over.

private let app = [
  "app.yaml": "start: root\nstate: {sound: true, expert: false}\n",
  "root.yaml":
    "title: Root\nrows:\n  - {title: Sound, toggle: sound}\n  - {title: Advanced, push: advanced}\n",
  "advanced.yaml": "title: Advanced\nrows:\n  - {title: Expert, toggle: expert}\n",
]

/// The pane pushed from Root, as a user wrote it by hand in another bundle.
private let handWritten =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
  + "<key>PreferenceSpecifiers</key><array/></dict></plist>\n"

/// Exporting into another bundle than the one the app remembers removes nothing there.
@Test func anotherBundlesFileIsNeverRemoved() throws {
  let ws = try Workspace()
  for (path, text) in app { try ws.write("L/" + path, text) }
  let first = ws.run("export", "@L", "--out", "@L1.bundle", "--iask")
  #expect(first.status == 0, "\(first.stderr)")
  #expect(ws.exists("L1.bundle/advanced.plist"))
  // The pane removed from the app.
  try FileManager.default.removeItem(atPath: ws.path("L/advanced.yaml"))
  try ws.write("L/root.yaml", "title: Root\nrows:\n  - {title: Sound, toggle: sound}\n")
  try ws.write("Other.bundle/advanced.plist", handWritten)
  let other = ws.run("export", "@L", "--out", "@Other.bundle", "--iask")
  #expect(other.status == 0, "\(other.stderr)")
  #expect(!other.stdout.contains("removed"), "\(other.stdout)")
  #expect(ws.read("Other.bundle/advanced.plist") == handWritten)
  // The memory holds a list for each bundle: Other.bundle's only what export wrote there.
  let list = ws.read("L/.screenspec/bundle-files") ?? ""
  let otherList = try #require(list.split(separator: "bundle: ../Other.bundle\n").last)
  #expect(list.contains("\nbundle: ../L1.bundle\n"), "\(list)")
  #expect(!otherList.contains("advanced.plist"), "\(list)")
  let again = ws.run("export", "@L", "--out", "@Other.bundle", "--iask")
  #expect(!again.stdout.contains("removed"), "\(again.stdout)")
  #expect(ws.read("Other.bundle/advanced.plist") == handWritten)
  // Back into L1.bundle: its own list says export wrote advanced.plist there, so the
  // pane removed from the app is removed from it (and only from it).
  let back = ws.run("export", "@L", "--out", "@L1.bundle", "--iask")
  #expect(back.stdout.contains("removed") && back.stdout.contains("L1.bundle/advanced.plist"))
  #expect(!ws.exists("L1.bundle/advanced.plist"))
  #expect(ws.read("Other.bundle/advanced.plist") == handWritten)
}

/// A file of the bundle edited by hand since import read it stops export: nothing is
/// written, the file is named, and the way on said; taken into the app, it exports.
@Test func aHandEditInTheBundleIsNeverWrittenOver() throws {
  let ws = try Workspace()
  try ws.write(
    "H.bundle/Root.plist",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
      + "<key>PreferenceSpecifiers</key><array><dict><key>Type</key>"
      + "<string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sound</string>"
      + "<key>Key</key><string>sound</string><key>DefaultValue</key><true/></dict></array>"
      + "</dict></plist>\n")
  #expect(ws.run("import", "@H.bundle", "--out", "@H").status == 0)
  let edited = try #require(ws.read("H.bundle/Root.plist"))
    .replacingOccurrences(of: "<string>Sound</string>", with: "<string>Sounds</string>")
  try ws.write("H.bundle/Root.plist", edited)
  let refused = ws.run("export", "@H", "--out", "@H.bundle", "--iask")
  #expect(refused.status == 2)
  #expect(refused.stdout.isEmpty, "\(refused.stdout)")
  #expect(refused.stderr.contains("'\(ws.path("H.bundle/Root.plist"))' changed since"))
  #expect(
    refused.stderr.contains(
      "'screenspec import --update \(ws.path("H.bundle")) --out \(ws.path("H"))'"),
    "\(refused.stderr)")
  #expect(ws.read("H.bundle/Root.plist") == edited)
  // Taken into the app, the edit is the app's: export writes it back as it is.
  let update = ws.run("import", "--update", "@H.bundle", "--out", "@H")
  #expect(update.status == 0, "\(update.stderr)")
  let exported = ws.run("export", "@H", "--out", "@H.bundle", "--iask")
  #expect(exported.status == 0, "\(exported.stderr)")
  #expect(ws.read("H.bundle/Root.plist") == edited)
  // Once export wrote it, an edit stops export again; deleted, the file is written anew.
  try ws.write("H.bundle/Root.plist", edited.replacingOccurrences(of: "Sounds", with: "Tones"))
  #expect(ws.run("export", "@H", "--out", "@H.bundle", "--iask").status == 2)
  try FileManager.default.removeItem(atPath: ws.path("H.bundle/Root.plist"))
  let anew = ws.run("export", "@H", "--out", "@H.bundle", "--iask")
  #expect(anew.status == 0, "\(anew.stderr)")
  #expect(ws.read("H.bundle/Root.plist")?.contains("<string>Sounds</string>") == true)
}

/// A second trial: a hand edit in one bundle was written over once the app had been
/// exported into another bundle in between; each bundle's list keeps its fingerprints.
@Test func aHandEditSurvivesAnExportIntoAnotherBundle() throws {
  let ws = try Workspace()
  for (path, text) in app { try ws.write("L/" + path, text) }
  #expect(ws.run("export", "@L", "--out", "@A.bundle", "--iask").status == 0)
  let edited = try #require(ws.read("A.bundle/Root.plist")).replacing("Sound", with: "Ton")
  try ws.write("A.bundle/Root.plist", edited)
  #expect(ws.run("export", "@L", "--out", "@B.bundle", "--iask").status == 0)
  let back = ws.run("export", "@L", "--out", "@A.bundle", "--iask")
  #expect(back.status == 2)
  #expect(back.stderr.contains("make the change in the app's screens too"), "\(back.stderr)")
  #expect(ws.read("A.bundle/Root.plist") == edited)
}
