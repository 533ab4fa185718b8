import Foundation
import ScreenSnapshots
import Testing

/// The built `screenspec` executable, beside the test bundle.
private let executable: URL? = {
  let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let candidate = folder.appendingPathComponent("screenspec")
  return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
}()

private func launch(_ arguments: [String], environment: [String: String] = [:]) throws -> Process {
  struct NoExecutable: Error {}
  guard let executable else { throw NoExecutable() }
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  var env = ProcessInfo.processInfo.environment
  env.removeValue(forKey: "CI")
  env.merge(environment) { $1 }
  process.environment = env
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  return process
}

/// An app of many screens, so that recording takes long enough to interrupt.
private func manyScreens(_ ws: Workspace, count: Int) throws {
  for index in 0..<count {
    let rows = (1...30).map { "  - Row \($0) of screen \(index)" }.joined(separator: "\n")
    try ws.write("app/screen-\(index).yaml", "title: Screen \(index)\nrows:\n\(rows)\n")
  }
}

@Test(.enabled(if: executable != nil)) func endToEndExitStatuses() throws {
  let ws = try Workspace()
  try ws.write("app/home.yaml", "title: Home\nrows: [A]\n")
  let ok = try launch(["check", ws.path("app")])
  ok.waitUntilExit()
  #expect(ok.terminationStatus == 0)
  let usage = try launch(["frobnicate"])
  usage.waitUntilExit()
  #expect(usage.terminationStatus == 2)
  #expect(usage.terminationReason == .exit)
}

@Test(.enabled(if: executable != nil)) func killDuringRecordingLeavesOnlyWholeFiles() throws {
  let ws = try Workspace()
  try manyScreens(ws, count: 400)
  for delay in [30_000, 120_000, 300_000] {
    let process = try launch(["snapshot", "--record", "all", ws.path("app")])
    usleep(useconds_t(delay))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    for name in ws.list("app/__snapshots__") where name.hasSuffix(".snap") {
      let text = try #require(ws.read("app/__snapshots__/\(name)"))
      let file = try #require(SnapshotFile(text: text), "\(name) is a whole snapshot file")
      #expect(file.body.hasSuffix("╰──────────────────────────────────────╯\n"), "\(name)")
    }
  }
}

@Test(.enabled(if: executable != nil)) func parallelRecordersLoseNothing() throws {
  let ws = try Workspace()
  try manyScreens(ws, count: 60)
  let first = try launch(["snapshot", "--record", "missing", "--shard", "1/2", ws.path("app")])
  let second = try launch(["snapshot", "--record", "missing", "--shard", "2/2", ws.path("app")])
  first.waitUntilExit()
  second.waitUntilExit()
  #expect(ws.list("app/__snapshots__").filter { $0.hasSuffix(".snap") }.count == 60)
  let verify = try launch(["snapshot", "--ci", ws.path("app")])
  verify.waitUntilExit()
  #expect(verify.terminationStatus == 0)
}
