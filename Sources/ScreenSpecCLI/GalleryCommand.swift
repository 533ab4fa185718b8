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
    OptionSpec.values("out", "width", "max-size") + Variants.flags

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
    var added = Gallery.Added()
    for path in arguments.positionals {
      let input = try loader.load(path)
      do throws(LocaleProblem) {
        added += try gallery.add(input)
      } catch {
        throw UsageError(UsageMessages.locale(error), command: "gallery")
      }
    }
    let site = gallery.site(added)
    // A gallery of an app that fails to load would publish a site without it: nothing is
    // written, and the run fails.
    let diagnostics = added.diagnostics + loader.skippedFolderWarnings
    if added.failed { return CommandResult(stderr: diagnostics, status: 1) }
    do throws(FileSystem.Failure) {
      try Gallery.write(site, to: out)
    } catch {
      throw UsageError(UsageMessages.cannotWrite("the gallery", error), command: "gallery")
    }
    return CommandResult(
      stdout: "wrote \(Plural.count(site.count, "page")) to \(Shown.path(out))/index.html\n",
      stderr: diagnostics, status: added.drawnWithErrors ? 1 : 0)
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
