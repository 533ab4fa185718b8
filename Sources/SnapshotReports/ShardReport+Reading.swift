import PropertyList
import YAMLTree

extension ShardReport {
  /// The limits a report is read under: far above a report of a million cases.
  package static let limits = PlistLimits(
    maxBytes: 1 << 30, maxDepth: 8, maxNodes: 50_000_000)

  /// Reads a report written by ``json``, or gives the located error of the first thing
  /// that is not one: malformed or truncated JSON, a member missing or of the wrong type.
  /// The fingerprint is kept as written; ``verified`` checks it.
  package static func read(_ bytes: [UInt8], limits: PlistLimits = limits) -> Result<
    ShardReport, Diagnostic
  > {
    let parsed = JSONReader.parse(bytes, limits: limits)
    guard let root = parsed.root else {
      let problem = parsed.problems.first { $0.severity == .error }
      return .failure(
        Diagnostic(
          .error, problem?.message ?? "not JSON", at: problem?.location.mark ?? Mark(line: 1, column: 1)))
    }
    do throws(Diagnostic) {
      return .success(try decode(root))
    } catch {
      return .failure(error)
    }
  }

  /// Whether the report's names give its fingerprint (not so when it was edited by hand).
  package var verified: Bool {
    Self.fingerprint(of: suite) == fingerprint
  }

  private static func decode(_ root: PlistNode) throws(Diagnostic) -> ShardReport {
    let object = try Members(root, what: "a report")
    let format = try object.integer("report")
    guard format == Self.format else {
      throw Diagnostic(.error, ReportMessages.notAReport(format), at: object.mark("report"))
    }
    let version = try object.string("version")
    let shardText = try object.string("shard")
    guard let shard = Shard(shardText) else {
      throw Diagnostic(.error, ReportMessages.badShard(shardText), at: object.mark("shard"))
    }
    let fingerprint = try object.string("fingerprint")
    let caseNodes = try object.array("cases")
    var cases: [Case] = []
    cases.reserveCapacity(caseNodes.count)
    for node in caseNodes { cases.append(try decodeCase(node)) }
    return ShardReport(
      read: (version, shard, fingerprint),
      cases: cases, elsewhere: try object.strings("elsewhere"),
      orphans: try object.strings("orphans", optional: true),
      deleted: try object.strings("deleted", optional: true),
      orphansJudged: try object.bool("orphansJudged") ?? false)
  }

  private static func decodeCase(_ node: PlistNode) throws(Diagnostic) -> Case {
    let object = try Members(node, what: "a case")
    var details: [Case.Detail] = []
    for entry in object.entries where !["name", "file", "status"].contains(entry.key) {
      guard let text = entry.value.string else {
        throw Diagnostic(
          .error, ReportMessages.wrongType(entry.key, "a string"), at: Members.mark(entry.value))
      }
      details.append(Case.Detail(entry.key, text))
    }
    return Case(
      name: try object.string("name"), file: try object.string("file"),
      status: try object.string("status"), details: details)
  }

  /// A report as read, its fingerprint as written.
  private init(
    read header: (version: String, shard: Shard, fingerprint: String), cases: [Case],
    elsewhere: [String], orphans: [String], deleted: [String], orphansJudged: Bool
  ) {
    (version, shard, fingerprint) = header
    self.cases = cases
    self.elsewhere = elsewhere
    self.orphans = orphans
    self.deleted = deleted
    self.orphansJudged = orphansJudged
  }
}

/// An object's members, each read with its type checked and a located error otherwise.
private struct Members {
  let entries: [PlistEntry]
  let at: Mark

  init(_ node: PlistNode, what: String) throws(Diagnostic) {
    guard let entries = node.dictionary else {
      throw Diagnostic(.error, ReportMessages.notAnObject(what), at: Self.mark(node))
    }
    self.entries = entries
    self.at = Self.mark(node)
  }

  static func mark(_ node: PlistNode) -> Mark { node.location.mark ?? Mark(line: 1, column: 1) }

  func mark(_ key: String) -> Mark { node(key).map(Self.mark) ?? at }

  func node(_ key: String) -> PlistNode? { entries.last { $0.key == key }?.value }

  func required(_ key: String) throws(Diagnostic) -> PlistNode {
    guard let found = node(key) else {
      throw Diagnostic(.error, ReportMessages.missingKey(key), at: at)
    }
    return found
  }

  func string(_ key: String) throws(Diagnostic) -> String {
    let found = try required(key)
    guard let text = found.string else { throw wrong(key, "a string", found) }
    return text
  }

  func integer(_ key: String) throws(Diagnostic) -> Int {
    let found = try required(key)
    guard case .integer(let text) = found.content, let number = Int(text) else {
      throw wrong(key, "a whole number", found)
    }
    return number
  }

  func bool(_ key: String) throws(Diagnostic) -> Bool? {
    guard let found = node(key) else { return nil }
    guard case .boolean(let value) = found.content else { throw wrong(key, "true or false", found) }
    return value
  }

  func array(_ key: String) throws(Diagnostic) -> [PlistNode] {
    let found = try required(key)
    guard let items = found.array else { throw wrong(key, "an array", found) }
    return items
  }

  func strings(_ key: String, optional: Bool = false) throws(Diagnostic) -> [String] {
    if optional, node(key) == nil { return [] }
    let items = try array(key)
    var out: [String] = []
    out.reserveCapacity(items.count)
    for item in items {
      guard let text = item.string else { throw wrong(key, "an array of strings", item) }
      out.append(text)
    }
    return out
  }

  private func wrong(_ key: String, _ expected: String, _ node: PlistNode) -> Diagnostic {
    Diagnostic(.error, ReportMessages.wrongType(key, expected), at: Self.mark(node))
  }
}
