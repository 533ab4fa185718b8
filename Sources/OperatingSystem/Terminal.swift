#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal, for `watch` and `play`: raw mode, size, output, and putting everything
/// back on exit, on Ctrl-C and on a crash signal.
///
/// A signal handler can reach only global state, so the saved settings live in one
/// file-private variable, written once before raw mode starts and read by the handler.
package enum Terminal {
  /// Writes all of a text to a file descriptor (standard output by default) at once,
  /// retrying short writes.
  package static func write(_ text: String, to fd: Int32 = 1) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = systemWrite(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        offset += count
      }
    }
  }

  /// The terminal's width in columns, or nil when standard output is not a terminal.
  package static func columns() -> Int? {
    size()?.columns
  }

  /// The terminal's size, or nil when standard output is not a terminal.
  package static func size() -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Makes a resize of the terminal (SIGWINCH) interrupt a blocking read with `EINTR`, so
  /// that the caller redraws at the new size.
  package static func interruptReadsOnResize() {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = { _ in }
    #elseif canImport(Darwin)
      action.__sigaction_u.__sa_handler = { _ in }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: the read returns EINTR
    sigaction(SIGWINCH, &action, nil)
  }

  /// Clears the screen and moves the cursor home.
  package static let clear = "\u{1B}[H\u{1B}[2J"

  /// Enters raw mode (no echo, no line buffering) on the alternate screen with the cursor
  /// hidden, and arranges for every way out to restore the terminal.
  package static func enterRawMode() -> Bool {
    var settings = termios()
    guard tcgetattr(0, &settings) == 0 else { return false }
    savedSettings = settings
    hasSavedSettings = true
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
      installRestoringHandler(signal)
    }
    guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else { return false }
    write(enterScreen)
    return true
  }

  /// Leaves raw mode and the alternate screen.
  package static func restore() {
    restoreTerminal()
  }
}

private let enterScreen = "\u{1B}[?1049h\u{1B}[?25l"
private let leaveScreen = "\u{1B}[?25h\u{1B}[?1049l"
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var hasSavedSettings = false

/// Async-signal-safe: tcsetattr and write only.
private func restoreTerminal() {
  guard hasSavedSettings else { return }
  _ = tcsetattr(0, TCSAFLUSH, &savedSettings)
  leaveScreen.utf8CString.withUnsafeBufferPointer { buffer in
    _ = systemWrite(1, buffer.baseAddress, buffer.count - 1)
  }
}

private func installRestoringHandler(_ number: Int32) {
  var action = sigaction()
  #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = { signal in
      restoreTerminal()
      Glibc.signal(signal, SIG_DFL)
      raise(signal)
    }
  #elseif canImport(Darwin)
    action.__sigaction_u.__sa_handler = { signal in
      restoreTerminal()
      Darwin.signal(signal, SIG_DFL)
      raise(signal)
    }
  #endif
  sigemptyset(&action.sa_mask)
  action.sa_flags = 0
  sigaction(number, &action, nil)
}

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
  #else
    return Darwin.write(fd, buffer, count)
  #endif
}
