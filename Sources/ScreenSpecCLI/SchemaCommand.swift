import ScreenFormat
import ScreenModel

/// `screenspec schema [screen|app|scenario|strings|template]`: prints the JSON Schema
/// (draft 2020-12) of a file kind, which the model builds from the field tables the decoders
/// read their keys from (``FormatSchema``).
enum SchemaCommand {
  static func run(_ words: ArraySlice<String>) throws(UsageError) -> CommandResult {
    let arguments = try Arguments(words, options: [], command: "schema")
    if arguments.help { return CommandResult(stdout: Help.schema) }
    guard arguments.positionals.count <= 1,
      let role = FileRole(rawValue: arguments.positionals.first ?? FileRole.screen.rawValue)
    else {
      throw UsageError(UsageMessages.schemaTopic, command: "schema")
    }
    return CommandResult(stdout: FormatSchema.of(role).text + "\n")
  }
}
