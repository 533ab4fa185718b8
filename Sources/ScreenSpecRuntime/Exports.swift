/// `ScreenSpecRuntime`: what an app links to run its screens, on every platform (Linux
/// included), with no YAML parser: the values (`App`, `Screen`, `Row`, …), the behaviour
/// (`Session` and its `view`) and the compiled form's reader (`App(compiled:)`).
///
/// ```swift
/// import ScreenSpecRuntime
///
/// let app = try App(compiled: bytes)      // what `screenspec export APP --compiled FILE` wrote
/// var session = try Session(app: app, screen: "posts")
/// print(session.view.title)
/// ```
@_exported import ScreenBehavior
@_exported import ScreenCompiled
@_exported import ScreenModel
