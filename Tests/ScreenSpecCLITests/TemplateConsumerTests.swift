import Foundation
import Testing

@testable import ScreenSpecCLI

/// One app twice: written out in `plain/`, and with templates in `templated/`. Every
/// consumer must see the two as one.
private func twoApps() throws -> Workspace {
  let ws = try Workspace()
  for folder in ["plain", "templated"] {
    try ws.write(
      "\(folder)/app.yaml",
      "start: root\nstate: {wifi: true, bt: false, mode: auto}\n")
    try ws.write(
      "\(folder)/scenario.yaml",
      "app: .\nscreen: root\nsteps: [toggle 1, tap Mode, tap Manual]\n")
  }
  try ws.write(
    "plain/root.yaml",
    """
    title: Radios
    style: grouped
    sections:
      - header: Wi-Fi
        rows:
          - {title: Wi-Fi, toggle: wifi}
        footer: Wi-Fi settings
      - header: Bluetooth
        rows:
          - {title: Bluetooth, toggle: bt}
        footer: Bluetooth settings
      - rows:
          - {title: Mode, push: mode}

    """)
  try ws.write(
    "plain/mode.yaml",
    "title: Mode\nstyle: grouped\nbind: mode\nchoices:\n  - {title: Automatic, value: auto}\n"
      + "  - {title: Manual, value: manual}\n")
  try ws.write(
    "templated/templates/radio.yaml",
    """
    parameters: [name, key]
    section:
      header: "{name}"
      rows:
        - use: switch
          with: {label: "{name}", key: "{key}"}
      footer: "{name} settings"

    """)
  try ws.write(
    "templated/templates/switch.yaml",
    "parameters: [label, key]\nrows:\n  - {title: \"{label}\", toggle: \"{key}\"}\n")
  try ws.write(
    "templated/templates/picker.yaml",
    "parameters: [title, key]\nscreen: {title: \"{title}\", style: grouped, bind: \"{key}\"}\n")
  try ws.write(
    "templated/root.yaml",
    """
    title: Radios
    style: grouped
    sections:
      - use: radio
        with: {name: Wi-Fi, key: wifi}
      - use: radio
        with: {name: Bluetooth, key: bt}
      - rows:
          - {title: Mode, push: mode}

    """)
  try ws.write(
    "templated/mode.yaml",
    "template: picker\nwith: {title: Mode, key: mode}\nchoices:\n"
      + "  - {title: Automatic, value: auto}\n  - {title: Manual, value: manual}\n")
  return ws
}

@Test(arguments: [
  ["render", "root.yaml"], ["render", "root.yaml", "--format", "svg"],
  ["render", "root.yaml", "--format", "html"], ["render", "root.yaml", "--format", "voiceover"],
  ["render", "root.yaml", "--do", "toggle 2", "--do", "tap Mode", "--do", "tap 2"],
  ["render", ".", "--screen", "mode", "--format", "voiceover"], ["render", "scenario.yaml"],
  ["render", "scenario.yaml", "--format", "voiceover"], ["check", "."],
])
func everyConsumerSeesATemplatedAppAsItsWrittenOutTwin(_ words: [String]) throws {
  let ws = try twoApps()
  func run(_ folder: String) -> CommandResult {
    ws.run(words.map { $0.hasSuffix(".yaml") || $0 == "." ? "@\(folder)/\($0)" : $0 })
  }
  let plain = run("plain")
  let templated = run("templated")
  #expect(plain.status == 0, "\(plain.stderr)")
  #expect(templated.status == plain.status, "\(templated.stderr)")
  let shown = plain.stdout + plain.stderr
  #expect(!shown.isEmpty)
  // An HTML page and `check` name the files they show.
  #expect(
    (templated.stdout + templated.stderr).replacingOccurrences(of: "templated/", with: "plain/")
      == shown)
}

@Test func exportAndSnapshotsOfATemplatedAppAreThoseOfItsTwin() throws {
  let ws = try twoApps()
  for folder in ["plain", "templated"] {
    let export = ws.run("export", "@\(folder)", "--out", "@\(folder)-bundle")
    #expect(export.status == 0, "\(export.stderr)")
    _ = ws.run("snapshot", "--record", "all", "@\(folder)")
    _ = ws.run("snapshot", "--record", "all", "--format", "voiceover", "@\(folder)")
  }
  let plists = ws.list("plain-bundle")
  #expect(plists.contains("Root.plist"))
  #expect(ws.list("templated-bundle") == plists)
  for name in plists where name.hasSuffix(".plist") {
    #expect(ws.read("templated-bundle/\(name)") == ws.read("plain-bundle/\(name)"), "\(name)")
  }
  let snaps = ws.list("plain/__snapshots__")
  // Two screens and a scenario, as text and as transcripts.
  #expect(snaps.count == 6)
  #expect(ws.list("templated/__snapshots__") == snaps)
  for name in snaps {
    #expect(
      ws.read("templated/__snapshots__/\(name)") == ws.read("plain/__snapshots__/\(name)"),
      "\(name)")
  }
}
