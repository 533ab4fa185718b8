/// The backslash escapes that JSON and Swift string literals share: a quote, a backslash,
/// and the newline, return and tab. Each writer adds its own escape for other characters
/// (`\u0001` in JSON, `\u{1}` in Swift).
package enum BackslashEscape {
  /// The shared escape of `scalar`, or nil when it has none.
  @inlinable package static func of(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: nil
    }
  }
}
