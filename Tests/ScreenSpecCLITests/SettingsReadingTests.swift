import Testing

/// Issue #54, items 7 and 9: a bundle's values and tables as Settings reads them.

/// A Root.plist of the given specifiers (each a dict's inner XML).
private func rootPlist(_ specifiers: [String]) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <plist version="1.0">
  <dict>
  \t<key>PreferenceSpecifiers</key>
  \t<array>
  \(specifiers.map { "\t\t<dict>\($0)</dict>" }.joined(separator: "\n"))
  \t</array>
  </dict>
  </plist>

  """
}

private func toggle(_ title: String, key: String, default value: String) -> String {
  "<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>\(title)</string>"
    + "<key>Key</key><string>\(key)</string><key>DefaultValue</key>\(value)"
}

/// A switch whose default is `<integer>1</integer>` is on, as NSNumber 1 is YES; `0` is off;
/// neither is a mistake.
@Test func anIntegerSwitchDefaultIsReadAsSettingsReadsIt() throws {
  let ws = try Workspace()
  try ws.write(
    "Int.bundle/Root.plist",
    rootPlist([
      toggle("Sound", key: "sound", default: "<integer>1</integer>"),
      toggle("Haptics", key: "haptics", default: "<integer>0</integer>"),
    ]))
  let result = ws.run("render", "@Int.bundle")
  #expect(result.status == 0, "\(result.stderr)")
  #expect(result.stderr == "")
  #expect(result.stdout.contains("│ Sound                       ● On │"))
  #expect(result.stdout.contains("│ Haptics                    ○ Off │"))
  let on = ws.run("render", "@Int.bundle", "--do", "tap Haptics")
  #expect(on.stdout.contains("│ Haptics                     ● On │"))
}
