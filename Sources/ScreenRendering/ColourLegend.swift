#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The colours of a coloured drawing, written out as text, so that a text snapshot pins
/// them: a theme's highlight changing from white on `#007AFF` to black on red changes the
/// legend, and the diff says what changed.
///
/// One line per drawn line that has a colour, naming the columns (1-based display columns,
/// as the drawing's) of each run of one colour, in the order they appear:
///
/// ```
/// colours:
///   line 7: 4-35 white on #007AFF
///   line 28: 5-22 blue, 24-31 default on blue
/// ```
///
/// Bold and dim are not colours (plain text marks what they mean) and are left out;
/// reverse video is named `reverse`.
public enum ColourLegend {
  /// The legend's lines read back from a drawing's escapes, without a header; empty when
  /// nothing in it is coloured. A snapshot's legend comes from the drawing's runs
  /// (``RenderOptions`` `coloursAsRuns`); this reading is what the tests hold them to.
  package static func entries(of coloured: String, base: String? = nil) -> [String] {
    var entries: [String] = []
    var names: [(codes: String, name: String?)] = []
    var text = coloured
    // Lines are cut at their "\n" bytes (each a grapheme cluster of its own), and a line
    // without an escape byte has no colour to name: neither is read as text.
    text.withUTF8 { bytes in
      var number = 0
      var start = 0
      while start <= bytes.count {
        number += 1
        var end = start
        var escaped = false
        while end < bytes.count, bytes[end] != 0x0A {
          if bytes[end] == 0x1B { escaped = true }
          end += 1
        }
        if escaped {
          // "\n" is ASCII, so both ends are whole characters' boundaries.
          let utf8 = coloured.utf8
          let lower = utf8.index(utf8.startIndex, offsetBy: start)
          let upper = utf8.index(utf8.startIndex, offsetBy: end)
          let runs = colourRuns(in: coloured[lower..<upper], names: &names).filter {
            $0.colour != base
          }
          if !runs.isEmpty {
            let described = runs.map { "\($0.first)-\($0.last) \($0.colour)" }
            entries.append("line \(number): " + described.joined(separator: ", "))
          }
        }
        start = end + 1
      }
    }
    return entries
  }

  /// A colour drawing without its escapes (`ESC [ codes m`): with
  /// ``RenderOptions/plainMarks``, the plain drawing of the same screen.
  package static func withoutEscapes(_ coloured: String) -> String {
    var text = coloured
    // The byte ranges between escapes, found with the C library's memchr; each begins and
    // ends next to an ASCII byte, so each is whole text to copy as it is.
    let kept: [Range<Int>] = text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return [] }
      var kept: [Range<Int>] = []
      var offset = 0
      while offset < bytes.count {
        guard let escape = memchr(base + offset, 0x1B, bytes.count - offset) else {
          kept.append(offset..<bytes.count)
          break
        }
        let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(escape))
        if at > offset { kept.append(offset..<at) }
        guard let end = memchr(base + at, 0x6D, bytes.count - at) else { break }
        offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(end)) + 1
      }
      return kept
    }
    if kept.count == 1, kept[0].count == coloured.utf8.count { return coloured }
    var plain = ""
    plain.reserveCapacity(kept.reduce(0) { $0 + $1.count })
    let utf8 = coloured.utf8
    for range in kept {
      let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
      plain += coloured[lower..<upper]
    }
    return plain
  }

  /// What a dark drawing's plain text is named (the label on the dark background), from
  /// the codes the renderer paints it with.
  package static let darkBase =
    name(
      of: ANSIStyle.plain.darkened().codes.joined(separator: ";").split(separator: ";").map(
        String.init)) ?? ""

  /// A run of one colour on a line: its first and last display columns (1-based).
  package struct Run: Equatable, Sendable {
    var first: Int
    var last: Int
    var colour: String
  }

  /// A legend entry of a line's runs (`line 7: 4-35 white on #007AFF`), runs in `base`
  /// left out; nil when none is left.
  static func entry(line number: Int, runs: [Run], base: String?) -> String? {
    let shown = runs.filter { $0.colour != base }
    guard !shown.isEmpty else { return nil }
    var entry = "line \(number): "
    for (index, run) in shown.enumerated() {
      if index > 0 { entry += ", " }
      entry += String(run.first) + "-" + String(run.last) + " " + run.colour
    }
    return entry
  }

  /// The legend as a block from its entries (`colours:` and the entries, indented), or ""
  /// when there are none.
  package static func block(entries: [String]) -> String {
    guard !entries.isEmpty else { return "" }
    var block = "colours:\n"
    for entry in entries { block += "  " + entry + "\n" }
    return block
  }

  /// Runs of one colour on a line, merging neighbouring spans of the same colour.
  ///
  /// The line is cut at its escapes (`ESC [ codes m`, found by byte); each text between two
  /// is measured whole, since no grapheme cluster crosses an escape's control character.
  /// `names` keeps each escape's colour name once it is worked out (a drawing has a few).
  private static func colourRuns(
    in line: Substring, names: inout [(codes: String, name: String?)]
  ) -> [Run] {
    var runs: [Run] = []
    var colour: String?
    var column = 0
    var rest = line
    while !rest.isEmpty {
      let escape = rest.utf8.firstIndex(of: 0x1B)
      let text = escape.map { rest[..<$0] } ?? rest
      let width = TextLayout.width(text)
      if let colour, width > 0 {
        if let last = runs.last, last.colour == colour, last.last == column {
          runs[runs.count - 1].last = column + width
        } else {
          runs.append(Run(first: column + 1, last: column + width, colour: colour))
        }
      }
      column += width
      guard let escape else { break }
      let codesStart = rest.utf8.index(escape, offsetBy: 2, limitedBy: rest.endIndex)
      guard let codesStart, let end = rest[codesStart...].utf8.firstIndex(of: 0x6D) else {
        // An escape that ends no code: a control character, no column wide.
        rest = rest[rest.utf8.index(after: escape)...]
        continue
      }
      let escapeCodes = String(rest[codesStart..<end])
      if let known = names.first(where: { $0.codes == escapeCodes }) {
        colour = known.name
      } else {
        let codes = escapeCodes.split(separator: ";").map(String.init)
        colour = codes == ["0"] ? nil : name(of: codes)
        names.append((escapeCodes, colour))
      }
      rest = rest[rest.utf8.index(after: end)...]
    }
    return runs
  }

  /// A colour's name from SGR codes (`97;41` → `white on red`), or nil when they set no
  /// colour (bold, dim).
  static func name(of codes: [String]) -> String? {
    var foreground: String?
    var background: String?
    var reverse = false
    var index = 0
    while index < codes.count {
      let code = codes[index]
      if code == "38" || code == "48", index + 1 < codes.count {
        var value: String?
        if codes[index + 1] == "5", index + 2 < codes.count {
          value = indexedNames[codes[index + 2]] ?? "colour \(codes[index + 2])"
          index += 3
        } else if codes[index + 1] == "2", index + 4 < codes.count {
          value = "#" + codes[(index + 2)...(index + 4)].map(hexByte).joined()
          index += 5
        } else {
          index += 1
        }
        if code == "38" { foreground = value } else { background = value }
        continue
      }
      if code == "7" { reverse = true }
      if let value = Int(code) {
        switch value {
        case 30...37, 90...97: foreground = basicNames[value % 10 + (value >= 90 ? 10 : 0)]
        case 40...47, 100...107: background = basicNames[value % 10 + (value >= 100 ? 10 : 0)]
        default: break
        }
      }
      index += 1
    }
    var parts: [String] = []
    if foreground != nil || background != nil {
      parts.append(foreground ?? "default")
      if let background { parts.append("on " + background) }
    }
    if reverse { parts.append("reverse") }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// SGR 30–37 and 90–97 (bright: + 10) by their last digit, with ScreenSpec's names.
  private static let basicNames: [Int: String] = [
    0: "black", 1: "red", 2: "green", 3: "yellow", 4: "blue", 5: "purple", 6: "cyan",
    7: "lightGray", 9: "default", 10: "darkGray", 11: "brightRed", 12: "brightGreen",
    13: "brightYellow", 14: "brightBlue", 15: "brightPurple", 16: "brightCyan", 17: "white",
  ]

  /// The 256-colour indexes ScreenSpec draws with.
  private static let indexedNames = ["245": "gray", "240": "darkGray", "208": "orange"]

  private static func hexByte(_ text: String) -> String {
    let digits = String(Int(text) ?? 0, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
