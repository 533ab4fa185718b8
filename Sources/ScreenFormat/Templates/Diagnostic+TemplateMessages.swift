import Basics
import ScreenModel

/// The messages about templates (`templates/NAME.yaml`, `- use:`, `template:`), side by side.
extension Messages {
  static let templateExpected =
    "a template (a mapping with 'parameters' and one of 'rows', 'section', 'sections' or 'screen')"
  static let templateNoBody = Diagnostic.Message(
    .noContent,
    "a template needs one of 'rows', 'section', 'sections' or 'screen'")
  static func templateTwoBodies(_ second: String, _ first: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .conflictingKeys,
      "a template has one of 'rows', 'section', 'sections' or 'screen'; '\(second)' comes after '\(first)'"
    )
  }
  static let parameterName = Diagnostic.Message(
    .invalidName,
    "a parameter is a name without spaces, braces or '.' (used as '{name}' in the template)")
  static func duplicateParameter(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(.duplicateParameter, "parameter '\(name)' is declared twice")
  }
  static let firstParameter = "first declared here"
  static func parameterShadowsState(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .shadowedName,
      "parameter '\(name)' is named like a state key in app.yaml, so '{\(name)}' could mean either; rename the parameter"
    )
  }
  static let stateKeyHere = "the state key"
  static func unknownTemplate(_ name: String, suggestion: String?) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownTemplate, "unknown template '\(name)'" + Suggestion.didYouMean(suggestion))
  }
  static let templatesFolder = "templates are the files of the app folder's 'templates/' folder"
  static func unknownParameter(_ name: String, template: String, suggestion: String?)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .unknownParameter,
      "template '\(template)' has no parameter '\(name)'" + Suggestion.didYouMean(suggestion))
  }
  /// The note at a template's `parameters`: "its parameters are 'title' and 'key'".
  static func templateParameters(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    switch quoted.count {
    case 0: return "it declares no parameters"
    case 1: return "its one parameter is " + quoted[0]
    default:
      return "its parameters are " + quoted.dropLast().joined(separator: ", ") + " and "
        + (quoted.last ?? "")
    }
  }
  static func missingParameters(_ names: [String], template: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .missingParameter,
      "template '\(template)' needs "
        + (names.count == 1 ? "parameter " : "parameters ") + quoted(names) + " in 'with'")
  }
  static func templateKind(_ name: String, gives: String, wanted: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .templateKindMismatch, "template '\(name)' gives \(gives), but \(wanted) belong here")
  }
  static func templateCycle(_ chain: [String]) -> Diagnostic.Message {
    Diagnostic.Message(
      .templateCycle,
      "template '\(chain.last ?? "")' uses itself: "
        + chain.map { "'\($0)'" }.joined(separator: " → "))
  }
  static func templateUsedHere(_ name: String) -> String { "in template '\(name)' used here" }
  static func moreUses(_ count: Int) -> String {
    "and \(count) more \(count == 1 ? "use" : "uses") of the template"
  }
  static func cycleStep(_ name: String) -> String { "'\(name)' is used here" }
  static let useKeys = "a 'use' item has only 'use' and 'with'"
  static let withNeedsTemplate = Diagnostic.Message(
    .requiresKey, "'with' gives a template's parameters; set 'template' too")
  static let withExpected = "a mapping of parameter values (with: {name: value})"
  static func parameterNotText(_ name: String, _ found: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .wrongType,
      "parameter '\(name)' is \(found); only a value that is all '{\(name)}' can take one")
  }
  static func templateExpansionLimit(_ limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .templateExpansionLimit,
      "templates expand to more than \(limit) nodes in this file (the template expansion limit)")
  }
  static func unusedTemplate(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(.unusedTemplate, "template '\(name)' is used by no screen")
  }
}
