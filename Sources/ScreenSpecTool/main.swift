import OperatingSystem
import ScreenSpecCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

Allocator.growInLargeSteps()
let result = ScreenSpecCommand.run(
  Array(CommandLine.arguments.dropFirst()),
  environment: Environment(
    variables: ProcessEnvironment.variables(), stdoutIsTerminal: isatty(1) == 1,
    stdinIsTerminal: isatty(0) == 1,
    prompt: isatty(0) == 1
      ? { text in
        Terminal.write(text)
        return readLine()
      } : nil,
    output: { Terminal.write($0, to: 1) },
    beforeSharedWork: {
      Allocator.preferLargePages()
      Allocator.preferLargePagesOnWorkers()
    }))
Terminal.write(result.stdout, to: 1)
Terminal.write(result.stderr, to: 2)
// `result` (and what it loaded) is still alive here: the process ends without freeing it.
exit(result.status)
