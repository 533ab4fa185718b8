import Fixtures
import Testing

@testable import ScreenBehavior

/// The fast path of display width (scalar by scalar, for text of simple scalars) agrees
/// with measuring grapheme cluster by cluster.
struct DisplayWidthTests {
  /// Scalars to build strings from: every simple one, and neighbours that join clusters or
  /// change a width (combining marks, emoji and their selectors, ZWJ, CJK, controls).
  static let alphabet: [Unicode.Scalar] = {
    let values: [UInt32] =
      Array(0x00...0x7F) + Array(0xA0...0x17F) + Array(0x2010...0x2027) + Array(0x2500...0x259F)
      + [
        0x0301, 0x0308, 0x20DD, 0x200B, 0x200D, 0x200E, 0x202E, 0xFE0F, 0xFE0E, 0x2028, 0x1F600,
        0x1F44D, 0x1F3FD, 0x1F1EB, 0x1F1F7, 0x2764, 0x2713, 0x2714, 0x25B6, 0x4E2D, 0xAC00,
        0x1100, 0x1161, 0x0915, 0x093F, 0x0E33, 0x00AD, 0x0600, 0xFF21, 0x3000,
      ]
    return values.compactMap(Unicode.Scalar.init)
  }()

  /// The scalars' values in `texts` whose two widths differ.
  static func disagreements(_ texts: [String]) -> [[UInt32]] {
    texts.filter { DisplayText.width($0) != DisplayText.clusterWidth($0) }.map {
      $0.unicodeScalars.map(\.value)
    }
  }

  @Test func everyScalarAloneAgreesWithClusters() {
    let texts = (UInt32(0)...0x2FFF).compactMap(Unicode.Scalar.init).map { String(Character($0)) }
    #expect(Self.disagreements(texts) == [])
  }

  @Test func randomStringsAgreeWithClusters() {
    var generator = SeededGenerator(seed: 37)
    var texts: [String] = []
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        text.unicodeScalars.append(Self.alphabet.randomElement(using: &generator) ?? " ")
      }
      texts.append(text)
    }
    #expect(Self.disagreements(texts) == [])
  }

  @Test func everyPairAgreesWithClusters() {
    let simple = Self.alphabet.filter { $0.value < 0x80 || DisplayText.isSimpleNarrow($0.value) }
    var texts: [String] = []
    for first in simple {
      for second in Self.alphabet {
        var text = ""
        text.unicodeScalars.append(first)
        text.unicodeScalars.append(second)
        texts.append(text)
      }
    }
    #expect(Self.disagreements(texts) == [])
  }

  @Test(arguments: [
    ("plain", 5), ("├──────┤", 8), ("Zürich — café…", 14), ("中文", 4), ("e\u{301}", 1),
    ("👍🏽", 2), ("\r\n", 0), ("a\u{0}b", 2),
  ])
  func knownWidths(_ text: String, _ columns: Int) {
    #expect(DisplayText.width(text) == columns)
  }
}
