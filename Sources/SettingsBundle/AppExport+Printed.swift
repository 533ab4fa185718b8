import Basics

extension AppExport.Problem {
  /// Export's problems as the compiler prints them, each at its file of the app, quoting
  /// the file's bytes from `sources` (by path: the files the load read, not read again).
  package static func printed(_ problems: [Self], sources: [String: [UInt8]]) -> String {
    problems.map { problem in
      DiagnosticFormatter(path: problem.path, source: sources[problem.path] ?? [])
        .format(problem.diagnostic)
    }.joined()
  }
}
