import Basics
import ScreenFormat
import ScreenModel
import SwiftUIExport

extension SwiftUIProblem {
  /// Where the problem is told: the file of the app (`app.yaml`) or of its screen, and the
  /// mark of its key there (``SourceTree/mark(section:row:key:)``). Nil when that file was
  /// not read (an app without `app.yaml`): the problem is the app's, at no line.
  package func place(in app: App) -> (path: String, mark: Mark)? {
    let inApp = screen == Self.appFile
    guard let source = inApp ? app.source : app.screen(screen)?.source else { return nil }
    return (source.path, source.mark(section: section, row: row, key: key))
  }
}

extension SwiftUIProblem {
  /// The problem as the compiler prints it: an error (`no-swiftui-form`) at its key
  /// (``place(in:)``), quoting the line from `sources` (by path: the files the load read,
  /// not read again). Nil when it has no place, the app's at no line.
  package func printed(in app: App, sources: [String: [UInt8]]) -> String? {
    guard let place = place(in: app) else { return nil }
    let diagnostic = Diagnostic(.error, Diagnostic.Message(.noSwiftUIForm, message), at: place.mark)
    return DiagnosticFormatter(path: place.path, source: sources[place.path] ?? [])
      .format(diagnostic)
  }
}
