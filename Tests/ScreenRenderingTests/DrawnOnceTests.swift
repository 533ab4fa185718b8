import Fixtures
import ScreenBehavior
import ScreenModel
import Testing

@testable import ScreenRendering

/// A snapshot draws its screen once, in colour with plain text's marks, and takes the text
/// from that drawing without its escapes: which must be the plain drawing, in every
/// appearance and glyph set.
@Test(arguments: screenIDs)
func colourDrawingWithoutEscapesIsThePlainDrawing(id: String) throws {
  let session = try Session(app: try Fixtures.app(), screen: id)
  for appearance in [Appearance.light, .dark] {
    for ascii in [false, true] {
      let plain = RenderOptions(width: 40, ascii: ascii, appearance: appearance)
      var coloured = plain
      coloured.color = true
      coloured.plainMarks = true
      let drawn = Renderer.render(session, options: coloured)
      #expect(ColourLegend.withoutEscapes(drawn) == Renderer.render(session, options: plain))
    }
  }
}

@Test func escapesAreRemovedWhole() {
  #expect(ColourLegend.withoutEscapes("a\u{1B}[97;41mb\u{1B}[0mc") == "abc")
  #expect(ColourLegend.withoutEscapes("no escapes ✓") == "no escapes ✓")
}
