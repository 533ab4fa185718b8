import Basics

/// A snapshot run's JSON report, as `snapshot --report FILE` (and `--json`) writes it and
/// `merge-reports` reads and writes it: which shard ran, the names of the whole suite's
/// cases with a fingerprint of that list, each of this shard's cases with its verdict, and
/// the tool's version.
///
/// Every name of the suite is in a report exactly once: a case of this shard in `cases`,
/// any other in `elsewhere` (the other shards' cases), grouped by folder, so a report of
/// 100,000 cases holds each name once and each folder once a shard. Cases are sorted by
/// file, so the merge of a run's shards is the report of the same run unsharded. The
/// format, by example (one case or folder a line):
///
/// ```json
/// {"report":1,"version":"0.1.0","shard":"2/3","fingerprint":"5f1c0a2e9b7d4c13",
/// "cases":[
/// {"name":"home","file":"Screens/__snapshots__/home.snap","status":"passed"}
/// ],
/// "passed":1,"failed":0,"orphans":[],"deleted":[],"orphansJudged":false,"suite":3,
/// "elsewhere":{
/// "Screens/__snapshots__":["account.snap","posts.snap"]
/// }}
/// ```
package struct ShardReport: Equatable, Sendable {
  /// The number in a report's `report` member: this format.
  package static let format = 1

  /// One case and its verdict.
  package struct Case: Equatable, Sendable {
    /// The snapshot's name (a screen id, or `<scenario>.scenario`).
    package var name: String
    /// The reference file it verifies: the case's name in the suite, unique in a run.
    package var file: String
    /// `passed`, or why it failed (`mismatch`, `missing`, `failed`, …).
    package var status: String
    /// What a failed case says besides (`diff`, `pending`, `diagnostics`, `error`), in
    /// order.
    package var details: [Detail]

    /// A member of a case besides its name, file and status.
    package struct Detail: Equatable, Sendable {
      /// The member's name.
      package var key: String
      /// Its text.
      package var value: String
      /// Creates a detail.
      package init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
      }
    }

    /// Creates a case.
    package init(name: String, file: String, status: String, details: [Detail] = []) {
      self.name = name
      self.file = file
      self.status = status
      self.details = details
    }

    /// Whether the case failed: anything but `passed`.
    package var failed: Bool { status != "passed" }

    /// The case with every text escaped as the terminal shows it (``VisibleText``): a
    /// report names no control or bidi character, whoever wrote the one it was read from.
    package var escaped: Case {
      Case(
        name: VisibleText.escaped(name), file: VisibleText.escaped(file),
        status: VisibleText.escaped(status),
        details: details.map {
          Detail(
            VisibleText.escaped($0.key),
            VisibleText.escaped($0.value, keepNewlines: true, keepTabs: true))
        })
    }
  }

  /// The tool's version that wrote the report.
  package var version: String
  /// The run the report is of (``RunIdentity``): `merge-reports` takes reports of one run
  /// only; empty in a report that names none.
  package var run = ""
  /// The shard that ran.
  package var shard: Shard
  /// A fingerprint of the names of the whole suite: the same in every shard of a run.
  package var fingerprint: String
  /// This shard's cases, sorted by file.
  package var cases: [Case]
  /// The names (files) of the suite's cases this shard did not run, sorted by folder, then
  /// name; empty when read without them (``read(_:keepingNames:)``).
  package var elsewhere: [String]
  /// How many cases the whole suite has.
  package var suiteCount: Int
  /// The fingerprint the report's names give: ``fingerprint`` unless the report was
  /// edited or cut short in a way JSON cannot tell.
  package var namesFingerprint: String
  /// References no case produces (only a run of whole folders judges them).
  package var orphans: [String]
  /// The orphans deleted.
  package var deleted: [String]
  /// Whether orphans were judged.
  package var orphansJudged: Bool

  /// A report; the cases and names are sorted, and the fingerprint is made from them.
  package init(
    version: String, run: String = "", shard: Shard, cases: [Case], elsewhere: [String],
    orphans: [String] = [], deleted: [String] = [], orphansJudged: Bool = false
  ) {
    self.version = version
    self.run = run
    self.shard = shard
    self.cases = cases.sorted { $0.file < $1.file }
    self.elsewhere = elsewhere.sorted { Self.inFolderOrder($0, $1) }
    self.orphans = orphans
    self.deleted = deleted
    self.orphansJudged = orphansJudged
    suiteCount = cases.count + elsewhere.count
    var sum = Fingerprint()
    for name in cases.map(\.file) + elsewhere { sum.add(name) }
    fingerprint = sum.text
    namesFingerprint = fingerprint
  }

  /// The number of cases that passed.
  package var passedCount: Int { cases.count { !$0.failed } }
  /// The number of cases that failed.
  package var failedCount: Int { cases.count - passedCount }
  /// The names of the whole suite's cases, sorted (empty of ``elsewhere`` when the report
  /// was read without its names).
  package var suite: [String] { (cases.map(\.file) + elsewhere).sorted() }
  /// Whether the report's names give its fingerprint.
  package var verified: Bool { namesFingerprint == fingerprint }

  /// A name's folder and its last part (`Screens/__snapshots__`, `home.snap`).
  package static func split(_ name: String) -> (folder: Substring, last: Substring) {
    guard let slash = name.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", name[...]) }
    let folderEnd = slash == name.startIndex ? name.index(after: slash) : slash
    return (name[..<folderEnd], name[name.index(after: slash)...])
  }

  /// A folder and a last part joined: the inverse of ``split(_:)``.
  static func join(_ folder: String, _ last: String) -> String {
    folder.isEmpty ? last : folder.hasSuffix("/") ? folder + last : folder + "/" + last
  }

  /// By folder, then by name: the order of ``elsewhere``, as the JSON groups it.
  static func inFolderOrder(_ a: String, _ b: String) -> Bool {
    let (x, y) = (split(a), split(b))
    return x.folder != y.folder ? x.folder < y.folder : x.last < y.last
  }

  /// FNV-1a's 64-bit prime.
  static let fnvPrime: UInt64 = 0x0000_0100_0000_01B3
  /// FNV-1a's 64-bit offset basis.
  static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The suite's fingerprint: the sum of each name's FNV-1a hash (mixed by SplitMix64's
  /// finalizer) and the number of names, so that it does not depend on their order and a
  /// report is checked as it is read, name by name.
  struct Fingerprint {
    var sum: UInt64 = 0
    var count: UInt64 = 0

    mutating func add(_ name: String) {
      var hash = ShardReport.fnvOffset
      for byte in name.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* ShardReport.fnvPrime
      }
      add(hash: hash)
    }

    /// Adds a name by its FNV-1a hash.
    mutating func add(hash: UInt64) {
      var z = hash &+ 0x9E37_79B9_7F4A_7C15
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      sum &+= z ^ (z >> 31)
      count += 1
    }

    /// 16 hex digits.
    var text: String {
      let hex = String(sum &+ count &* 0x9E37_79B9_7F4A_7C15, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }
  }
}
