import Testing

/// Issue #54, item 4: a zero-width space in a Settings.bundle's title (real apps' titles
/// hold one) is drawn as nothing, and `check` warns at the plist line that holds it.
@Test func checkWarnsAtAZeroWidthSpaceInABundlesTitle() throws {
  let ws = try Workspace()
  let specifier =
    "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string>\n<key>Title</key>"
    + "<string>Auto\u{200B}play</string><key>Key</key><string>autoplay</string>"
    + "<key>DefaultValue</key><true/></dict>"
  try ws.write(
    "Z.bundle/Root.plist",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
      + "<key>PreferenceSpecifiers</key>\n<array>\n\(specifier)\n</array>\n</dict>\n</plist>\n")
  let check = ws.run("check", "@Z.bundle", "--format", "json")
  #expect(check.status == 0, "a warning: \(check.stdout)")
  #expect(check.stdout.contains("\"code\":\"zero-width-space\""), "\(check.stdout)")
  #expect(check.stdout.contains("\"line\":7,\"column\":1"), "at its Title: \(check.stdout)")
  let drawn = ws.run("render", "@Z.bundle")
  #expect(drawn.stdout.contains("│ Autoplay ") && !drawn.stdout.contains("U+200B"))
}
