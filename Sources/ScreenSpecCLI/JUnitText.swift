import Basics
import ScreenPictures

/// Text in a JUnit report, escaped as the terminal shows it (``VisibleText``: no control,
/// bidi or invisible character, which a CI page shows as it would a log line) and then as
/// XML wants it.
enum JUnitText {
  /// An attribute's value (a case's name or class): one line.
  static func attribute(_ text: String) -> String {
    XMLText.escaped(VisibleText.escaped(text))
  }

  /// A failure's text: lines and tabs kept.
  static func body(_ text: String) -> String {
    XMLText.escaped(VisibleText.escaped(text, keepNewlines: true, keepTabs: true))
  }
}
