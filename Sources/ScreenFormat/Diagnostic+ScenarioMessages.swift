import Basics

/// The messages about scenario files: their steps and their `app`, side by side.
extension Messages {
  static func stepAsMapping(_ verb: String, _ written: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidStep,
      "a step is written as on the command line, not as a mapping ('\(verb):'): write '- \(written)'"
    )
  }
  /// A step that is not an action, in the action parser's words.
  static func invalidStep(_ reason: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidStep, reason)
  }
  // A scenario's `app` key.
  package static func scenarioAppMissing(_ app: String, suggestion: String? = nil)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .invalidScenarioApp,
      "'app' names '\(app)', which does not exist; it is a screen file or app folder, relative to the scenario file\(Suggestion.didYouMean(suggestion))"
    )
  }
  package static func scenarioAppAbsolute(_ app: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidScenarioApp,
      "'app' names '\(app)', an absolute path; name the app relative to the scenario file, inside the repository"
    )
  }
  package static func scenarioAppOutside(_ app: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidScenarioApp,
      "'app' names '\(app)', which leaves the repository (the folder holding '.git' or 'Package.swift'); a scenario drives an app of its own repository"
    )
  }
  package static func scenarioAppOutsideFolder(_ app: String, _ folder: String)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .invalidScenarioApp,
      "'app' names '\(app)', which leaves '\(folder)', the folder a scenario may read here (no folder above it holds '.git' or 'Package.swift', so it is the one the command ran in); run the command from a folder that holds the app too, or mark the project's top with '.git' or 'Package.swift'"
    )
  }
  package static func scenarioAppNotYAML(_ app: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidScenarioApp,
      "'app' names '\(app)', which is not a '.yaml' or '.yml' file; it was not read")
  }
  package static let linkLeavesApp =
    "it is a symbolic link that leads out of the app folder; it was not followed"
  package static func scenarioAppIsScenario(_ app: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidScenarioApp,
      "'app' names '\(app)', which is a scenario; name a screen file or an app folder")
  }
  package static func scenarioAppEmpty(_ app: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidScenarioApp, "'app' names '\(app)', a folder with no screen files")
  }
  package static func scenarioAppUnreadable(_ app: String, _ reason: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidScenarioApp, "'app' names '\(app)', which cannot be read: \(reason)")
  }
}
