import Basics

/// The YAML layer's diagnostic messages, side by side.
enum Messages {
  static func tooLarge(_ size: Int, limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(.fileTooLarge, "file is \(size) bytes; the limit is \(limit)")
  }
  static func notUTF8(_ encoding: String) -> Diagnostic.Message {
    Diagnostic.Message(.unsupportedEncoding, "\(encoding) is not supported; save the file as UTF-8")
  }
  static func invalidUTF8(_ byte: UInt8?) -> Diagnostic.Message {
    let hex = byte.map { b in
      let digits = Array("0123456789ABCDEF")
      return " (byte 0x" + String(digits[Int(b >> 4)]) + String(digits[Int(b & 15)]) + ")"
    }
    return Diagnostic.Message(
      .invalidUTF8,
      "the file is not valid UTF-8\(hex ?? ""); if it is Latin-1 or Windows-1252 text, save it as UTF-8"
    )
  }
  static func separator(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(.unsupportedLineBreak, "\(name) is not allowed; use a plain newline")
  }
  static let empty = Diagnostic.Message(
    .emptyFile,
    "the file is empty: it holds no YAML document")
  static let secondDocument = Diagnostic.Message(
    .secondDocument, "a file holds one document; found a second")
  static func tooDeep(_ limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(.nestingTooDeep, "nesting is deeper than \(limit) levels")
  }
  static func aliasBudget(_ limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .aliasBudgetExceeded,
      "alias-expansion budget exceeded: aliases would add more than \(limit) nodes")
  }
  static func recursiveAlias(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .recursiveAlias, "alias '*\(name)' refers to a node that is still being built (recursive)")
  }
  static func unknownAnchor(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(.unknownAnchor, "alias '*\(name)' names no anchor defined before it")
  }
  static func tag(_ tag: String) -> Diagnostic.Message {
    Diagnostic.Message(.tagNotAllowed, "tags are not allowed ('\(tag)')")
  }
  static let mergeKey = Diagnostic.Message(
    .mergeKeyNotAllowed, "merge keys ('<<') are not supported; write the keys out")
  static func duplicateKey(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.duplicateKey, "duplicate key '\(key)'")
  }
  static let firstKey = "first defined here"
  static func keyTooLong(_ size: Int, limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(.keyTooLong, "key is \(size) bytes long; the limit is \(limit)")
  }
  static let complexKey = Diagnostic.Message(
    .complexKey, "keys must be strings, not lists or mappings")
  static func tab(at mark: Mark) -> Diagnostic.Message {
    Diagnostic.Message(
      .tabInIndentation,
      "a tab at line \(mark.line), column \(mark.column), where YAML allows only spaces: tabs cannot indent YAML or separate '-' and ':' from what follows; replace it with spaces"
    )
  }
  static let commentInValue =
    "a '#' after a space starts a comment, so the rest of this line was not read; quote a value that holds '#' (\"#FF0000\")"
  static let unknownParseError = Diagnostic.Message(
    .syntaxError, "the YAML parser stopped without saying why")
  /// libyaml's own words for what stopped it (`did not find expected key`).
  static func parserProblem(_ problem: String?) -> Diagnostic.Message {
    problem.map { Diagnostic.Message(.syntaxError, $0) } ?? unknownParseError
  }
  static func notAligned(_ key: String, column: Int, with other: String, at otherColumn: Int)
    -> String
  {
    "'\(key)' starts at column \(column), but '\(other)' above starts at column \(otherColumn): indent keys of one mapping alike (a new list item starts with '- ')"
  }
  static func continuesValue(_ key: String, under other: String, column: Int) -> String {
    "'\(key)' is indented under '\(other)', which already has a value, so it reads as more of that value; start it at column \(column), where '\(other)' starts"
  }
  static let listStartsHere = "the list starts here"
  static let itemAboveStartsHere = "the item above starts here"
  static func colonInValue(_ key: String, quoted: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .syntaxError,
      "the value of '\(key)' holds ': ', which YAML reads as the start of another key; quote the value: \(key): \(quoted)"
    )
  }
  static func colonWithoutSpace(_ text: String, spaced: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .syntaxError,
      "'\(text)' is read as one text, not a key and its value: put a space after the colon: \(spaced)"
    )
  }
  static func dashWithoutSpace(_ word: String, spaced: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .syntaxError,
      "'\(word)' is read as a key starting with '-', not a list item: put a space after the dash: \(spaced)"
    )
  }
  static func dashOffColumn(at column: Int, itemsAt itemColumn: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .syntaxError,
      "this item's '-' is at column \(column), but the items above start at column \(itemColumn): start every '- ' of one list at one column"
    )
  }
  static func keyAtListColumn(
    _ key: String, column: Int, itemKey: (key: String, column: Int)?,
    parent: (key: String, column: Int)?
  ) -> Diagnostic.Message {
    let under =
      itemKey.map {
        "indent it to column \($0.column), under '\($0.key)', for a key of the item above; "
      } ?? ""
    let beside =
      parent.map {
        "; or start it at column \($0.column), where '\($0.key)' starts, for a key beside the list"
      } ?? ""
    return Diagnostic.Message(
      .syntaxError,
      "'\(key)' starts at column \(column), where the list's '- ' items start, so it is neither an item nor a key of one: \(under)write '- ' before it for a new item\(beside)"
    )
  }
}
