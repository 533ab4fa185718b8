/// A snapshot run's JSON report, as `snapshot --report FILE` (and `--json`) writes it and
/// `merge-reports` reads and writes it: which shard ran, the names of the whole suite's
/// cases with a fingerprint of that list, each of this shard's cases with its verdict, and
/// the tool's version.
///
/// Every name of the suite is in a report exactly once: a case of this shard in `cases`,
/// any other in `elsewhere` (the other shards' cases), so a report of 100,000 cases holds
/// each name once. Both lists are sorted by file, so the merge of a run's shards is the
/// report of the same run unsharded. The format, by example (one case or name a line):
///
/// ```json
/// {"report":1,"version":"0.1.0","shard":"2/3","fingerprint":"5f1c0a2e9b7d4c13",
/// "cases":[
/// {"name":"home","file":"Screens/__snapshots__/home.snap","status":"passed"}
/// ],
/// "passed":1,"failed":0,"orphans":[],"deleted":[],"orphansJudged":false,
/// "elsewhere":[
/// "Screens/__snapshots__/posts.snap"
/// ]}
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
  }

  /// The tool's version that wrote the report.
  package var version: String
  /// The shard that ran.
  package var shard: Shard
  /// A fingerprint of the sorted names of the whole suite: the same in every shard of a run.
  package var fingerprint: String
  /// This shard's cases, sorted by file.
  package var cases: [Case]
  /// The names (files) of the suite's cases this shard did not run, sorted.
  package var elsewhere: [String]
  /// References no case produces (only a run of whole folders judges them).
  package var orphans: [String]
  /// The orphans deleted.
  package var deleted: [String]
  /// Whether orphans were judged.
  package var orphansJudged: Bool

  /// A report; the cases and names are sorted, and the fingerprint is made from them.
  package init(
    version: String, shard: Shard, cases: [Case], elsewhere: [String], orphans: [String] = [],
    deleted: [String] = [], orphansJudged: Bool = false
  ) {
    self.version = version
    self.shard = shard
    self.cases = cases.sorted { $0.file < $1.file }
    self.elsewhere = elsewhere.sorted()
    self.orphans = orphans
    self.deleted = deleted
    self.orphansJudged = orphansJudged
    self.fingerprint = Self.fingerprint(of: Self.merged(self.cases.map(\.file), self.elsewhere))
  }

  /// The number of cases that passed.
  package var passedCount: Int { cases.count { !$0.failed } }
  /// The number of cases that failed.
  package var failedCount: Int { cases.count - passedCount }
  /// The names of the whole suite's cases, sorted.
  package var suite: [String] { Self.merged(cases.map(\.file), elsewhere) }

  /// FNV-1a (64 bits) of the sorted names, each followed by a line break, in 16 hex digits.
  package static func fingerprint(of sortedNames: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for name in sortedNames {
      for byte in name.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
      hash ^= 0x0A
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// Two sorted lists as one sorted list.
  static func merged(_ a: [String], _ b: [String]) -> [String] {
    var out: [String] = []
    out.reserveCapacity(a.count + b.count)
    var (i, j) = (0, 0)
    while i < a.count, j < b.count {
      if a[i] <= b[j] {
        out.append(a[i])
        i += 1
      } else {
        out.append(b[j])
        j += 1
      }
    }
    out += a[i...]
    out += b[j...]
    return out
  }
}
