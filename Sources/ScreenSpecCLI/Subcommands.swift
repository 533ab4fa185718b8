/// One `screenspec` subcommand: its name, its help, and what runs it.
struct Subcommand: Sendable {
  /// The name typed after `screenspec`.
  let name: String
  /// What `screenspec help NAME` and `screenspec NAME --help` print; made when asked for
  /// (a help built from the flags' cases costs every run that never prints it).
  let help: @Sendable () -> String
  /// Runs it with the words after its name.
  let run: @Sendable (ArraySlice<String>, Environment) throws(UsageError) -> CommandResult
  /// Whether it reads or writes many files on every core (a folder's snapshots, a bundle),
  /// so that the environment readies them first (``Environment/beforeSharedWork``); `check`
  /// asks for it itself when it checks a folder. Not `lsp` nor `watch`: they run for hours,
  /// where memory held counts for more than a start 10 % sooner.
  var sharesWork = false
}

/// Every subcommand, in one list: the dispatch, `help`'s topics and the suggestions for a
/// mistyped name all read it.
enum Subcommands {
  static let all: [Subcommand] = [
    Subcommand(name: "check", help: { Help.check }, run: CheckCommand.run),
    Subcommand(name: "render", help: { Help.render }, run: RenderCommand.run),
    Subcommand(
      name: "snapshot", help: { Help.snapshot }, run: SnapshotCommand.run, sharesWork: true),
    Subcommand(
      name: "merge-reports", help: { Help.mergeReports }, run: MergeReportsCommand.run,
      sharesWork: true),
    Subcommand(name: "gallery", help: { Help.gallery }, run: GalleryCommand.run, sharesWork: true),
    Subcommand(name: "import", help: { Help.importHelp }, run: ImportCommand.run, sharesWork: true),
    Subcommand(name: "export", help: { Help.exportHelp }, run: ExportCommand.run, sharesWork: true),
    Subcommand(name: "schema", help: { Help.schema }) { words, _ throws(UsageError) in
      try SchemaCommand.run(words)
    },
    Subcommand(name: "watch", help: { Help.watch }, run: WatchCommand.run),
    Subcommand(name: "play", help: { Help.play }, run: PlayCommand.run),
    Subcommand(name: "lsp", help: { Help.lsp }, run: LSPCommand.run),
  ]

  /// Every name `help` knows: each subcommand's, and `help`.
  static let names = all.map(\.name) + ["help"]

  /// The subcommand named `name`.
  static func named(_ name: String) -> Subcommand? { all.first { $0.name == name } }

  /// The help of a topic: a subcommand, or `help` itself.
  static func help(_ topic: String) -> String? {
    topic == "help" ? Help.help : named(topic)?.help()
  }
}
