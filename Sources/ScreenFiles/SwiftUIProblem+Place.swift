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
