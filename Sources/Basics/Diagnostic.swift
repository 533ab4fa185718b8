/// A problem found in a source file, located by a mark, with optional notes.
///
/// Diagnostics carry no path; ``DiagnosticFormatter`` adds it when printing.
public struct Diagnostic: Sendable, Equatable, Error {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Equatable {
    /// The file is invalid.
    case error
    /// The file is valid, but something in it is probably not what was meant.
    case warning
  }

  /// A secondary location that explains a diagnostic, such as the first of two duplicate keys.
  public struct Note: Sendable, Equatable {
    /// The note's text: lowercase, no trailing period.
    public var message: String
    /// Where the note points, if anywhere.
    public var mark: Mark?
    /// The file the note points into, when it is not the diagnostic's own (a control in a
    /// screen file explaining an error in `app.yaml`).
    public var path: String?

    /// Creates a note.
    public init(_ message: String, at mark: Mark? = nil, in path: String? = nil) {
      self.message = message
      self.mark = mark
      self.path = path
    }
  }

  /// Error or warning.
  public var severity: Severity
  /// The kind of problem: a stable name (`unknown-key`) a tool can match on, where the
  /// message's words may change.
  public var code: DiagnosticCode
  /// The message: lowercase, no trailing period, names in single quotes.
  public var message: String
  /// Where the problem is.
  public var mark: Mark
  /// Notes that explain the problem.
  public var notes: [Note]
  /// The limit the file went past, when that is the problem (a fact of the ``code``): a tool
  /// that lets its user raise the limit says how in a note of its own.
  package var exceeded: ExceededLimit? { code.exceededLimit }
  /// Whether this error is a mistake Settings shows without a word (a stored value that
  /// is none of its picker's, two pickers of one key that disagree): the screen is still
  /// drawn, as Settings draws it, and the error still fails the command. It follows from
  /// the ``code`` (``DiagnosticCode/isPreviewable``); a Settings bundle's import also marks
  /// every error of a bundle it made an app of, whatever its code.
  package var previewable: Bool
  /// The change that makes what the diagnostic suggests, when it suggests one: `check
  /// --fix` and an editor's quick fix both make it.
  package var fix: Fix?

  /// Whether this diagnostic keeps a screen from being drawn: an error that is not
  /// ``previewable``.
  package var stopsDrawing: Bool { severity == .error && !previewable }

  /// Creates a diagnostic.
  public init(
    _ severity: Severity = .error, _ message: Message, at mark: Mark, notes: [Note] = []
  ) {
    self.severity = severity
    self.code = message.code
    self.message = message.text
    self.mark = mark
    self.notes = notes
    self.previewable = message.code.isPreviewable
  }

  /// Tells this diagnostic with another message, its kind and its words, where it is.
  package mutating func reword(_ message: Message) {
    code = message.code
    self.message = message.text
    previewable = message.code.isPreviewable
  }

  /// This diagnostic with a fix (none when `fix` is nil).
  package func fixed(by fix: Fix?) -> Diagnostic {
    var copy = self
    copy.fix = fix
    return copy
  }

  /// Creates an error.
  public static func error(_ message: Message, at mark: Mark, notes: [Note] = []) -> Diagnostic {
    Diagnostic(.error, message, at: mark, notes: notes)
  }

  /// Creates a warning.
  public static func warning(_ message: Message, at mark: Mark, notes: [Note] = [])
    -> Diagnostic
  {
    Diagnostic(.warning, message, at: mark, notes: notes)
  }
}
