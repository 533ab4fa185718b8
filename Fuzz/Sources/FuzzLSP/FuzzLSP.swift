import FuzzChecks
import FuzzDriver

/// The language server's messages (`FuzzChecks.lsp`): every reply must read back as the
/// JSON it is and the reader stay within its limits; a trap, a leak or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLSP(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  for finding in FuzzChecks.lsp(Array(UnsafeBufferPointer(start: data, count: size))) {
    fatalError(finding)
  }
  return 0
}

/// SwiftPM links executables with `main` defined as `<Module>_main`.
@_cdecl("FuzzLSP_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  runFuzzer(argc, argv, fuzzLSP)
}
