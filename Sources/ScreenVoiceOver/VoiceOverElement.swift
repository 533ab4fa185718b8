/// One thing VoiceOver reads: what it says, its hint, and the lines of the text drawing it
/// sits on.
package struct VoiceOverElement: Sendable, Hashable {
  /// What VoiceOver says: the label, `: value`, then trait words (`Fight Card. Heading.`).
  package var description: String
  /// The hint read after a pause, if any (`Double tap to toggle setting.`).
  package var hint: String?
  /// The lines (1-based) it occupies in the text drawing at the same width.
  package var lines: ClosedRange<Int>?

  /// Creates an element.
  package init(description: String, hint: String? = nil, lines: ClosedRange<Int>? = nil) {
    self.description = description
    self.hint = hint
    self.lines = lines
  }

  /// The description composed as AccessibilitySnapshot composes it: `Unread. ` before the
  /// label, `: value` after it, `Selected: ` before all of that, then each trait word
  /// (each ending in a period). Text with no trait is read as it is.
  static func describing(
    label: String, value: String? = nil, selected: Bool = false, unread: Bool = false,
    traits: [String] = []
  ) -> String {
    var text = (unread ? "Unread. " : "") + label
    if let value, !value.isEmpty { text += label.isEmpty ? value : ": " + value }
    if selected { text = "Selected: " + text }
    guard !traits.isEmpty else { return text }
    let spoken = traits.joined(separator: " ")
    if text.isEmpty { return spoken }
    return text + (text.hasSuffix(".") ? " " : ". ") + spoken
  }
}

/// The trait words and standard hints VoiceOver speaks, in English whatever the locale.
enum Traits {
  static let dimmed = "Dimmed."
  static let heading = "Heading."
  static let button = "Button."
  static let backButton = "Back Button."
  static let switchButton = "Switch Button."
  static let on = "On."
  static let off = "Off."
  static let textField = "Text Field."
  static let secureTextField = "Secure Text Field."
  static let adjustable = "Adjustable."
  static let link = "Link."
  static let searchField = "Search Field."
  static let actionsAvailable = "Actions Available."
  /// A reorder grip's label (UIKit's reorder control reads "Reorder").
  static let reorder = "Reorder"

  static let toggleHint = "Double tap to toggle setting."
  static let textFieldHint = "Double tap to edit."
  static let adjustableHint = "Swipe up or down with one finger to adjust the value."
}
