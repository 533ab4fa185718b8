import Basics
import ScreenModel

extension AppAssembler.Result {
  /// A warning at each screen text that a locale does not translate (`check --locale`),
  /// one report per screen file. A text that only interpolates (`{weightClass}`) has
  /// nothing to translate. Needs the texts recorded (``AppReader/collectTexts``).
  package func untranslated(in localisation: Localisation) -> [FileDiagnostics] {
    texts.compactMap { file, texts in
      let scoped = localisation.scoped(toTable: screenTables[file.path])
      let warnings = texts.filter {
        Self.hasWords($0.source) && !scoped.hasTranslation($0.source)
      }
      .map {
        Diagnostic.warning(Messages.untranslated($0.source, localisation.locale), at: $0.mark)
      }
      return warnings.isEmpty ? nil : FileDiagnostics(file: file, diagnostics: warnings)
    }
  }

  /// Whether a text has letters outside its `{…}`.
  static func hasWords(_ text: String) -> Bool {
    var depth = 0
    for character in text {
      if character == "{" {
        depth += 1
      } else if character == "}" {
        depth = max(0, depth - 1)
      } else if depth == 0, character.isLetter {
        return true
      }
    }
    return false
  }
}
