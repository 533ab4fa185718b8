import Testing

/// Issue #54, item 13: what the screens find in a bundle is told at its plist line, not in
/// a file the bundle does not have (`Settings.bundle/app.yaml`), and its notes carry the
/// bundle's path.
@Test func aBundlesStateErrorIsAtItsPlistLine() throws {
  let ws = try Workspace()
  try ws.write(
    "S.bundle/Root.plist",
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>PreferenceSpecifiers</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>Type</key><string>PSSliderSpecifier</string>
    \t\t\t<key>Key</key><string>vol</string>
    \t\t\t<key>DefaultValue</key><real>5</real>
    \t\t\t<key>MinimumValue</key><real>0</real>
    \t\t\t<key>MaximumValue</key><real>1</real>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>

    """)
  let check = ws.run("check", "@S.bundle")
  #expect(check.status == 1)
  #expect(
    check.stderr.contains(
      "S.bundle/Root.plist:9:4: error: state key 'vol' holds a value its control cannot"),
    "\(check.stderr)")
  #expect(check.stderr.contains("S.bundle/Root.plist:8:4: note: a slider bound to it is here"))
  #expect(!check.stderr.contains("app.yaml"))
  #expect(!check.stderr.contains("root.yaml"))
}

/// A note in another plist of the bundle carries the bundle's path, in `check` and in
/// `import` alike.
@Test func aNoteInAnotherPlistCarriesTheBundlePath() throws {
  let ws = try Workspace()
  func plist(_ specifier: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
      + "\t<key>PreferenceSpecifiers</key>\n\t<array>\n\(specifier)\t</array>\n</dict>\n</plist>\n"
  }
  try ws.write(
    "N.bundle/Root.plist",
    plist(
      "\t\t<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>A</string><key>Key</key><string>a</string><key>DefaultValue</key><true/></dict>\n"
        + "\t\t<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string><key>File</key><string>More</string></dict>\n"
    ))
  try ws.write(
    "N.bundle/More.plist",
    plist(
      "\t\t<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>A</string><key>Key</key><string>a</string></dict>\n"
    ))
  for result in [ws.run("check", "@N.bundle"), ws.run("import", "@N.bundle", "--out", "@App")] {
    #expect(result.stderr.contains("N.bundle/More.plist:6:95: error: key 'a' is bound by"))
    #expect(
      result.stderr.contains("N.bundle/Root.plist:6:98: note: first bound here"),
      "\(result.stderr)")
  }
}
