import Basics
import ScreenModel

/// The messages about pickers and their groups, side by side.
extension Messages {
  static func groupKeyNeedsChoices(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.requiresKey, "'\(key)' needs 'choices'")
  }
  static let noChoices = Diagnostic.Message(
    .noChoices,
    "'choices' is empty: the list shows no choice to check (as Settings shows a multi-value without 'Values')"
  )
  static let inlineGroupsAllOrNone = Diagnostic.Message(
    .mixedPickerGroups,
    "when one section of choices sets its own 'bind' or 'selected', every one must (each is an inline group)"
  )
  static func screenGroupBesideSections(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .mixedPickerGroups,
      "the sections set their own 'bind' or 'selected' (inline groups), so the screen cannot set '\(key)'"
    )
  }
  static func screenGroupHere(_ key: String) -> String { "the screen's '\(key)' is here" }
  static func groupKeyNeedsOwnBind(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .requiresKey,
      "'\(key)' on a section needs the section's own 'bind' or 'selected' (an inline group); for the whole picker, set it on the screen"
    )
  }
  static func boundNeedsMultiple(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.requiresKey, "'\(key)' needs 'allowsMultipleSelection: true'")
  }
  static func minAboveMax(_ low: Int, _ high: Int) -> Diagnostic.Message {
    Diagnostic.Message(.invalidRange, "'maxSelected' (\(high)) is below 'minSelected' (\(low))")
  }
  static func duplicateChoiceValue(_ value: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .duplicateChoiceValue,
      "two choices store the value '\(value)'; tapping the second would check the first")
  }
  static let firstChoiceValue = "the first choice storing it is here"
  static func valueTypeDiffers(
    _ text: String, _ type: String, _ valueType: String, control: String = "picker"
  ) -> String {
    "'\(text)' is \(type), and the \(control)'s value \(text) is \(valueType); Settings stores them as different values (quote both or neither)"
  }
  static func chosenTwice(_ title: String) -> Diagnostic.Message {
    Diagnostic.Message(.duplicateChoice, "'\(title)' is chosen twice")
  }
  static func tooFewChosen(_ count: Int, _ low: Int) -> Diagnostic.Message {
    Diagnostic.Message(.selectionCount, "\(count) chosen; 'minSelected' is \(low)")
  }
  static func tooManyChosen(_ count: Int, _ high: Int) -> Diagnostic.Message {
    Diagnostic.Message(.selectionCount, "\(count) chosen; 'maxSelected' is \(high)")
  }
  static func segmentedTarget(_ why: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidSegmentedPicker,
      "'pickerStyle: segmented' draws a pushed picker's choices on the row, but \(why)")
  }
}
