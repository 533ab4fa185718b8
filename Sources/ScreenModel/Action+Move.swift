extension Action {
  /// `to N` of `move ROW to N`: a title of several words unquoted, and a number no list
  /// has a place for, say why.
  static func position(_ target: String, rest: String) throws(ActionSyntaxError) -> Int {
    let words = target.split(separator: " ")
    if words.count == 2, words[0] == "to" {
      if let position = Int(words[1]) { return position }
      if words[1].allSatisfy(\.isASCIIDigitCharacter) {
        throw ActionSyntaxError(Messages.noPosition(String(words[1])))
      }
    }
    if words.count > 2, words[words.count - 2] == "to", rest.first != "\"" {
      let title = rest.split(separator: " ").dropLast(2).joined(separator: " ")
      throw ActionSyntaxError(Messages.moveTitleUnquoted(title, String(words[words.count - 1])))
    }
    throw ActionSyntaxError(Messages.actionNeedsRowAndValue("move"))
  }
}
