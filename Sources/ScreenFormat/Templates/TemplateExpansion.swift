import Basics
import ScreenModel
import YAMLTree

/// Template expansion for readers of screen files outside the loader (`export` reads the
/// screens' trees to say what Settings cannot hold): the same expansion the loader does,
/// and where each copied mark came from.
package enum TemplateExpansion {
  /// A screen file's tree with its templates expanded. A use that cannot be expanded is
  /// left out (the loader reports it).
  package static func expand(
    _ root: Node, path: String, templates: TemplateLibrary, limits: ParseLimits = .default
  ) -> (root: Node, origins: TemplateOrigins) {
    let expander = TemplateExpander(library: templates, path: path, limits: limits)
    return (expander.expandScreen(root), expander.origins)
  }

  /// A diagnostic at a copied mark moved to its template, with a note at each use that led
  /// there; nil for one at a real mark.
  package static func placed(_ diagnostic: Diagnostic, origins: TemplateOrigins) -> (
    path: String, diagnostic: Diagnostic
  )? {
    guard let origin = origins.origin(of: diagnostic.mark) else { return nil }
    var moved = diagnostic
    moved.mark = origin.mark
    moved.notes += origin.uses.map {
      Diagnostic.Note(Messages.templateUsedHere($0.template), at: $0.mark, in: $0.path)
    }
    return (origin.path, moved)
  }
}
