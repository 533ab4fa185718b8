import ScreenModel

/// The app's file: the start screen in a navigation stack, and the keys the screens store
/// with their defaults (to register, as `export --swift` does for a Settings.bundle).
enum AppFileWriter {
  static func file(_ app: App, keys: StateKeys, options: SwiftUIExport.Options) -> String {
    let access = options.module == nil ? "" : "public "
    let start = app.start ?? app.screens.first?.id ?? ""
    var out = SwiftUIExport.header("app.yaml") + "\nimport SwiftUI\n\n"
    out += "/// The app's screens: the start screen in a navigation stack.\n"
    out += "\(access)struct ScreenSpecScreens: View {\n"
    if options.module != nil { out += "  public init() {}\n\n" }
    out += "  \(access)var body: some View {\n    NavigationStack {\n"
    out += "      \(SwiftNames.typeName(start))View()\n    }\n  }\n}\n"
    out += "\n/// The keys the screens store in `UserDefaults`, and each one's default.\n"
    out += "\(access)enum ScreenSpecKeys {\n"
    for dotted in keys.order {
      guard let key = keys.keys[dotted] else { continue }
      out += "  \(access)static let \(key.property) = \(SwiftNames.literal(key.stored))\n"
    }
    out += "\n  /// Every key's default, for `UserDefaults.standard.register(defaults:)`.\n"
    out += "  \(access)static var defaults: [String: Any] {\n"
    if keys.order.isEmpty { return out + "    [:]\n  }\n}\n" }
    out += "    [\n"
    for dotted in keys.order {
      guard let key = keys.keys[dotted] else { continue }
      out += "      \(SwiftNames.literal(key.stored)): \(key.literal),\n"
    }
    return out + "    ]\n  }\n}\n"
  }
}
