import OperatingSystem
import ScreenBehavior
import ScreenModel
import ScreenRendering

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
    let watcher = FileWatcher(folders: [
      FileSystem.kind(settings.path) == .directory
        ? settings.path : FolderPath.folder(of: settings.path)
    ])
    while true {
      let shownPath = CommandResult.printable(settings.path)
      var out = clear + "screenspec watch \(shownPath) (Ctrl-C to stop)\n\n"
      if FileSystem.kind(settings.path) == .missing {
        out += "screenspec: \(shownPath) was deleted; waiting for it to come back\n"
      } else {
        do throws(UsageError) {
          let input = try InputLoader(limits: settings.limits).load(settings.path)
          // A scenario redraws when a file of the app it drives changes too.
          if case .scenario(let scenario) = input.kind, let appFolder = scenario.appFolder {
            watcher.add(appFolder)
          }
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
  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let (parsed, help) = try RenderCommand.settings(words, environment, command: "play")
    guard let settings = parsed else { return CommandResult(stdout: help ? Help.play : "") }
    guard environment.stdinIsTerminal, environment.stdoutIsTerminal else {
      throw UsageError(
        "'play' needs a terminal on standard input and output; use 'render --do' in scripts",
        command: "play")
    }
    let input = try InputLoader(limits: settings.limits).load(settings.path)
    guard case .app(let result, let screenID) = input.kind, let app = result.app else {
      return CommandResult(stderr: input.reports.map(\.formatted).joined(), status: 1)
    }
    var state: PlayState
    let localisation = try RenderCommand.localisation(settings.locale, app: app, command: "play")
    do {
      var session = try Session(
        app: app, screen: settings.screen ?? screenID, device: settings.device,
        localisation: localisation)
      try session.apply(settings.actions)
      state = PlayState(session: session)
    } catch {
      return CommandResult(stderr: "screenspec: error: \(error)\n", status: 1)
    }
    guard Terminal.enterRawMode() else {
      throw UsageError("cannot switch the terminal to raw mode", command: "play")
    }
    defer { Terminal.restore() }
    Terminal.interruptReadsOnResize()
    var buffer = [UInt8](repeating: 0, count: 64)
    while !state.quit {
      var options = settings.options
      let size = Terminal.size()
      if let columns = size?.columns, !settings.widthGiven {
        options = RenderOptions(width: min(columns, 60), ascii: options.ascii, color: options.color)
      }
      Terminal.write(
        Terminal.clear + state.frame(options: options, height: size?.rows, columns: size?.columns))
      let count = read(0, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      for key in Key.decode(Array(buffer[0..<count])) where !state.quit {
        state.handle(key)
      }
    }
    return CommandResult()
  }
}
