import Testing

@testable import ScreenSnapshots

/// The gallery's page of pending snapshots, as a value.
struct PendingChangesPageTests {
  @Test func noPendingSnapshotIsNoPage() {
    #expect(PendingChangesPage.page([]) == nil)
  }

  @Test func aTextsChangedLinesAreMarkedOnEachSide() {
    let html = PendingChangesPage.texts("a\nb\nc", "a\nB\nc")
    #expect(html.contains("<div class=\"changed\"><bdi>b</bdi></div>"))
    #expect(html.contains("<div class=\"changed\"><bdi>B</bdi></div>"))
    #expect(html.contains("<div><bdi>a</bdi></div>"))
    #expect(html.components(separatedBy: "class=\"changed\"").count == 3)
  }

  @Test func aNewTextHasNoReference() {
    let html = PendingChangesPage.texts("", "<new>")
    #expect(html.contains("<td>(none)</td>"))
    #expect(html.contains("&lt;new&gt;"))
  }

  @Test func aNewPictureHasNoReference() {
    let html = PendingChangesPage.pictures(nil, "<svg></svg>", name: "s")
    #expect(html.contains("<td>(none)</td>"))
    #expect(html.contains("pictures"))
  }
}
