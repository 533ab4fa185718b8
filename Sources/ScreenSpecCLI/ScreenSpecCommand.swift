import Basics
import ScreenFormat
import ScreenModel

/// The `screenspec` command: picks a subcommand and turns usage errors into exit status 2.
///
/// The executable is a thin shell around ``run(_:environment:)``, so tests can drive every
/// command without spawning a process.
package enum ScreenSpecCommand {
  /// Runs the command line (without the program name).
  package static func run(_ arguments: [String], environment: Environment) -> CommandResult {
    var result = dispatch(arguments, environment: environment)
    result.stderr = CommandResult.printable(result.stderr)
    return result
  }

  private static func dispatch(_ arguments: [String], environment: Environment) -> CommandResult {
    guard let command = arguments.first else {
      return CommandResult(stdout: Help.main)
    }
    let rest = arguments.dropFirst()
    do throws(UsageError) {
      if let subcommand = Subcommands.named(command) {
        if subcommand.sharesWork { environment.beforeSharedWork?() }
        return try subcommand.run(rest, environment)
      }
      switch command {
      case "help", "-h", "--help":
        guard var topic = rest.first else { return CommandResult(stdout: Help.main) }
        // `help --help` asks about help itself, as `help help` does.
        if topic == "--help" || topic == "-h" { topic = "help" }
        guard let text = Subcommands.help(topic) else {
          let suggestion = Suggestion.nearest(to: topic, in: Subcommands.names)
          throw UsageError(
            UsageMessages.noHelp(topic, commands: Subcommands.names, suggestion: suggestion))
        }
        return CommandResult(stdout: text)
      case "--version", "version":
        return CommandResult(stdout: "screenspec \(Help.version)\n")
      default:
        let suggestion = Suggestion.nearest(to: command, in: Subcommands.names)
        throw UsageError(
          UsageMessages.unknownCommand(command, suggestion: suggestion))
      }
    } catch {
      let topic = error.command ?? (Subcommands.help(command) != nil ? command : nil)
      let hint = topic.map { "see 'screenspec help \($0)'" } ?? "see 'screenspec help'"
      return CommandResult(stderr: "screenspec: error: \(error.message)\n\(hint)\n", status: 2)
    }
  }
}
