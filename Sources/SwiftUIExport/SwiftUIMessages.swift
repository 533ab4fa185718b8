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
  static func minimumIOS(_ version: Int) -> String {
    "--min-ios \(version) is not one of 16, 17 or 18"
  }
}
