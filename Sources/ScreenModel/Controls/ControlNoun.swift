/// What people call what is no kind of row (a plain row, a picker, a key a picker stores),
/// and, for the messages that name a control, the kinds' nouns (``RowKind/Name/noun``).
package enum ControlNoun {
  package static let plain = "a plain row"
  package static let picker = "a picker"
  /// A key that a picker or radio group stores one of its values in.
  package static let choiceOfValues = "a choice of values"
  package static let toggle = RowKind.Name.toggle.noun
  package static let textField = RowKind.Name.textField.noun
  package static let slider = RowKind.Name.slider.noun
  package static let stepper = RowKind.Name.stepper.noun
  package static let datePicker = RowKind.Name.datePicker.noun
}
