import ScreenBehavior

/// A part of a screen as the text renderer draws it. ``Renderer/lineSpans(_:options:)``
/// says which lines of the drawing each occupies, so that another rendering of the same
/// view (the VoiceOver transcript) can point at them.
package enum DrawnElement: Hashable, Sendable {
  /// The navigation bar's line: back button, title and Edit/Done.
  case navigationBar
  /// The search field.
  case search
  /// The prompt above the first section.
  case prompt
  /// A detail screen's body.
  case body
  /// A section's header (0-based section).
  case header(section: Int)
  /// A row (0-based section and row among its visible rows).
  case row(section: Int, row: Int)
  /// A section's footer.
  case sectionFooter(section: Int)
  /// The text shown when no rows are left.
  case empty
  /// The footer under the last section.
  case footer
  /// An action sheet's title.
  case sheetTitle
  /// An action sheet's message.
  case sheetMessage
  /// An action sheet's confirming button.
  case sheetButton
  /// An action sheet's Cancel.
  case sheetCancel
  /// A tapped link's notice.
  case notice
}

extension Frame {
  /// Draws something and records the lines it added as `element`'s (1-based, in the
  /// whole drawing).
  mutating func drawing(_ element: DrawnElement, _ draw: (inout Frame) -> Void) {
    let before = lines.count
    draw(&self)
    if keepsSpans, lines.count > before { spans[element] = (before + 1)...lines.count }
  }
}
