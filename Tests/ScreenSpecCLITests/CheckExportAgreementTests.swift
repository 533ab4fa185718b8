import Testing

/// Issue #54, item 11: in an app whose screens list `plists:` (kept as a Settings.bundle),
/// what export refuses is a `check` error at the same key, so `check` and `export` agree.
@Test func checkSaysWhatExportRefusesInAnAppListingPlists() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\nstate: {name: a, n: 2}\n")
  let root = """
    title: Root
    style: insetGrouped
    plists: [Root.plist]
    footer:
      plural: n
      one: "{n} item"
      other: "{n} items"
    sections:
      - rows:
          - title: Name
            textField: name
            maxLength: 5

    """
  try ws.write("App/root.yaml", root)
  let check = ws.run("check", "@App")
  let export = ws.run("export", "@App", "--out", "@Out.bundle")
  #expect(export.status == 1)
  #expect(check.status == 1)
  for line in [
    "App/root.yaml:5:3: error: 'footer' is a plural text;",
    "App/root.yaml:12:9: error: Settings has no element for 'maxLength';",
  ] {
    #expect(export.stderr.contains(line), "\(export.stderr)")
    #expect(check.stderr.contains(line), "\(check.stderr)")
  }
  // Without `plists:`, the same screens are an app's own: check says nothing of Settings.
  try ws.write("App/root.yaml", root.replacingOccurrences(of: "plists: [Root.plist]\n", with: ""))
  #expect(ws.run("check", "@App").status == 0)
}
