import Fixtures
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

@Test(.enabled(if: executable != nil)) func aFileNamedFromItsOwnFolderIsOneFile() throws {
  let ws = try Workspace()
  try ws.copySeedScreens()
  guard let executable else { return }
  let process = Process()
  process.executableURL = executable
  process.arguments = ["render", "./posts.yaml"]
  process.currentDirectoryURL = URL(fileURLWithPath: ws.path("Screens"))
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  #expect(process.terminationStatus == 0, "\(problems)")
  #expect(text.contains("Posts (3 unread)"))
}

/// `gallery .` from inside an app folder names the site's folder of its pages as the app's
/// folder is named, not `~2E` (a new user's finding).
@Test(.enabled(if: executable != nil)) func aGalleryOfTheCurrentFolderNamesItsPagesFolder()
  throws
{
  let ws = try Workspace()
  try ws.write("myapp/home.yaml", "title: Home\nrows: [A]\n")
  guard let executable else { return }
  let process = Process()
  process.executableURL = executable
  process.arguments = ["gallery", ".", "--out", ws.path("site")]
  process.currentDirectoryURL = URL(fileURLWithPath: ws.path("myapp"))
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  #expect(process.terminationStatus == 0)
  let written = try FileManager.default.contentsOfDirectory(atPath: ws.path("site")).sorted()
  #expect(written == ["index.html", "myapp"], "\(written)")
  #expect(FileManager.default.fileExists(atPath: ws.path("site/myapp/home.html")))
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

/// Runs the tool and reports its exit status, peak memory and wall time.
///
/// A child's peak memory as Linux reports it includes the memory of the process that
/// spawned it, so the tool is started from a small Python process rather than from this
/// (large) test process; Python reads the child's peak with `getrusage(RUSAGE_CHILDREN)`.
private func measured(_ arguments: [String]) throws -> (
  status: Int32, maxRSSKiB: Int, seconds: Double
) {
  struct MeasureFailed: Error {}
  guard let executable else { throw MeasureFailed() }
  let script = """
    import resource, subprocess, sys, time
    start = time.perf_counter()
    code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    seconds = time.perf_counter() - start
    print(code, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, seconds)
    """
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", script, executable.path] + arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let fields = output.split(separator: " ").map {
    String($0).trimmingCharacters(in: .whitespacesAndNewlines)
  }
  guard fields.count == 3, let status = Int32(fields[0]), let rss = Int(fields[1]),
    let seconds = Double(fields[2])
  else { throw MeasureFailed() }
  return (status, rss, seconds)
}

/// Sanitizer builds (Scripts/sanitize.sh sets this) use far more memory by design.
private let memoryIsMeaningful = ProcessInfo.processInfo.environment["SCREENSPEC_SANITIZER"] == nil

@Test(.enabled(if: executable != nil))
func hostileFilesEndWithinBoundsInAProcess() throws {
  let expectations = Fixtures.hostileExpectations()
  #expect(expectations.count >= 20)
  for (file, expected) in expectations {
    let url = Fixtures.hostile.appendingPathComponent(file)
    let run = try measured(["check", url.path])
    #expect(run.status == (expected == "OK" ? 0 : 1), "\(file): \(expected)")
    #expect(
      !memoryIsMeaningful || run.maxRSSKiB < 64 * 1024,
      "\(url.lastPathComponent): \(run.maxRSSKiB) KiB")
    #expect(!memoryIsMeaningful || run.seconds < 1, "\(url.lastPathComponent): \(run.seconds) s")
  }
}

@Test(.enabled(if: executable != nil))
func deepNestingAndAliasBombsStayBounded() throws {
  let ws = try Workspace()
  try ws.write("deep/s.yaml", String(repeating: "[", count: 200_000))
  var bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
  for (index, name) in "bcdefghijklmnop".enumerated() {
    let previous = index == 0 ? "a" : String(Array("bcdefghijklmnop")[index - 1])
    bomb +=
      "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
      + "]\n"
  }
  try ws.write("bomb/s.yaml", bomb)
  for folder in ["deep", "bomb"] {
    let run = try measured(["check", ws.path(folder)])
    #expect(run.status == 1)
    #expect(!memoryIsMeaningful || run.maxRSSKiB < 64 * 1024, "\(folder): \(run.maxRSSKiB) KiB")
    #expect(!memoryIsMeaningful || run.seconds < 1, "\(folder): \(run.seconds) s")
  }
}

@Test(.enabled(if: executable != nil))
func watchWithoutATerminalWritesNoEscapesAndSaysWhenAFileGoes()
  throws
{
  let ws = try Workspace()
  try ws.write("app/home.yaml", "title: Home\nrows: [A]\n")
  try ws.write("out.txt", "")
  guard let executable else { return }
  let process = Process()
  process.executableURL = executable
  process.arguments = ["watch", ws.path("app/home.yaml")]
  let output = try FileHandle(forWritingTo: URL(fileURLWithPath: ws.path("out.txt")))
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  process.standardInput = FileHandle.nullDevice
  try process.run()
  defer {
    // SIGKILL: the test runner's threads may block SIGTERM, and children inherit that.
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
  func waitFor(_ text: String) -> Bool {
    for _ in 0..<200 {
      if ws.read("out.txt")?.contains(text) == true { return true }
      usleep(50_000)
    }
    return false
  }
  #expect(waitFor("Home"))
  try FileManager.default.removeItem(atPath: ws.path("app/home.yaml"))
  #expect(waitFor("was deleted"))
  #expect(ws.read("out.txt")?.contains("\u{1B}") == false, "no escape sequences in a file")
}

@Test(.enabled(if: executable != nil))
func watchRedrawsWhenATemplateTheScreenUsesChanges() throws {
  let ws = try Workspace()
  try ws.write("app/templates/t.yaml", "rows: [Before]\n")
  try ws.write("app/home.yaml", "title: Home\nrows:\n  - use: t\n")
  try ws.write("out.txt", "")
  guard let executable else { return }
  let process = Process()
  process.executableURL = executable
  process.arguments = ["watch", ws.path("app/home.yaml")]
  process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: ws.path("out.txt")))
  process.standardError = FileHandle.nullDevice
  process.standardInput = FileHandle.nullDevice
  try process.run()
  defer {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
  func waitFor(_ text: String) -> Bool {
    for _ in 0..<200 {
      if ws.read("out.txt")?.contains(text) == true { return true }
      usleep(50_000)
    }
    return false
  }
  #expect(waitFor("Before"))
  try ws.write("app/templates/t.yaml", "rows: [After]\n")
  #expect(waitFor("After"))
}
