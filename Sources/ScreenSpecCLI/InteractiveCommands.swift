import OperatingSystem
import ScreenBehavior
import ScreenDrawing
import ScreenFiles
import ScreenFormat
import ScreenModel
import ScreenRendering
import ScreenSnapshots

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `screenspec watch PATH [render options]`: re-renders whenever a file of the app changes.
enum WatchCommand {
  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let (parsed, help) = try RenderCommand.settings(words, environment, command: "watch")
    guard let settings = parsed else { return CommandResult(stdout: help ? Help.watch : "") }
    _ = try InputLoader(limits: settings.limits).load(settings.path)  // a missing PATH: usage
    let clear = environment.stdoutIsTerminal ? Terminal.clear : ""
    // Watching starts before each drawing, so an edit made while drawing is not missed.
    let appFolder = CommandPaths.watched(settings.path)
    let watcher = FileWatcher(folders: [appFolder])
    while true {
      CommandPaths.withTemplates(appFolder).forEach(watcher.add)
      let shownPath = CommandResult.printable(settings.path)
      var out = clear + "screenspec watch \(shownPath) (Ctrl-C to stop)\n\n"
      if FileSystem.kind(settings.path) == .missing {
        out += "screenspec: \(shownPath) was deleted; waiting for it to come back\n"
      } else {
        do throws(UsageError) {
          let input = try InputLoader(limits: settings.limits).load(settings.path)
          CommandPaths.watched(by: input).forEach(watcher.add)
          let result = try RenderCommand.render(input, settings)
          out += result.stdout + CommandResult.printable(result.stderr)
        } catch {
          out += CommandResult.printable("screenspec: error: \(error.message)\n")
        }
      }
      Terminal.write(out)
      if !environment.stdoutIsTerminal { Terminal.write("\n") }
      watcher.waitForChange()
    }
  }
}

/// `screenspec play PATH`: an interactive preview in the terminal.
enum PlayCommand {
  /// Where `play` starts (``RenderRequest/playing(_:)``), or what it exits with before it
  /// takes the terminal.
  static func start(_ input: Input, _ settings: RenderCommand.Settings) throws(UsageError)
    -> RenderRequest.PlayStart
  {
    do throws(RenderRequest.Refusal) {
      return try settings.request.playing(input)
    } catch {
      throw RenderCommand.usageError(error, command: "play")
    }
  }

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let (parsed, help) = try RenderCommand.settings(words, environment, command: "play")
    guard let settings = parsed else { return CommandResult(stdout: help ? Help.play : "") }
    guard settings.request.format == .text else {
      throw UsageError(
        UsageMessages.playFormat,
        command: "play")
    }
    guard environment.stdinIsTerminal, environment.stdoutIsTerminal else {
      throw UsageError(
        UsageMessages.playNeedsTerminal,
        command: "play")
    }
    let input = try InputLoader(limits: settings.limits).load(settings.path)
    var state: PlayState
    switch try start(input, settings) {
    case .playing(let started): state = started
    case .cannotStart(let drawn): return RenderCommand.printed(drawn)
    }
    guard Terminal.enterRawMode() else {
      throw UsageError(UsageMessages.rawMode, command: "play")
    }
    defer { Terminal.restore() }
    Terminal.interruptReadsOnResize()
    var buffer = [UInt8](repeating: 0, count: 64)
    while !state.quit {
      var options = settings.request.options
      let size = Terminal.size()
      if let columns = size?.columns, !settings.request.widthGiven {
        // The terminal's width (at most 60), every other drawing flag as given.
        options.width = min(columns, 60)
      }
      Terminal.write(
        Terminal.clear + state.frame(options: options, height: size?.rows, columns: size?.columns))
      let count = read(0, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      for key in PlayKey.decode(Array(buffer[0..<count])) where !state.quit {
        state.handle(key)
      }
    }
    // A screen drawn in spite of a mistake Settings shows without a word says so once the
    // terminal is given back, and exits 1.
    let errors = input.reports.filter { $0.diagnostics.contains { $0.severity == .error } }
    return CommandResult(
      stderr: errors.map(\.formatted).joined(), status: errors.isEmpty ? 0 : 1)
  }
}
