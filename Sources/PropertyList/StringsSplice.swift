/// A `.strings` table written over the file it replaces, changing only the entries whose
/// translation changed: the counterpart of ``PlistSplice`` for text tables.
///
/// ```swift
/// let bytes = StringsSplice.bytes(entries, fresh: xcodeLayout, over: fileAsItWas)
/// ```
///
/// - No earlier file: `fresh`, the table in the layout Xcode writes.
/// - The same translations (the last of a repeated key counting): the earlier bytes as they
///   are, byte-order mark, encoding, comments, blank lines and order included, text or
///   binary.
/// - Otherwise, over a text file in the encoding `fresh` has (its byte-order mark, or
///   none, kept as the file has it): a changed translation
///   rewrites its value, a removed key its entry (and its line when nothing else is on
///   it), a new key adds one line after the entry it follows in `entries` (before the one
///   it precedes when it is first), indented as that entry. Anything else, or a splice that
///   would read back otherwise, gives `fresh`.
package enum StringsSplice {
  /// The bytes to write for `entries` over `original`.
  package static func bytes(
    _ entries: [(key: String, value: String)], fresh: [UInt8], over original: [UInt8]?
  ) -> [UInt8] {
    guard let original else { return fresh }
    let wanted = Dictionary(entries.map { ($0.key, $0.value) }) { _, last in last }
    if BinaryPlistReader.isBinary(original) {
      let old = StringsFile.parse(original)
      let same =
        old.isBinaryPlist && !old.problems.contains { $0.severity == .error }
        && Dictionary(old.entries.map { ($0.key, $0.value) }) { _, last in last } == wanted
      return same ? original : fresh
    }
    guard let (encoding, start) = TextEncoding.detect(original),
      let scalars = encoding.decode(original, from: start),
      !BinaryPlistReader.isBinary(fresh), let (freshEncoding, _) = TextEncoding.detect(fresh),
      freshEncoding == encoding || fresh.isEmpty
    else { return fresh }
    var reader = StringsTextReader(scalars)
    reader.keepsSpans = true
    reader.read()
    guard !reader.problems.contains(where: { $0.severity == .error }) else { return fresh }
    let had = Dictionary(reader.entries.map { ($0.key, $0.value) }) { _, last in last }
    if had == wanted { return original }
    let text = Text(scalars)
    guard let utf8 = edited(text, reader: reader, to: entries, wanted: wanted) else { return fresh }
    let spliced = Array(original[..<start]) + encoding.encode(utf8)
    // Spliced bytes are kept only when they read back as the table: without a byte-order
    // mark the encoding is told from the bytes, and an edit can change what it is told
    // (a NUL left at the start of a UTF-8 file reads as UTF-16).
    return readsAs(wanted, spliced) ? spliced : fresh
  }

  /// Whether `bytes` read back, without error, as exactly `wanted`.
  static func readsAs(_ wanted: [String: String], _ bytes: [UInt8]) -> Bool {
    let read = StringsFile.parse(bytes)
    return !read.problems.contains { $0.severity == .error }
      && Dictionary(read.entries.map { ($0.key, $0.value) }) { _, last in last } == wanted
  }

  /// A file's text as UTF-8, and where each scalar starts in it.
  struct Text {
    var bytes: [UInt8] = []
    var offsets: [Int] = []

    init(_ scalars: [Unicode.Scalar]) {
      offsets.reserveCapacity(scalars.count + 1)
      for scalar in scalars {
        offsets.append(bytes.count)
        UTF8.encode(scalar) { bytes.append($0) }
      }
      offsets.append(bytes.count)
    }

    func range(_ scalars: Range<Int>) -> Range<Int> {
      offsets[scalars.lowerBound]..<offsets[scalars.upperBound]
    }
  }

  /// The text with the entries changed, removed and added; nil when edits overlap.
  static func edited(
    _ text: Text, reader: StringsTextReader, to entries: [(key: String, value: String)],
    wanted: [String: String]
  ) -> [UInt8]? {
    var edits = ByteSplice(text.bytes)
    var last: [String: Int] = [:]
    for (index, entry) in reader.entries.enumerated() { last[entry.key] = index }
    for (index, entry) in reader.entries.enumerated() {
      let span = reader.spans[index]
      guard let value = wanted[entry.key] else {
        edits.removeLines(text.range(span.start..<span.end))
        continue
      }
      guard last[entry.key] == index, value != entry.value else { continue }
      if let written = span.value {
        edits.replace(text.range(written), with: Array(StringsFile.quoted(value).utf8))
      } else {
        edits.replace(text.range(span.start..<span.end), with: line(entry.key, value))
      }
    }
    for (position, entry) in entries.enumerated() where last[entry.key] == nil {
      let before = entries[..<position].last { last[$0.key] != nil }.flatMap { last[$0.key] }
      let after = entries[(position + 1)...].first { last[$0.key] != nil }.flatMap { last[$0.key] }
      guard let neighbour = before ?? after else {
        if text.bytes.isEmpty {
          edits.replace(0..<0, with: line(entry.key, entry.value) + edits.newline)
        } else {
          edits.insert([line(entry.key, entry.value)], after: text.bytes.count)
        }
        continue
      }
      let span = text.range(reader.spans[neighbour].start..<reader.spans[neighbour].end)
      let added = (edits.indent(at: span.lowerBound) ?? []) + line(entry.key, entry.value)
      if before != nil {
        edits.insert([added], after: span.upperBound)
      } else {
        edits.insert([added], before: span.lowerBound)
      }
    }
    return edits.applied()
  }

  /// `"KEY" = "VALUE";`, as Xcode writes an entry.
  static func line(_ key: String, _ value: String) -> [UInt8] {
    Array("\(StringsFile.quoted(key)) = \(StringsFile.quoted(value));".utf8)
  }
}
