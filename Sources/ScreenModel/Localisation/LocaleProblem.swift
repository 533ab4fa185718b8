import Basics

/// Why a screen cannot be drawn in a locale: the name is no locale, or the app has no strings
/// table for it. The one wording of both, whoever asks (`--locale`, a scenario's `locale:`,
/// a snapshot variant's, the library).
public enum LocaleProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name is not a locale code or `pseudo`.
  case notALocale(String)
  /// The app has no strings table for the locale or its language.
  case noStringsTable(String)

  /// What is wrong, lowercase.
  public var description: String { message.text }

  /// What is wrong, as a diagnostic says it.
  package var message: Diagnostic.Message {
    switch self {
    case .notALocale(let name): Messages.notALocale(name)
    case .noStringsTable(let locale): Messages.noStringsTable(locale)
    }
  }
}

extension App {
  /// The one resolution of a locale for drawing: `pseudo`, the locale's table, else its
  /// language's; a name that is no locale, or one with no table, is the problem that says so.
  package func localisation(resolving locale: String) throws(LocaleProblem) -> Localisation {
    guard Localisation.isLocaleName(locale) else { throw .notALocale(locale) }
    guard let found = localisation(for: locale) else { throw .noStringsTable(locale) }
    return found
  }
}
