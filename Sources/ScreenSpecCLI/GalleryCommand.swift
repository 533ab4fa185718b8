import Basics
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
  static let options =
    [
      OptionSpec(name: "out", takesValue: true), OptionSpec(name: "width", takesValue: true),
      OptionSpec(name: "max-size", takesValue: true),
    ] + Variants.flags

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
    var gallery = Gallery(options: options)
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
      folders.append(input.folder)
      gallery.startSection(input.path)
      // The site's folder of this PATH's pages: named as the app's folder is, `.` too.
      let pagesFolder =
        input.folder == "." ? Path.canonical(".").map(FolderPath.lastPart) ?? "." : input.folder
      // A folder of scenarios only is drawn in the locales of the apps they drive.
      if case .app(let result, let screenID) = input.kind, let app = result.app,
        !app.screens.isEmpty
      {
        // A locale with no strings table is a usage error.
        _ = try RenderCommand.localisation(options.locale, app: app, command: "gallery")
        let ids = screenID.map { [$0] } ?? app.screens.map(\.id)
        gallery.addScreens(
          ids.map { ($0, FolderPath.join(input.folder, $0 + ".yaml")) }, app: app,
          folder: pagesFolder)
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
        do {
          try gallery.addScenario(
            found, app: app, file: scenario.file.path, name: scenario.file.baseName,
            folder: pagesFolder)
        } catch {
          diagnostics +=
            FileDiagnostics(file: scenario.file, diagnostics: [error.diagnostic]).formatted
          failed = true
        }
      }
    }
    let site = gallery.pages(changes: PendingChangesPage.page(under: folders))
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
    let variant = try Variants.variant(arguments, command: "gallery")
    return DrawingOptions(
      pictureWidth:
        try arguments.integer("width", in: 240...1600, command: "gallery").map(Double.init)
        ?? SVGRenderer.width(for: variant.device),
      device: variant.device, host: variant.host, locale: variant.locale,
      appearance: variant.appearance, textSize: variant.textSize)
  }
}
