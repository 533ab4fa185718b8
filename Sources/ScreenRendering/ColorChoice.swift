/// When text is drawn with ANSI colour (`render --color`).
package enum ColorChoice: String, Sendable, CaseIterable {
  /// Colour a terminal, unless `NO_COLOR` is set to something (the no-color.org rule).
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never

  /// Whether text is coloured, for output that goes to a terminal or not (`terminal`),
  /// in `environment`.
  package func colors(terminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto: terminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }
}
