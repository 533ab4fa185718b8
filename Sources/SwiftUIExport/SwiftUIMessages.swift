/// The words of `export --swiftui`'s problems.
enum SwiftUIMessages {
  static func notYet(_ what: String) -> String {
    "export --swiftui does not write \(what) yet"
  }
  static let pluralWithoutNumber =
    "a plural text's 'other' form must show its number: the String Catalog chooses the form by the number the text interpolates"
  static func unknownState(_ name: String) -> String {
    "'{\(name)}' names no scalar state value, which a generated view reads from UserDefaults"
  }
  static let htmlMail =
    "a mailto: link carries a plain-text body only: an HTML mail body has no SwiftUI form (the mail sheet that takes one is UIKit's)"
  static func unknownList(_ name: String) -> String {
    "'\(name)' names no list of texts in state, which a generated view reads from the app's model"
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
