import Foundation
import PropertyList
import Testing

@testable import SettingsBundle

private typealias B = TestBundles

/// Issue #54, item 12: names read as a person would write them.
@Test(arguments: [
  ("playback-speed", "playbackSpeed"),
  ("build.number", "buildNumber"),
  ("SDEventsShown", "sdEventsShown"),
  ("URLScheme", "urlScheme"),
  ("userID", "userID"),
  ("SETTINGS_CUSTOM_PLAYBACK_SPEED", "settingsCustomPlaybackSpeed"),
  ("snake_case_key", "snakeCaseKey"),
  ("Über", "über"),
  ("showÜber", "showÜber"),
  ("mp3Player", "mp3Player"),
  ("3dTouch", "_3dTouch"),
  ("_", "key"),
  ("", "key"),
])
func aKeyNamesItsConstantAsAPersonWould(key: String, name: String) {
  #expect(SwiftDefaults.identifier(key) == name)
}

@Test(arguments: [
  ("2026-12-01T09:30:00Z", 1_796_117_400 as Int64),
  ("2026-12-01T09:30Z", 1_796_117_400),
  ("1969-07-20T20:17:00Z", -14_182_980),
  ("2000-02-29", 951_782_400),
])
func aDateIsTheInstantItNames(text: String, seconds: Int64) {
  #expect(SwiftDate(iso8601: text)?.seconds == seconds)
}

@Test func aTimeWithoutADayIsNoDate() {
  #expect(SwiftDate(iso8601: "09:30") == nil)
  #expect(SwiftDate(iso8601: "2026-13-01") == nil)
}

/// A pane of a date picker with a `<date>` default, a text field without a default and a
/// button keyed `_`, as export reads it back from the import.
private func panes() throws -> [SettingsPane] {
  let root = B.plist([
    B.specifier([
      "Type": B.string("IASKDatePickerSpecifier"), "Title": B.string("Day"),
      "Key": B.string("day"), "DatePickerMode": B.string("Date"),
      "DefaultValue": "<date>2026-12-01T09:30:00Z</date>",
    ]),
    B.specifier([
      "Type": B.string("PSTextFieldSpecifier"), "Title": B.string("Name"),
      "Key": B.string("SDEventsShown"),
    ]),
    B.specifier([
      "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("Under"),
      "Key": B.string("_"), "DefaultValue": "<true/>",
    ]),
    B.specifier([
      "Type": B.string("IASKButtonSpecifier"), "Title": B.string("Reset"),
      "Key": B.string("reset"),
    ]),
  ])
  let app = try #require(BundleImport.read(MemoryBundle(["Root.plist": root]), title: "S").app)
  let read = AppExport.read(
    importedFiles(app).map { AppExport.File(path: $0.path, bytes: Array($0.text.utf8)) },
    iask: true)
  return BundleExport.panes(try #require(read.app))
}

/// Issue #54, item 12: a `<date>` default is registered as a `Date`, every key gets a
/// constant (one without a default too), and a Key `_` is named `key`.
@Test func everyKeyGetsAConstantAndADateIsRegisteredAsADate() throws {
  let source = SwiftDefaults.source(try panes())
  #expect(source.contains("  static let day = \"day\"\n"))
  #expect(source.contains("  static let sdEventsShown = \"SDEventsShown\"\n"))
  #expect(source.contains("  static let key = \"_\"\n"))
  #expect(
    source.contains(
      "    \"day\": Date(timeIntervalSince1970: 1796117400) /* 2026-12-01T09:30:00Z */,\n"))
  #expect(!source.contains("\"SDEventsShown\": "))
  #expect(!source.contains("nonisolated(unsafe)"))
  // A button's Key stores nothing: its constant says what it names (a new user's trial).
  #expect(source.contains("  /// The key \"day\".\n"))
  #expect(
    source.contains(
      "  /// The IASK button \"reset\" (its Key, which stores nothing).\n  static let reset = \"reset\"\n"
    ), "\(source)")
}

/// `swiftc` on PATH, for compiling what `--swift` writes.
private let swiftc: String? = {
  for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
    let candidate = "\(folder)/swiftc"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}()

/// The file type-checks in the Swift 6 language mode (no `nonisolated(unsafe)` needed) and
/// in Swift 5's.
@Test(.enabled(if: swiftc != nil), arguments: ["6", "5"])
func theSwiftFileCompilesInEveryLanguageMode(version: String) throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "swift-defaults-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("Defaults.swift")
  try SwiftDefaults.source(try panes()).write(to: file, atomically: true, encoding: .utf8)
  let compile = Process()
  compile.executableURL = URL(fileURLWithPath: try #require(swiftc))
  compile.arguments = ["-typecheck", "-parse-as-library", "-swift-version", version, file.path]
  let errors = Pipe()
  compile.standardError = errors
  try compile.run()
  let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  compile.waitUntilExit()
  #expect(compile.terminationStatus == 0, "\(printed)")
}
