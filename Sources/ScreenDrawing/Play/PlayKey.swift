import ScreenBehavior
import ScreenModel
import ScreenRendering

/// A key of the interactive preview (`screenspec play`).
package enum PlayKey: Equatable, Sendable {
  case up, down, left, right, enter, backspace, escape
  case character(Character)

  /// Decodes the bytes a terminal sends in raw mode: arrows as `ESC [ A`…`D`.
  package static func decode(_ bytes: [UInt8]) -> [PlayKey] {
    var keys: [PlayKey] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        switch bytes[index + 2] {
        case UInt8(ascii: "A"): keys.append(.up)
        case UInt8(ascii: "B"): keys.append(.down)
        case UInt8(ascii: "C"): keys.append(.right)
        case UInt8(ascii: "D"): keys.append(.left)
        default: break
        }
        index += 3
        continue
      }
      if byte == 0x0D || byte == 0x0A {
        keys.append(.enter)
      } else if byte == 0x7F || byte == 0x08 {
        keys.append(.backspace)
      } else if byte == 0x1B {
        keys.append(.escape)
      } else if byte >= 0x20, byte < 0x7F {
        keys.append(.character(Character(Unicode.Scalar(byte))))
      } else if byte >= 0xC0 {
        // A UTF-8 sequence: typed text in a text field.
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        for character in String(decoding: bytes[index..<end], as: UTF8.self) {
          keys.append(.character(character))
        }
        index = end
        continue
      }
      index += 1
    }
    return keys
  }
}
