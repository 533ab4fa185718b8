/// What people call each kind of row and control, for messages ("a switch", "a text
/// field"): the one table every target's messages take their nouns from.
package enum ControlNoun {
  package static let plain = "a plain row"
  package static let push = "a row that pushes a screen"
  package static let body = "a row with a body"
  package static let toggle = "a switch"
  package static let textField = "a text field"
  package static let slider = "a slider"
  package static let stepper = "a stepper"
  package static let button = "a button"
  package static let link = "a link"
  package static let titleValue = "a title value"
  package static let datePicker = "a date picker"
  package static let textView = "a text view"
  package static let mail = "a mail row"
  package static let custom = "a custom view"
  package static let picker = "a picker"
  /// A key that a picker or radio group stores one of its values in.
  package static let choiceOfValues = "a choice of values"
}
