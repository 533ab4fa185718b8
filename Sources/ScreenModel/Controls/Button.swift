/// A button (Settings has none; UIKit's plain table buttons).
package struct Button: Sendable, Hashable {
  /// Whether it destroys something: drawn red and marked.
  package var destructive = false
  /// State written when tapped, in order.
  package var sets: [StateWrite] = []
  /// An action sheet shown first, when set.
  package var confirm: Confirm?
  /// The name the app tells the button by (an IASK button's `Key`); scenarios tap it as
  /// `@ID`.
  package var id: String?

  /// Creates a button.
  package init(destructive: Bool = false, sets: [StateWrite] = [], confirm: Confirm? = nil) {
    self.destructive = destructive
    self.sets = sets
    self.confirm = confirm
  }
}

/// A state value a button writes.
package struct StateWrite: Sendable, Hashable {
  /// The key path.
  package var key: [String]
  /// The value.
  package var value: String

  /// Creates a write.
  package init(key: [String], value: String) {
    self.key = key
    self.value = value
  }
}

/// An action sheet a button shows before it acts: a title, a message, the button that
/// confirms, and Cancel.
package struct Confirm: Sendable, Hashable {
  /// The sheet's title.
  package var title: InterpolatedText?
  /// The sheet's message.
  package var message: InterpolatedText?
  /// The confirming button's title.
  package var button: InterpolatedText

  /// Creates a sheet.
  package init(
    title: InterpolatedText? = nil, message: InterpolatedText? = nil, button: InterpolatedText
  ) {
    self.title = title
    self.message = message
    self.button = button
  }
}
