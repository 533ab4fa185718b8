import FuzzChecks
import FuzzDriver

/// The Settings-bundle path (`FuzzChecks.plist`): any input must end in a value or located
/// problems; a trap, a leak or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  for finding in FuzzChecks.plist(Array(UnsafeBufferPointer(start: data, count: size))) {
    fatalError(finding)
  }
  return 0
}

/// SwiftPM links executables with `main` defined as `<Module>_main`.
@_cdecl("FuzzPlist_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  runFuzzer(argc, argv, fuzzPlist)
}
