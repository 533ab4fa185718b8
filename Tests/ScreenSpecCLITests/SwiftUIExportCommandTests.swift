import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #52: `export PATH --swiftui DIR` writes one file a screen and one for the app,
/// rewrites only what changed, removes what it wrote before and writes no more, and on what
/// it cannot write says where, writing nothing.
@Test func exportSwiftUIWritesOwnsAndRemovesItsFiles() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\nstate: {wifi: true}\n")
  try ws.write(
    "App/root.yaml",
    "title: Settings\nrows:\n  - {title: Wi-Fi, toggle: wifi}\n  - {title: More, push: more}\n")
  try ws.write("App/more.yaml", "title: More\nrows: [About]\n")
  try ws.write("UI/Mine.swift", "// the app's own file\n")
  let first = ws.run("export", "@App", "--swiftui", "@UI")
  #expect(first.status == 0, "\(first.stderr)")
  #expect(first.stdout.contains("wrote "))
  #expect(ws.read("UI/RootView.swift")?.contains("Toggle(\"Wi-Fi\", isOn: $wifi)") == true)
  #expect(ws.read("UI/ScreenSpecScreens.swift")?.contains("RootView()") == true)
  let again = ws.run("export", "@App", "--swiftui", "@UI")
  #expect(!again.stdout.contains("wrote "), "\(again.stdout)")
  #expect(again.stdout.contains("unchanged "))
  // A screen removed from the app: its file goes; the app's own file stays.
  try ws.write("App/root.yaml", "title: Settings\nrows:\n  - {title: Wi-Fi, toggle: wifi}\n")
  try FileManager.default.removeItem(atPath: ws.path("App/more.yaml"))
  let removed = ws.run("export", "@App", "--swiftui", "@UI")
  #expect(removed.stdout.contains("removed "), "\(removed.stdout)")
  #expect(ws.read("UI/MoreView.swift") == nil)
  #expect(ws.read("UI/Mine.swift") == "// the app's own file\n")
}

@Test func whatHasNoSwiftUIFormIsAnErrorAtItsKeyAndNothingIsWritten() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: feed\n")
  // A plural text whose forms never show the number: a String Catalog chooses a form by
  // the number a text interpolates, so SwiftUI has no form of it.
  try ws.write(
    "App/feed.yaml",
    "title: Feed\nrows: [One, Two]\nfooter:\n  plural: count\n  one: One post\n  other: Some posts\n"
  )
  let result = ws.run("export", "@App", "--swiftui", "@UI")
  #expect(result.status == 1)
  #expect(
    result.stderr.contains(
      "feed.yaml:3:1: error: a plural text's 'other' form must show its number"),
    "\(result.stderr)")
  #expect(result.stderr.hasSuffix("screenspec: nothing written\n"))
  #expect(ws.read("UI/FeedView.swift") == nil)
}

@Test func swiftUIOptionsAreCheckedAsUsage() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write("App/root.yaml", "title: Settings\nrows: [About]\n")
  let old = ws.run("export", "@App", "--swiftui", "@UI", "--min-ios", "15")
  #expect(old.status == 2)
  #expect(old.stderr.contains("--min-ios takes 16, 17 or 18, not '15'"), "\(old.stderr)")
  let both = ws.run("export", "@App", "--swiftui", "@UI", "--out", "@S.bundle")
  #expect(both.status == 2)
  let stray = ws.run("export", "@App", "--out", "@S.bundle", "--module", "Screens")
  #expect(stray.stderr.contains("--module is an option of --swiftui"), "\(stray.stderr)")
  let module = ws.run(
    "export", "@App", "--swiftui", "@UI", "--min-ios", "17", "--module", "Screens")
  #expect(module.status == 0, "\(module.stderr)")
  #expect(ws.read("UI/RootView.swift")?.contains("public struct RootView: View") == true)
}

/// Issue #53: `export --compiled FILE` writes the app as the runtime reads it, the same
/// bytes again, and nothing for an app with errors.
@Test func exportCompiledWritesTheAppTheRuntimeReads() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\nstate: {wifi: true}\n")
  try ws.write("App/root.yaml", "title: Settings\nrows:\n  - {title: Wi-Fi, toggle: wifi}\n")
  let first = ws.run("export", "@App", "--compiled", "@app.sspc")
  #expect(first.status == 0, "\(first.stderr)")
  #expect(first.stdout.hasPrefix("wrote "))
  let bytes = try #require(FileManager.default.contents(atPath: ws.path("app.sspc")))
  #expect(bytes.starts(with: Array("SSPC".utf8)))
  #expect(ws.run("export", "@App", "--compiled", "@app.sspc").stdout.hasPrefix("unchanged "))
  // A folder not there yet is made, as --out's is (Docs/Runtime.md writes into Resources/).
  let nested = ws.run("export", "@App", "--compiled", "@MyApp/Resources/app.sspc")
  #expect(nested.status == 0, "\(nested.stderr)")
  #expect(FileManager.default.contents(atPath: ws.path("MyApp/Resources/app.sspc")) == bytes)
  // A file that cannot be written is named, not the temporary file beside it.
  try ws.write("blocked", "a file, not a folder")
  let blocked = ws.run("export", "@App", "--compiled", "@blocked/app.sspc")
  #expect(blocked.status == 1)
  #expect(
    blocked.stderr.contains("cannot write") && !blocked.stderr.contains(".tmp-"),
    "\(blocked.stderr)")
  try ws.write("App/root.yaml", "title: Settings\nrows:\n  - {title: Wi-Fi, toggle: wfi}\n")
  let broken = ws.run("export", "@App", "--compiled", "@other.sspc")
  #expect(broken.status == 1)
  #expect(broken.stderr.hasSuffix("screenspec: nothing written\n"))
  #expect(ws.read("other.sspc") == nil)
}
