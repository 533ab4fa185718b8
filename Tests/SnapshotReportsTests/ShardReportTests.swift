import Foundation
import SnapshotReports
import Testing

/// The report's JSON: it reads back as written, and what is not a report is a located error.
struct ShardReportTests {
  static let sample = ShardReport(
    version: "0.1.0", shard: Shard(index: 2, count: 3) ?? .whole,
    cases: [
      .init(name: "posts", file: "Screens/__snapshots__/posts.snap", status: "passed"),
      .init(
        name: "home", file: "Screens/__snapshots__/home.snap", status: "mismatch",
        details: [.init("diff", "- a\n+ \"b\"\u{1B}")]),
    ],
    elsewhere: ["Scenarios/__snapshots__/pick.scenario.snap", "Screens/__snapshots__/é.snap"])

  @Test func readsBackAsWritten() throws {
    let text = Self.sample.json
    let read = try ShardReport.read(Array(text.utf8)).get()
    #expect(read == Self.sample)
    #expect(read.verified)
    #expect(read.cases.map(\.name) == ["home", "posts"], "sorted by file")
    #expect(read.failedCount == 1 && read.passedCount == 1)
    #expect(
      text.hasPrefix(#"{"report":1,"version":"0.1.0","run":"","shard":"2/3","fingerprint":""#))
  }

  @Test func theFingerprintIsTheSuitesWhateverTheShard() {
    let whole = ShardReport(
      version: "0.1.0", shard: .whole, cases: Self.sample.cases, elsewhere: Self.sample.elsewhere)
    let other = ShardReport(
      version: "0.1.0", shard: .whole, cases: [], elsewhere: Self.sample.suite)
    #expect(whole.fingerprint == Self.sample.fingerprint)
    #expect(other.fingerprint == Self.sample.fingerprint)
    let fewer = ShardReport(
      version: "0.1.0", shard: .whole, cases: [], elsewhere: Array(Self.sample.suite.dropLast()))
    #expect(fewer.fingerprint != Self.sample.fingerprint)
  }

  /// A report of 100,000 cases stays under 10 MB: unsharded (every case with its verdict)
  /// and as one of 50 shards (every other name of the suite once, by folder).
  @Test func aReportOfAHundredThousandCasesIsUnderTenMegabytes() throws {
    let cases = (0..<100_000).map { index in
      ShardReport.Case(
        name: "screen-\(100_000 + index)",
        file: "App-\(index % 100)/__snapshots__/screen-\(100_000 + index).snap",
        status: "passed")
    }
    let whole = ShardReport(version: "0.1.0", shard: .whole, cases: cases, elsewhere: [])
    #expect(whole.json.utf8.count < 10_000_000, "\(whole.json.utf8.count) bytes")
    let shard = ShardReport(
      version: "0.1.0", shard: Shard(index: 1, count: 50) ?? .whole,
      cases: Array(cases.prefix(2_000)),
      elsewhere: cases.dropFirst(2_000).map(\.file))
    #expect(shard.json.utf8.count < 3_000_000, "\(shard.json.utf8.count) bytes")
    #expect(try ShardReport.read(Array(shard.json.utf8), keepingNames: false).get().verified)
  }

  @Test func namesAreCountedAlikeKeptOrNot() throws {
    let odd = ShardReport(
      version: "0.1.0", shard: Shard(index: 1, count: 2) ?? .whole,
      cases: [.init(name: "a", file: "a.snap", status: "passed")],
      elsewhere: ["/root.snap", "bare.snap", "x/y/z.snap", "x/y.snap", "q\"\u{7}/é.svg"])
    let text = odd.json
    let kept = try ShardReport.read(Array(text.utf8)).get()
    #expect(kept == odd)
    let light = try ShardReport.read(Array(text.utf8), keepingNames: false).get()
    #expect(light.elsewhere == [])
    #expect(light.suiteCount == 6 && light.verified)
    #expect(light.namesFingerprint == odd.fingerprint)
  }

  @Test func unknownMembersArePassedOverAndRepeatedOnesAreNot() throws {
    var text = Self.sample.json
    text.insert(
      contentsOf: #""later":{"a":[1,-2.5e3,null,true,{"b":"c"}]},"#,
      at: text.index(after: text.startIndex))
    #expect(try ShardReport.read(Array(text.utf8)).get() == Self.sample)
    let twice = #"{"report":1,"report":1}"#
    guard case .failure(let error) = ShardReport.read(Array(twice.utf8)) else {
      Issue.record("a member given twice was read")
      return
    }
    #expect("\(error.mark): \(error.message)" == "1:13: 'report' is given twice")
  }

  @Test func anEditedReportDoesNotVerify() throws {
    let text = Self.sample.json.replacingOccurrences(of: "é.snap", with: "e.snap")
    let read = try ShardReport.read(Array(text.utf8)).get()
    #expect(!read.verified)
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    var text: String
    var located: String
    var testDescription: String { text }
  }

  static let bad = [
    Bad(text: "", located: "1:1: the file is empty"),
    Bad(text: " \n", located: "2:1: the file is empty"),
    // A missing member is told at the report's start, not after its end.
    Bad(text: "{\"report\":1}\n", located: "1:1: a report needs 'version'"),
    Bad(text: "[1]", located: "1:1: expected a report to be an object"),
    Bad(text: #"{"report":2}"#, located: "1:11: not a screenspec report of format 1"),
    Bad(text: #"{"report":1,"version":"0.1.0"}"#, located: "1:1: a report needs 'shard'"),
    Bad(
      text: #"{"report":1,"version":"0.1.0","shard":"4/3"}"#,
      located: "1:39: 'shard' must be I/N"),
    Bad(
      text: #"{"report":1,"version":"0.1.0","shard":"1/3","fingerprint":"x","cases":[{"name":1}]}"#,
      located: "1:80: 'name' must be a string"),
    Bad(
      text:
        #"{"report":1,"version":"0.1.0","shard":"1/3","fingerprint":"x","cases":[],"elsewhere":[true]}"#,
      located: "1:86: 'elsewhere' must be an object of folders"),
    // Folders and names as the writer splits them, or a report would not write back as
    // itself (a fuzzer's finding: "=//x" was read as "=/" and "x", written back as "=/x").
    Bad(
      text:
        #"{"report":1,"version":"0.1.0","shard":"1/3","fingerprint":"x","cases":[],"elsewhere":{"a/":["x"]}}"#,
      located: "1:87: 'a/' is not a folder of 'elsewhere' as a report writes it"),
    Bad(
      text:
        #"{"report":1,"version":"0.1.0","shard":"1/3","fingerprint":"x","cases":[],"elsewhere":{"a":["b/x"]}}"#,
      located: "1:92: a name of 'elsewhere' holds a '/'"),
    // Strings are read by the JSON reader's lexical pieces, with the reports' messages.
    Bad(
      text: #"{"report":1,"version":"0.1\q"}"#,
      located: "1:27: '\\q' is not an escape JSON knows"),
    Bad(
      text: #"{"report":1,"version":"\u12"}"#,
      located: "1:24: '\\u' is not an escape JSON knows"),
    Bad(text: #"{"report":1,"version":"0.1"#, located: "1:23: a string that is not closed"),
    Bad(text: #"{"report":1,"version":"0.1\"#, located: "1:27: a string that is not closed"),
    Bad(
      text: "{\"report\":1,\"version\":\"0.1\t\"}",
      located: "1:27: a control character in a string"),
    Bad(
      text: "\u{FEFF}\n {\"report\":1,\"version\":\"a\\x\"}",
      located: "2:26: '\\x' is not an escape JSON knows"),
  ]

  @Test(arguments: bad) func notAReportIsLocated(_ item: Bad) {
    switch ShardReport.read(Array(item.text.utf8)) {
    case .success: Issue.record("read \(item.text)")
    case .failure(let diagnostic):
      let shown = "\(diagnostic.mark): \(diagnostic.message)"
      #expect(shown.hasPrefix(item.located), "\(shown)")
    }
  }

  /// A name's bytes count the same whether names are kept or not: a name that is not
  /// UTF-8 is refused by both (kept, it would be repaired first, and count otherwise); one
  /// past ASCII reads alike.
  @Test func namesPastASCIIReadAlikeKeptOrNotAndBrokenOnesAreRefused() throws {
    let head = Array(
      #"{"report":1,"version":"0.1.0","shard":"1/3","fingerprint":"x","cases":[],"elsewhere":{"a":["b"#
        .utf8)
    let tail = Array(#""]}}"#.utf8)
    for keeping in [true, false] {
      guard
        case .failure(let error) = ShardReport.read(
          head + [0xDD, 0x41] + tail, keepingNames: keeping)
      else {
        Issue.record("a name that is not UTF-8 was read (keeping names: \(keeping))")
        continue
      }
      #expect(error.message.hasPrefix("a name of 'elsewhere' is not UTF-8"))
    }
    let cafe = head + Array("café".utf8) + tail
    guard case .success(let kept) = ShardReport.read(cafe),
      case .success(let light) = ShardReport.read(cafe, keepingNames: false)
    else {
      Issue.record("café was refused")
      return
    }
    #expect(kept.namesFingerprint == light.namesFingerprint)
    #expect(kept.elsewhere == ["a/bcafé"])
  }

  @Test func aTruncatedReportIsAnErrorAtItsEnd() {
    let text = Self.sample.json
    for cut in stride(from: 1, to: text.utf8.count - 1, by: 7) {
      let bytes = Array(text.utf8.prefix(cut))
      guard case .failure(let diagnostic) = ShardReport.read(bytes) else {
        Issue.record("a report cut at \(cut) bytes was read")
        continue
      }
      #expect(diagnostic.severity == .error)
    }
  }
}
