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

/// A key-based bundle: its texts are keys, translated by `Base.lproj` (no `en.lproj`) and
/// `de.lproj`.
private func writeKeyBasedBundle(_ ws: Workspace) throws {
  try ws.write(
    "Keys.bundle/Root.plist",
    rootPlist([
      "<key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>GENERAL_HEADER</string>",
      toggle("SOUND_TITLE", key: "sound", default: "<true/>"),
    ]))
  try ws.write(
    "Keys.bundle/Base.lproj/Root.strings",
    "\"GENERAL_HEADER\" = \"General\";\n\"SOUND_TITLE\" = \"Sound\";\n")
  try ws.write("Keys.bundle/de.lproj/Root.strings", "\"GENERAL_HEADER\" = \"Allgemein\";\n")
}

/// Item 9: without `--locale`, a key-based bundle is drawn in the development language's
/// table, as a device in that language shows it, not as its keys.
@Test func aKeyBasedBundleIsDrawnInTheDevelopmentLanguageByDefault() throws {
  let ws = try Workspace()
  try writeKeyBasedBundle(ws)
  let result = ws.run("render", "@Keys.bundle")
  #expect(result.status == 0, "\(result.stderr)")
  #expect(result.stdout.contains("│  General  "))
  #expect(result.stdout.contains("│ Sound  "))
  #expect(!result.stdout.contains("GENERAL_HEADER"))
  #expect(ws.run("render", "@Keys.bundle", "--locale", "de").stdout.contains("│  Allgemein  "))
}

/// Item 7: `Base.lproj` is the fallback for `--locale en` when the bundle has no
/// `en.lproj`, as iOS falls back; another language without a table is still refused.
@Test func baseIsTheFallbackForTheDevelopmentLanguage() throws {
  let ws = try Workspace()
  try writeKeyBasedBundle(ws)
  let english = ws.run("render", "@Keys.bundle", "--locale", "en")
  #expect(english.status == 0, "\(english.stderr)")
  #expect(english.stdout.contains("│  General  "))
  #expect(ws.run("render", "@Keys.bundle", "--locale", "fr").status == 2)
}

/// Item 20: `--locale en` of an app whose screens are English and that has no
/// `strings/en.yaml` draws its own texts, not a refusal.
@Test func theScreensOwnLanguageNeedsNoTable() throws {
  let ws = try Workspace()
  try ws.write("app/app.yaml", "start: root\nstate: {sound: true}\n")
  try ws.write("app/root.yaml", "title: Root\nrows:\n  - {title: Sound, toggle: sound}\n")
  try ws.write("app/strings/de.yaml", "strings:\n  Sound: Ton\n")
  let english = ws.run("render", "@app", "--locale", "en-GB")
  #expect(english.status == 0, "\(english.stderr)")
  #expect(english.stdout.contains("│ Sound "))
}

/// Item 7: a Settings multi-value list stays open after a choice (the user taps Back),
/// unlike an app's own picker, which pops; under the app host (IASK) it pops too.
@Test func aSettingsMultiValueListStaysOpenAfterAChoice() throws {
  let ws = try Workspace()
  try ws.write(
    "M.bundle/Root.plist",
    rootPlist([
      "<key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Mode</string>"
        + "<key>Key</key><string>mode</string><key>DefaultValue</key><string>a</string>"
        + "<key>Titles</key><array><string>Alpha</string><string>Beta</string></array>"
        + "<key>Values</key><array><string>a</string><string>b</string></array>"
    ]))
  let settings = ws.run("render", "@M.bundle", "--do", "tap Mode", "--do", "tap Beta")
  #expect(settings.stdout.contains("│ Beta                           ✓ │"), "\(settings.stdout)")
  let back = ws.run("render", "@M.bundle", "--do", "tap Mode", "--do", "tap Beta", "--do", "back")
  #expect(back.stdout.contains("Mode                      Beta ›"), "\(back.stdout)")
  let inApp = ws.run(
    "render", "@M.bundle", "--host", "app", "--do", "tap Mode", "--do", "tap Beta")
  #expect(inApp.stdout.contains("Mode                      Beta ›"), "\(inApp.stdout)")
  // An app's own picker pops.
  try ws.write("App/app.yaml", "start: root\nstate: {mode: a}\n")
  try ws.write("App/root.yaml", "title: Root\nrows:\n  - {title: Mode, push: mode}\n")
  try ws.write(
    "App/mode.yaml",
    "title: Mode\nbind: mode\nchoices:\n  - {title: Alpha, value: a}\n  - {title: Beta, value: b}\n"
  )
  let app = ws.run("render", "@App", "--do", "tap Mode", "--do", "tap Beta")
  #expect(app.stdout.contains("│ Mode                          Beta › │"), "\(app.stdout)")
  #expect(app.stdout.contains("Root"), "back on the root screen")
}

/// Item 20: a `{locale: en}` snapshot variant of an English app without an English table
/// is accepted, as `--locale en` is.
@Test func anEnglishVariantNeedsNoTable() throws {
  let ws = try Workspace()
  try ws.write("app/app.yaml", "start: root\nsnapshotVariants:\n  - {locale: en}\n")
  try ws.write("app/root.yaml", "title: Root\nrows:\n  - Sound\n")
  let check = ws.run("check", "@app")
  #expect(check.status == 0, "\(check.stderr)")
  #expect(ws.run("snapshot", "@app", "--record", "missing").stdout.contains("root@en.snap"))
}
