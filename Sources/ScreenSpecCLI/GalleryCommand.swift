import OperatingSystem
import ScreenBehavior
import ScreenModel
import ScreenPictures
import ScreenSnapshots

/// `screenspec gallery PATH... --out DIR [--device phone|pad] [--locale LOCALE]`: a static
/// site of every screen and scenario found, opened straight from disk. It writes only
/// inside DIR, and the same input gives the same bytes.
enum GalleryCommand {
  static let options = [
    OptionSpec(name: "out", takesValue: true), OptionSpec(name: "width", takesValue: true),
    OptionSpec(name: "device", takesValue: true), OptionSpec(name: "locale", takesValue: true),
    OptionSpec(name: "max-size", takesValue: true),
  ]

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let arguments = try Arguments(words, options: options, command: "gallery")
    if arguments.help { return CommandResult(stdout: Help.gallery) }
    guard !arguments.positionals.isEmpty else {
      throw UsageError("'gallery' needs at least one PATH", command: "gallery")
    }
    guard let out = arguments.value("out").map(Path.normalized) else {
      throw UsageError(
        "'gallery' needs --out DIR, the folder to write the site to", command: "gallery")
    }
    let device = try RenderCommand.device(arguments, command: "gallery")
    let width =
      try arguments.integer("width", in: 240...1600, command: "gallery").map(Double.init)
      ?? SVGRenderer.width(for: device)
    let locale = arguments.value("locale")
    let loader = InputLoader(limits: try Limits.from(arguments, command: "gallery"))
    var site: [(path: String, text: String)] = []
    var index = ""
    var diagnostics = ""
    var folders: [String] = []
    for path in arguments.positionals {
      let input = try loader.load(path)
      diagnostics += input.reports.map(\.formatted).joined()
      let slug = slugged(input.folder)
      folders.append(input.folder)
      index += "<h2>\(HTMLPage.escaped(input.path))</h2>\n<div class=\"screens\">\n"
      if case .app(let result, let screenID) = input.kind, let app = result.app {
        let localisation = try RenderCommand.localisation(locale, app: app, command: "gallery")
        let ids = screenID.map { [$0] } ?? app.screens.map(\.id)
        for id in ids {
          guard
            let session = try? Session(
              app: app, screen: id, device: device, localisation: localisation)
          else { continue }
          let view = session.view
          let svg = SVGRenderer.render(view, width: width)
          let page = "\(slug)/\(slugged(id)).html"
          let file = Path.join(input.folder, id + ".yaml")
          site.append((page, HTMLPage.screen(view, svg: svg, path: file)))
          index += HTMLPage.figure(view, svg: svg, path: file, link: page)
        }
      }
      let scenarios: [ScenarioInput] =
        if case .scenario(let one) = input.kind { [one] } else { input.scenarios }
      for scenario in scenarios {
        guard let (found, app) = scenario.runnable else { continue }
        var run = found
        run.device = run.device ?? device
        run.locale = run.locale ?? locale
        guard let frames = try? ScenarioRun.frames(run, app: app).map({ ($0, $1.view) }) else {
          continue
        }
        let svg = SVGRenderer.strip(frames, width: width)
        let name = scenario.file.baseName
        let page = "\(slug)/\(slugged(name)).scenario.html"
        site.append((page, HTMLPage.scenario(strip: svg, path: scenario.file.path)))
        index +=
          "<div class=\"screen\"><h3><a href=\"\(page)\">\(HTMLPage.escaped(name)) (scenario)</a></h3>"
          + "<div class=\"path\">\(HTMLPage.escaped(scenario.file.path))</div>"
          + "<div class=\"strip\">\(svg)</div>"
          + "<ul class=\"rows\">"
          + run.steps.map { "<li>\(HTMLPage.escaped($0.action.description))</li>" }.joined()
          + "</ul></div>\n"
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
    do {
      for (path, text) in site {
        let target = Path.join(out, path)
        try FileSystem.makeDirectories(Path.folder(of: target))
        try FileSystem.writeAtomically(Array(text.utf8), to: target)
      }
    } catch {
      throw UsageError("cannot write the gallery: \(error)", command: "gallery")
    }
    return CommandResult(
      stdout: "wrote \(Plural.count(site.count, "page")) to \(out)/index.html\n",
      stderr: diagnostics)
  }

  /// The pending snapshots below the folders, each beside its reference with the changed
  /// lines marked; nil when there are none.
  static func changesPage(_ folders: [String]) -> String? {
    let pending = SnapshotFolder.pendingFiles(under: Array(Set(folders)).sorted())
    guard !pending.isEmpty else { return nil }
    var body = "<h1>Pending snapshot changes</h1>\n"
    for item in pending {
      let new = FileSystem.readText(item.path).flatMap(SnapshotFile.init(text:))?.body ?? ""
      let old =
        FileSystem.readText(item.referencePath).flatMap(SnapshotFile.init(text:))?.body ?? ""
      let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var removed = Set<Int>()
      var inserted = Set<Int>()
      for change in b.difference(from: a) {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
      }
      func column(_ lines: [String], _ marked: Set<Int>) -> String {
        lines.enumerated().map { index, line in
          "<div\(marked.contains(index) ? " class=\"changed\"" : "")>\(HTMLPage.escaped(line).isEmpty ? " " : HTMLPage.escaped(line))</div>"
        }.joined()
      }
      body +=
        "<h2>\(HTMLPage.escaped(item.name))</h2>\n<div class=\"path\">\(HTMLPage.escaped(item.path))</div>\n"
      body += "<table class=\"diff\"><tr><th>reference</th><th>pending</th></tr><tr><td>"
      body +=
        (a.isEmpty || old.isEmpty ? "(none)" : column(a, removed)) + "</td><td>"
        + column(b, inserted)
      body += "</td></tr></table>\n"
    }
    return HTMLPage.page(title: "Pending snapshot changes", body: body)
  }

  /// A name safe for a file in the site: letters, digits, `.`, `-`, `_` and `@`.
  static func slugged(_ text: String) -> String {
    let kept = text.map { character -> Character in
      character.isASCII && (character.isLetter || character.isNumber || "-_@".contains(character))
        ? character : "-"
    }
    let slug = String(kept).drop { $0 == "-" }
    return slug.isEmpty ? "app" : String(slug)
  }
}
