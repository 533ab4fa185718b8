import ScreenBehavior
import ScreenDrawing
import ScreenFormat
import ScreenModel

extension SnapshotSuite {
  /// How one run draws its cases: the width and glyphs, the variant (device, host, locale,
  /// appearance, text size) and the format. A scenario's own `width`, `ascii`, device,
  /// locale, appearance and text size win over them.
  package struct Drawing: Equatable, Sendable {
    /// A text drawing's width (default 40).
    package var width = 40
    /// Whether the width was chosen (else a scenario's own width, or 40).
    package var widthGiven = false
    /// Whether text is drawn with ASCII only.
    package var ascii = false
    /// What the cases are drawn for.
    package var variant = Variant()
    /// What the cases are drawn as.
    package var format: OutputFormat = .text
    /// The folder of every reference, in place of the `__snapshots__` beside the sources.
    package var snapshots: String?

    /// Creates a drawing; what is not given is the default.
    package init(
      width: Int = 40, widthGiven: Bool = false, ascii: Bool = false, variant: Variant = Variant(),
      format: OutputFormat = .text, snapshots: String? = nil
    ) {
      self.width = width
      self.widthGiven = widthGiven
      self.ascii = ascii
      self.variant = variant
      self.format = format
      self.snapshots = snapshots
    }

    /// The options a screen is drawn with (its device, host and locale are its session's).
    var options: DrawingOptions {
      DrawingOptions(
        width: width, ascii: ascii, appearance: variant.appearance, textSize: variant.textSize)
    }

    /// The name of `base` drawn this way, in `variant` (this drawing's own by default).
    func name(_ base: String, in variant: Variant? = nil) -> SnapshotName {
      SnapshotName(base, variant: variant ?? self.variant, format: format)
    }

    /// This drawing with what a declared variant names.
    func applying(_ declared: SnapshotVariant) -> Drawing {
      var drawing = self
      drawing.variant = variant.applying(declared)
      if let format = declared.format { drawing.format = format }
      return drawing
    }
  }

  /// How the suite words what it cannot draw: the tool's wording (which caps a case's
  /// diagnostics and says how to show them all) is given by the shell.
  package struct Wording {
    /// A failed case's text, from the diagnostics of the files that stop it.
    package var failure: ([FileDiagnostics]) -> String
    /// A screen that cannot start (not in the app).
    package var cannotStart: (ActionError) -> String

    /// Creates a wording; by default every diagnostic as a compiler prints it.
    package init(
      failure: @escaping ([FileDiagnostics]) -> String = { $0.map(\.formatted).joined() },
      cannotStart: @escaping (ActionError) -> String = { "error: \($0)\n" }
    ) {
      self.failure = failure
      self.cannotStart = cannotStart
    }
  }

  /// Why a suite cannot be made: each is a usage error of the run.
  package enum Problem: Error, Equatable {
    /// A screen file of a folder that failed to load cannot be read.
    case load(LoadProblem)
    /// The locale names no strings table of the app.
    case locale(LocaleProblem)
    /// Two PATHs' cases would share a reference file: its display name, then the folders
    /// of the two PATHs.
    case sharedReference(String, String, String)
    /// The PATH holds no screen and no scenario: a run of it would pass, checking nothing.
    case nothingToSnapshot(String)
  }
}
