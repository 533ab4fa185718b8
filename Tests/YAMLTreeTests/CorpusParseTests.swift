import Basics
import Foundation
import Testing

@testable import YAMLTree

/// The corpora's files (the YAML test suite's cases and our hostile inputs), as the loader
/// reads them: a UTF-8 byte-order mark dropped.
enum Corpus {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Corpora")

  static func files() -> [[UInt8]] {
    let suite = root.appendingPathComponent("yaml-test-suite")
    let hostile = root.appendingPathComponent("hostile")
    let cases = ((try? FileManager.default.contentsOfDirectory(atPath: suite.path)) ?? []).sorted()
      .map { suite.appendingPathComponent("\($0)/in.yaml") }
    let crafted = ((try? FileManager.default.contentsOfDirectory(atPath: hostile.path)) ?? [])
      .filter { $0.hasSuffix(".yaml") }.sorted().map { hostile.appendingPathComponent($0) }
    return (cases + crafted).compactMap { try? Data(contentsOf: $0) }.map { data in
      let bytes = Array(data)
      return bytes.starts(with: YAMLParser.byteOrderMark)
        ? Array(bytes.dropFirst(YAMLParser.byteOrderMark.count)) : bytes
    }
  }
}

/// Parsing on two threads (libyaml on one, the tree on the other) gives the same tree,
/// streamed items and diagnostics as one thread, for every corpus file.
@Test func pipelinedParsingEqualsParsingOnOneThread() throws {
  func parse(_ bytes: [UInt8], threshold: Int, limits: ParseLimits = .default) -> (
    YAMLParser.Result, [Node]
  ) {
    var streamed: [Node] = []
    let result = YAMLParser.parse(
      bytes, limits: limits, streaming: ("rows", { streamed.append($0) }),
      pipelineThreshold: threshold)
    return (result, streamed)
  }
  var inputs = Corpus.files()
  // Larger than a batch: a feed, then the same feed broken near its end.
  var feed = "title: Feed\nrows:\n"
  for index in 0..<3000 { feed += "  - title: \"Post \(index) with a long enough title\"\n" }
  inputs.append(Array(feed.utf8))
  inputs.append(Array((feed + "  - title: [unclosed\n").utf8))
  for bytes in inputs {
    let (one, oneStreamed) = parse(bytes, threshold: .max)
    let (two, twoStreamed) = parse(bytes, threshold: 0)
    #expect(one.root == two.root)
    #expect(one.diagnostics == two.diagnostics)
    #expect(oneStreamed == twoStreamed)
  }
  // The tree stops early on a limit while the reader is batches ahead: the same error.
  let deep = Array(
    feed.replacingOccurrences(
      of: "\"Post 10 with a long enough title\"", with: "[[[[[[Post 10]]]]]]"
    ).utf8)
  let limits = ParseLimits(maxDepth: 5)
  let (one, _) = parse(deep, threshold: .max, limits: limits)
  let (two, _) = parse(deep, threshold: 0, limits: limits)
  #expect(one.root == nil)
  #expect(!one.diagnostics.isEmpty)
  #expect(one.diagnostics == two.diagnostics)
}

/// A scalar's text kept as a slice of the file reads exactly as the parsed text, for every
/// scalar of every corpus file (multi-line plain scalars, flow collections, escapes, tabs,
/// comments, CRLF, other scripts): a wrong guess of where it starts is only ever a copy.
@Test func everyCorpusScalarReadsTheSameAsASliceOfItsFile() throws {
  func scalars(_ node: Node) -> [Scalar] {
    switch node.content {
    case .scalar(let scalar): return [scalar]
    case .sequence(let items): return items.flatMap(scalars)
    case .mapping(let pairs): return pairs.flatMap { scalars($0.key) + scalars($0.value) }
    }
  }
  let inputs = Corpus.files()
  var checked = 0
  var shared = 0
  for bytes in inputs {
    guard let root = YAMLParser.parse(bytes).root else { continue }
    for scalar in scalars(root) {
      let text = scalar.sourceText(in: bytes)
      #expect(text.string == scalar.text)
      #expect(text == SourceText(scalar.text))
      checked += 1
      if text.isSlice { shared += 1 }
    }
  }
  #expect(checked > 2000)
  #expect(shared > 50)  // texts of eight bytes or more that the file spells as they read
}
