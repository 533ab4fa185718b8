import FuzzChecks
import FuzzDriver

/// The runtime's compiled-app reader (`FuzzChecks.compiled`): any input must be an app or a
/// thrown error, and an app read must write itself back and run; a trap, a leak or a hang
/// is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompiled(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  for finding in FuzzChecks.compiled(Array(UnsafeBufferPointer(start: data, count: size))) {
    fatalError(finding)
  }
  return 0
}

/// SwiftPM links executables with `main` defined as `<Module>_main`.
@_cdecl("FuzzCompiled_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  runFuzzer(argc, argv, fuzzCompiled)
}
