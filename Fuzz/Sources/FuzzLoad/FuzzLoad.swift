import FuzzChecks
import FuzzDriver

/// The whole load path (`FuzzChecks.load`): any input must end in a value or located
/// diagnostics that print nothing a terminal would act on; and as a scenario in a
/// repository with links out of it, named by its first bytes (`FuzzChecks.reach`), it
/// reaches nothing outside. A trap, a leak or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLoad(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  for finding in FuzzChecks.load(bytes) + FuzzChecks.reach(bytes) {
    fatalError(finding)
  }
  return 0
}

/// SwiftPM links executables with `main` defined as `<Module>_main`.
@_cdecl("FuzzLoad_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  runFuzzer(argc, argv, fuzzLoad)
}
