import Testing

/// A String Catalog that is not JSON, or not all of it, is told as it always was: the JSON
/// reader's message at the place it was, with the line shown (these are what the tool
/// printed when catalogs were read by the plist module's reader).
@Test(arguments: [
  (
    #"{"strings": {}} x"#, [],
    "x.xcstrings:1:17: error: text after the end of the property list\n 1 | {\"strings\": {}} x\n   |                 ^\n"
  ),
  (
    #"{"strings": {"\q": 1}}"#, [],
    "x.xcstrings:1:15: error: invalid escape '\\q'\n 1 | {\"strings\": {\"\\q\": 1}}\n   |               ^\n"
  ),
  (
    "{\n  \"strings\": {\n    \"abc", [],
    "x.xcstrings:3:5: error: unterminated quoted text\n 3 |     \"abc\n   |     ^\n"
  ),
  (
    "{\"strings\": {\"a\nb\": 1}}", [],
    "x.xcstrings:1:16: error: control character U+000A in a JSON string; write it as an escape (\\n, \\u000C)\n"
  ),
  (
    "\u{FEFF}{\"strings\": {\"a\": tru}}", [],
    "x.xcstrings:1:19: error: expected a value, found 't'\n"
  ),
  ("", [], "x.xcstrings:1:1: error: file is empty (not JSON)\n"),
  (
    #"{"strings": {}}"# + String(repeating: " ", count: 200), ["--max-size", "100"],
    "x.xcstrings: error: file is larger than the limit of 100 bytes\nnote: raise it with --max-size\n"
  ),
])
func aCatalogThatIsNotJSONIsALocatedError(text: String, flags: [String], expected: String) throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write("App/root.yaml", "title: Settings\nrows: [Sound]\n")
  try ws.write("x.xcstrings", text)
  let imported = ws.run(["import", "@x.xcstrings", "--out", "@App"] + flags)
  #expect(imported.status == 1)
  #expect(imported.stderr.contains(expected), "\(imported.stderr)")
  #expect(imported.stderr.hasSuffix("screenspec: nothing written\n"))
}

/// A key given twice is a warning at the second, with a note at the first; the catalog is
/// imported.
@Test func aKeyGivenTwiceInACatalogIsAWarningWithANote() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write("App/root.yaml", "title: Settings\nrows: [Sound]\n")
  let unit = #"{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Ton"}}}}"#
  try ws.write(
    "x.xcstrings", #"{"sourceLanguage":"en","strings":{"Sound":{},"Sound":"# + unit + "}}")
  let imported = ws.run("import", "@x.xcstrings", "--out", "@App")
  #expect(imported.status == 0, "\(imported.stderr)")
  #expect(
    imported.stderr.contains(
      "x.xcstrings:1:46: warning: duplicate key 'Sound'; the last one is used\n"),
    "\(imported.stderr)")
  #expect(imported.stderr.contains("x.xcstrings:1:35: note: first defined here\n"))
  #expect(ws.read("App/strings/de.yaml")?.contains("\"Sound\": Ton") == true)
}

/// Issue #48, item 17: a catalog of more values than the default limit (1,000,000) is an
/// error that says how to raise it, and `--max-size` raises the value limit with the size
/// limit (a 50 MB catalog could not be read at all: the value limit was fixed).
@Test func maxSizeRaisesTheValueLimitAndTheErrorSaysSo() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write("App/root.yaml", "title: Settings\nrows: [Sound]\n")
  let unit = #"{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Ton"}}}}"#
  // 1,100,000 values in 2.2 MB: under the default size limit, over the value limit.
  let values = Array(repeating: "0", count: 1_100_000).joined(separator: ",")
  try ws.write(
    "x.xcstrings",
    #"{"sourceLanguage":"en","strings":{"Sound":"# + unit + #"},"x":["# + values + "]}")
  let refused = ws.run("import", "@x.xcstrings", "--out", "@App")
  #expect(refused.status == 1)
  #expect(
    refused.stderr.contains(
      "error: the file holds more than 1000000 values\n"), "\(refused.stderr.prefix(500))")
  #expect(
    refused.stderr.contains(
      "note: raise it with --max-size: the value limit grows with it, a value for every 4 bytes\n"
    ))
  let imported = ws.run("import", "@x.xcstrings", "--out", "@App", "--max-size", "8000000")
  #expect(imported.status == 0, "\(imported.stderr.prefix(500))")
  #expect(ws.read("App/strings/de.yaml")?.contains("\"Sound\": Ton") == true)
}

/// A catalog that holds only the source language's texts says so, rather than nothing (a
/// new user's finding).
@Test func aCatalogWithNoTranslationSaysSo() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write("App/root.yaml", "title: Settings\nrows: [Sound]\n")
  try ws.write(
    "x.xcstrings",
    #"{"sourceLanguage": "en", "strings": {"Sound": {"extractionState": "manual"}}, "version": "1.0"}"#
  )
  let imported = ws.run(["import", "@x.xcstrings", "--out", "@App"])
  #expect(imported.status == 0, "\(imported.stderr)")
  #expect(
    imported.stdout.hasSuffix(
      "x.xcstrings' holds no translation but the source language's texts: nothing written\n"),
    "\(imported.stdout)")
  #expect(!ws.exists("App/strings"))
}
