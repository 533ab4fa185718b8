/// The parts of a link's address that a reader is shown.
package enum LinkAddress {
  /// The host of an address with an authority (`https://user@example.com:8080/a` →
  /// `example.com`), lowercased; nil for one without (`mailto:`, a bare word). The user
  /// part is dropped, so `https://example.com@evil.example` reads `evil.example`, the host
  /// it really opens.
  package static func host(of address: String) -> String? {
    guard let separator = address.firstRange(of: "://") else { return nil }
    let scheme = address[..<separator.lowerBound]
    guard let first = scheme.first, first.isLetter,
      scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
    else { return nil }
    let rest = address[separator.upperBound...]
    let authority = rest.prefix { !"/?#".contains($0) }
    let server = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
    var host = String(server)
    if server.hasPrefix("[") {
      // An IPv6 literal keeps its brackets; its port follows them.
      host = String(server.prefix { $0 != "]" }) + (server.contains("]") ? "]" : "")
    } else if let colon = server.firstIndex(of: ":") {
      host = String(server[..<colon])
    }
    return host.isEmpty ? nil : host.lowercased()
  }
}
