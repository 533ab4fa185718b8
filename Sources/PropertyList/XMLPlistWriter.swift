import Basics

/// Writes nodes as an XML property list.
///
/// ```
/// <?xml version="1.0" encoding="UTF-8"?>
/// <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
/// <plist version="1.0">
/// <dict>
/// 	<key>StringsTable</key>
/// 	<string>Root</string>
/// </dict>
/// </plist>
/// ```
enum XMLPlistWriter {
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  static func write(_ root: PlistNode) -> String {
    var out = header
    write(root, indent: "", style: .xcode, into: &out)
    out += "</plist>\n"
    return out
  }

  /// How lines are indented and ended: Xcode's tabs and line feeds, or a file's own.
  struct Style {
    /// One level of indentation.
    var unit: String
    /// What ends a line.
    var newline: String

    /// What Xcode writes.
    static let xcode = Style(unit: "\t", newline: "\n")
  }

  /// Writes a node whose first line starts with `indent`, every line ended by the style's
  /// newline, a dictionary's keys sorted.
  static func write(_ node: PlistNode, indent: String, style: Style, into out: inout String) {
    let newline = style.newline
    switch node.content {
    case .string(let text): out += "\(indent)<string>\(escaped(text))</string>\(newline)"
    case .integer(let text): out += "\(indent)<integer>\(text)</integer>\(newline)"
    case .real(let text): out += "\(indent)<real>\(text)</real>\(newline)"
    case .boolean(let value): out += "\(indent)<\(value ? "true" : "false")/>\(newline)"
    case .date(let text): out += "\(indent)<date>\(escaped(text))</date>\(newline)"
    case .data(let bytes): out += "\(indent)<data>\(Base64.encode(bytes))</data>\(newline)"
    case .array(let items):
      if items.isEmpty {
        out += "\(indent)<array/>\(newline)"
        return
      }
      out += "\(indent)<array>\(newline)"
      let inner = indent + style.unit
      for item in items { write(item, indent: inner, style: style, into: &out) }
      out += "\(indent)</array>\(newline)"
    case .dictionary(let entries):
      if entries.isEmpty {
        out += "\(indent)<dict/>\(newline)"
        return
      }
      out += "\(indent)<dict>\(newline)"
      let inner = indent + style.unit
      let sorted = entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for entry in sorted {
        out += "\(inner)<key>\(escaped(entry.key))</key>\(newline)"
        write(entry.value, indent: inner, style: style, into: &out)
      }
      out += "\(indent)</dict>\(newline)"
    }
  }

  /// Escapes `&`, `<` and `>`; control characters XML cannot hold become character
  /// references where XML allows them, and U+FFFD where it does not.
  static func escaped(_ text: String) -> String {
    // Nearly every text needs no escape: found in one pass over its bytes, no copy.
    if !text.utf8.contains(where: { byte in
      byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0xEF
    }) {
      return text
    }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\r": out += "&#13;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
