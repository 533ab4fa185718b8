import Fixtures
import JSON
import ScreenChecks
import Testing

@testable import LanguageServer
@testable import ScreenFormat

/// Keystrokes in `app.yaml`, sent as ranges as editors send them: each is decoded from the
/// last decode (``AppFileBase``) when it can be, and what the server publishes, and the app
/// and state it loads, are what a check from scratch gives.
@Suite struct AppFileKeystrokeTests {
  static let app = "/kk/app"
  static let appFile = "\(app)/app.yaml"
  static let screen = "\(app)/s0.yaml"

  static var files: MemoryFiles {
    MemoryFiles([
      appFile: appText,
      screen: "title: Start\nrows:\n  - {title: A, toggle: on1}\n  - \"Hi {name1}\"\n"
        + "  - {title: N, textField: name2}\n",
      "\(app)/s1.yaml": "title: One\nrows:\n  - {title: B, toggle: on2, visibleIf: on3}\n",
    ])
  }

  static let appText =
    "start: s0\nstate:\n" + (1...12).map { "  on\($0): \"true\"\n  name\($0): Ann\n" }.joined()
    + "  user:\n    first: Ann\n  tags: [a, b]\n"

  /// A random keystroke in the text's lines: a character typed or deleted, a newline, a
  /// line typed whole or deleted.
  static func keystroke(_ text: String, _ random: inout SeededGenerator) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let line = Int.random(in: 0..<lines.count, using: &random)
    var characters = Array(lines[line])
    let column = Int.random(in: 0...characters.count, using: &random)
    switch Int.random(in: 0..<12, using: &random) {
    case 0..<6: characters.insert("abz19 :\"'{[#".randomElement(using: &random) ?? "a", at: column)
    case 6..<9: if column < characters.count { characters.remove(at: column) }
    case 9: characters.insert("\n", at: column)
    case 10: characters = Array("  on\(Int.random(in: 1...14, using: &random)): x\n" + lines[line])
    default: if lines.count > 1 { lines.remove(at: line) }
    }
    if line < lines.count, characters != Array(lines[line]) { lines[line] = String(characters) }
    return lines.joined(separator: "\n")
  }

  /// The range of `old` an editor sends to make it `new`, and the text that replaces it.
  static func change(from old: String, to new: String) -> ((Int, Int), (Int, Int), String) {
    let a = Array(old.utf16)
    let b = Array(new.utf16)
    var prefix = 0
    while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(a.count, b.count) - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    func position(_ offset: Int) -> (Int, Int) {
      let line = a[..<offset].count { $0 == 0x0A }
      let start = a[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      return (line, offset - start)
    }
    let typed = String(decoding: b[prefix..<(b.count - suffix)], as: UTF16.self)
    return (position(prefix), position(a.count - suffix), typed)
  }

  @Test(arguments: [true, false])
  func eachKeystrokeInAppYAMLPublishesWhatCheckGives(watching: Bool) throws {
    let disk = StampedFiles(Self.files)
    var client = TestClient(files: disk)
    _ = KeptWorkspaceTests.start(&client, watching: watching)
    _ = client.open(Self.screen, disk.files.files[Self.screen] ?? "")
    _ = client.open(Self.appFile, Self.appText)
    var random = SeededGenerator(seed: watching ? 1 : 2)
    var texts = [Self.appText]
    for step in 0..<120 {
      let last = texts[texts.count - 1]
      // A mistake that breaks the file is taken back at the next keystroke.
      let broken =
        AppAssembler.decode(SourceFile(path: Self.appFile, text: last)).settings == nil
      let text =
        broken && texts.count > 1 ? texts[texts.count - 2] : Self.keystroke(last, &random)
      texts.append(text)
      let change = Self.change(from: last, to: text)
      _ = client.change(Self.appFile, ranges: [change])
      #expect(client.server.documents[Self.appFile]?.bytes == Array(text.utf8), "step \(step)")
      #expect(KeptLoadsTests.agrees(client, disk), "step \(step): \(text)")
      let files = OverlayFiles(base: disk.files, documents: [Self.appFile: Array(text.utf8)])
      let held = try? client.server.reader(client.server.workspace).screenFile(Self.appFile)
      let fresh = try? DiagnosticsReport.reader(files).screenFile(Self.appFile)
      #expect(held?.result.app == fresh?.result.app, "step \(step)")
    }
    #expect(client.server.decodes.splices >= 70, "\(client.server.decodes.splices) of 120")
    // Each change told as the document's edit, so that the texts are not compared.
    #expect(client.server.decodes.editsUsed >= 30, "\(client.server.decodes.editsUsed) of 120")
  }
}
