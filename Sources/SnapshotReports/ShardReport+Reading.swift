import Basics

extension ShardReport {
  /// The largest report read: far above a report of a million cases.
  package static let maxBytes = 1 << 30

  /// The most bytes of one detail of a case (a diff, diagnostics) that reading keeps: a
  /// longer one is cut there, at a character, and says how much more there was. A run
  /// writes at most `--max-errors` diagnostics a case, so only a forged or old report has
  /// longer ones.
  package static let maxDetailBytes = 64 << 10
  /// The most bytes of details reading keeps of one report, all cases together; past it a
  /// detail keeps only the line that says so. What a merge holds is then the reports'
  /// names and at most this much a report, whatever they hold.
  package static let maxDetailsBytes = 8 << 20

  /// Reads a report written by ``json``, or gives the located error of the first thing
  /// that is not one: malformed or truncated JSON, a member missing, twice or of the wrong
  /// type. Members it does not know are checked and passed over.
  ///
  /// Every name of `elsewhere` is checked and counted into ``namesFingerprint``; only with
  /// `keepingNames` is each one kept as a string (a merge needs one report's names).
  package static func read(_ bytes: [UInt8], keepingNames: Bool = true) -> Result<
    ShardReport, Diagnostic
  > {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = ReportScanner(buffer)
      do throws(Diagnostic) {
        var reading = Reading(keepingNames: keepingNames)
        // A missing member is told at the report's first line, not where it ends.
        let start = scanner.mark
        try reading.document(&scanner)
        return .success(try reading.report(at: start))
      } catch {
        return .failure(error)
      }
    }
  }
}

/// What a report's members gave, as they are read.
private struct Reading {
  let keepingNames: Bool
  var seen: Set<String> = []
  var format: Int?
  var version: String?
  var run = ""
  var shard: Shard?
  var fingerprint: String?
  var cases: [ShardReport.Case]?
  var elsewhere: [String] = []
  var elsewhereCount: Int?
  var names = ShardReport.Fingerprint()
  var orphans: [String] = []
  var deleted: [String] = []
  var orphansJudged = false
  /// The bytes of details still kept (``ShardReport/maxDetailsBytes``).
  var detailsLeft = ShardReport.maxDetailsBytes

  init(keepingNames: Bool) { self.keepingNames = keepingNames }

  mutating func document(_ scanner: inout ReportScanner) throws(Diagnostic) {
    guard let first = scanner.peek() else { throw scanner.error(ReportMessages.emptyReport) }
    guard first == UInt8(ascii: "{") else {
      throw scanner.error(ReportMessages.notAnObject("a report"))
    }
    guard try scanner.openObject() else { return }
    repeat {
      let at = scanner.position
      let key = try scanner.key()
      guard seen.insert(key).inserted else {
        throw scanner.error(ReportMessages.twice(key), at: at)
      }
      try member(key, &scanner)
    } while try scanner.another(closing: UInt8(ascii: "}"))
    try scanner.end()
  }

  private mutating func member(_ key: String, _ scanner: inout ReportScanner) throws(Diagnostic) {
    switch key {
    case "report":
      let at = scanner.position
      let number = try scanner.integer()
      guard number == ShardReport.format else {
        throw scanner.error(ReportMessages.notAReport(number), at: at)
      }
      format = number
    case "version": version = try Self.string(key, &scanner)
    case "run": run = try Self.string(key, &scanner)
    case "shard":
      let at = scanner.position
      let text = try Self.string(key, &scanner)
      guard let parsed = Shard(text) else {
        throw scanner.error(ReportMessages.badShard(text), at: at)
      }
      shard = parsed
    case "fingerprint": fingerprint = try Self.string(key, &scanner)
    case "cases": cases = try Self.cases(&scanner, detailsLeft: &detailsLeft)
    case "elsewhere": try readElsewhere(&scanner)
    case "orphans": orphans = try Self.strings(&scanner)
    case "deleted": deleted = try Self.strings(&scanner)
    case "orphansJudged": orphansJudged = try scanner.bool()
    default: try scanner.skipValue()
    }
  }

  /// A member that must be a string.
  private static func string(_ key: String, _ scanner: inout ReportScanner) throws(Diagnostic)
    -> String
  {
    guard scanner.peek() == UInt8(ascii: "\"") else {
      throw scanner.error(ReportMessages.wrongType(key, "a string"))
    }
    return try scanner.string()
  }

  private static func strings(_ scanner: inout ReportScanner) throws(Diagnostic) -> [String] {
    var out: [String] = []
    guard try scanner.openArray() else { return out }
    repeat {
      out.append(try scanner.string())
    } while try scanner.another(
      closing: UInt8(ascii: "]"))
    return out
  }

  private static func cases(_ scanner: inout ReportScanner, detailsLeft: inout Int)
    throws(Diagnostic) -> [ShardReport.Case]
  {
    var out: [ShardReport.Case] = []
    guard try scanner.openArray() else { return out }
    repeat {
      out.append(try oneCase(&scanner, detailsLeft: &detailsLeft))
    } while try scanner.another(
      closing: UInt8(ascii: "]"))
    return out
  }

  /// A detail as kept: whole, or cut to what is left of the budget and of
  /// ``ShardReport/maxDetailBytes``, at a character, with a line saying how much more.
  static func kept(_ value: String, detailsLeft: inout Int) -> String {
    let bytes = value.utf8
    let room = max(0, min(ShardReport.maxDetailBytes, detailsLeft))
    guard bytes.count > room else {
      detailsLeft -= bytes.count
      return value
    }
    var cut = bytes.index(bytes.startIndex, offsetBy: room)
    while cut > bytes.startIndex, UTF8.isContinuation(bytes[cut]) {
      cut = bytes.index(before: cut)
    }
    let head = value[..<cut]
    detailsLeft -= head.utf8.count
    return head + ReportMessages.detailCut(bytes.count - head.utf8.count)
  }

  private static func oneCase(_ scanner: inout ReportScanner, detailsLeft: inout Int)
    throws(Diagnostic) -> ShardReport.Case
  {
    let at = scanner.position
    guard scanner.peek() == UInt8(ascii: "{") else {
      throw scanner.error(ReportMessages.notAnObject("a case"))
    }
    var (name, file, status): (String?, String?, String?) = (nil, nil, nil)
    var details: [ShardReport.Case.Detail] = []
    if try scanner.openObject() {
      repeat {
        let keyAt = scanner.position
        let key = try scanner.key()
        guard scanner.peek() == UInt8(ascii: "\"") else {
          throw scanner.error(ReportMessages.wrongType(key, "a string"))
        }
        let value = try scanner.string()
        let repeated: Bool
        switch key {
        case "name": (repeated, name) = (name != nil, value)
        case "file": (repeated, file) = (file != nil, value)
        case "status": (repeated, status) = (status != nil, value)
        default:
          repeated = details.contains { $0.key == key }
          details.append(.init(key, kept(value, detailsLeft: &detailsLeft)))
        }
        if repeated { throw scanner.error(ReportMessages.twice(key), at: keyAt) }
      } while try scanner.another(closing: UInt8(ascii: "}"))
    }
    guard let name else { throw scanner.error(ReportMessages.caseNeeds("name"), at: at) }
    guard let file else { throw scanner.error(ReportMessages.caseNeeds("file"), at: at) }
    guard let status else { throw scanner.error(ReportMessages.caseNeeds("status"), at: at) }
    return ShardReport.Case(name: name, file: file, status: status, details: details)
  }

  /// `{"FOLDER": ["NAME", …], …}`: each name checked and counted, kept when asked.
  private mutating func readElsewhere(_ scanner: inout ReportScanner) throws(Diagnostic) {
    var count = 0
    guard scanner.peek() == UInt8(ascii: "{") else {
      throw scanner.error(ReportMessages.wrongType("elsewhere", "an object of folders"))
    }
    if try scanner.openObject() {
      repeat {
        let at = scanner.position
        let folder = try scanner.key()
        // Only a folder the writer makes (no trailing slash but the root's), so that a
        // report read writes back as itself.
        guard ShardReport.split(ShardReport.join(folder, "x")).folder == folder[...] else {
          throw scanner.error(ReportMessages.notAFolder(folder), at: at)
        }
        // The hash of the folder and its slash, which each name then goes on from.
        var start = ShardReport.fnvOffset
        for byte in ShardReport.join(folder, "").utf8 {
          start = (start ^ UInt64(byte)) &* ShardReport.fnvPrime
        }
        guard scanner.peek() == UInt8(ascii: "[") else {
          throw scanner.error(ReportMessages.wrongType("elsewhere", "an object of folders"))
        }
        guard try scanner.openArray() else { continue }
        repeat {
          count += 1
          let nameAt = scanner.position
          if keepingNames {
            guard let last = try scanner.validString() else {
              throw scanner.error(ReportMessages.nameNotUTF8, at: nameAt)
            }
            guard !last.utf8.contains(UInt8(ascii: "/")) else {
              throw scanner.error(ReportMessages.slashInName, at: nameAt)
            }
            let name = ShardReport.join(folder, last)
            elsewhere.append(name)
            names.add(name)
          } else {
            var hash = start
            let seen = try scanner.hashString(&hash)
            guard seen.utf8 else { throw scanner.error(ReportMessages.nameNotUTF8, at: nameAt) }
            guard !seen.slash else { throw scanner.error(ReportMessages.slashInName, at: nameAt) }
            names.add(hash: hash)
          }
        } while try scanner.another(closing: UInt8(ascii: "]"))
      } while try scanner.another(closing: UInt8(ascii: "}"))
    }
    elsewhereCount = count
  }

  /// The report, once every member it needs was read.
  func report(at start: Mark) throws(Diagnostic) -> ShardReport {
    func needs(_ key: String) -> Diagnostic {
      Diagnostic(.error, ReportMessages.missingKey(key), at: start)
    }
    guard format != nil else { throw needs("report") }
    guard let version else { throw needs("version") }
    guard let shard else { throw needs("shard") }
    guard let fingerprint else { throw needs("fingerprint") }
    guard let cases else { throw needs("cases") }
    guard let elsewhereCount else { throw needs("elsewhere") }
    var all = names
    for item in cases { all.add(item.file) }
    return ShardReport(
      read: (version, run, shard, fingerprint), cases: cases, elsewhere: elsewhere,
      suiteCount: cases.count + elsewhereCount, namesFingerprint: all.text,
      orphans: orphans, deleted: deleted, orphansJudged: orphansJudged)
  }
}

extension ShardReport {
  /// A report as read, its fingerprint as written.
  fileprivate init(
    read header: (version: String, run: String, shard: Shard, fingerprint: String),
    cases: [Case],
    elsewhere: [String], suiteCount: Int, namesFingerprint: String, orphans: [String],
    deleted: [String], orphansJudged: Bool
  ) {
    (version, run, shard, fingerprint) = header
    self.cases = cases
    self.elsewhere = elsewhere
    self.suiteCount = suiteCount
    self.namesFingerprint = namesFingerprint
    self.orphans = orphans
    self.deleted = deleted
    self.orphansJudged = orphansJudged
  }
}
