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
      switch command {
      case "check": return try CheckCommand.run(rest, environment)
      case "render": return try RenderCommand.run(rest, environment)
      case "snapshot": return try SnapshotCommand.run(rest, environment)
      case "merge-reports": return try MergeReportsCommand.run(rest, environment)
      case "schema": return try SchemaCommand.run(rest)
      case "watch": return try WatchCommand.run(rest, environment)
      case "play": return try PlayCommand.run(rest, environment)
      case "gallery": return try GalleryCommand.run(rest, environment)
      case "import": return try ImportCommand.run(rest, environment)
      case "export": return try ExportCommand.run(rest, environment)
      case "lsp": return try LSPCommand.run(rest, environment)
      case "help", "-h", "--help":
        guard var topic = rest.first else { return CommandResult(stdout: Help.main) }
        // `help --help` asks about help itself, as `help help` does.
        if topic == "--help" || topic == "-h" { topic = "help" }
        guard let text = Help.topic(topic) else {
          let suggestion = Suggestion.nearest(to: topic, in: Help.commands)
          throw UsageError(
            UsageMessages.noHelp(topic, commands: Help.commands, suggestion: suggestion))
        }
        return CommandResult(stdout: text)
      case "--version", "version":
        return CommandResult(stdout: "screenspec \(Help.version)\n")
      default:
        let suggestion = Suggestion.nearest(to: command, in: Help.commands)
        throw UsageError(
          UsageMessages.unknownCommand(command, suggestion: suggestion))
      }
    } catch {
      let topic = error.command ?? (Help.topic(command) != nil ? command : nil)
      let hint = topic.map { "see 'screenspec help \($0)'" } ?? "see 'screenspec help'"
      return CommandResult(stderr: "screenspec: error: \(error.message)\n\(hint)\n", status: 2)
    }
  }
}
