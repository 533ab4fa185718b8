import ScreenSpecUI
import SwiftUI

/// The screens, or why they could not be read.
struct FeedRoot: View {
  let store: UserDefaultsStateStore
  @Environment(\.openURL) private var openURL

  var body: some View {
    switch FeedScreens.app {
    case .success(let app):
      ScreenSpecView(app: app, store: store)
        .onAction(handle)
        .onAppear { supplyServers() }
    case .failure(let error):
      Text(verbatim: "The screens could not be read: \(error)")
    }
  }

  /// What only the app can do: open a link, fetch the next page, open a post.
  private func handle(_ request: AppRequest) {
    switch request {
    case .openURL(let address):
      if let url = URL(string: address) { openURL(url) }
    case .loadMore(let screen, let list):
      // A feed drawn from a state list would fetch its next page here and append it to
      // `list` in the store; the seed's posts are written in posts.yaml.
      print("load more on \(screen) (\(list?.joined(separator: ".") ?? "written rows"))")
    case .open(let screen, let title, _, _):
      print("opened \(title) on \(screen)")
    case .button(let id):
      // A button with an `id` (Player's "Clear downloads" would be one): the app's own work.
      print("button \(id)")
    case .mail, .custom:
      break
    }
  }

  /// Rows the app supplies: the Servers screen draws the `servers` list held in the store,
  /// written here as a fetch would write it.
  private func supplyServers() {
    guard store.value(forKey: "servers") == nil else { return }
    store.set(
      .list([.text("ingest-1.example.com"), .text("ingest-2.example.com")]), forKey: "servers")
  }
}

/// The seed app, read from the compiled file bundled as a resource.
enum FeedScreens {
  /// The app, or the error reading it.
  static let app: Result<ScreenApp, any Error> = Result {
    guard let url = Bundle.module.url(forResource: "Screens", withExtension: "compiled") else {
      throw CompiledAppError.notCompiled
    }
    return try ScreenApp(compiled: [UInt8](try Data(contentsOf: url)))
  }
}
