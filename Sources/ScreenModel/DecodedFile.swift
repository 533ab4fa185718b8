import YAMLTree

extension AppLoader {
  /// One file parsed and decoded on its own, before the files of an app are checked against
  /// each other: what ``AppLoader/decode(_:limits:collectTexts:)`` makes and
  /// ``AppLoader/load(decoded:limits:elsewhere:strings:)`` takes.
  public struct DecodedFile: @unchecked Sendable {
    enum Kind { case screen, app, scenario }
    /// The file.
    public let file: SourceFile
    var kind: Kind
    var screen: Screen?
    var settings: AppSettings?
    var scenario: Scenario?
    var context: DecodeContext

    /// The id of the screen a screen file holds (its `id:`, else its file name), even when
    /// the screen has errors; nil for `app.yaml` and scenarios.
    public var screenID: String? {
      kind == .screen ? context.screenID ?? file.baseName : nil
    }

    /// What a screen file names outside itself (a file with errors names what could be
    /// read); nil for `app.yaml` and scenarios.
    public var references: FileReferences? {
      kind == .screen ? FileReferences(context) : nil
    }
  }

  /// Parses and decodes one file on its own. `collectTexts` records its translatable
  /// texts (for ``Result/texts``).
  public static func decode(
    _ file: SourceFile, limits: ParseLimits = .default, collectTexts: Bool = false
  ) -> DecodedFile {
    var context = DecodeContext()
    context.recordsTexts = collectTexts
    let stream = RowStream(
      recordsTexts: collectTexts, capacity: RowStream.capacity(for: file.bytes))
    let parsed = YAMLParser.parse(
      file.bytes, limits: limits, streaming: (RowStream.key, stream.receive), fileSize: file.size)
    context.diagnostics = parsed.diagnostics
    guard let root = parsed.root else {
      return DecodedFile(file: file, kind: file.isAppFile ? .app : .screen, context: context)
    }
    if file.isAppFile {
      let settings = AppDecoder.decode(root, into: &context)
      return DecodedFile(file: file, kind: .app, settings: settings, context: context)
    }
    if Scenario.looksLikeScenario(root) {
      let scenario = ScenarioLoader.decode(root, &context)
      return DecodedFile(
        file: file, kind: .scenario, scenario: context.errorCount == 0 ? scenario : nil,
        context: context)
    }
    let screen = ScreenDecoder.decode(
      root, defaultID: file.baseName, into: &context, streamed: stream)
    return DecodedFile(file: file, kind: .screen, screen: screen, context: context)
  }
}
