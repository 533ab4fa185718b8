/// What `export --swiftui` cannot write, at the key of the screen file that asks for it:
/// a screen's key, a section's, or a row's.
package struct SwiftUIProblem: Sendable, Equatable {
  /// The screen's id, or ``appFile`` for a key of `app.yaml`.
  package var screen: String
  /// The ``screen`` of a problem at a key of `app.yaml`.
  package static let appFile = "app.yaml"
  /// The section, when the key is a section's or a row's (counted as the loaded screen's).
  package var section: Int?
  /// The row of the section, when the key is a row's.
  package var row: Int?
  /// The key that asks for what has no SwiftUI form.
  package var key: String
  /// What cannot be written, and why.
  package var message: String

  /// A problem at a key.
  package init(screen: String, section: Int? = nil, row: Int? = nil, key: String, _ message: String)
  {
    self.screen = screen
    self.section = section
    self.row = row
    self.key = key
    self.message = message
  }
}
