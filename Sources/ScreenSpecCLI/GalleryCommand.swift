import OperatingSystem
import ScreenBehavior
import ScreenDrawing
import ScreenFormat
import ScreenModel
import ScreenPictures
import ScreenSnapshots

/// `screenspec gallery PATH... --out DIR [--device phone|pad] [--locale LOCALE]`: a static
/// site of every screen and scenario found, opened straight from disk. It writes only
/// inside DIR, and the same input gives the same bytes.
enum GalleryCommand {
  static let options = [
    OptionSpec(name: "out", takesValue: true), OptionSpec(name: "width", takesValue: true),
    OptionSpec(name: "device", takesValue: true), OptionSpec(name: "host", takesValue: true),
    OptionSpec(name: "appearance", takesValue: true),
    OptionSpec(name: "text-size", takesValue: true), OptionSpec(name: "locale", takesValue: true),
    OptionSpec(name: "max-size", takesValue: true),
  ]

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let arguments = try Arguments(words, options: options, command: "gallery")
    if arguments.help { return CommandResult(stdout: Help.gallery) }
    guard !arguments.positionals.isEmpty else {
      throw UsageError(UsageMessages.needsPaths("gallery"), command: "gallery")
    }
    guard let out = arguments.value("out").map(FolderPath.normalized) else {
      throw UsageError(UsageMessages.galleryNeedsOut, command: "gallery")
    }
    let options = try drawing(arguments)
    let loader = InputLoader(limits: try Limits.from(arguments, command: "gallery"))
    var site: [(path: String, text: String)] = []
    var index = ""
    var diagnostics = ""
    var folders: [String] = []
    var failed = false
    var drawnWithErrors = false
    for path in arguments.positionals {
      let input = try loader.load(path)
      diagnostics += input.reports.map(\.formatted).joined()
      // A mistake Settings shows without a word is drawn, and fails the run once written.
      failed = failed || input.reports.stopDrawing
      drawnWithErrors = drawnWithErrors || input.reports.holdError
      let slug = slugged(input.folder)
      folders.append(input.folder)
      index += "<h2>\(HTMLPage.escaped(input.path))</h2>\n<div class=\"screens\">\n"
      // A folder of scenarios only is drawn in the locales of the apps they drive.
      if case .app(let result, let screenID) = input.kind, let app = result.app,
        !app.screens.isEmpty
      {
        // A locale with no strings table is a usage error.
        _ = try RenderCommand.localisation(options.locale, app: app, command: "gallery")
        let ids = screenID.map { [$0] } ?? app.screens.map(\.id)
        let pages = screenPages(ids, app: app, folder: input.folder, slug: slug, options: options)
        site += pages.map { ($0.path, $0.text) }
        index += pages.map(\.figure).joined()
      }
      let scenarios: [ScenarioInput] =
        if case .scenario(let one) = input.kind { [one] } else { input.scenarios }
      for scenario in scenarios {
        guard let (found, app) = scenario.runnable else {
          if case .app = input.kind {
            diagnostics += scenario.reports.map(\.formatted).joined()
          }
          failed = true
          continue
        }
        let run = found.runningWith(
          width: nil, ascii: false, device: options.device, host: options.host,
          locale: options.locale, appearance: options.appearance, textSize: options.textSize)
        let svg: String
        do {
          svg = try run.draw(as: .svg, app: app, pictureWidth: options.pictureWidth)
        } catch {
          diagnostics +=
            FileDiagnostics(file: scenario.file, diagnostics: [error.diagnostic]).formatted
          failed = true
          continue
        }
        let name = scenario.file.baseName
        let page = "\(slug)/\(slugged(name)).scenario.html"
        site.append((page, HTMLPage.scenario(strip: svg, path: scenario.file.path)))
        index += scenarioFigure(
          name: name, page: page, path: scenario.file.path, strip: svg, run: run)
      }
      index += "</div>\n"
    }
    let changes = changesPage(folders)
    if let changes {
      site.append(("changes.html", changes))
      index = "<p><a href=\"changes.html\">Pending snapshot changes</a></p>\n" + index
    }
    site.append(
      (
        "index.html",
        HTMLPage.page(title: "ScreenSpec gallery", body: "<h1>ScreenSpec gallery</h1>\n" + index)
      ))
    // A gallery of an app that fails to load would publish a site without it: nothing is
    // written, and the run fails.
    diagnostics += loader.skippedFolderWarnings
    if failed { return CommandResult(stderr: diagnostics, status: 1) }
    do {
      for (path, text) in site {
        let target = FolderPath.join(out, path)
        try FileSystem.makeDirectories(FolderPath.folder(of: target))
        try FileSystem.writeAtomically(Array(text.utf8), to: target)
      }
    } catch {
      throw UsageError(UsageMessages.cannotWrite("the gallery", error), command: "gallery")
    }
    return CommandResult(
      stdout: "wrote \(Plural.count(site.count, "page")) to \(Shown.path(out))/index.html\n",
      stderr: diagnostics, status: drawnWithErrors ? 1 : 0)
  }

  /// What the flags draw with: screens are drawn as render draws them (the picture and what
  /// VoiceOver reads), at `--width` pixels (default the device's).
  static func drawing(_ arguments: Arguments) throws(UsageError) -> DrawingOptions {
    let device = try RenderCommand.device(arguments, command: "gallery")
    let host = try RenderCommand.host(arguments, command: "gallery")
    return DrawingOptions(
      pictureWidth:
        try arguments.integer("width", in: 240...1600, command: "gallery").map(Double.init)
        ?? SVGRenderer.width(for: device),
      device: device, host: host, locale: arguments.value("locale"),
      appearance: try RenderCommand.appearance(arguments, command: "gallery"),
      textSize: try RenderCommand.textSize(arguments, command: "gallery"))
  }

  /// A screen's page of the site, and its figure on the index, for each screen that opens.
  static func screenPages(
    _ ids: [String], app: App, folder: String, slug: String, options: DrawingOptions
  ) -> [(path: String, text: String, figure: String)] {
    var pages: [(path: String, text: String, figure: String)] = []
    for id in ids {
      guard let session = try? Session(app: app, screen: id, drawing: options) else { continue }
      let view = session.view
      let svg = session.draw(as: .svg, options: options)
      let page = "\(slug)/\(slugged(id)).html"
      let file = FolderPath.join(folder, id + ".yaml")
      pages.append(
        (
          page, session.draw(as: .html, options: options, path: file),
          HTMLPage.figure(
            view, svg: svg, path: file, link: page,
            transcript: session.draw(as: .voiceover, options: options))
        ))
    }
    return pages
  }

  /// A scenario's figure on the index: its strip of frames and its steps.
  static func scenarioFigure(
    name: String, page: String, path: String, strip svg: String, run: Scenario
  ) -> String {
    "<div class=\"screen\"><h3><a href=\"\(page)\">\(HTMLPage.escaped(name)) (scenario)</a></h3>"
      + "<div class=\"path\">\(HTMLPage.escaped(path))</div>"
      + "<div class=\"strip\">\(svg)</div>"
      + "<ul class=\"rows\">"
      + run.steps.map { "<li>\(HTMLPage.escaped($0.action.description))</li>" }.joined()
      + "</ul></div>\n"
  }

  /// A name safe for a file in the site: letters, digits, `.`, `-`, `_` and `@`.
  /// A file-name-safe form of a screen id or folder that two different names never share:
  /// ASCII letters, digits, `-`, `_` and `@` are kept, every other byte is `~` and two hex
  /// digits (`a b` → `a~20b`, `.` → `~2E`), so `a b c d` and `a-b-c-d` get pages of their own.
  static func slugged(_ text: String) -> String {
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
