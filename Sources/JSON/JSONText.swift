import Basics

/// JSON text as the tool writes it: one escaping for every JSON writer (`check --format
/// json`, the schema, the language server), so they cannot disagree.
package enum JSONText {
  /// A string quoted as JSON: `"`, `\` and control characters escaped, C1 controls and the
  /// line and paragraph separators as `\uXXXX` so the text is safe in any viewer.
  package static func quoted(_ string: String) -> String {
    // Printable ASCII without a quote or backslash, most text, is written as it is.
    let plain = string.utf8.allSatisfy {
      $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }
    if plain { return "\"" + string + "\"" }
    var out = "\""
    for scalar in string.unicodeScalars {
      if let escape = BackslashEscape.of(scalar) {
        out += escape
      } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || (0x2028...0x2029).contains(scalar.value)
      {
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
