import ScreenBehavior
import ScreenModel
import ScreenRendering
import Testing

@testable import ScreenVoiceOver

/// A transcript reviewed as a diff (Docs/Pictures.md): a row added, lost or changed is one
/// changed line, plus at most the header's count, however many elements there are.
@Suite struct TranscriptDiff {
  /// A screen of `rows` (each a flow mapping's text) in one section, and its transcript.
  static func transcript(_ rows: [String]) throws -> String {
    let screen = "title: Settings\nrows:\n" + rows.map { "  - {\($0)}\n" }.joined()
    let session = try Transcript.session([
      "app.yaml": "start: s\nstate: {wifi: true, beta: false}\n", "s.yaml": screen,
    ])
    return VoiceOverTranscript.render(session.view, screen: "s")
  }

  /// The lines only the first text has and those only the second has, by their longest
  /// common subsequence (what a line diff shows as removed and added).
  static func diff(_ old: String, _ new: String) -> (removed: [String], added: [String]) {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        common[i][j] =
          a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var (i, j) = (0, 0)
    var removed: [String] = []
    var added: [String] = []
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        (i, j) = (i + 1, j + 1)
      } else if j < b.count, i == a.count || common[i][j + 1] >= common[i + 1][j] {
        added.append(b[j])
        j += 1
      } else {
        removed.append(a[i])
        i += 1
      }
    }
    return (removed, added)
  }

  static let nine =
    (1...8).map { "title: Row \($0), detail: \"\($0)\"" } + [
      "title: Wi-Fi, toggle: wifi"
    ]

  @Test func oneRowAddedToNineElementsIsOneLineAndTheHeader() throws {
    let before = try Self.transcript(Self.nine)
    var rows = Self.nine
    rows.insert("title: Beta, toggle: beta", at: 1)
    let after = try Self.transcript(rows)
    #expect(before.hasPrefix("voiceover 2 · s · width 40 · 10 elements\n"), "\(before)")
    #expect(after.hasPrefix("voiceover 2 · s · width 40 · 11 elements\n"), "\(after)")
    let (removed, added) = Self.diff(before, after)
    #expect(removed == ["voiceover 2 · s · width 40 · 10 elements"], "\(removed)")
    #expect(
      added == [
        "voiceover 2 · s · width 40 · 11 elements", "Beta. Switch Button. Off.",
        "  hint: Double tap to toggle setting.",
      ],
      "\(added)")
  }

  @Test func aChangedLabelIsOneChangedLineAndALostRowOneLineAndTheHeader() throws {
    let before = try Self.transcript(Self.nine)
    var rows = Self.nine
    rows[4] = "title: Row Five, detail: \"5\""
    var (removed, added) = Self.diff(before, try Self.transcript(rows))
    #expect(removed == ["Row 5: 5"] && added == ["Row Five: 5"], "\(removed) \(added)")
    rows.remove(at: 4)
    (removed, added) = Self.diff(before, try Self.transcript(rows))
    #expect(removed == ["voiceover 2 · s · width 40 · 10 elements", "Row 5: 5"], "\(removed)")
    #expect(added == ["voiceover 2 · s · width 40 · 9 elements"], "\(added)")
  }
}
