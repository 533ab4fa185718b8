import Fixtures
import Foundation
import Testing

/// Item 16 of issue #25: every terminal transcript in the README (a fenced block whose
/// first line is `$ swift run screenspec …` or `$ screenspec …`) is what the built tool
/// prints, byte for byte. A block may hold several commands, each a `$ ` line followed by
/// its output; `$ echo $?` shows the previous command's exit status; an output that ends in
/// a line `…` shows its start only. The commands run, in order, in a scratch copy of the
/// repository's `Screens/`, `Scenarios/` and `Examples/`, so nothing they write lands in
/// the clone.
struct Transcript: CustomTestStringConvertible, Sendable {
  struct Command: Sendable {
    var line: String
    var output: String
    var truncated: Bool
  }
  var file: String = "README.md"
  var line: Int
  var commands: [Command]
  var testDescription: String { "\(file):\(line): \(commands.first?.line ?? "")" }
}

/// The documentation pages: the README and every page of `Docs/`.
func documentationPages() -> [String] {
  let docs = Fixtures.root.appendingPathComponent("Docs")
  let pages = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
  return ["README.md"] + pages.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
}

/// The transcripts of every documentation page, page by page, in order.
func readmeTranscripts() -> [Transcript] {
  documentationPages().flatMap { page in
    transcripts(in: page).map {
      var transcript = $0
      transcript.file = page
      return transcript
    }
  }
}

/// One page's transcripts, in order.
func transcripts(in page: String) -> [Transcript] {
  let url = Fixtures.root.appendingPathComponent(page)
  guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
  let lines = text.components(separatedBy: "\n")
  var found: [Transcript] = []
  var index = 0
  while index < lines.count {
    guard lines[index] == "```", index + 1 < lines.count,
      ["$ swift run screenspec ", "$ screenspec "].contains(where: {
        lines[index + 1].hasPrefix($0)
      })
    else {
      index += 1
      continue
    }
    var end = index + 1
    while end < lines.count, lines[end] != "```" { end += 1 }
    var commands: [Transcript.Command] = []
    for line in lines[(index + 1)..<min(end, lines.count)] {
      if line.hasPrefix("$ ") {
        commands.append(.init(line: String(line.dropFirst(2)), output: "", truncated: false))
      } else if line == "…" {
        commands[commands.count - 1].truncated = true
      } else {
        commands[commands.count - 1].output += line + "\n"
      }
    }
    found.append(Transcript(line: index + 2, commands: commands))
    index = end + 1
  }
  return found
}

/// Splits a command line as a POSIX shell would for these transcripts: words separated by
/// spaces, double quotes grouping (with `\"` and `\\` inside), single quotes verbatim, and
/// a `#` that starts a word beginning a comment.
func shellWords(_ line: String) -> [String] {
  var words: [String] = []
  var current = ""
  var inWord = false
  var quote: Character?
  var iterator = Array(line).makeIterator()
  while let character = iterator.next() {
    if let open = quote {
      if character == open {
        quote = nil
      } else if open == "\"", character == "\\", let next = iterator.next() {
        if next != "\"" && next != "\\" { current.append("\\") }
        current.append(next)
      } else {
        current.append(character)
      }
    } else if character == "\"" || character == "'" {
      quote = character
      inWord = true
    } else if character == "#", !inWord {
      break
    } else if character == " " {
      if inWord { words.append(current) }
      current = ""
      inWord = false
    } else {
      current.append(character)
      inWord = true
    }
  }
  if inWord { words.append(current) }
  return words
}

private let executable: URL? = {
  let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let candidate = folder.appendingPathComponent("screenspec")
  return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
}()

/// A command's words without its `VAR=value` prefixes and the program's name, and those
/// variables.
private func invocation(_ line: String) -> (arguments: [String], environment: [String: String])? {
  var words = shellWords(line)
  var environment: [String: String] = [:]
  while let first = words.first, let equals = first.firstIndex(of: "="), first.first != "-" {
    environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
    words.removeFirst()
  }
  if words.starts(with: ["swift", "run", "screenspec"]) {
    return (Array(words.dropFirst(3)), environment)
  }
  if words.first == "screenspec" { return (Array(words.dropFirst()), environment) }
  return nil
}

private func run(_ arguments: [String], environment extra: [String: String], in folder: URL)
  throws -> (stdout: String, stderr: String, status: Int32)
{
  struct NoExecutable: Error {}
  guard let executable else { throw NoExecutable() }
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = folder
  var environment = ProcessInfo.processInfo.environment
  for key in ["CI", "NO_COLOR", "SCREENSPEC_RECORD"] { environment.removeValue(forKey: key) }
  environment.merge(extra) { $1 }
  process.environment = environment
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (printed, problems, process.terminationStatus)
}

@Test func theReadmeHasTranscripts() {
  #expect(readmeTranscripts().count >= 10)
  #expect(
    shellWords(#"render a --do "tap \"x\"" --do 'b c'  # note"#)
      == ["render", "a", "--do", #"tap "x""#, "--do", "b c"])
}

@Test(.enabled(if: executable != nil), arguments: readmeTranscripts())
func aReadmeTranscriptIsWhatTheToolPrints(_ transcript: Transcript) throws {
  let ws = try Workspace()
  try ws.copySeedScreens()
  // The references a clone holds (issue #54, item 17: a transcript that records one must
  // hold where it is committed).
  try ws.copySeedSnapshots()
  try ws.copySeedScenarios()
  try ws.copyExamples()
  // A transcript of a user's own files (a Settings.bundle of theirs) cannot run in a clone:
  // it is a known issue, named, until the files are in the repository.
  if let first = transcript.commands.first.flatMap({ invocation($0.line) }),
    let input = first.arguments.dropFirst().first(where: { !$0.hasPrefix("-") }),
    !FileManager.default.fileExists(atPath: ws.path(input))
  {
    withKnownIssue("\(transcript.testDescription) needs \(input), which is not in the repository") {
      Issue.record("\(input) is missing")
    }
    return
  }
  var status: Int32 = 0
  var lastStatus: Int32?
  for command in transcript.commands {
    if command.line == "echo $?" {
      #expect(command.output == "\(status)\n", "\(command.line)")
      lastStatus = nil
      continue
    }
    if let lastStatus { #expect(lastStatus == 0, "exit status of the command before") }
    let (arguments, environment) = try #require(invocation(command.line), "\(command.line)")
    let result = try run(arguments, environment: environment, in: ws.url)
    status = result.status
    lastStatus = result.status
    // The transcript shows what a terminal shows: standard output, then standard error.
    let printed = result.stdout + result.stderr
    if command.truncated {
      #expect(printed.hasPrefix(command.output), "\(command.line) printed:\n\(printed)")
    } else {
      #expect(printed == command.output, "\(command.line) printed:\n\(printed)")
    }
  }
  if let lastStatus { #expect(lastStatus == 0, "exit status of the last command") }
}
