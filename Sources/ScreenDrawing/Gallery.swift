import ScreenBehavior
import ScreenModel
import ScreenPictures

/// `screenspec gallery` as a value: a static site of screens and scenarios, each on a page of
/// its own, with an index of them all. Pure: the same screens give the same bytes, and the
/// caller writes the pages where it likes.
///
/// ```swift
/// var gallery = Gallery(options: DrawingOptions(device: .pad))
/// gallery.startSection("Screens")
/// gallery.addScreens([("home", "Screens/home.yaml")], app: app, folder: "Screens")
/// for page in gallery.pages() { write(page.text, to: "site/" + page.path) }
/// ```
package struct Gallery {
  /// How every screen is drawn.
  package let options: DrawingOptions
  /// The pages so far, in the order added; the index comes last.
  private var site: [(path: String, text: String)] = []
  /// The index's body so far.
  private var index = ""
  /// Whether a section is open on the index.
  private var inSection = false

  /// A gallery drawn with `options`.
  package init(options: DrawingOptions) { self.options = options }

  /// Starts a section of the index, headed by `title` (a PATH as given).
  package mutating func startSection(_ title: String) {
    endSection()
    index += "<h2>\(HTMLPage.escaped(title))</h2>\n<div class=\"screens\">\n"
    inSection = true
  }

  /// A page for each screen that opens, and its figure on the index: the picture, the rows
  /// and what VoiceOver reads. `screens` are ids with the file each was written in.
  package mutating func addScreens(
    _ screens: [(id: String, file: String)], app: App, folder: String
  ) {
    let slug = Gallery.slugged(folder)
    for (id, file) in screens {
      guard let session = try? Session(app: app, screen: id, drawing: options) else { continue }
      let svg = session.draw(as: .svg, options: options)
      let page = "\(slug)/\(Gallery.slugged(id)).html"
      site.append((page, session.draw(as: .html, options: options, path: file)))
      index += HTMLPage.figure(
        session.view, svg: svg, path: file, link: page,
        transcript: session.draw(as: .voiceover, options: options))
    }
  }

  /// A scenario's page (its strip of frames) and its figure on the index, run with the
  /// gallery's device, host, locale, appearance and text size where it names none. Throws
  /// the step that fails.
  package mutating func addScenario(
    _ scenario: Scenario, app: App, file: String, name: String, folder: String
  ) throws(ScenarioRun.Failure) {
    let run = scenario.runningWith(
      width: nil, ascii: false, device: options.device, host: options.host,
      locale: options.locale, appearance: options.appearance, textSize: options.textSize)
    let svg = try run.draw(as: .svg, app: app, pictureWidth: options.pictureWidth)
    let page = "\(Gallery.slugged(folder))/\(Gallery.slugged(name)).scenario.html"
    site.append((page, HTMLPage.scenario(strip: svg, path: file)))
    index +=
      "<div class=\"screen\"><h3><a href=\"\(page)\">\(HTMLPage.escaped(name)) (scenario)</a></h3>"
      + "<div class=\"path\">\(HTMLPage.escaped(file))</div>"
      + "<div class=\"strip\">\(svg)</div>"
      + "<ul class=\"rows\">"
      + run.steps.map { "<li>\(HTMLPage.escaped($0.action.description))</li>" }.joined()
      + "</ul></div>\n"
  }

  /// Every page of the site, the index last (`index.html`), with `changes` (a page of
  /// pending snapshot changes) linked from the index when given.
  package func pages(changes: String? = nil) -> [(path: String, text: String)] {
    var copy = self
    copy.endSection()
    var pages = copy.site
    var body = copy.index
    if let changes {
      pages.append(("changes.html", changes))
      body = "<p><a href=\"changes.html\">Pending snapshot changes</a></p>\n" + body
    }
    pages.append(
      (
        "index.html",
        HTMLPage.page(title: "ScreenSpec gallery", body: "<h1>ScreenSpec gallery</h1>\n" + body)
      ))
    return pages
  }

  private mutating func endSection() {
    if inSection { index += "</div>\n" }
    inSection = false
  }

  /// A file-name-safe form of a screen id or folder that two different names never share:
  /// ASCII letters, digits, `-`, `_` and `@` are kept, every other byte is `~` and two hex
  /// digits (`a b` → `a~20b`, `.` → `~2E`), so `a b c d` and `a-b-c-d` get pages of their own.
  package static func slugged(_ text: String) -> String {
    var slug = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      let isKept =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || "-_@".unicodeScalars.contains(scalar)
      if isKept {
        slug.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        slug += "~" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return slug.isEmpty ? "~" : slug
  }
}
