import FuzzChecks
import FuzzDriver
import ScreenModel

/// Action sequences over the seed app (`FuzzChecks.actions`): every step either applies or
/// fails leaving the state unchanged, and the render never traps and keeps every line the
/// frame's width.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzActions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let app = seedApp else { return 0 }
  for finding in FuzzChecks.actions(Array(UnsafeBufferPointer(start: data, count: size)), on: app) {
    fatalError(finding)
  }
  return 0
}

/// The seed app, compiled in so that the fuzzer reads no files.
let seedApp: App? = FuzzChecks.app(
  SeedFiles.all.map { (path: $0.0, text: $0.1) },
  templates: SeedFiles.templates.map { (path: $0.0, text: $0.1) })

/// SwiftPM links executables with `main` defined as `<Module>_main`.
@_cdecl("FuzzActions_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  runFuzzer(argc, argv, fuzzActions)
}
