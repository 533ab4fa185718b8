import Testing

/// Issue #54, item 10: what imports exports; a bundle Settings shows is not refused.

private func bundle(_ specifier: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <plist version="1.0">
  <dict>
  \t<key>PreferenceSpecifiers</key>
  \t<array>
  \t\t<dict>\(specifier)</dict>
  \t</array>
  </dict>
  </plist>

  """
}

/// A slider's `MinimumValue` of `<string>.1</string>`, which Settings reads as 0.1: it
/// exports, written back as the string it was (issue #51).
@Test func aSliderBoundOfPointOneExports() throws {
  let ws = try Workspace()
  try ws.write(
    "S.bundle/Root.plist",
    bundle(
      "<key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>vol</string>"
        + "<key>DefaultValue</key><real>0.5</real><key>MinimumValue</key><string>.1</string>"
        + "<key>MaximumValue</key><real>1</real>"))
  #expect(ws.run("import", "@S.bundle", "--out", "@App").status == 0)
  let export = ws.run("export", "@App", "--out", "@Out.bundle")
  #expect(export.status == 0, "\(export.stderr)")
  #expect(ws.read("Out.bundle/Root.plist")?.contains("<string>.1</string>") == true)
}

/// A title-value row whose `Key` is empty: Settings shows it, so it is drawn and written
/// back as it was, with the error (exit 1), as a keyless control is.
@Test func aTitleValueWithAnEmptyKeyIsWrittenBackAsItWas() throws {
  let ws = try Workspace()
  try ws.write(
    "T.bundle/Root.plist",
    bundle(
      "<key>Type</key><string>PSTitleValueSpecifier</string><key>Title</key><string>Version</string>"
        + "<key>Key</key><string></string><key>DefaultValue</key><string>1.0</string>"))
  #expect(ws.run("import", "@T.bundle", "--out", "@App").status == 1)
  let export = ws.run("export", "@App", "--out", "@Out.bundle")
  #expect(export.status == 1)
  #expect(export.stderr.contains("error: 'titleValue' is empty"))
  let plist = try #require(ws.read("Out.bundle/Root.plist"))
  #expect(plist.contains("<key>Key</key>\n\t\t\t<string></string>"), "\(plist)")
  #expect(plist.contains("<string>PSTitleValueSpecifier</string>"))
}

/// A `Root.plist` without specifiers beside the `Root.inApp.plist` an app shows: import
/// warns, `check` passes, and export writes both back, the in-app plist's rows in it.
@Test func anEmptyRootBesideAnInAppPlistExports() throws {
  let ws = try Workspace()
  try ws.write(
    "E.bundle/Root.plist",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n")
  try ws.write(
    "E.bundle/Root.inApp.plist",
    bundle(
      "<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>A</string>"
        + "<key>Key</key><string>a</string><key>DefaultValue</key><true/>"))
  #expect(ws.run("import", "@E.bundle", "--out", "@App").status == 0)
  let check = ws.run("check", "@App")
  #expect(check.status == 0, "\(check.stderr)")
  let export = ws.run("export", "@App", "--out", "@Out.bundle")
  #expect(export.status == 0, "\(export.stderr)")
  #expect(ws.read("Out.bundle/Root.plist")?.contains("<dict/>") == true)
  #expect(ws.read("Out.bundle/Root.inApp.plist")?.contains("PSToggleSwitchSpecifier") == true)
}

/// A multi-value without `Titles` and `Values`, which Settings shows as an empty list: it
/// is drawn so and written back as it was, with its errors (exit 1).
@Test func aMultiValueWithoutChoicesIsWrittenBackAsItWas() throws {
  let ws = try Workspace()
  try ws.write(
    "M.bundle/Root.plist",
    bundle(
      "<key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Mode</string>"
        + "<key>Key</key><string>mode</string><key>DefaultValue</key><string>a</string>"))
  #expect(ws.run("import", "@M.bundle", "--out", "@App").status == 1)
  #expect(ws.read("App/mode.yaml")?.contains("choices: []\n") == true)
  #expect(ws.run("render", "@App", "--do", "tap Mode").stdout.contains("Mode"))
  let export = ws.run("export", "@App", "--out", "@Out.bundle")
  #expect(export.status == 1)
  let plist = try #require(ws.read("Out.bundle/Root.plist"))
  #expect(plist.contains("<string>PSMultiValueSpecifier</string>"), "\(export.stderr)")
  #expect(!plist.contains("<key>Titles</key>") && !plist.contains("<key>Values</key>"))
}
