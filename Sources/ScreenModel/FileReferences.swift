import YAMLTree

/// What one screen file names outside itself: the screens it pushes and the state keys it
/// reads or writes. The command line follows these to load only what a screen reaches.
public struct FileReferences: Sendable, Equatable {
  /// The ids of the screens its rows push.
  public var pushes: [String]
  /// The top-level state keys it uses: interpolates, binds, sets, tests or lists.
  public var stateKeys: Set<String>
  /// The state keys it binds (a control or picker), sets (a button, a list that is
  /// edited) or tests (a condition): a screen that uses one of those keys reaches this file.
  public var boundKeys: Set<String>

  /// The keys by which a screen binds, sets or tests state; a file without any of these
  /// words does none of it, so it need not be parsed to find out.
  public static let bindingWords = [
    "bind", "toggle", "textField", "slider", "stepper", "sets", "visibleIf", "enabledIf",
    "rowsFrom",
  ]

  /// Parses and decodes a screen file on its own and lists what it names; nil for a file
  /// that is not a screen (`app.yaml`, a scenario). A file with errors names what could
  /// be read.
  public static func of(_ file: SourceFile, limits: ParseLimits = .default) -> FileReferences? {
    guard !file.isAppFile else { return nil }
    var context = DecodeContext()
    let stream = RowStream()
    let parsed = YAMLParser.parse(
      file.bytes, limits: limits, streaming: (RowStream.key, stream.receive), fileSize: file.size)
    guard let root = parsed.root else {
      return FileReferences(pushes: [], stateKeys: [], boundKeys: [])
    }
    if Scenario.looksLikeScenario(root) { return nil }
    _ = ScreenDecoder.decode(root, defaultID: file.baseName, into: &context, streamed: stream)
    let paths =
      context.binds.map(\.path) + context.bindings.map(\.path) + context.writes.map(\.path)
      + context.conditions.map(\.path) + context.lists.map(\.path)
    let bound = Set(paths.compactMap(\.first))
    return FileReferences(
      pushes: (context.pushes + context.countedScreens).map { $0.path.joined() },
      stateKeys: Set(context.stateReferences.compactMap(\.path.first)).union(bound),
      boundKeys: bound)
  }
}
