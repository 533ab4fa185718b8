import Basics
import ScreenFiles
import ScreenModel
import ScreenSnapshots

/// A command-line mistake: exit status 2, with a hint where to read more.
package struct UsageError: Error, Equatable {
  package var message: String
  package var command: String?

  package init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }
}

/// The options a command accepts.
struct OptionSpec {
  var name: String
  var takesValue: Bool

  /// Options that take a value (`--out DIR`), by name.
  static func values(_ names: String...) -> [OptionSpec] {
    names.map { OptionSpec(name: $0, takesValue: true) }
  }

  /// Options that take none (`--json`), by name.
  static func flags(_ names: String...) -> [OptionSpec] {
    names.map { OptionSpec(name: $0, takesValue: false) }
  }
}

/// Flags and positional arguments as given.
struct Arguments {
  var positionals: [String] = []
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  var help = false

  /// The last value given for an option.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Parses `--name value`, `--name=value`, boolean `--name`, `--` and positionals.
  init(_ words: ArraySlice<String>, options: [OptionSpec], command: String) throws(UsageError) {
    var index = words.startIndex
    var onlyPositionals = false
    while index < words.endIndex {
      let word = words[index]
      index += 1
      if onlyPositionals || !word.hasPrefix("-") || word == "-" {
        positionals.append(word)
        continue
      }
      if word == "--" {
        onlyPositionals = true
        continue
      }
      if word == "-h" || word == "--help" {
        help = true
        continue
      }
      var name = String(word.drop { $0 == "-" })
      var inline: String?
      if let equals = name.firstIndex(of: "=") {
        inline = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        let suggestion = Suggestion.nearest(to: name, in: options.map(\.name))
        throw UsageError(
          UsageMessages.unknownOption(word, command: command, suggestion: suggestion),
          command: command)
      }
      if spec.takesValue {
        if let inline {
          values[name, default: []].append(inline)
        } else if index < words.endIndex {
          values[name, default: []].append(words[index])
          index += 1
        } else {
          throw UsageError(UsageMessages.needsValue(name), command: command)
        }
      } else {
        guard inline == nil else {
          throw UsageError(UsageMessages.takesNoValue(name), command: command)
        }
        flags.insert(name)
      }
    }
  }

  /// A whole-number option within a range.
  func integer(_ name: String, in range: ClosedRange<Int>, command: String) throws(UsageError)
    -> Int?
  {
    guard let text = value(name) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        UsageMessages.wholeNumber(name, in: range, got: text),
        command: command)
    }
    return number
  }
}

/// What a command produced: its output, its diagnostics and its exit status.
package struct CommandResult: Equatable {
  package var stdout = ""
  package var stderr = ""
  package var status: Int32 = 0
  /// What the command loaded, handed back so that the tool can exit without freeing it:
  /// freeing ten thousand decoded screens one by one costs about a twentieth of `check`'s
  /// time, and the process's end frees everything at once. Not compared.
  package var loaded: AnyObject?

  package init(stdout: String = "", stderr: String = "", status: Int32 = 0) {
    self.stdout = stdout
    self.stderr = stderr
    self.status = status
  }

  /// Text for standard error with whatever a file or an argument put in it (escape
  /// sequences, bidi controls, invisible characters) shown as `<U+001B>` escapes; line
  /// breaks and tabs stay. Every command's diagnostics pass through it.
  package static func printable(_ text: String) -> String {
    VisibleText.escaped(text, keepNewlines: true, keepTabs: true)
  }

  /// What a library's flow printed (``RunOutcome``), exiting 1 when it failed.
  init(_ outcome: RunOutcome) {
    self.init(stdout: outcome.stdout, stderr: outcome.stderr, status: outcome.failed ? 1 : 0)
  }

  package static func == (a: CommandResult, b: CommandResult) -> Bool {
    a.stdout == b.stdout && a.stderr == b.stderr && a.status == b.status
  }
}

/// Paths and names as a status line on standard output shows them: by the one rule the
/// diagnostics use (``VisibleText``), so a file named `"\e]52;c;…\a.yaml"` is printed
/// `<U+001B>]52;c;…<U+0007>.yaml`, never sent to the terminal as a control.
enum Shown {
  /// A path or a name, escaped.
  static func path(_ text: String) -> String { VisibleText.escaped(text) }
}

/// What the tool knows about where it runs, handed in so commands stay testable.
package struct Environment {
  package var variables: [String: String]
  package var stdoutIsTerminal: Bool
  package var stdinIsTerminal: Bool
  /// Shows a text and reads one answer line; nil when there is no one to ask.
  package var prompt: ((String) -> String?)?
  /// Writes to standard output at once, for a command whose output is too large to hold
  /// (`render` of a scenario writes it frame by frame); nil keeps it in the result.
  package var output: ((String) -> Void)?
  /// Readies the process for a command that shares its work among the cores (the tool
  /// advises its heaps as large pages and starts libdispatch's worker threads): worth it
  /// for thousands of files, not for one (2 MiB pages hold a little more memory); nil, as
  /// in tests, does nothing.
  package var beforeSharedWork: (() -> Void)?

  package init(
    variables: [String: String] = [:], stdoutIsTerminal: Bool = false,
    stdinIsTerminal: Bool = false, prompt: ((String) -> String?)? = nil,
    output: ((String) -> Void)? = nil, beforeSharedWork: (() -> Void)? = nil
  ) {
    self.variables = variables
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stdinIsTerminal = stdinIsTerminal
    self.prompt = prompt
    self.output = output
    self.beforeSharedWork = beforeSharedWork
  }

  /// Whether this is CI, as the snapshot store judges it.
  var isCI: Bool { RecordMode.isCI(variables) }
}
