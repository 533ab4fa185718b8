import Fixtures
import Foundation
import ScreenSpecCLI

/// A temporary folder to run the command in, removed when the test ends.
final class Workspace {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "screenspec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    // A clone's root: a scenario's `app:` stays inside it (the folder holding `.git`).
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent(".git"), withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

  func write(_ relative: String, _ text: String) throws {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  func read(_ relative: String) -> String? {
    try? String(contentsOfFile: path(relative), encoding: .utf8)
  }

  func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

  func list(_ relative: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path(relative))) ?? []).filter {
      $0 != ".git"
    }.sorted()
  }

  /// Copies the seed screens in; without `variants`, app.yaml's `snapshotVariants` are left
  /// out, so a plain snapshot run has one case per screen.
  func copySeedScreens(to relative: String = "Screens", variants: Bool = false) throws {
    for file in Fixtures.screens() {
      var text = String(decoding: file.bytes, as: UTF8.self)
      if file.isAppFile, !variants { text = Self.withoutVariants(text) }
      try write("\(relative)/\(file.path)", text)
    }
    for file in Fixtures.templates() {
      try write("\(relative)/\(file.path)", String(decoding: file.bytes, as: UTF8.self))
    }
    let strings = Fixtures.root.appendingPathComponent("Screens/strings")
    for url in Fixtures.files(in: strings) {
      try write(
        "\(relative)/strings/\(url.lastPathComponent)", try String(contentsOf: url, encoding: .utf8)
      )
    }
  }

  /// Copies the seed app's committed references in (`Screens/__snapshots__/`), as a clone
  /// holds them.
  func copySeedSnapshots(to relative: String = "Screens/__snapshots__") throws {
    let folder = Fixtures.root.appendingPathComponent("Screens/__snapshots__")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent(relative), withIntermediateDirectories: true)
    for name in names where !name.hasPrefix(".") {
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent(name),
        to: url.appendingPathComponent(relative + "/" + name))
    }
  }

  /// An app.yaml without its `snapshotVariants` list (and the comment above it).
  static func withoutVariants(_ text: String) -> String {
    var out: [Substring] = []
    var skipping = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("snapshotVariants:") {
        skipping = true
        while let last = out.last, last.hasPrefix("#") { out.removeLast() }
        continue
      }
      if skipping, line.hasPrefix("  ") { continue }
      skipping = false
      out.append(line)
    }
    return out.joined(separator: "\n")
  }

  /// Copies the repository's `Examples/` folder in, as it is (the README's Settings.bundle
  /// transcripts run in it).
  func copyExamples() throws {
    let examples = Fixtures.root.appendingPathComponent("Examples")
    let manager = FileManager.default
    // At the top, as a user who has copied one in sees it (`Player/Settings.bundle`), and
    // under `Examples/`, as a clone has it (`swift run screenspec render Examples/Plurals`).
    try manager.createDirectory(
      at: url.appendingPathComponent("Examples"), withIntermediateDirectories: true)
    for name in try manager.contentsOfDirectory(atPath: examples.path) {
      try manager.copyItem(
        at: examples.appendingPathComponent(name), to: url.appendingPathComponent(name))
      try manager.copyItem(
        at: examples.appendingPathComponent(name),
        to: url.appendingPathComponent("Examples/" + name))
    }
  }

  /// Copies the seed scenarios in (they drive `../Screens`).
  func copySeedScenarios(to relative: String = "Scenarios") throws {
    for url in Fixtures.files(in: Fixtures.root.appendingPathComponent("Scenarios")) {
      try write(
        "\(relative)/\(url.lastPathComponent)", try String(contentsOf: url, encoding: .utf8))
    }
  }

  /// Runs the command in-process. Arguments starting with `@` name workspace paths
  /// (`@Screens` is the workspace's `Screens` folder); the process's folder is never changed,
  /// so tests run in parallel.
  func run(_ words: String..., environment: [String: String] = [:], terminal: Bool = false)
    -> CommandResult
  {
    run(words, environment: Environment(variables: environment, stdoutIsTerminal: terminal))
  }

  /// Runs the command in-process, its words as a list.
  func run(_ words: [String]) -> CommandResult {
    run(words, environment: Environment(variables: [:], stdoutIsTerminal: false))
  }

  /// Runs the command in-process with a given environment (a prompt, say).
  func run(_ words: [String], environment: Environment) -> CommandResult {
    let arguments = words.map { $0.hasPrefix("@") ? path(String($0.dropFirst())) : $0 }
    return ScreenSpecCommand.run(arguments, environment: environment)
  }
}
