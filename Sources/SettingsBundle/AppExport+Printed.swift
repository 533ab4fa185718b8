import Basics

extension AppExport.Problem {
  /// Export's problems as the compiler prints them, each at its file of the app, quoting
  /// the file's bytes from `sources` (by path: the files the load read, not read again).
  package static func printed(_ problems: [Self], sources: [String: [UInt8]]) -> String {
    // In each file's order of lines and columns, the files in the order first met.
    var first: [String: Int] = [:]
    for (index, problem) in problems.enumerated() where first[problem.path] == nil {
      first[problem.path] = index
    }
    func place(_ item: (offset: Int, element: Self)) -> (Int, Int, Int, Int) {
      let mark = item.element.diagnostic.mark
      return (first[item.element.path] ?? 0, mark.line, mark.column, item.offset)
    }
    return problems.enumerated().sorted { place($0) < place($1) }.map(\.element).map { problem in
      DiagnosticFormatter(path: problem.path, source: sources[problem.path] ?? [])
        .format(problem.diagnostic)
    }.joined()
  }
}
