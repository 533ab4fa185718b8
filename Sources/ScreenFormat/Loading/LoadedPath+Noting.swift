import Basics

extension FileDiagnostics {
  /// The file's diagnostics, each passed through `note`.
  package func noting(_ note: (Diagnostic) -> Diagnostic) -> FileDiagnostics {
    FileDiagnostics(file: file, diagnostics: diagnostics.map(note))
  }
}

extension LoadedPath {
  /// What the PATH loaded to with every diagnostic (its app's or scenario's, and each of its
  /// scenarios' with their apps') passed through `note`: how a shell adds what its user can
  /// do about one (raise a limit from the command line) that the loader knows nothing of.
  package func noting(_ note: (Diagnostic) -> Diagnostic) -> LoadedPath {
    var noted = self
    switch kind {
    case .app(var result, let screenID):
      result.reports = result.reports.map { $0.noting(note) }
      noted.kind = .app(result, screenID: screenID)
    case .scenario(let scenario):
      noted.kind = .scenario(scenario.noting(note))
    }
    noted.scenarios = scenarios.map { $0.noting(note) }
    return noted
  }
}

extension LoadedScenario {
  /// The scenario's diagnostics and its app's load's, each passed through `note`.
  package func noting(_ note: (Diagnostic) -> Diagnostic) -> LoadedScenario {
    var noted = self
    noted.diagnostics = diagnostics.map(note)
    noted.app?.reports = app?.reports.map { $0.noting(note) } ?? []
    return noted
  }
}
