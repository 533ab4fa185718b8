/// A text field bound to a state key (Settings' `PSTextFieldSpecifier`).
public struct TextField: Sendable, Hashable {
  /// The bound state key.
  public package(set) var key: [String]
  /// Shown while the text is empty.
  public package(set) var placeholder: InterpolatedText?
  /// Whether the text is masked (a password).
  public package(set) var secure: Bool {
    get { writtenSecure ?? false }
    set { writtenSecure = newValue }
  }
  /// What the keyboard can type.
  public package(set) var keyboard: Keyboard {
    get { writtenKeyboard ?? .default }
    set { writtenKeyboard = newValue }
  }
  /// What typed text is capitalised to.
  public package(set) var autocapitalization: Autocapitalization {
    get { writtenAutocapitalization ?? .none }
    set { writtenAutocapitalization = newValue }
  }
  /// `secure`, `keyboard` and `autocapitalization` as written, nil where the key is left
  /// out: a Settings plist that spells a default (`IsSecure` false) is written back so.
  package var writtenSecure: Bool?
  package var writtenKeyboard: Keyboard?
  package var writtenAutocapitalization: Autocapitalization?
  /// Whether autocorrection is on (drawn nowhere; never changes typed text).
  public package(set) var autocorrection: Bool?
  /// The longest text, in characters.
  public package(set) var maxLength: Int?

  /// Creates a text field.
  package init(key: [String]) {
    self.key = key
  }

  /// Why the field cannot hold a text, or nil when it can.
  package func problem(with text: String) -> String? {
    if let maxLength, text.count > maxLength {
      return "'\(text)' is \(text.count) characters; the field takes at most \(maxLength)"
    }
    return keyboardProblem(with: text)
  }

  /// What typing a text stores: the keyboard is checked against the keys typed (before
  /// capitalising: an ASCII keyboard has no `ß` key to shift into `SS`), then the text is
  /// capitalised and checked as the field's value.
  package func typing(_ typed: String) -> Result<String, TypingError> {
    if let why = keyboardProblem(with: typed) { return .failure(TypingError(why)) }
    let text = autocapitalization.apply(to: typed)
    if let why = problem(with: text) { return .failure(TypingError(why)) }
    return .success(text)
  }

  func keyboardProblem(with text: String) -> String? {
    guard let bad = keyboard.firstUntypeable(in: text) else { return nil }
    if keyboard == .decimalPad, bad == "." {
      return "a decimal pad types one '.': '\(text)' has \(text.filter { $0 == "." }.count)"
    }
    return "the \(keyboard.rawValue) keyboard cannot type '\(bad)'"
  }
}

/// Why a text cannot be typed into a field.
package struct TypingError: Error, Sendable, Hashable {
  /// What is wrong, lowercase.
  package var reason: String

  /// Creates an error.
  package init(_ reason: String) { self.reason = reason }
}
