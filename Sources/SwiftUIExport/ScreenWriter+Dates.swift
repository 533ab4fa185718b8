import ScreenModel

/// Date pickers over dates stored as ISO 8601 text, and mail rows as `mailto:` links.
extension ScreenWriter {
  /// `DatePicker` bound through ``ScreenSpecDates`` to the text the key stores; its style
  /// (inline: a calendar; wheels) and minute steps (the stored time rounds to them).
  mutating func datePicker(_ picker: DatePicker, title: String) -> String {
    guard let key = use(picker.key) else { return "EmptyView()" }
    let (format, components) =
      switch picker.mode {
      case .date: ("yyyy-MM-dd", ".date")
      case .time: ("HH:mm", ".hourAndMinute")
      case .dateAndTime: ("yyyy-MM-dd'T'HH:mm", "[.date, .hourAndMinute]")
      }
    let interval = picker.minuteInterval == 1 ? "" : ", minuteInterval: \(picker.minuteInterval)"
    var out = "DatePicker(\n  \(title),\n  selection: Binding(\n"
    out += "    get: { ScreenSpecDates.date(\(key.property), format: \"\(format)\") },\n"
    out +=
      "    set: { \(key.property) = ScreenSpecDates.text($0, format: \"\(format)\"\(interval)) }),\n"
    out += "  displayedComponents: \(components))"
    switch picker.style {
    case .inline: out += "\n.datePickerStyle(.graphical)"
    case .wheels: out += "\n.datePickerStyle(.wheel)"
    case .compact: out += "\n.datePickerStyle(.compact)"
    }
    return out
  }

  /// A mail row's `mailto:` address, with its recipients, subject and body, as Swift: a
  /// literal, or where a subject or body interpolates, literals and that text translated
  /// and encoded when shown (`mailQuery(String(localized: "Hi \(name)"))`).
  mutating func mailAddress(_ mail: Mail) -> String {
    if mail.html { problem("html", SwiftUIMessages.htmlMail) }
    var query: [String] = []
    var dynamic: [String: String] = [:]
    if !mail.cc.isEmpty {
      query.append("cc=" + Self.percentEncoded(mail.cc.joined(separator: ",")))
    }
    if !mail.bcc.isEmpty {
      query.append("bcc=" + Self.percentEncoded(mail.bcc.joined(separator: ",")))
    }
    for (name, text) in [("subject", mail.subject), ("body", mail.body)] {
      guard let text else { continue }
      guard text.isLiteral else {
        query.append(name + "=\u{0}")
        dynamic[name] = "mailQuery(String(localized: \(self.text(text, key: name))))"
        continue
      }
      query.append(name + "=" + Self.percentEncoded(text.literalText))
    }
    var address = "mailto:" + Self.percentEncoded(mail.to.joined(separator: ","))
    if !query.isEmpty { address += "?" + query.joined(separator: "&") }
    guard !dynamic.isEmpty else { return SwiftNames.literal(address) }
    if !helpers.contains(Self.mailQueryHelper) { helpers.append(Self.mailQueryHelper) }
    // Each text that interpolates between the literal parts.
    var parts = address.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
    var out = SwiftNames.literal(parts.removeFirst())
    for (name, part) in zip(["subject", "body"].filter { dynamic[$0] != nil }, parts) {
      out += " + " + (dynamic[name] ?? "")
      if !part.isEmpty { out += " + " + SwiftNames.literal(part) }
    }
    return out
  }

  /// `mailQuery(_:)`: text as a `mailto:` query value when shown, as ``percentEncoded(_:)``
  /// encodes it.
  static let mailQueryHelper = """
      /// Text as a `mailto:` query value: all but ASCII letters, digits and `-._~@,` as `%XX`.
      private func mailQuery(_ text: String) -> String {
        let kept = CharacterSet(
          charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~@,")
        return text.addingPercentEncoding(withAllowedCharacters: kept) ?? ""
      }

    """

  /// Text as a URL's query value: every byte but letters, digits, `-._~@` and `,` as `%XX`.
  static func percentEncoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-._~@,".unicodeScalars.contains(scalar)
      {
        out.unicodeScalars.append(scalar)
      } else {
        out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return out
  }
}
