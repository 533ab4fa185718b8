/// A button (Settings has none; UIKit's plain table buttons).
public struct Button: Sendable, Hashable {
  /// Whether it destroys something: drawn red and marked.
  public package(set) var destructive = false
  /// State written when tapped, in order.
  public package(set) var sets: [StateWrite] = []
  /// An action sheet shown first, when set.
  public package(set) var confirm: Confirm?
  /// The name the app tells the button by (an IASK button's `Key`); scenarios tap it as
  /// `@ID`.
  public package(set) var id: String?

  /// Creates a button.
  package init(destructive: Bool = false, sets: [StateWrite] = [], confirm: Confirm? = nil) {
    self.destructive = destructive
    self.sets = sets
    self.confirm = confirm
  }
}

/// A state value a button writes.
public struct StateWrite: Sendable, Hashable {
  /// The key path.
  public package(set) var key: [String]
  /// The value.
  public package(set) var value: String

  /// Creates a write.
  package init(key: [String], value: String) {
    self.key = key
    self.value = value
  }
}

/// An action sheet a button shows before it acts: a title, a message, the button that
/// confirms, and Cancel.
public struct Confirm: Sendable, Hashable {
  /// The sheet's title.
  public package(set) var title: InterpolatedText?
  /// The sheet's message.
  public package(set) var message: InterpolatedText?
  /// The confirming button's title.
  public package(set) var button: InterpolatedText

  /// Creates a sheet.
  package init(
    title: InterpolatedText? = nil, message: InterpolatedText? = nil, button: InterpolatedText
  ) {
    self.title = title
    self.message = message
    self.button = button
  }
}
