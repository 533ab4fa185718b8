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

/// A bidirectional override in a title (U+202E, as in "Trojan Source" texts) reorders what
/// follows it when drawn: `check` warns at the text (a new user's finding), and an isolate
/// (U+2068…U+2069, what right-to-left pictures write themselves) is no mistake.
@Test func checkWarnsAtABidiOverrideButNotAtAnIsolate() throws {
  let ws = try Workspace()
  try ws.write("A/app.yaml", "start: s\n")
  try ws.write(
    "A/s.yaml", "title: S\nrows:\n  - \"Pay\\u202Eyad\"\n  - \"Say \\u2068مرحبا\\u2069 now\"\n")
  let check = ws.run("check", "@A", "--format", "json")
  #expect(check.status == 0, "a warning: \(check.stdout)")
  #expect(check.stdout.components(separatedBy: "\"code\":\"bidi-override\"").count == 2)
  #expect(check.stdout.contains("\"line\":3,\"column\":5"), "at the text: \(check.stdout)")
}
