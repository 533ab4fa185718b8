import Fixtures
import ScreenBehavior
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenVoiceOver

/// VoiceOver reads where a link goes, by its host, as iOS does: a pull request that points
/// a link elsewhere changes the transcript.
@Test func voiceOverReadsALinksHost() throws {
  func transcript(_ url: String) throws -> String {
    let app = try Fixtures.app([
      SourceFile(path: "s.yaml", text: "title: S\nrows:\n  - {title: Help, url: \"\(url)\"}\n")
    ])
    return VoiceOverTranscript.render(try Session(app: app))
  }
  #expect(try transcript("https://example.com/help").contains("Help: example.com. Link."))
  #expect(try transcript("https://evil.example/help").contains("Help: evil.example. Link."))
  #expect(try transcript("mailto:help@example.com").contains("Help. Link."))
}

/// The host is the one the address really opens: the user part is not it, the port is
/// left out, and an IPv6 literal keeps its brackets.
@Test(arguments: [
  ("https://Example.COM/a?b#c", "example.com"),
  ("https://example.com@evil.example/", "evil.example"),
  ("http://user:pw@host.example:8080", "host.example"),
  ("https://[::1]:8443/x", "[::1]"),
  ("ftp://files.example", "files.example"),
])
func aLinksHostIsTheOneItOpens(address: String, host: String) {
  #expect(LinkAddress.host(of: address) == host)
}

@Test(arguments: ["mailto:a@b.example", "example.com", "://x", "1http://x", "https:///path", ""])
func anAddressWithoutAnAuthorityHasNoHost(address: String) {
  #expect(LinkAddress.host(of: address) == nil)
}
