import Basics
import ScreenModel

/// The names UIKit and Settings.bundle developers reach for, each with the key or word of
/// the format it means, or how the format writes it: one table, so an unknown `isOn:` says
/// "did you mean 'toggle'?" and `Key:` says where a state key goes (rather than the
/// nearest spelling, 'keyboard'). Names are lowercased.
enum ForeignNames {
  /// What a foreign key means here: a key of the format (offered when it is allowed where
  /// the name was written), else a sentence saying how the format writes it.
  struct Meaning: Sendable {
    /// The format's key.
    var key: String?
    /// How the format writes it, when the key is not allowed there (or there is none).
    var explanation: String?

    static func key(_ key: String, else explanation: String? = nil) -> Meaning {
      Meaning(key: key, explanation: explanation)
    }
    static func explained(_ explanation: String) -> Meaning {
      Meaning(key: nil, explanation: explanation)
    }
  }

  static let keys: [String: Meaning] = [
    // Row kinds and their Settings specifiers.
    "switch": .key("toggle"), "uiswitch": .key("toggle"), "ison": .key("toggle"),
    "pstoggleswitchspecifier": .key("toggle"), "pstextfieldspecifier": .key("textField"),
    "uitextfield": .key("textField"), "pssliderspecifier": .key("slider"),
    "uislider": .key("slider"), "uistepper": .key("stepper"), "uibutton": .key("button"),
    "pschildpanespecifier": .key("push"), "destination": .key("push"), "segue": .key("push"),
    "file": .key("push"),
    "psmultivaluespecifier": .key("choices", else: multiValue),
    "titles": .key("choices", else: multiValue), "values": .key("choices", else: multiValue),
    "pslistgroupspecifier": .key("header", else: group),
    "psgroupspecifier": .key("header", else: group),
    // UITableViewCell.
    "textlabel": .key("title"), "text": .key("title"), "detailtextlabel": .key("detail"),
    "accessorytype": .key("accessory"), "accessoryview": .key("accessory"),
    "ishidden": .key("visibleIf"), "hidden": .key("visibleIf"),
    "isenabled": .key("enabledIf"), "enabled": .key("enabledIf"),
    "isuserinteractionenabled": .key("enabledIf"),
    "titleforheaderinsection": .key("header"),
    "titleforfooterinsection": .key("footer", else: footer),
    "footertext": .key("footer", else: footer),
    // Icons: UIImage(systemName:) and Settings' tinted squares.
    "image": .key("icon"), "imageview": .key("icon"), "systemname": .key("symbol"),
    "systemimage": .key("symbol"), "tintcolor": .key("background"),
    "backgroundcolor": .key("background"),
    // Controls.
    "issecuretextentry": .key("secure"), "securetextentry": .key("secure"),
    "issecure": .key("secure"), "minimumvalue": .key("min"), "maximumvalue": .key("max"),
    "minimum": .key("min"), "maximum": .key("max"), "minvalue": .key("min"),
    "maxvalue": .key("max"), "minimumvalueimage": .key("minImage"),
    "maximumvalueimage": .key("maxImage"),
    "stepvalue": .key("step"), "keyboardtype": .key("keyboard"),
    "autocapitalizationtype": .key("autocapitalization"),
    "autocorrectiontype": .key("autocorrection"),
    // Settings.bundle keys the format writes elsewhere.
    "defaultvalue": .explained("Settings' 'DefaultValue' is the key's value in app.yaml's 'state'"),
    "type": .explained(
      "a row's kind is its key ('toggle', 'textField', 'slider', 'stepper', 'button', 'url', 'push' or 'body'), not a 'Type'"
    ),
    "key": .explained(
      "Settings' 'Key' is the state key, written as the value of the row's kind: 'toggle: KEY', 'textField: KEY'"
    ),
  ]

  /// Words of UIKit's enumerations, by the format's word.
  static let values: [String: String] = [
    "disclosureindicator": "disclosure",
    "detaildisclosurebutton": "detail", "detailbutton": "detail", "alphabet": "default",
  ]

  private static let multiValue = "a picker's choices are 'choices' on the screen it pushes"
  private static let group = "a group is a section: a 'header' in 'sections'"
  private static let footer = "a footer is a section's or screen's 'footer'"

  /// How an unknown key's message ends where `known` are allowed: "; did you mean 'KEY'?"
  /// when the name is a foreign one for an allowed key or differs from one only in case,
  /// "; HOW THE FORMAT WRITES IT", else the nearest spelling's "did you mean" (nil when
  /// there is no hint at all, and the known keys are listed instead).
  static func ending(forKey name: String, known: [String]) -> String? {
    var suggester = Suggester(known)
    return ending(forKey: name, suggester: &suggester)?.text
  }

  /// ``ending(forKey:known:)`` where `suggester` holds the known keys: for many unknown
  /// keys of one mapping, which are lowercased once. With the text, the key it suggests.
  static func ending(forKey name: String, suggester: inout Suggester) -> (
    text: String, key: String?
  )? {
    if let same = suggester.sameLetters(as: name) { return (Suggestion.didYouMean(same), same) }
    guard let meaning = keys[name.lowercased()] else {
      return suggester.nearest(to: name).map { (Suggestion.didYouMean($0), $0) }
    }
    if let key = meaning.key, suggester.candidates.contains(where: { $0.name == key }) {
      return (Suggestion.didYouMean(key), key)
    }
    return meaning.explanation.map { ("; " + $0, nil) }
  }

  /// The format's word for a foreign enumeration word, when it is allowed.
  static func word(for name: String, allowed: [String]) -> String? {
    values[name.lowercased()].flatMap { allowed.contains($0) ? $0 : nil }
  }
}
