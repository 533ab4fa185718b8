import FuzzDriver
import ScreenBehavior
import ScreenModel
import ScreenRendering
import YAMLTree

/// The whole load path: bytes → tree → typed app → render. Any input must end in a value
/// or located diagnostics; a trap, a leak or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLoad(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let result = AppLoader.load([SourceFile(path: "fuzz.yaml", bytes: bytes)])
  for report in result.reports {
    for diagnostic in report.diagnostics
    where diagnostic.mark.line < 1 || diagnostic.mark.column < 1 {
      fatalError("unlocated diagnostic: \(diagnostic)")
    }
    _ = report.formatted
  }
  if let app = result.app, let session = try? Session(app: app) {
    for width in [24, 40, 97] {
      _ = Renderer.render(session, options: RenderOptions(width: width, color: width == 97))
    }
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
