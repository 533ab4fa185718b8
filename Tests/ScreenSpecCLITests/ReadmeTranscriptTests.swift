import Fixtures
import Foundation
import Testing

/// Item 16 of issue #25: every terminal transcript in the README (a fenced block whose
/// first line is `$ swift run screenspec …` or `$ screenspec …`) is what the built tool
/// prints, byte for byte. A transcript that ends in a line `…` shows the start of the
/// output only.
struct Transcript: CustomTestStringConvertible, Sendable {
  var line: Int
  var command: String
  var output: String
  var truncated: Bool
  var testDescription: String { "README.md:\(line): \(command)" }
}

/// The README's transcripts, in order.
func readmeTranscripts() -> [Transcript] {
  let url = Fixtures.root.appendingPathComponent("README.md")
  guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
  let lines = text.components(separatedBy: "\n")
  var found: [Transcript] = []
  var index = 0
  while index < lines.count {
    guard lines[index] == "```", index + 1 < lines.count,
      let command = ["$ swift run screenspec ", "$ screenspec "].lazy.compactMap({ prefix in
        lines[index + 1].hasPrefix(prefix) ? String(lines[index + 1].dropFirst(prefix.count)) : nil
      }).first
    else {
      index += 1
      continue
    }
    var end = index + 2
    while end < lines.count, lines[end] != "```" { end += 1 }
    var body = Array(lines[(index + 2)..<min(end, lines.count)])
    let truncated = body.last == "…"
    if truncated { body.removeLast() }
    found.append(
      Transcript(
        line: index + 2, command: command, output: body.map { $0 + "\n" }.joined(),
        truncated: truncated))
    index = end + 1
  }
  return found
}

/// Splits a command line as a POSIX shell would for these transcripts: words separated by
/// spaces, double quotes grouping (with `\"` and `\\` inside), single quotes verbatim.
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

@Test func theReadmeHasTranscripts() {
  #expect(readmeTranscripts().count >= 10)
  #expect(
    shellWords(#"render a --do "tap \"x\"" --do 'b c'"#) == [
      "render", "a", "--do", #"tap "x""#, "--do", "b c",
    ])
}

@Test(.enabled(if: executable != nil), arguments: readmeTranscripts())
func aReadmeTranscriptIsWhatTheToolPrints(_ transcript: Transcript) throws {
  guard let executable else { return }
  let process = Process()
  process.executableURL = executable
  process.arguments = shellWords(transcript.command)
  process.currentDirectoryURL = Fixtures.root
  var environment = ProcessInfo.processInfo.environment
  for key in ["CI", "NO_COLOR", "SCREENSPEC_RECORD"] { environment.removeValue(forKey: key) }
  process.environment = environment
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  #expect(process.terminationStatus == 0, "\(problems)")
  if transcript.truncated {
    #expect(printed.hasPrefix(transcript.output), "printed:\n\(printed)")
  } else {
    #expect(printed == transcript.output, "printed:\n\(printed)")
  }
}
