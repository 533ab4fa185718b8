import JSON
import LanguageServer
import Testing

/// Completion offers only what fits where the cursor is (issue #54, item 16): after
/// `toggle:` the keys a switch can bind, inside a row no key it has nor another kind's.
@Suite struct CompletionFitTests {
  static let app = "/w/app"
  static let home = "\(app)/home.yaml"
  static let state =
    "start: home\nstate:\n  wifi: true\n  beta: false # soon\n  mode: dark\n  level: 3\n"

  func labels(_ home: String, _ line: Int, _ character: Int) -> [String] {
    var client = TestClient(
      files: MemoryFiles(["\(Self.app)/app.yaml": Self.state, Self.home: home]))
    _ = client.initialize()
    let result = client.request(
      "textDocument/completion", TestClient.at(Self.home, line: line, character: character)
    ).response?["result"]
    return (result?["items"]?.array ?? []).compactMap { $0["label"]?.string }
  }

  @Test func afterToggleOnlyBoolStateKeysAreOffered() {
    #expect(labels("title: H\nrows:\n  - title: A\n    toggle: \n", 3, 12) == ["wifi", "beta"])
    #expect(labels("title: H\nrows:\n  - {title: A, toggle: }\n", 2, 23) == ["wifi", "beta"])
  }

  @Test func aSwitchWithItsOwnValuesTakesAWord() {
    let labels = labels(
      "title: H\nrows:\n  - title: A\n    toggle: \n    trueValue: dark\n    falseValue: light\n",
      3, 12)
    #expect(labels.contains("mode") && labels.contains("wifi"), "\(labels)")
  }

  @Test func aRowIsNotOfferedAKeyItHasNorAnotherKindsKeys() {
    let block = labels(
      "title: H\nrows:\n  - title: A\n    toggle: wifi\n    \n  - title: B\n", 4, 4)
    #expect(!block.isEmpty)
    #expect(!block.contains("title") && !block.contains("toggle"), "\(block)")
    // Another kind's key, and a key only other kinds take (a slider's `min`).
    #expect(!block.contains("slider") && !block.contains("push") && !block.contains("min"))
    #expect(!block.contains("secure") && !block.contains("role"), "\(block)")
    #expect(block.contains("subtitle") && block.contains("visibleIf"), "\(block)")
    // A key the switch takes stays.
    #expect(block.contains("trueValue"), "\(block)")
    // The next row, whose kind is not known yet, is offered every kind.
    let next = labels("title: H\nrows:\n  - title: A\n    toggle: wifi\n  - title: B\n    \n", 5, 4)
    #expect(next.contains("toggle") && next.contains("slider") && next.contains("min"))
    #expect(!next.contains("title"), "\(next)")
    let flow = labels("title: H\nrows:\n  - {title: A, slider: level, }\n", 2, 30)
    #expect(flow.contains("min") && flow.contains("max"), "\(flow)")
    #expect(!flow.contains("slider") && !flow.contains("title") && !flow.contains("secure"))
  }

  /// Keys a kind's row refuses (nothing would draw them) are not offered: a switch's
  /// detail, a button's detail, accessory and read; a plain row is offered them.
  @Test func aRowIsNotOfferedAKeyItsKindRefuses() {
    let toggle = labels("title: H\nrows:\n  - title: A\n    toggle: wifi\n    \n", 4, 4)
    #expect(!toggle.contains("detail") && !toggle.contains("accessory"), "\(toggle)")
    let button = labels("title: H\nrows:\n  - title: A\n    button: true\n    \n", 4, 4)
    for key in ["detail", "accessory", "read"] {
      #expect(!button.contains(key), "\(key): \(button)")
    }
    #expect(button.contains("subtitle") && button.contains("badge"), "\(button)")
    let plain = labels("title: H\nrows:\n  - title: A\n    \n", 3, 4)
    #expect(plain.contains("detail") && plain.contains("badge"), "\(plain)")
  }
}
