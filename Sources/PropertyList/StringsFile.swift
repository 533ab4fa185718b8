import Basics

/// A `.strings` file: the translations of one table in one language.
///
/// The old-style text form, in UTF-8 or UTF-16 with or without a byte-order mark:
///
/// ```
/// /* The switch on the first screen */
/// "Sounds" = "Töne";
/// "Say \"hi\"\n" = "Sag \"hallo\"\U00E9";
/// ```
///
/// or a binary plist holding a dict of strings (what Xcode compiles them to).
package struct StringsFile: Sendable, Equatable {
  /// One key and its translation.
  package struct Entry: Sendable, Equatable {
    /// The key (the text the plist names).
    package var key: String
    /// The translation.
    package var value: String
    /// Where the key is written.
    package var location: PlistLocation

    /// Creates an entry.
    package init(key: String, value: String, at location: PlistLocation = .generated) {
      self.key = key
      self.value = value
      self.location = location
    }
  }

  /// The entries in the order written; a repeated key keeps its last value, once.
  package var entries: [Entry]
  /// Every problem found; after an error, the entries read before it are kept.
  package var problems: [PropertyList.Problem]
  /// The encoding the file was read in (nil for a binary plist or an unknown encoding).
  package var encoding: TextEncoding?
  /// Whether the file is a binary plist (a compiled strings file), not text.
  package var isBinaryPlist = false
  /// Whether the text starts with a byte-order mark.
  package var hasByteOrderMark: Bool { textStart > 0 }
  /// Whether the file could be read at all: its encoding is known, or it is a binary
  /// plist that parsed.
  package var isReadable: Bool {
    encoding != nil || !problems.contains { $0.severity == .error } || !entries.isEmpty
  }
  /// The file's bytes and where its text starts (after a byte-order mark).
  private var source: [UInt8] = []
  private var textStart = 0

  /// The text as UTF-8, for the source lines under a diagnostic; made when asked for (a
  /// UTF-16 file is transcoded), since most files never need it.
  package var utf8: [UInt8] {
    guard let encoding else { return [] }
    if encoding == .utf8 { return Array(source[textStart...]) }
    var out: [UInt8] = []
    for scalar in encoding.decode(source, from: textStart) ?? [] {
      UTF8.encode(scalar) { out.append($0) }
    }
    return out
  }

  init(entries: [Entry], problems: [PropertyList.Problem], encoding: TextEncoding?) {
    self.entries = entries
    self.problems = problems
    self.encoding = encoding
  }

  /// The value of a key, if the file has it.
  package subscript(key: String) -> String? { entries.last { $0.key == key }?.value }

  /// Reads a `.strings` file.
  package static func parse(_ bytes: [UInt8], limits: PlistLimits = .default) -> StringsFile {
    guard bytes.count <= limits.maxBytes else {
      return StringsFile(
        entries: [],
        problems: [
          .init(
            .error, PlistMessages.tooLarge(bytes.count, limit: limits.maxBytes), at: .generated)
        ],
        encoding: nil)
    }
    if BinaryPlistReader.isBinary(bytes) { return binary(bytes, limits: limits) }
    guard let (encoding, start) = TextEncoding.detect(bytes),
      let scalars = encoding.decode(bytes, from: start)
    else {
      // A file that looks UTF-16 but does not decode is told at its start.
      let (byte, mark) =
        TextEncoding.detect(bytes) == nil ? TextEncoding.firstNonUTF8(bytes) : (nil, .start)
      return StringsFile(
        entries: [],
        problems: [
          .init(.error, PlistMessages.unknownEncoding(byte.map(TextEncoding.hex)), at: .mark(mark))
        ],
        encoding: nil)
    }
    var reader = StringsTextReader(scalars)
    reader.read()
    var file = StringsFile(entries: [], problems: reader.problems, encoding: encoding)
    file.source = bytes
    file.textStart = start
    file.add(reader.entries)
    file.problems.sort { ($0.location.mark ?? .start) < ($1.location.mark ?? .start) }
    return file
  }

  /// Reads a binary plist `.strings` file.
  static func binary(_ bytes: [UInt8], limits: PlistLimits) -> StringsFile {
    let result = PropertyList.parse(bytes, limits: limits)
    var file = StringsFile(entries: [], problems: result.problems, encoding: nil)
    guard let root = result.root else { return file }
    file.isBinaryPlist = true
    guard let entries = root.dictionary else {
      file.problems.append(.init(.error, PlistMessages.stringsRootNotDict, at: root.location))
      return file
    }
    var found: [Entry] = []
    for entry in entries {
      guard let value = entry.value.string else {
        file.problems.append(
          .init(.error, PlistMessages.stringsValueNotString(entry.key), at: entry.value.location))
        continue
      }
      found.append(Entry(key: entry.key, value: value, at: entry.keyLocation))
    }
    file.add(found)
    return file
  }

  /// Adds entries; a repeated key replaces the earlier value with a warning.
  mutating func add(_ found: [Entry]) {
    var seen: [String: Int] = [:]
    for entry in found {
      if let first = seen[entry.key] {
        problems.append(
          .init(
            .warning, PlistMessages.duplicateString(entry.key), at: entry.location,
            notes: [.init(PlistMessages.firstKey, at: entries[first].location.mark)]))
        entries[first].value = entry.value
      } else {
        seen[entry.key] = entries.count
        entries.append(entry)
      }
    }
  }
}

extension StringsFile {
  /// The entries as an old-style text `.strings` file (UTF-8): one `"key" = "value";` a
  /// line, `"` and `\` escaped, newlines and tabs as `\n` and `\t`, carriage returns
  /// raw, other control characters as `\UXXXX`.
  package static func text(_ entries: [(key: String, value: String)]) -> String {
    String(decoding: bytes(entries), as: UTF8.self)
  }

  /// ``text(_:)`` as its UTF-8 bytes, written straight into one buffer.
  package static func bytes(_ entries: [(key: String, value: String)]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(entries.count * 48)
    for entry in entries {
      appendQuoted(entry.key, to: &out)
      out += [0x20, UInt8(ascii: "="), 0x20]
      appendQuoted(entry.value, to: &out)
      out += [UInt8(ascii: ";"), 0x0A]
    }
    return out
  }

  static func quoted(_ text: String) -> String {
    var out: [UInt8] = []
    appendQuoted(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends a text in double quotes, escaped, scanning its UTF-8 bytes once.
  static func appendQuoted(_ text: String, to out: inout [UInt8]) {
    var text = text
    out.append(0x22)
    text.withUTF8 { bytes in
      if !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
        out.append(contentsOf: bytes)
        return
      }
      for byte in bytes {
        switch byte {
        case 0x22, 0x5C:
          out.append(0x5C)
          out.append(byte)
        case 0x0A:
          out.append(0x5C)
          out.append(UInt8(ascii: "n"))
        case 0x09:
          out.append(0x5C)
          out.append(UInt8(ascii: "t"))
        case 0x0D:
          // A carriage return is kept as it is usually written: raw, ending a pasted line.
          out.append(byte)
        case 0..<0x20, 0x7F:
          let hex = String(byte, radix: 16, uppercase: true)
          out += Array(("\\U" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        default: out.append(byte)
        }
      }
    }
    out.append(0x22)
  }
}
