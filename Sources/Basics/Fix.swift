/// The change a diagnostic suggests, as data on it (`Diagnostic.fix`), made where the
/// diagnostic is, so that `check --fix` and an editor's quick fix make the same edit: new
/// text for the scalar at the diagnostic's mark (a misspelt key or value), or a key put
/// first into the mapping at it (a missing required key, with a placeholder value).
public struct Fix: Sendable, Equatable {
  /// What changes.
  public enum Change: Sendable, Equatable {
    /// The scalar at the mark, as written (its quotes too), becomes this text.
    case replace(with: String)
    /// This `key: value` goes first into the mapping at the mark: on a line of its own at
    /// the mapping's indentation, or first in a flow mapping's braces.
    case insertKey(String, value: String)
    /// The name at the mark inside a text (`sped` of `"{sped}"`) becomes this text; no edit
    /// when the file does not hold the name there (a text whose escapes move it).
    case rename(String, to: String)
  }

  /// What changes.
  public var change: Change

  /// A fix.
  public init(_ change: Change) {
    self.change = change
  }

  /// A fix that writes `text` in place of the scalar at the mark.
  public static func replace(with text: String) -> Fix { Fix(.replace(with: text)) }

  /// What it does, for a person: `change to 'toggle'`, `add 'title: ""'`.
  public var title: String {
    switch change {
    case .replace(let text): Messages.fixReplace(text)
    case .insertKey(let key, let value): Messages.fixInsert("\(key): \(value)")
    case .rename(_, let text): Messages.fixReplace(text)
    }
  }

  /// What its edit of `bytes` did, for a person: `changed 'titel' to 'title'`.
  public func described(_ edit: FixEdit, in bytes: [UInt8]) -> String {
    switch change {
    case .replace(let text), .rename(_, let text):
      let start = min(max(edit.start, 0), bytes.count)
      let old = String(
        decoding: bytes[start..<min(max(edit.end, start), bytes.count)], as: UTF8.self)
      return Messages.fixedReplace(old, text)
    case .insertKey(let key, let value): return Messages.fixedInsert("\(key): \(value)")
    }
  }

  /// The edit of a file's bytes that makes the fix of a diagnostic at `mark`, or nil when
  /// the file holds no scalar or mapping there (it changed since the diagnostic was made).
  public func edit(in bytes: [UInt8], at mark: Mark) -> FixEdit? {
    let lines = SourceLines(bytes)
    guard let start = lines.offset(of: mark) else { return nil }
    switch change {
    case .replace(let text):
      let end = Self.scalarEnd(bytes, from: start)
      guard end > start else { return nil }
      return FixEdit(start: start, end: end, text: text)
    case .insertKey(let key, let value):
      if start < bytes.count, bytes[start] == UInt8(ascii: "{") {
        let empty = bytes[(start + 1)...].first { $0 != 0x20 } == UInt8(ascii: "}")
        return FixEdit(
          start: start + 1, end: start + 1, text: "\(key): \(value)" + (empty ? "" : ", "))
      }
      guard start < bytes.count, bytes[start] != 0x0A, bytes[start] != 0x0D else { return nil }
      let indentation = String(repeating: " ", count: mark.column - 1)
      return FixEdit(start: start, end: start, text: "\(key): \(value)\n" + indentation)
    case .rename(let old, let text):
      // The mark may be at the name's brace.
      let first = start < bytes.count && bytes[start] == UInt8(ascii: "{") ? start + 1 : start
      let end = first + old.utf8.count
      guard end <= bytes.count, bytes[first..<end].elementsEqual(old.utf8) else { return nil }
      return FixEdit(start: first, end: end, text: text)
    }
  }

  /// Where the scalar starting at `start` ends: past its closing quote, or (plain) before a
  /// `: `, a ` #`, a `,`, `]` or `}`, or the line's end, less the spaces before it (a plain
  /// scalar holds spaces: `airplane && wifi`).
  private static func scalarEnd(_ bytes: [UInt8], from start: Int) -> Int {
    guard start < bytes.count else { return start }
    let first = bytes[start]
    var index = start
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      index += 1
      while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
        if first == UInt8(ascii: "\""), bytes[index] == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if bytes[index] == first {
          // `''` inside single quotes is a quote.
          if first == UInt8(ascii: "'"), index + 1 < bytes.count, bytes[index + 1] == first {
            index += 2
            continue
          }
          return index + 1
        }
        index += 1
      }
      return start
    }
    let space: Set<UInt8> = [0x20, 0x09]
    let ends: Set<UInt8> = [0x0A, 0x0D, 0x2C, 0x5D, 0x7D]
    while index < bytes.count, !ends.contains(bytes[index]) {
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0x0A
      if bytes[index] == UInt8(ascii: ":"), space.contains(next) || next == 0x0A || next == 0x0D {
        break
      }
      if bytes[index] == UInt8(ascii: "#"), index > start, space.contains(bytes[index - 1]) {
        break
      }
      index += 1
    }
    while index > start, space.contains(bytes[index - 1]) { index -= 1 }
    return index
  }
}

/// A fix's edit of one file: the bytes from `start` up to `end` become `text`.
public struct FixEdit: Sendable, Equatable {
  /// The first byte replaced.
  public var start: Int
  /// The byte after the last one replaced (`start` for an insertion).
  public var end: Int
  /// The new text.
  public var text: String

  /// An edit.
  public init(start: Int, end: Int, text: String) {
    self.start = start
    self.end = end
    self.text = text
  }

  /// The bytes after every edit of `edits` that overlaps none before it (in order of
  /// their starts), and the edits made.
  public static func apply(_ edits: [FixEdit], to bytes: [UInt8]) -> (
    bytes: [UInt8], made: [FixEdit]
  ) {
    var made: [FixEdit] = []
    for edit in edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
      if let last = made.last, edit.start < last.end || edit.start == last.start { continue }
      made.append(edit)
    }
    var out = bytes
    for edit in made.reversed() {
      out.replaceSubrange(edit.start..<edit.end, with: edit.text.utf8)
    }
    return (out, made)
  }
}
