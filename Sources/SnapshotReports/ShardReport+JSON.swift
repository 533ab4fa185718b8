import JSON

extension ShardReport {
  /// The report as JSON text: the header on the first line, then one case or name a line
  /// (a located error in a report then points at its case), ending with a line break.
  package var json: String {
    var out = "{\"report\":\(Self.format),\"version\":\(JSONText.quoted(version))"
    out += ",\"run\":\(JSONText.quoted(run))"
    out += ",\"shard\":\"\(shard)\",\"fingerprint\":\(JSONText.quoted(fingerprint)),\n\"cases\":["
    for (index, item) in cases.enumerated() {
      out += index == 0 ? "\n" : ",\n"
      out += "{\"name\":\(JSONText.quoted(item.name)),\"file\":\(JSONText.quoted(item.file))"
      out += ",\"status\":\(JSONText.quoted(item.status))"
      for detail in item.details {
        out += ",\(JSONText.quoted(detail.key)):\(JSONText.quoted(detail.value))"
      }
      out += "}"
    }
    out += cases.isEmpty ? "],\n" : "\n],\n"
    out += "\"passed\":\(passedCount),\"failed\":\(failedCount)"
    out += ",\"orphans\":\(Self.list(orphans)),\"deleted\":\(Self.list(deleted))"
    out += ",\"orphansJudged\":\(orphansJudged),\"suite\":\(suiteCount),\n\"elsewhere\":{"
    // One folder a line, then its names: each name of the suite once, without its folder.
    var folder: Substring?
    for name in elsewhere {
      let (here, last) = Self.split(name)
      if here != folder {
        out += folder == nil ? "\n" : "],\n"
        out += JSONText.quoted(String(here)) + ":["
        folder = here
      } else {
        out += ","
      }
      out += JSONText.quoted(String(last))
    }
    out += folder == nil ? "}}\n" : "]\n}}\n"
    return out
  }

  private static func list(_ names: [String]) -> String {
    "[" + names.map(JSONText.quoted).joined(separator: ",") + "]"
  }
}
