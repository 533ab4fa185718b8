import ScreenSnapshots
import ScreenSpecCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of a text to a file descriptor, retrying short writes.
func emit(_ text: String, to fd: Int32) {
  var text = text
  text.withUTF8 { buffer in
    var offset = 0
    while offset < buffer.count {
      let count = write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      offset += count
    }
  }
}

let result = ScreenSpecCommand.run(
  Array(CommandLine.arguments.dropFirst()),
  environment: Environment(
    variables: ProcessEnvironment.variables(), stdoutIsTerminal: isatty(1) == 1,
    stdinIsTerminal: isatty(0) == 1,
    prompt: isatty(0) == 1
      ? { text in
        emit(text, to: 1)
        return readLine()
      } : nil))
emit(result.stdout, to: 1)
emit(result.stderr, to: 2)
exit(result.status)
