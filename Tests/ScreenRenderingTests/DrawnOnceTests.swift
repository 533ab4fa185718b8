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

/// A snapshot's drawing keeps its colours as runs, not escapes: the text and the legend it
/// gives are what the escaped colour drawing gives once its escapes are read, in every
/// appearance and glyph set, with the screen's rows highlighted, focused and swiped too.
@Test(arguments: screenIDs)
func coloursAsRunsGiveTheEscapesLegend(id: String) throws {
  var session = try Session(app: try Fixtures.app(), screen: id)
  var views = [session.view]
  if let first = views[0].sections.first?.rows.indices.first {
    var view = views[0]
    view.sections[0].rows[first].highlighted = true
    views.append(view)
  }
  if (try? session.apply(.tap(.position(1)))) != nil { views.append(session.view) }
  if (try? session.apply(.swipe(.position(1)))) != nil { views.append(session.view) }
  for view in views {
    for appearance in [Appearance.light, .dark] {
      for ascii in [false, true] {
        var coloured = RenderOptions(width: 40, ascii: ascii, appearance: appearance)
        coloured.color = true
        coloured.plainMarks = true
        let escaped = Renderer.render(view, options: coloured)
        let runs = Renderer.renderWithLegend(view, options: coloured)
        let base = appearance == .dark ? ColourLegend.darkBase : nil
        #expect(runs.text == ColourLegend.withoutEscapes(escaped))
        #expect(runs.legend == ColourLegend.entries(of: escaped, base: base))
      }
    }
  }
}
