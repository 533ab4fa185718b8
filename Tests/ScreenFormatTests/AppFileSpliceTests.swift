import Basics
import Fixtures
import Testing
import YAMLTree

@testable import ScreenFormat
@testable import ScreenModel

/// An edit of `app.yaml` decoded from the last decode (``AppFileBase``: the tree spliced,
/// the state patched) gives what decoding the whole file gives: random edits, each compared
/// with a decode from scratch, tree, diagnostics and settings alike.
@Suite struct AppFileSpliceTests {
  static let base = """
    start: home
    theme:
      selectionStyle: blue
    state:
      on1: "true"
      name1: Ann
      level1: "0.5"
      user:
        first: Ann
        last: Lee
      tags: [a, b]
      count2: 3
      nested: {x: 1, y: [1, 2]}
      on2: 'false'
      # a comment
      on3: "true"

      mins: 15
    storedNames:
      on1: ONE

    """

  /// What an edit may insert, replace a line with, or add as a line: keys, duplicates,
  /// broken YAML, tabs, flow collections, anchors and aliases, block scalars, markers.
  static let snippets = [
    "x", " ", "\n", ":", "\t", "#", "'", "\"", "[", "]", "{", "}", ",", "-", "&a ", "*a", "|",
    ">", "count", ".", "---", "...", "%", "?", "é", "\u{200B}", "  on9: \"true\"\n", "new: 1\n",
    "  user:\n    first: Bo\n", "  k.dot: 1\n", "    deep: 2\n", "  - item\n", "titel: x\n",
    "# comment\n", "\n\n", "  on1: \"true\"", "  on1: 'x'", "  name1: Ann", "  ", "\t",
    "  bad: [1, 2", "  list: [[1]]", "  count: 1", "  unread: 2", "  a.b: 1", "  &anc x: 1",
    "  y: *anc", "  z: |", "    text", "state: {}", "  user: {first: X}", "  q: {a: 1, a: 2}",
    "  on2: \"false\"", "storedNames:", "  on2: TWO", "  mins: 15", "rows: [a]",
  ]

  /// One random edit of `text`: an insertion, a deletion, a line replaced or added, a
  /// state key renamed to another's.
  static func edit(_ text: String, _ random: inout SeededGenerator) -> String {
    var bytes = Array(text.utf8)
    let snippet = Array((snippets.randomElement(using: &random) ?? "").utf8)
    let at = Int.random(in: 0...bytes.count, using: &random)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let line = Int.random(in: 0..<lines.count, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      bytes.insert(contentsOf: snippet, at: at)
      return String(decoding: bytes, as: UTF8.self)
    case 1:
      bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...6, using: &random)))
      return String(decoding: bytes, as: UTF8.self)
    case 2: lines[line] = String(decoding: snippet, as: UTF8.self)
    case 3: lines.insert(String(decoding: snippet, as: UTF8.self), at: line)
    case 4: lines.remove(at: line)
    default:
      // A key renamed to another key of the mapping (a duplicate), or back.
      let keys = lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.contains(":") }
      guard let other = keys.randomElement(using: &random), lines[line].hasPrefix("  "),
        let colon = lines[line].firstIndex(of: ":"), let otherColon = other.firstIndex(of: ":")
      else { return text }
      lines[line] = String(other[..<otherColon]) + lines[line][colon...]
    }
    return lines.joined(separator: "\n")
  }

  /// A keystroke as a person types: a letter, digit or space typed or deleted in a key or
  /// value of the state, a line typed whole or deleted.
  static func keystroke(_ text: String, _ random: inout SeededGenerator) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let candidates = lines.indices.filter { lines[$0].hasPrefix("  ") && lines[$0].count > 3 }
    guard let line = candidates.randomElement(using: &random) else { return text }
    var characters = Array(lines[line])
    let indent = characters.firstIndex { $0 != " " } ?? 0
    let at = Int.random(in: (indent + 1)...characters.count, using: &random)
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<5: characters.insert("abcxyz019 ".randomElement(using: &random) ?? "a", at: at)
    case 5..<8: if at < characters.count { characters.remove(at: at) }
    case 8: lines.insert(Self.typedLines.randomElement(using: &random) ?? "", at: line)
    default:
      // A key renamed to another key of the state (a duplicate), or a line deleted.
      if let other = candidates.randomElement(using: &random), Bool.random(using: &random),
        let colon = characters.firstIndex(of: ":"),
        let otherColon = lines[other].firstIndex(of: ":")
      {
        characters = Array(lines[other][..<otherColon]) + characters[colon...]
      } else {
        lines.remove(at: line)
        return lines.joined(separator: "\n")
      }
    }
    if characters != Array(lines[line]) { lines[line] = String(characters) }
    return lines.joined(separator: "\n")
  }

  /// Whole lines typed into the state: new keys, a duplicate, flow collections (one with a
  /// duplicate of its own), a tab after a colon.
  static let typedLines = [
    "  typed1: 1", "  typed2: x", "  on1: again", "  t: [1, {a: b}]", "  u:\t1",
    "  v: {x: 1, x: 2}", "  w:\n    deeper: 1", "  count: 2",
  ]

  /// Decodes each text in turn from the last (spliced when it can be), comparing each with
  /// a decode from scratch; returns how many were spliced.
  static func decodeEach(_ texts: [String]) throws -> Int {
    let cache = DecodeCache()
    for (step, text) in texts.enumerated() {
      let file = SourceFile(path: "a/app.yaml", text: text)
      let decoded = cache.decoded(file, limits: .default, collectTexts: false) {
        AppAssembler.decode(file)
      }
      let parsed = YAMLParser.parse(file.bytes)
      if let base = cache.appBase(file.path), base.tree.bytes == file.bytes {
        #expect(base.tree.root == parsed.root, "step \(step): tree of\n\(text)")
        #expect(
          AppAssembler.sorted(base.tree.diagnostics) == AppAssembler.sorted(parsed.diagnostics))
      }
      try expectSame(decoded, AppAssembler.decode(file), "step \(step):\n\(text)")
    }
    return cache.splices
  }

  static func expectSame(
    _ found: AppAssembler.DecodedFile, _ full: AppAssembler.DecodedFile, _ comment: String
  ) throws {
    #expect(
      AppAssembler.sorted(found.context.diagnostics)
        == AppAssembler.sorted(full.context.diagnostics), Comment(rawValue: comment))
    #expect((found.settings == nil) == (full.settings == nil), Comment(rawValue: comment))
    guard let a = found.settings, let b = full.settings else { return }
    #expect(a.state == b.state, Comment(rawValue: comment))
    if case .mapping(let mapping) = a.state, case .mapping(let whole) = b.state {
      for entry in whole { #expect(mapping[entry.key] == whole[entry.key], "\(entry.key)") }
    }
    #expect(a.stateMarks == b.stateMarks, Comment(rawValue: comment))
    #expect(a.stateTypes == b.stateTypes, Comment(rawValue: comment))
    #expect(a.storedNames == b.storedNames, Comment(rawValue: comment))
    #expect(a.start?.id == b.start?.id && a.start?.mark == b.start?.mark)
    #expect("\(a.theme)" == "\(b.theme)")
  }

  @Test(arguments: 0..<12) func randomEditsDecodeAsAWholeFileDoes(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var texts = [Self.base]
    for step in 0..<300 {
      let last = texts[texts.count - 1]
      // A mistake that breaks the file is mostly taken back at the next edit, and all are
      // now and then: a broken file does not stay broken.
      let broken = YAMLParser.parse(Array(last.utf8)).root == nil && Bool.random(using: &random)
      texts.append(
        step % 50 == 0 ? Self.base : broken ? texts[texts.count - 2] : Self.edit(last, &random))
    }
    let spliced = try Self.decodeEach(texts)
    #expect(spliced > 0, "\(spliced) of \(texts.count - 1) spliced")
  }

  @Test(arguments: 0..<6) func mostKeystrokesAreSpliced(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var texts = [Self.base]
    for _ in 0..<150 {
      let last = texts[texts.count - 1]
      // A mistake that breaks the file is taken back at the next keystroke.
      let broken = YAMLParser.parse(Array(last.utf8)).root == nil
      texts.append(broken ? texts[texts.count - 2] : Self.keystroke(last, &random))
    }
    let spliced = try Self.decodeEach(texts)
    #expect(spliced * 10 >= texts.count * 7, "\(spliced) of \(texts.count - 1) spliced")
  }
}
