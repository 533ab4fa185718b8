import Basics
import Foundation
import Testing

@testable import ScreenPictures

/// The gallery's `data:` pictures and plists' `<data>`: Base64 as Foundation writes it,
/// for every padding.
@Test(arguments: [
  "", "a", "ab", "abc", "abcd", "<svg>é</svg>\n", String(repeating: "xyz", count: 99),
])
func base64IsWhatFoundationWrites(text: String) {
  #expect(Base64.encode(Array(text.utf8)) == Data(text.utf8).base64EncodedString())
}

@Test func aPictureIsAnImageWithItsTextEscaped() {
  let image = HTMLPage.picture("<svg/>", alt: "a \"b\" <c>")
  #expect(
    image == "<img alt=\"a &quot;b&quot; &lt;c&gt;\" src=\"data:image/svg+xml;base64,PHN2Zy8+\">")
}
