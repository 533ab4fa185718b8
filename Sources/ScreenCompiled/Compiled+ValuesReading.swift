import Basics
import ScreenModel

/// Reading what `Compiled+Values.swift` writes.
extension CompiledReader {
  mutating func enumCase<T: CaseIterable>(_ what: String) throws(CompiledAppError) -> T {
    let index = try count()
    guard index < T.allCases.count else {
      throw broken(CompiledMessages.unknownTag(what, UInt8(truncatingIfNeeded: index)))
    }
    return T.allCases[T.allCases.index(T.allCases.startIndex, offsetBy: index)]
  }

  mutating func mark() throws(CompiledAppError) -> Mark {
    Mark(line: try count(), column: try count())
  }

  mutating func path() throws(CompiledAppError) -> [String] { try strings() }

  mutating func text() throws(CompiledAppError) -> InterpolatedText {
    switch try byte() {
    case 0: return InterpolatedText(source: try string())
    case 1:
      let number = try pluralNumber()
      var forms: [PluralCategory: InterpolatedText] = [:]
      for _ in 0..<(try count()) {
        let category: PluralCategory = try enumCase("plural category")
        forms[category] = InterpolatedText(source: try string())
      }
      guard let plural = PluralText(number: number, forms: forms) else {
        throw broken(CompiledMessages.unknownTag("plural text without 'other'", 1))
      }
      return InterpolatedText(plural: plural)
    case let tag: throw broken(CompiledMessages.unknownTag("text", tag))
    }
  }

  mutating func optionalText() throws(CompiledAppError) -> InterpolatedText? {
    try optional { reader throws(CompiledAppError) in try reader.text() }
  }

  mutating func pluralNumber() throws(CompiledAppError) -> PluralNumber {
    switch try byte() {
    case 0: return .state(try path())
    case 1: return .count
    case 2: return .unread
    case 3: return .countOf(try string())
    case 4: return .unreadOf(try string())
    case 5: return .fixed(try string())
    case let tag: throw broken(CompiledMessages.unknownTag("plural number", tag))
    }
  }

  mutating func condition() throws(CompiledAppError) -> Condition {
    try nested { reader throws(CompiledAppError) in
      switch try reader.byte() {
      case 0: return .key(try reader.path())
      case 1: return .equals(try reader.path(), try reader.string())
      case 2: return .notEquals(try reader.path(), try reader.string())
      case 3: return .oneOf(try reader.path(), try reader.strings())
      case 4: return .contains(try reader.path(), try reader.string())
      case 5: return .device(try reader.enumCase("device"))
      case 6: return .host(try reader.enumCase("host"))
      case 7: return .not(try reader.condition())
      case 8:
        return .all(try reader.list { reader throws(CompiledAppError) in try reader.condition() })
      case 9:
        return .any(try reader.list { reader throws(CompiledAppError) in try reader.condition() })
      case let tag: throw reader.broken(CompiledMessages.unknownTag("condition", tag))
      }
    }
  }

  mutating func state() throws(CompiledAppError) -> StateValue {
    try nested { reader throws(CompiledAppError) in
      switch try reader.byte() {
      case 0: return .text(try reader.string())
      case 1:
        return .list(try reader.list { reader throws(CompiledAppError) in try reader.state() })
      case 2:
        let entries = try reader.list { reader throws(CompiledAppError) in
          StateEntry(key: try reader.string(), value: try reader.state())
        }
        return .mapping(StateMapping(entries))
      case let tag: throw reader.broken(CompiledMessages.unknownTag("state value", tag))
      }
    }
  }

  mutating func passthroughKeys() throws(CompiledAppError) -> [PassthroughKey] {
    try list { reader throws(CompiledAppError) in
      PassthroughKey(key: try reader.string(), value: try reader.passthrough())
    }
  }

  mutating func passthrough() throws(CompiledAppError) -> PassthroughValue {
    try nested { reader throws(CompiledAppError) in
      switch try reader.byte() {
      case 0: return .string(try reader.string())
      case 1: return .integer(try reader.string())
      case 2: return .real(try reader.string())
      case 3: return .boolean(try reader.bool())
      case 4: return .date(try reader.string())
      case 5: return .data(try reader.string())
      case 6:
        return .array(
          try reader.list { reader throws(CompiledAppError) in try reader.passthrough() })
      case 7: return .dictionary(try reader.passthroughKeys())
      case let tag: throw reader.broken(CompiledMessages.unknownTag("kept plist value", tag))
      }
    }
  }

  mutating func colour() throws(CompiledAppError) -> Colour {
    switch try byte() {
    case 0: return .named(try enumCase("colour"))
    case 1: return .rgb(red: try byte(), green: try byte(), blue: try byte())
    case let tag: throw broken(CompiledMessages.unknownTag("colour", tag))
    }
  }

  mutating func selectionStyle() throws(CompiledAppError) -> SelectionStyle {
    switch try byte() {
    case 0: return .blue
    case 1: return .gray
    case 2: return SelectionStyle.none
    case 3: return .custom(background: try colour(), text: try colour())
    case let tag: throw broken(CompiledMessages.unknownTag("selection style", tag))
    }
  }

  mutating func valueType() throws(CompiledAppError) -> ValueType {
    switch try byte() {
    case 0: return .text
    case 1: return .number
    case 2: return .boolean
    case let tag: throw broken(CompiledMessages.unknownTag("value type", tag))
    }
  }

  mutating func decimal() throws(CompiledAppError) -> ExactDecimal {
    let units = try int()
    let scale = try count()
    guard scale <= 18 else { throw broken(CompiledMessages.numberTooLong) }
    return ExactDecimal(units: units, scale: scale)
  }
}
