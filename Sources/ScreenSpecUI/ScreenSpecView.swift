#if canImport(SwiftUI)
  import SwiftUI

  /// The screens' app (`ScreenModel`'s `App`), named so where SwiftUI's `App` protocol is
  /// imported too: `let screens = try ScreenApp(compiled: bytes)`.
  public typealias ScreenApp = ScreenModel.App

  /// An app's screens drawn by SwiftUI through the very `Session` the scenarios and
  /// snapshots pin: the session's view as a `List` inside a `NavigationStack`, and every
  /// tap, toggle, edit, delete, Load More and back sent through `Session.apply` (an action
  /// the session refuses changes nothing, as in a scenario).
  ///
  /// ```swift
  /// ScreenSpecView(app: app, screen: "posts", store: .userDefaults(.standard))
  ///   .onAction { request in
  ///     if case .openURL(let address) = request { … }
  ///   }
  /// ```
  @available(iOS 16.0, macOS 13.0, *)
  @MainActor public struct ScreenSpecView<Store: StateStore>: View {
    private let app: ScreenApp
    private let screen: String?
    private let store: Store
    private var handler: (@MainActor (AppRequest) -> Void)?
    @State private var session: Session?

    /// Shows an app from a screen (its start screen when nil), its state kept in `store`.
    public init(app: ScreenApp, screen: String? = nil, store: Store) {
      self.app = app
      self.screen = screen
      self.store = store
    }

    /// Hands the app what only it can do after an action applied: open a post, fetch the
    /// next page, open a URL, compose a mail.
    public func onAction(_ handler: @escaping @MainActor (AppRequest) -> Void) -> Self {
      var view = self
      view.handler = handler
      return view
    }

    /// The navigation stack over the session's screens.
    public var body: some View {
      NavigationStack(path: path) {
        level(0)
          .navigationDestination(for: Int.self) { level in self.level(level) }
      }
      .onAppear { start() }
    }

    /// A level of the session's stack, drawn; nothing until the session has started.
    @ViewBuilder private func level(_ level: Int) -> some View {
      if let session {
        ScreenList(list: ListModel(session, level: level), send: send)
      }
    }

    /// The pushed levels (1…), as the navigation stack shows them: a pop (the back button,
    /// an edge swipe) sends `back` for each level it removed.
    private var path: Binding<[Int]> {
      Binding(
        get: { Array(1..<max(1, session?.depth ?? 1)) },
        set: { levels in
          let popped = (session?.depth ?? 1) - 1 - levels.count
          for _ in 0..<max(0, popped) { send(.back) }
        })
    }

    /// Starts the session once, with the store's values over the app's defaults, and
    /// follows the store from then on.
    private func start() {
      guard session == nil, var started = try? Session(app: app, screen: screen) else { return }
      for key in started.storedKeys {
        if let value = store.value(forKey: key) { started.load(value, forKey: key) }
      }
      session = started
      store.observe { key in
        guard var current = session, let value = store.value(forKey: key),
          value != current.storedValue(key)
        else { return }
        if current.load(value, forKey: key) { session = current }
      }
    }

    /// Applies an action; on success the changed keys are stored and the request, if the
    /// row has one, is handed to the app.
    private func send(_ action: Action?, request: AppRequest? = nil) {
      guard let action, var next = session else { return }
      let before = next.state
      do {
        try next.apply(action)
      } catch {
        return
      }
      session = next
      for key in next.changedKeys(since: before) {
        if let value = next.storedValue(key) { store.set(value, forKey: key) }
      }
      if let request { handler?(request) }
    }
  }
#endif
