import LanguageServer
import OperatingSystem
import ScreenFiles

/// `screenspec lsp`: the language server over standard input and output. Only messages are
/// written to standard output; anything else goes to standard error.
enum LSPCommand {
  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let arguments = try Arguments(words, options: [], command: "lsp")
    if arguments.help { return CommandResult(stdout: Help.lsp) }
    guard arguments.positionals.isEmpty else {
      throw UsageError(UsageMessages.lspTakesNoPath, command: "lsp")
    }
    let output = StandardStreams.takeStandardOutput()
    var server = LanguageServer(files: DiskFiles())
    let status = MessageLoop.serve(
      &server, read: StandardStreams.readInput,
      available: {
        guard let bytes = StandardStreams.availableInput() else { return .ended }
        return bytes.isEmpty ? .nothing : .bytes(bytes)
      },
      write: { Terminal.write(String(decoding: $0, as: UTF8.self), to: output) })
    return CommandResult(status: status)
  }
}
