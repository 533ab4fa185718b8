/// A read-only row showing a state value on the right (Settings' `PSTitleValueSpecifier`).
///
/// The YAML spelling is `titleValue: version`; with `choices: [{title: Professional, value:
/// pro}, …]` a stored value is shown as its choice's title (Settings' `Titles`/`Values`),
/// and a value no choice has is shown as stored.
public struct TitleValue: Sendable, Hashable {
  /// The state key it shows, as a path.
  public package(set) var key: [String]
  /// Stored values and the titles shown for them, in the order written.
  public package(set) var choices: [Choice]

  /// One stored value and the (translatable) title shown for it.
  public struct Choice: Sendable, Hashable {
    /// The stored value.
    public package(set) var value: String
    /// The title shown.
    public package(set) var title: InterpolatedText
    /// The type the value is written in (a choice without `value` stores its title, a text).
    public package(set) var type = ValueType.text

    /// Creates a choice.
    package init(value: String, title: InterpolatedText, type: ValueType = .text) {
      self.value = value
      self.title = title
      self.type = type
    }
  }

  /// Creates a title value.
  package init(key: [String], choices: [Choice] = []) {
    self.key = key
    self.choices = choices
  }

  /// The title of the choice storing `value`, if one does.
  package func title(for value: String) -> InterpolatedText? {
    choices.first { $0.value == value }?.title
  }
}
