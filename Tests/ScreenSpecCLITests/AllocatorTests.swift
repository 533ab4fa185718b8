import OperatingSystem
import Testing

/// The tool's allocator setting (``Allocator/growInLargeSteps()``) is one glibc takes, and is
/// said not taken where there is no glibc.
@Test func theAllocatorTakesTheGrowthSettingWhereItHasOne() {
  #if canImport(Glibc)
    #expect(Allocator.growInLargeSteps())
  #else
    #expect(!Allocator.growInLargeSteps())
  #endif
}
