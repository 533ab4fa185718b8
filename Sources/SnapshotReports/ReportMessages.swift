import Basics

/// What the CI system's shard variables say, or why they cannot say it.
package enum ShardMessages {
  static func unset(_ missing: String, beside set: String) -> String {
    "'\(set)' is set but '\(missing)' is not"
  }
  static func badTotal(_ name: String, _ text: String) -> String {
    "'\(name)' is '\(text)', not a number of shards (1 or more)"
  }
  static func badIndex(_ name: String, _ text: String, from first: Int, to last: Int) -> String {
    "'\(name)' is '\(text)', not a shard number from \(first) to \(last)"
  }
  static func wholeSuite(_ line: String) -> String { "shard auto: \(line)" }
  static func noVariables(_ systems: [String]) -> String {
    "no CI shard variables (\(systems.joined(separator: ", "))) are set; ran the whole suite"
  }
  static func found(_ shard: String, system: String) -> String {
    "shard \(shard) (from \(system)'s variables)"
  }
}

/// What reading and merging shard reports says: why a report cannot be read, and why a
/// merged run fails.
package enum ReportMessages {
  static func notAnObject(_ what: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidReport, "expected \(what) to be an object")
  }
  static func notAFolder(_ folder: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidReport,
      "'\(folder)' is not a folder of 'elsewhere' as a report writes it (no '/' at its end)")
  }
  static let slashInName = Diagnostic.Message(
    .invalidReport,
    "a name of 'elsewhere' holds a '/': the folder is its key, and the name is what follows it")
  static let nameNotUTF8 = Diagnostic.Message(
    .invalidReport, "a name of 'elsewhere' is not UTF-8, as every name a report writes is")
  static let emptyReport = Diagnostic.Message(
    .invalidReport,
    "the file is empty: a report is the JSON object 'snapshot --report FILE' writes")
  static func expected(_ what: String, found: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidReport, "expected \(what), found \(found)")
  }
  static let controlInString = Diagnostic.Message(
    .invalidReport, "a control character in a string (escape it as \\u00XX)")
  static let unterminatedString = Diagnostic.Message(.invalidReport, "a string that is not closed")
  static func badEscape(_ letter: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidReport, "'\\\(letter)' is not an escape JSON knows")
  }
  static func tooDeep(_ depth: Int) -> Diagnostic.Message {
    Diagnostic.Message(.invalidReport, "nested deeper than \(depth) levels")
  }
  static let trailing = Diagnostic.Message(.invalidReport, "more after the report's closing '}'")
  static func caseNeeds(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidReport, "a case needs '\(key)'")
  }
  static func otherRun(_ path: String, _ run: String, _ first: String, _ firstRun: String)
    -> String
  {
    "reports of different runs: '\(path)' is a report of run '\(run)', '\(first)' of run '\(firstRun)'"
  }
  static let orphanCase =
    "no screen, scenario or declared variant produces this reference: delete it, or restore what made it"
  static func orphans(_ names: [String]) -> String {
    let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
    return
      "\(names.count) reference\(names.count == 1 ? "" : "s") no case produces (\(shown)): a screen, scenario or variant was removed; delete the reference or restore what made it"
  }
  static func notThisRun(_ path: String, _ run: String, _ current: String) -> String {
    "\(path) is a report of run '\(run.isEmpty ? "none named" : run)', not of this run ('\(current)'): a report committed or left from another run is never merged"
  }
  static func missingKey(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidReport, "a report needs '\(key)'")
  }
  static func wrongType(_ key: String, _ expected: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidReport, "'\(key)' must be \(expected)")
  }
  static func badShard(_ text: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidReport, "'shard' must be I/N with 1 <= I <= N, got '\(text)'")
  }
  static func notAReport(_ format: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidReport, "not a screenspec report of format 1 (this one says \(format))")
  }
  static func twice(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidReport, "'\(key)' is given twice")
  }
  package static func detailCut(_ more: Int) -> String {
    "\n… \(more) more bytes not kept: merge-reports keeps \(ShardReport.maxDetailBytes) bytes of a detail and \(ShardReport.maxDetailsBytes) of a report's details\n"
  }
  package static func tooLarge(_ path: String, _ limit: Int) -> String {
    "cannot read report '\(path)': it is larger than \(limit) bytes"
  }
  package static func unreadable(_ path: String, _ reason: String) -> String {
    "cannot read report '\(path)': \(reason)"
  }
  static func wrongFingerprint(_ path: String) -> String {
    "report '\(path)': its names do not give its fingerprint (the report was edited or cut short)"
  }
  static func missingShard(_ shard: String) -> String {
    "shard \(shard) is missing: no report of it was given; its cases are listed as unreported"
  }
  static func casesUnreported(_ count: Int) -> String {
    "\(count) case\(count == 1 ? " is" : "s are") in no report (the reports were edited or cut short)"
  }
  static func sameShard(_ shard: String, _ first: String, _ second: String) -> String {
    "shard \(shard) is given twice: '\(first)' and '\(second)'"
  }
  static func otherVersion(_ path: String, _ version: String, _ first: String, _ expected: String)
    -> String
  {
    "reports of different runs: '\(path)' is of screenspec \(version), '\(first)' of \(expected)"
  }
  static func otherSuite(_ path: String, _ first: String) -> String {
    "reports of different runs: '\(path)' and '\(first)' have different suites (their fingerprints differ)"
  }
  static func otherCount(_ path: String, _ count: Int, _ first: String, _ expected: Int)
    -> String
  {
    "reports of different runs: '\(path)' is one of \(count) shards, '\(first)' one of \(expected)"
  }
  static let noReports = "no reports to merge"
  static func unreported(_ missing: [String]) -> String {
    switch missing.count {
    case 0: "no report holds this case"
    case 1: "shard \(missing[0]) sent no report"
    default: "its shard sent no report (\(missing.count) shards are missing)"
    }
  }
}
