import Testing

/// The layers below name no flag; the tool adds how to use its own flags where they help.
@Test func aBundleFileOverTheLimitGetsTheFlagAsANote() throws {
  let ws = try Workspace()
  try ws.write("Settings.bundle/Root.plist", String(repeating: " ", count: 200))
  let result = ws.run("import", "@Settings.bundle", "--out", "@App", "--max-size", "100")
  #expect(result.status == 1)
  #expect(result.stderr.contains("error: file is larger than the limit of 100 bytes\n"))
  #expect(result.stderr.contains("of 100 bytes\nnote: raise it with --max-size\n"))
}

@Test func anAppWithNoStartNamesTheScreenFlag() throws {
  let ws = try Workspace()
  try ws.write("app/a.yaml", "title: A\nrows: [x]\n")
  try ws.write("app/b.yaml", "title: B\nrows: [y]\n")
  let result = ws.run("render", "@app")
  #expect(result.status == 1)
  #expect(
    result.stderr.hasSuffix(
      "screenspec: error: the app has 2 screens and no 'start' in app.yaml; choose one with --screen ID\n"
    ))
}

@Test func aScenarioWithNoScreenNamesItsScreenKey() throws {
  let ws = try Workspace()
  try ws.write("app/a.yaml", "title: A\nrows: [x]\n")
  try ws.write("app/b.yaml", "title: B\nrows: [y]\n")
  try ws.write("s.yaml", "app: app\nsteps:\n  - tap x\n")
  let result = ws.run("render", "@s.yaml")
  #expect(result.status == 1)
  #expect(
    result.stderr.contains(
      "error: the scenario cannot start: the app has 2 screens and no 'start' in app.yaml; name the first screen with 'screen:'"
    ))
  #expect(!result.stderr.contains("--screen"))
}

@Test func aScenarioNamesItsAppsFilesByTidyPaths() throws {
  let ws = try Workspace()
  try ws.write("Screens/a.yaml", "title: A\nrows:\n  - {title: x, push: nowhere}\n")
  try ws.write("Scenarios/s.yaml", "app: ../Screens\nsteps:\n  - tap x\n")
  let result = ws.run("check", "@Scenarios/s.yaml")
  #expect(result.status == 1)
  #expect(result.stderr.contains("Screens/a.yaml:3:"), "\(result.stderr)")
  #expect(!result.stderr.contains("Scenarios/../Screens"), "\(result.stderr)")
}

@Test func helpAboutHelpIsHelpsHelp() throws {
  let ws = try Workspace()
  let main = ws.run("help", "help")
  #expect(main.stdout.hasPrefix("Usage: screenspec help [COMMAND]"))
  for words in [["help", "--help"], ["help", "-h"], ["--help", "help"]] {
    let result = ws.run(words)
    #expect(result.status == 0, "\(words): \(result.stderr)")
    #expect(result.stdout == main.stdout, "\(words)")
  }
}
