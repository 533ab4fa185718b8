import Testing

/// Item 9 of issue #25: what `check FILE` loads beside a file, and what it is.

@Test func aHalfWrittenSiblingThatOnlySharesAStateKeyCannotFailAFile() throws {
  let ws = try Workspace()
  try ws.write("app/app.yaml", "state:\n  wifi: \"true\"\n")
  try ws.write("app/a.yaml", "title: A\nrows:\n  - {title: Wi-Fi, toggle: wifi}\n")
  try ws.write("app/b.yaml", "title: B\nrows:\n  - {title: Wi-Fi, toggle: wifi, bogus: 1}\n")
  let check = ws.run("check", "@app/a.yaml")
  #expect(check.status == 0, "\(check.stderr)")
  #expect(check.stderr == "checked 1 path: no problems\n")
  let render = ws.run("render", "@app/a.yaml", "--ascii")
  #expect(render.status == 0, "\(render.stderr)")
  // The folder still reports the sibling's mistake.
  #expect(ws.run("check", "@app").status == 1)
}

@Test func aSiblingThatSharesAKeyStillDisagreesWithIt() throws {
  let ws = try Workspace()
  try ws.write("app/app.yaml", "state:\n  wifi: \"true\"\n")
  try ws.write("app/a.yaml", "title: A\nrows:\n  - {title: Wi-Fi, toggle: wifi}\n")
  try ws.write("app/b.yaml", "title: B\nrows:\n  - {title: Wi-Fi, textField: wifi}\n")
  let check = ws.run("check", "@app/a.yaml")
  #expect(check.status == 1)
  #expect(check.stderr.contains("every row and picker bound to 'wifi'"), "\(check.stderr)")
}

@Test func aStringsTableIsCheckedAsAStringsTable() throws {
  let ws = try Workspace()
  try ws.write("app/a.yaml", "title: Hello\nrows: [One]\n")
  try ws.write("app/strings/de.yaml", "strings:\n  Hello: Hallo\n  Gone: Weg\n")
  let check = ws.run("check", "@app/strings/de.yaml")
  #expect(check.status == 0, "\(check.stderr)")
  #expect(!check.stderr.contains("title"), "\(check.stderr)")
  #expect(check.stderr.contains("de.yaml:3:3: warning:"), "\(check.stderr)")
  #expect(check.stderr.hasSuffix("checked 1 path: 0 errors, 1 warning\n"), "\(check.stderr)")
  try ws.write("app/strings/fr.yaml", "strings:\n  Hello: [Bonjour]\n")
  let bad = ws.run("check", "@app/strings/fr.yaml")
  #expect(bad.status == 1, "\(bad.stderr)")
  #expect(bad.stderr.contains("fr.yaml:2:10: error:"), "\(bad.stderr)")
  let render = ws.run("render", "@app/strings/de.yaml")
  #expect(render.status == 2)
  #expect(render.stderr.contains("is a strings table, not a screen"), "\(render.stderr)")
}

/// Item 17 of issue #25: checked alone, a screen file's broken translation has its note at
/// the source text in the screen.
@Test func aBrokenTranslationPointsAtTheScreenThatShowsItsSource() throws {
  let ws = try Workspace()
  try ws.write("app/a.yaml", "title: \"Posts ({count})\"\nrows: [One]\n")
  try ws.write("app/strings/de.yaml", "strings:\n  \"Posts ({count})\": Beiträge\n")
  for path in ["@app/a.yaml", "@app"] {
    let check = ws.run("check", path)
    #expect(check.status == 1)
    #expect(
      check.stderr.contains("de.yaml:2:22: error: the translation must keep"), "\(check.stderr)")
    #expect(check.stderr.contains("a.yaml:1:8: note: the source text is here"), "\(check.stderr)")
  }
}
