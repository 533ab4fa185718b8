import Basics

/// A problem found in a Settings bundle: the file it is in, relative to the bundle
/// (`Root.plist`, `de.lproj/Root.strings`), and where in it.
package struct BundleProblem: Sendable, Equatable, Error {
  /// The file, relative to the bundle folder.
  package var file: String
  /// What and where.
  package var problem: PropertyList.Problem

  /// Creates a problem in a file.
  package init(file: String, _ problem: PropertyList.Problem) {
    self.file = file
    self.problem = problem
  }

  /// Creates a problem in a file from a reader's diagnostic (a String Catalog's, read by
  /// `JSONReader`): at its mark, but a file past the size limit is the whole file's
  /// problem, at no line.
  package init(file: String, _ diagnostic: Diagnostic) {
    let location: PlistLocation =
      diagnostic.exceeded == .fileSize ? .generated : .mark(diagnostic.mark)
    let problem = PropertyList.Problem(
      diagnostic.severity, Diagnostic.Message(diagnostic.code, diagnostic.message), at: location,
      notes: diagnostic.notes)
    self.init(file: file, problem)
  }

  /// Creates an error or warning in a file.
  package init(
    _ severity: Diagnostic.Severity, _ message: Diagnostic.Message, file: String,
    at location: PlistLocation,
    notes: [Diagnostic.Note] = []
  ) {
    self.init(file: file, PropertyList.Problem(severity, message, at: location, notes: notes))
  }

  /// Whether it is an error.
  package var isError: Bool { problem.severity == .error }

  /// The problem as a compiler prints it, with `path` (the file as the user names it):
  /// `Root.plist:41:9: error: …` and the source line, or in a binary plist
  /// `Root.plist: specifier 7: error: …` (`object N` outside a pane's specifiers).
  package func formatted(
    path: String, source: [UInt8], specifierIndex: (Int) -> Int? = { _ in nil }
  )
    -> String
  {
    switch problem.location {
    case .mark(let mark):
      // A note in another file of the bundle names it as the problem's path does.
      let bundle = path.hasSuffix(file) ? String(path.dropLast(file.count)) : ""
      let diagnostic = Diagnostic(
        problem.severity, problem.diagnosticMessage, at: mark, notes: notes(inBundle: bundle))
      return DiagnosticFormatter(path: path, source: source).format(diagnostic)
    case .object(let index):
      let place = specifierIndex(index).map { "specifier \($0)" } ?? "object \(index)"
      return
        "\(VisibleText.escaped(path)): \(place): \(problem.severity.rawValue): \(VisibleText.escaped(problem.message))\n"
        + notesText
    case .generated:
      return
        "\(VisibleText.escaped(path)): \(problem.severity.rawValue): \(VisibleText.escaped(problem.message))\n"
        + notesText
    }
  }

  /// The notes, a note in another file of the bundle with the bundle's path before its
  /// own (`bundle` is the path up to the file's, `Settings.bundle/`, or `""`).
  package func notes(inBundle bundle: String) -> [Diagnostic.Note] {
    problem.notes.map { note in
      var note = note
      if let other = note.path, !bundle.isEmpty { note.path = bundle + other }
      return note
    }
  }

  /// The notes of a problem that has no line to show, one `note:` line each.
  private var notesText: String {
    problem.notes.map { "note: \(VisibleText.escaped($0.message))\n" }.joined()
  }
}
