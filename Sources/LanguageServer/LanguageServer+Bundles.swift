import Basics
import ScreenFormat
import ScreenModel

extension LanguageServer {
  /// A reader of `workspace` with `check`'s settings and what is kept across messages.
  func reader(_ workspace: Workspace) -> AppReader {
    // Without a watcher, a folder is indexed while the client is silent after its first
    // check (``checkDisk(_:)``), or by the next check: the first walks it, so the first
    // diagnostics come as soon as without an index.
    let walked = self.walked
    let indexed = kept.watched || stamped
    return DiagnosticsReport.reader(workspace.files) { settings in
      settings.decodeCache = decodes
      settings.siblingIndex = indexed ? siblings : nil
      settings.keptLoads = indexed ? loads : nil
      settings.buildsSiblingIndex = kept.watched ? { _ in true } : { walked.contains($0) }
    }
  }

  /// The diagnostics of an open plist or `.strings` file: what `check BUNDLE` says of it
  /// (``DiagnosticsReport/bundleCheck(_:files:)``). Nil when they cannot have changed since
  /// they were published: no document of its bundle changed (`always`), nor the disk, so a
  /// keystroke in a screen does not import the bundle again.
  mutating func bundleDiagnostics(
    _ path: String, always: Set<String>, _ files: any FileAccess
  ) -> [Diagnostic]? {
    let bundle = DiagnosticsReport.bundle(holding: path, files: files)
    guard
      published[path] == nil || diskChanged
        || always.contains(where: {
          $0 == path || DiagnosticsReport.bundle(holding: $0, files: files) == bundle
        })
    else { return nil }
    if bundle != nil { bundlesChecked += 1 }
    return DiagnosticsReport.bundleCheck(path, files: files)
  }
}
