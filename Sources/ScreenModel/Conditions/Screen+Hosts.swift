extension Screen {
  /// Whether the screen shows nothing in Settings on `device` that the app itself would
  /// show: it has sections, and every one is hidden in Settings (`{host: app}`) but not in
  /// the app (an in-app-only bundle's pane). Drawn for Settings, it is empty.
  package func showsOnlyInApp(on device: Device) -> Bool {
    !sections.isEmpty
      && sections.allSatisfy {
        $0.visibleIf?.holds(on: device, host: .settings) == false
          && $0.visibleIf?.holds(on: device, host: .app) != false
      }
  }
}
