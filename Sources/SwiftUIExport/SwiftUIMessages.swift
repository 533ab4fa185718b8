/// The words of `export --swiftui`'s problems.
enum SwiftUIMessages {
  static func notYet(_ what: String) -> String {
    "export --swiftui does not write \(what) yet"
  }
  static func interpolation(_ name: String) -> String {
    "export --swiftui cannot interpolate '{\(name)}' yet (a screen's counts and state lists are not generated)"
  }
  static func unknownState(_ name: String) -> String {
    "'{\(name)}' names no scalar state value, which a generated view reads from UserDefaults"
  }
  static func noStart(_ count: Int) -> String {
    "the app has \(count) screens and no 'start': name the screen the app opens on"
  }
  static func sameTypeName(_ first: String, _ second: String, _ type: String) -> String {
    "screens '\(first)' and '\(second)' are both the Swift type '\(type)'; rename one of them"
  }
  static func minimumIOS(_ version: Int) -> String {
    "--min-ios \(version) is not one of 16, 17 or 18"
  }
}
