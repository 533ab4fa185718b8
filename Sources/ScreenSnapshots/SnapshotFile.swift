import ScreenModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A snapshot file: a small header that says what was rendered, then the exact text.
///
/// ```
/// screenspec-snapshot: 2
/// name: fight-card
/// width: 40
/// glyphs: unicode
/// ---
/// ╭──────…
/// ```
///
/// Files are LF-only with one final newline. A file checked out with CRLF line endings is
/// read as LF, and ``hadCRLF`` says so.
public struct SnapshotFile: Sendable, Equatable {
  /// Header fields in order (`name`, `width`, `glyphs`, `steps`, …).
  package var header: [(key: String, value: String)]
  /// The snapshot text, ending in one newline.
  package var body: String
  /// Whether the bytes read had CRLF line endings.
  public var hadCRLF = false

  /// The header line that starts every snapshot file this version writes. Version 2 pins
  /// colours: a drawing is followed by its colour legend (`colours:`, one line per coloured
  /// line). Version 1 files (no legend) are still read; a coloured screen's version 1
  /// reference differs from its version 2 drawing once, by the legend.
  package static let magic = "screenspec-snapshot: 2"

  /// The header lines of the versions this one reads.
  package static let readableMagics: Set<Substring> = [
    "screenspec-snapshot: 1", "screenspec-snapshot: 2",
  ]

  /// The header keys, in the order they are written. Every key a snapshot file holds is
  /// named here.
  package enum Key: String, Sendable, CaseIterable {
    /// The snapshot's name: a screen id, `<scenario>.scenario`, or a test's `named:`.
    case name
    /// The navigation stack of a screen snapshot (`fight-card > weight-class`).
    case screen
    /// The render width in columns.
    case width
    /// `unicode` or `ascii`.
    case glyphs
    /// A scenario's steps, joined by ` | `.
    case steps
    /// The device drawn for, when it is not the phone.
    case device
    /// Where the screens show, when it is not Settings (`app`).
    case host
    /// The locale drawn in, when it is not the source texts'.
    case locale
    /// The appearance drawn in, when it is not light.
    case appearance
    /// The Dynamic Type size drawn at, when it is not large.
    case textSize
    /// What was recorded, when it is not the text drawing (`voiceover`, `svg`).
    case format
    /// In a pending file only: a fingerprint of the reference it was compared with.
    case base
  }

  /// Creates a snapshot; the body gets exactly one final newline.
  package init(header: [(key: String, value: String)], body: String) {
    self.header = header
    self.body = SnapshotFile.normalized(body)
  }

  /// Creates a named snapshot: `name` first, then the settings that say what was drawn.
  /// The one place the name header is written.
  package init(name: String, settings: [(key: String, value: String)], body: String) {
    self.init(header: [(Key.name.rawValue, name)] + settings, body: body)
  }

  /// Compares header and body.
  public static func == (lhs: SnapshotFile, rhs: SnapshotFile) -> Bool {
    lhs.header.elementsEqual(rhs.header) { $0 == $1 } && lhs.body == rhs.body
  }

  /// A header value.
  package subscript(key: String) -> String? {
    header.first { $0.key == key }?.value
  }

  /// A header value.
  package subscript(key: Key) -> String? { self[key.rawValue] }

  /// Whether the body is an error report rather than a drawing: old versions wrote a
  /// failing scenario step this way, and such a file must never become a reference.
  package var holdsError: Bool { body.hasPrefix("error: ") }

  /// The file's bytes. A picture snapshot's file is its SVG alone, so it opens as a
  /// picture; its header is what made it, never written (``OutputFormat/svg``).
  package var text: String {
    if format == .svg { return body }
    var out = SnapshotFile.magic
    out.reserveCapacity(body.utf8.count + 256)
    out += "\n"
    for field in header {
      out += field.key
      out += ": "
      out += field.value
      out += "\n"
    }
    out += "---\n"
    out += body
    return out
  }

  /// Whether ``text`` is exactly these bytes: compared piece by piece as it would be
  /// written, without making it.
  func textIsBytes(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { all in
      var offset = 0
      func next(_ piece: String) -> Bool {
        var piece = piece
        return piece.withUTF8 { own in
          guard own.count <= all.count - offset else { return false }
          if let start = own.baseAddress, let whole = all.baseAddress,
            memcmp(start, whole + offset, own.count) != 0
          {
            return false
          }
          offset += own.count
          return true
        }
      }
      guard format != .svg else { return next(body) && offset == all.count }
      guard next(SnapshotFile.magic), next("\n") else { return false }
      for field in header {
        guard next(field.key), next(": "), next(field.value), next("\n") else { return false }
      }
      return next("---\n") && next(body) && offset == all.count
    }
  }

  /// Reads a snapshot file; nil when it is not one.
  package init?(text raw: String) {
    hadCRLF = raw.holdsCR
    let text = hadCRLF ? raw.replacingCRLF() : raw
    guard let parts = Self.parts(of: text) else { return nil }
    header = parts.header
    body = SnapshotFile.normalized(String(parts.body))
  }

  /// A snapshot file's header fields and its body as a slice of `text`, not normalized
  /// (so a long reference is compared where it lies, never copied); nil when it is not a
  /// snapshot file.
  package static func parts(of text: String) -> (
    header: [(key: String, value: String)], body: Substring
  )? {
    var rest: Substring? = text[...]
    guard let first = Self.line(from: &rest), SnapshotFile.readableMagics.contains(first) else {
      return nil
    }
    var header: [(key: String, value: String)] = []
    var line = Self.line(from: &rest)
    while let current = line, current != "---" {
      guard let colon = current.firstIndex(of: ":") else { return nil }
      let value = current[current.index(after: colon)...].drop { $0 == " " }
      header.append((String(current[..<colon]), String(value)))
      line = Self.line(from: &rest)
    }
    guard line == "---" else { return nil }
    return (header, rest ?? text[text.endIndex...])
  }

  /// Takes the next line (without its `\n`) off `rest`, leaving nil after the last one: the
  /// lines `split(separator: "\n", omittingEmptySubsequences: false)` gives, one at a time,
  /// found by byte. Once CR LF is replaced, every `\n` is a grapheme cluster of its own.
  private static func line(from rest: inout Substring?) -> Substring? {
    guard let text = rest else { return nil }
    guard let newline = text.utf8.firstIndex(of: 0x0A) else {
      rest = nil
      return text
    }
    rest = text[text.utf8.index(after: newline)...]
    return text[..<newline]
  }

  /// The version a snapshot file's first line names when it is not one read here
  /// (`screenspec-snapshot: 3`), or nil.
  package static func otherVersion(of text: String) -> String? {
    let prefix = "screenspec-snapshot:"
    let first = text.prefix { $0 != "\n" && $0 != "\r" }
    guard first.hasPrefix(prefix), !readableMagics.contains(first) else { return nil }
    return String(first.dropFirst(prefix.count).drop { $0 == " " })
  }

  /// LF line endings and exactly one final newline.
  package static func normalized(_ text: String) -> String {
    // Most texts already are: one final "\n" (a cluster of its own) and no CR.
    let bytes = text.utf8
    if bytes.last == 0x0A, bytes.count == 1 || bytes.dropLast().last != 0x0A, !text.holdsCR {
      return text
    }
    var text = text.replacingCRLF()
    while text.hasSuffix("\n") { text.removeLast() }
    return text + "\n"
  }
}

extension String {
  /// Whether the text holds a carriage return, by the C library's scan of its bytes.
  var holdsCR: Bool {
    var text = self
    return text.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return false }
      return memchr(start, 0x0D, bytes.count) != nil
    }
  }

  func replacingCRLF() -> String {
    guard holdsCR else { return self }
    var out = ""
    var previousCR = false
    for scalar in unicodeScalars {
      if previousCR, scalar != "\n" { out.unicodeScalars.append("\r") }
      previousCR = scalar == "\r"
      if !previousCR { out.unicodeScalars.append(scalar) }
    }
    if previousCR { out.unicodeScalars.append("\r") }
    return out
  }
}
