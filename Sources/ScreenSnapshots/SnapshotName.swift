import Basics
import ScreenFormat
import ScreenModel

/// A snapshot's name, made in one place: what is drawn (a screen id, or
/// `<scenario>.scenario`), the variant it is drawn for, and the format. `home@pad@de` is the
/// home screen's text on an iPad in German, `home.voiceover.snap` its transcript, and
/// `home@dark.svg` its picture in dark mode.
package struct SnapshotName: Sendable, Hashable {
  /// A screen id, or a scenario file's base name followed by `.scenario`.
  package var base: String
  /// What it is drawn for.
  package var variant: Variant
  /// What it is drawn as.
  package var format: OutputFormat

  /// Creates a name.
  package init(_ base: String, variant: Variant = Variant(), format: OutputFormat = .text) {
    self.base = base
    self.variant = variant
    self.format = format
  }

  /// The name a case and a report know it by: base, variant, then the format's suffix.
  package var text: String { base + variant.nameSuffix + format.nameSuffix }

  /// The reference file's path in `directory` (`home@de.snap`, `home.svg`).
  package func reference(in directory: String) -> String {
    FolderPath.join(directory, text + format.referenceSuffix)
  }

  /// The pending file's path in `directory` (`home@de.snap.new`, `home.svg.new`).
  package func pending(in directory: String) -> String {
    FolderPath.join(directory, text + format.pendingSuffix)
  }
}
