import Basics
import Testing

@testable import JSON

/// Limits are located errors, never a crash: the stack the reader keeps is its own.
@Test(arguments: [1_000, 100_000])
func deepNestingIsALocatedErrorNotAStackOverflow(depth: Int) {
  for (open, close) in [("[", "]"), ("{\"k\":", "}")] {
    let text = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
    let result = JSONReader.parse(Array(text.utf8))
    #expect(result.root == nil)
    let column = 1 + 64 * open.unicodeScalars.count
    #expect(
      result.diagnostics.map { "\($0.mark): \($0.message)" } == [
        "1:\(column): nesting is deeper than 64 levels"
      ])
  }
}

@Test func aRaisedDepthLimitReadsDeepNestingWithoutRecursion() throws {
  let depth = 2_000
  let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  let limits = JSONLimits(maxDepth: depth)
  var node = try #require(JSONReader.parse(Array(text.utf8), limits: limits).root)
  var levels = 1
  while let inner = node.array?.first {
    node = inner
    levels += 1
  }
  #expect(levels == depth)
}

@Test func nestingAtTheDepthLimitIsRead() {
  let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
  #expect(JSONReader.parse(Array(text.utf8)).diagnostics.isEmpty)
}

@Test func fiftyMegabytesIsALocatedErrorAndNotRead() {
  let bytes = [UInt8](repeating: UInt8(ascii: " "), count: 50 << 20)
  let result = JSONReader.parse(bytes)
  #expect(result.root == nil)
  #expect(result.diagnostics.count == 1)
  #expect(result.diagnostics.first?.message == "file is larger than the limit of 4194304 bytes")
  #expect(result.diagnostics.first?.mark == .start)
  #expect(result.diagnostics.first?.exceeded == .fileSize)
}

@Test func aTextOfExactlyTheSizeLimitIsRead() {
  let limits = JSONLimits(maxBytes: 4)
  #expect(JSONReader.parse(Array("[12]".utf8), limits: limits).root != nil)
  #expect(JSONReader.parse(Array("[123]".utf8), limits: limits).root == nil)
}

@Test func tooManyValuesIsALocatedError() {
  let limits = JSONLimits(maxNodes: 3)
  let result = JSONReader.parse(Array("[1, 2,\n 3]".utf8), limits: limits)
  #expect(result.root == nil)
  #expect(
    result.diagnostics.map { "\($0.mark): \($0.message)" } == [
      "2:2: the file holds more than 3 values"
    ])
  #expect(JSONReader.parse(Array("[1, 2]".utf8), limits: limits).root != nil)
}
