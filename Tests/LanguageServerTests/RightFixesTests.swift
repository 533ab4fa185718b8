import JSON
import LanguageServer
import Testing

/// Quick fixes and `source.fixAll` offer only fixes that are right (issue #54, item 15): a
/// fix whose result still holds an error where it wrote, or a new one, is not offered.
@Suite struct RightFixesTests {
  static let home = CodeActionTests.home
  static let disk = MemoryFiles([
    "\(CodeActionTests.app)/app.yaml":
      "start: home\nstate:\n  speed: \"1.0\"\n  name: Ann\n  wifi: true\n  mode: a\n",
    "\(CodeActionTests.app)/other.yaml": "title: Other\nrows:\n  - title: On\n    toggle: name\n",
  ])
  /// Each line a mistake whose suggested fix leaves an error, but the first.
  static let text = """
    title: Home
    rows:
      - title: Speed
        detail: "{sped}"
      - title: Name
        textField: nme
      - title: Mode
        PSMultiValueSpecifier: mode
      - title: Pin
        textField: speed
        IsSecure: yes
      - {title: Next, push: other}

    """

  @Test func onlyTheFixesThatLeaveNoErrorAreOffered() throws {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let published = try #require(client.open(Self.home, Self.text).diagnostics(for: Self.home))
    // Each mistake is published, with its suggestion.
    #expect(published.count == 4, "\(published)")
    let speed = CodeActionTests.actions(&client, from: (3, 0), to: (3, 0), only: ["quickfix"])
    #expect(speed.first?["title"]?.string == "Change to 'speed'", "\(speed)")
    let after = CodeActionTests.applied(try #require(speed.first), to: Self.text)
    #expect(after == Self.text.replacingFirst("{sped}", with: "{speed}"))
    // `name` is a switch's elsewhere; `choices: mode` is no list; `secure: yes` no Bool.
    for line in [5, 7, 10] {
      let none = CodeActionTests.actions(&client, from: (line, 0), to: (line, 0))
      #expect(none.allSatisfy { $0["kind"]?.string != "quickfix" }, "line \(line): \(none)")
    }
    let all = CodeActionTests.actions(&client, from: (0, 0), to: (0, 0), only: ["source.fixAll"])
    #expect(all.first?["title"]?.string == "Fix the 1 problem screenspec can fix", "\(all)")
    #expect(CodeActionTests.applied(try #require(all.first), to: Self.text) == after)
  }
}
