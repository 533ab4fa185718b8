import ScreenSpecUI
import SwiftUI

/// The example app: the seed app's home screen, from which the feed (Posts), the fight
/// card's ChoiceMenu picker (Weight Class) and the themed selection are reached.
@main
struct FeedApp: SwiftUI.App {
  /// The app's state: what the screens store, and the lists the app supplies.
  @MainActor private let store = UserDefaultsStateStore(.standard)

  var body: some Scene {
    WindowGroup {
      FeedRoot(store: store)
    }
  }
}
