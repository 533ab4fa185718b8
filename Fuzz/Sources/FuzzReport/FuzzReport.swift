import FuzzChecks
import FuzzDriver

/// The shard report reader of `merge-reports` (`FuzzChecks.report`): a report read writes
/// back as itself, and a merge of it never traps; a trap, a leak or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  for finding in FuzzChecks.report(Array(UnsafeBufferPointer(start: data, count: size))) {
    fatalError(finding)
  }
  return 0
}

/// SwiftPM links executables with `main` defined as `<Module>_main`.
@_cdecl("FuzzReport_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  runFuzzer(argc, argv, fuzzReport)
}
