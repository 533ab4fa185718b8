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
    write(root, indent: 0, into: &out)
    out += "</plist>\n"
    return out
  }

  static func write(_ node: PlistNode, indent: Int, into out: inout String) {
    let tabs = String(repeating: "\t", count: indent)
    switch node.content {
    case .string(let text): out += "\(tabs)<string>\(escaped(text))</string>\n"
    case .integer(let text): out += "\(tabs)<integer>\(text)</integer>\n"
    case .real(let text): out += "\(tabs)<real>\(text)</real>\n"
    case .boolean(let value): out += "\(tabs)<\(value ? "true" : "false")/>\n"
    case .date(let text): out += "\(tabs)<date>\(escaped(text))</date>\n"
    case .data(let bytes): out += "\(tabs)<data>\(Base64.encode(bytes))</data>\n"
    case .array(let items):
      if items.isEmpty {
        out += "\(tabs)<array/>\n"
        return
      }
      out += "\(tabs)<array>\n"
      for item in items { write(item, indent: indent + 1, into: &out) }
      out += "\(tabs)</array>\n"
    case .dictionary(let entries):
      if entries.isEmpty {
        out += "\(tabs)<dict/>\n"
        return
      }
      out += "\(tabs)<dict>\n"
      let sorted = entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for entry in sorted {
        out += "\(tabs)\t<key>\(escaped(entry.key))</key>\n"
        write(entry.value, indent: indent + 1, into: &out)
      }
      out += "\(tabs)</dict>\n"
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
