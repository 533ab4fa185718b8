import JSON

/// JSON as Xcode writes a String Catalog: keys sorted, two spaces of indent, `"key" : value`,
/// an empty object or array as `{` and `}` with a blank line between, text unescaped but for
/// what JSON requires, and a newline at the end, so that a catalog ScreenSpec writes is the
/// file Xcode would write.
package enum CatalogLayout {
  /// The catalog's text.
  package static func written(_ value: JSONValue) -> String {
    var out = ""
    write(value, indent: "", to: &out)
    return out + "\n"
  }

  private static func write(_ value: JSONValue, indent: String, to out: inout String) {
    let inner = indent + "  "
    switch value {
    case .object(let members):
      guard !members.isEmpty else {
        out += "{\n\n\(indent)}"
        return
      }
      out += "{\n"
      let sorted = members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
      for (index, member) in sorted.enumerated() {
        out += inner + JSONText.quoted(member.0) + " : "
        write(member.1, indent: inner, to: &out)
        out += index + 1 < sorted.count ? ",\n" : "\n"
      }
      out += indent + "}"
    case .array(let items):
      guard !items.isEmpty else {
        out += "[\n\n\(indent)]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += inner
        write(item, indent: inner, to: &out)
        out += index + 1 < items.count ? ",\n" : "\n"
      }
      out += indent + "]"
    default:
      out += value.text
    }
  }
}
