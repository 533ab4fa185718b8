import Foundation
import OperatingSystem
import Testing

@testable import ScreenSpecCLI

/// The tool's allocator setting (``Allocator/growInLargeSteps()``) is one glibc takes, and is
/// said not taken where there is no glibc.
@Test func theAllocatorTakesTheGrowthSettingWhereItHasOne() {
  #if canImport(Glibc)
    #expect(Allocator.growInLargeSteps())
  #else
    #expect(!Allocator.growInLargeSteps())
  #endif
}

/// The main heap's next step is advised as large pages where glibc and Linux are (Linux
/// takes the advice wherever it has transparent huge pages, even switched off), never on
/// another thread (whose heap is another) nor without glibc.
@Test func theMainHeapIsAdvisedAsLargePagesWhereLinuxTakesIt() {
  Allocator.growInLargeSteps()
  #if canImport(Glibc)
    let hasLargePages = FileSystem.kind("/sys/kernel/mm/transparent_hugepage") == .directory
    let onMainThread = Thread.isMainThread
    #expect(Allocator.preferLargePages() == (hasLargePages && onMainThread))
  #else
    #expect(!Allocator.preferLargePages())
  #endif
}

/// The worker threads' heaps are advised too: at least one thread of a machine of several
/// cores allocates from a heap of its own (the main thread, when it takes a turn, does not).
@Test func theWorkersHeapsAreAdvisedAsLargePages() {
  #if canImport(Glibc)
    let hasLargePages = FileSystem.kind("/sys/kernel/mm/transparent_hugepage") == .directory
    let advised = Allocator.preferLargePagesOnWorkers()
    let cores = Allocator.coresAllowed()
    #expect(cores >= 1 && cores <= ProcessInfo.processInfo.activeProcessorCount)
    if hasLargePages, cores > 1 {
      #expect(advised >= 1)
      #expect(advised <= min(cores, 16))
    } else {
      #expect(advised == 0)
    }
  #else
    #expect(Allocator.preferLargePagesOnWorkers() == 0)
  #endif
}

/// The commands that share their work among the cores ready them first, and `check` when
/// it checks a folder; one that works on one screen, or prints its version, does not.
@Test func onlyCommandsThatShareTheirWorkReadyTheCores() throws {
  final class Count: @unchecked Sendable { var readied = 0 }
  let count = Count()
  let environment = Environment(beforeSharedWork: { count.readied += 1 })
  let ws = try Workspace()
  try ws.write("App/home.yaml", "title: Home\nrows: [A]\n")
  _ = ScreenSpecCommand.run(["--version"], environment: environment)
  _ = ScreenSpecCommand.run(["render", ws.path("App/home.yaml")], environment: environment)
  _ = ScreenSpecCommand.run(["check", ws.path("App/home.yaml")], environment: environment)
  _ = ScreenSpecCommand.run(["schema"], environment: environment)
  #expect(count.readied == 0)
  _ = ScreenSpecCommand.run(["check", ws.path("App")], environment: environment)
  _ = ScreenSpecCommand.run(["snapshot", "--ci", ws.path("App")], environment: environment)
  #expect(count.readied == 2)
}
