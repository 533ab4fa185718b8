import Fixtures
import ScreenBehavior
import ScreenDrawing
import ScreenModel
import Testing

/// The gallery as a value: a page per screen and scenario, the index last and linking each,
/// and names that never share a page.
@Suite struct GalleryValue {
  @Test func aPagePerScreenAndScenarioAndTheIndexLast() throws {
    let app = try Fixtures.app()
    var gallery = Gallery(options: DrawingOptions())
    gallery.startSection("Screens")
    let screens = app.screens.prefix(2).map { ($0.id, "Screens/\($0.id).yaml") }
    gallery.addScreens(screens, app: app, folder: "Screens")
    let pages = gallery.pages(changes: "<p>changes</p>")
    #expect(pages.map(\.path).last == "index.html")
    #expect(pages.count == screens.count + 2, "\(pages.map(\.path))")
    let index = try #require(pages.last?.text)
    for (id, _) in screens {
      #expect(index.contains("href=\"Screens/\(Gallery.slugged(id)).html\""), "\(id)")
    }
    #expect(index.contains("<a href=\"changes.html\">"))
    #expect(index.components(separatedBy: "<div class=\"screens\">").count == 2)
    #expect(Gallery(options: DrawingOptions()).pages().map(\.path) == ["index.html"])
  }

  @Test func slugsOfDifferentNamesDiffer() {
    #expect(Gallery.slugged("a b c d") != Gallery.slugged("a-b-c-d"))
    #expect(Gallery.slugged("a b") == "a~20b")
    #expect(Gallery.slugged(".") == "~2E")
    #expect(Gallery.slugged("") == "~")
  }
}
