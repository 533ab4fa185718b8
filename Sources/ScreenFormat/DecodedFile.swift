import Basics
import ScreenModel
import YAMLTree

extension AppAssembler {
  /// One file parsed and decoded on its own, before the files of an app are checked against
  /// each other: what ``AppAssembler/decode(_:limits:collectTexts:pipelined:)`` makes and
  /// ``AppAssembler/load(decoded:limits:elsewhere:strings:otherIDs:)`` takes.
  package struct DecodedFile: @unchecked Sendable {
    enum Kind { case screen, app, scenario }
    /// The file.
    package let file: SourceFile
    var kind: Kind
    /// What the file decoded to: one slot for the three kinds, so that each of a folder's
    /// ten thousand files holds the size of a screen, not of a screen, a scenario and the
    /// app's settings side by side.
    private var decoded: Decoded
    var context: DecodeContext
    /// Where the nodes templates put into the screen came from.
    var origins = TemplateOrigins()
    /// The templates the screen uses, directly or through others.
    package var templatesUsed: Set<String> = []
    /// Whether decoding asked the template library for a template (so its decode depends on
    /// what the templates hold).
    package var consultedTemplates = false
    /// The id of the screen a screen file holds (its `id:`, else its file name), even when
    /// the screen has errors; nil for `app.yaml` and scenarios. Stored: a folder's loader
    /// asks it of every file.
    package let screenID: String?
    /// What the file's snapshot name alone tells, found as it was decoded.
    let snapshotNameFacts: SnapshotNameFacts

    init(
      _ file: SourceFile, _ kind: Kind, _ context: DecodeContext, screen: Screen? = nil,
      settings: AppSettings? = nil, scenario: Scenario? = nil,
      origins: TemplateOrigins = TemplateOrigins(), templatesUsed: Set<String> = []
    ) {
      self.origins = origins
      self.templatesUsed = templatesUsed
      self.file = file
      self.kind = kind
      self.context = context
      decoded =
        if let screen {
          .screen(screen)
        } else if let settings {
          .app(settings)
        } else if let scenario {
          .scenario(scenario)
        } else {
          .none
        }
      let screenID = kind == .screen ? context.screenID ?? file.baseName : nil
      self.screenID = screenID
      snapshotNameFacts = AppAssembler.snapshotNameFacts(
        kind, screenID, file, into: &self.context)
    }

    /// The screen a screen file decoded to.
    var screen: Screen? {
      if case .screen(let screen) = decoded { screen } else { nil }
    }

    /// The settings `app.yaml` decoded to.
    var settings: AppSettings? {
      if case .app(let settings) = decoded { settings } else { nil }
    }

    /// The scenario a scenario file decoded to.
    var scenario: Scenario? {
      if case .scenario(let scenario) = decoded { scenario } else { nil }
    }

    /// Takes the screen out of the file, leaving none, without copying it.
    mutating func takeScreen() -> Screen? {
      var taken = Decoded.none
      swap(&taken, &decoded)
      switch consume taken {
      case .screen(let screen): return screen
      case let other:
        decoded = other
        return nil
      }
    }

    /// The id of the screen, when the screen decoded. Read through this property, an
    /// element of an array of files is not copied (`files[i].screen?.id` copies the whole
    /// file).
    var decodedScreenID: String? {
      if case .screen(let screen) = decoded { screen.id } else { nil }
    }

    /// Whether the file has an error of its own (before it is checked against others).
    package var hasErrors: Bool { context.errorCount > 0 }

    /// For `app.yaml`: the screen its `start` names, if any.
    package var startScreenID: String? { settings?.start?.id }

    /// What a screen file names outside itself (a file with errors names what could be
    /// read); nil for `app.yaml` and scenarios.
    package var reach: FileReach? {
      kind == .screen ? FileReach(context) : nil
    }
  }

  /// What one file decoded to (``DecodedFile``'s one slot).
  private enum Decoded {
    case none
    case screen(Screen)
    case app(AppSettings)
    case scenario(Scenario)
  }

  /// Parses and decodes one file on its own. `collectTexts` records its translatable
  /// texts (for ``Result/texts``); `pipelined` lets a large file parse on two threads
  /// (``YAMLParser/pipelineThreshold``).
  package static func decode(
    _ file: SourceFile, limits: ParseLimits = .default, collectTexts: Bool = false,
    pipelined: Bool = true
  ) -> DecodedFile {
    decode(file, limits: limits, collectTexts: collectTexts, pipelined: pipelined, templates: nil)
  }

  /// Parses and decodes one file, expanding the templates of `templates` that it uses.
  /// `keepsSource` keeps its tree in the screen or app (``SourceTree``).
  package static func decode(
    _ file: SourceFile, limits: ParseLimits = .default, collectTexts: Bool = false,
    pipelined: Bool = true, templates: TemplateLibrary?, keepsSource: Bool = false
  ) -> DecodedFile {
    decode(
      file, limits: limits, collectTexts: collectTexts, pipelined: pipelined,
      templates: templates, keepsSource: keepsSource, keeping: nil)
  }

  /// Parses and decodes one file; for `app.yaml`, `keeping` is given its parse and its
  /// state's decode (``AppFileBase``).
  static func decode(
    _ file: SourceFile, limits: ParseLimits, collectTexts: Bool, pipelined: Bool,
    templates: TemplateLibrary?, keepsSource: Bool,
    keeping: ((YAMLParser.Result, StateDecode?) -> Void)?
  ) -> DecodedFile {
    var context = DecodeContext()
    if let reason = file.unreadable {
      context.error(Messages.unreadableFile(reason), at: .start)
      return DecodedFile(file, file.isAppFile ? .app : .screen, context)
    }
    context.recordsTexts = collectTexts
    context.fileBytes = file.bytes
    let stream = RowStream(
      recordsTexts: collectTexts, fileBytes: file.bytes,
      capacity: RowStream.capacity(for: file.bytes))
    let expander =
      file.isAppFile
      ? nil : TemplateExpander(library: templates ?? .empty, path: file.path, limits: limits)
    stream.expander = expander
    // A kept tree holds every row: nothing is streamed past it.
    let parsed = YAMLParser.parse(
      file.bytes, limits: limits,
      streaming: keepsSource ? nil : (RowStream.key, stream.receive), fileSize: file.size,
      pipelineThreshold: pipelined ? YAMLParser.pipelineThreshold : .max)
    context.diagnostics = parsed.diagnostics
    guard let root = parsed.root else {
      return DecodedFile(file, file.isAppFile ? .app : .screen, context)
    }
    if file.isAppFile {
      var state: StateDecode?
      var settings = AppFileDecoder.decode(root, into: &context, state: &state)
      keeping?(parsed, state)
      if keepsSource {
        settings?.source = SourceTree(path: file.path, root: root)
      }
      return DecodedFile(file, .app, context, settings: settings)
    }
    if Scenario.looksLikeScenario(root) {
      let scenario = ScenarioLoader.decode(root, &context)
      return DecodedFile(
        file, .scenario, context, scenario: context.errorCount == 0 ? scenario : nil)
    }
    guard let expander else {
      var screen = ScreenDecoder.decode(
        root, defaultID: file.baseName, into: &context, streamed: stream)
      if keepsSource { screen?.source = SourceTree(path: file.path, root: root) }
      screen?.importNote = ImportComment.note(in: file.bytes)
      return DecodedFile(file, .screen, context, screen: screen)
    }
    let expanded = expander.expandScreen(root)
    context.diagnostics += expander.diagnostics
    var screen =
      expander.screenTemplateFailed
      ? nil
      : ScreenDecoder.decode(expanded, defaultID: file.baseName, into: &context, streamed: stream)
    // A problem in a template fails the screen, though it is reported in the template.
    if expander.diagnostics.contains(where: { $0.severity == .error }) { screen = nil }
    if keepsSource {
      screen?.source = SourceTree(
        path: file.path, root: expanded, origins: expander.origins)
    }
    screen?.importNote = ImportComment.note(in: file.bytes)
    var decoded = DecodedFile(
      file, .screen, context, screen: screen, origins: expander.origins,
      templatesUsed: expander.used)
    decoded.consultedTemplates = expander.consulted
    return decoded
  }
}
