/// `ScreenSpecUI`: the runtime's screens drawn by SwiftUI (iOS 16+, macOS 13+).
/// ``ScreenSpecView`` draws a `Session`'s screens as a `List` inside a `NavigationStack`
/// and sends every gesture through `Session.apply`; state lives in a ``StateStore`` the app
/// chooses. Everything else is `ScreenSpecRuntime`'s, re-exported here; where SwiftUI is
/// not (Linux), this module is the runtime alone.
///
/// ```swift
/// import ScreenSpecUI
///
/// let app = try App(compiled: bytes)      // what `screenspec export APP --compiled FILE` wrote
/// ScreenSpecView(app: app, screen: "posts", store: .userDefaults(.standard))
///   .onAction { request in … }            // open a post, fetch the next page, open a URL
/// ```
@_exported import ScreenSpecRuntime
