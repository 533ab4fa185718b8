import Fixtures
import Foundation
import Testing

/// Issue #53: `ScreenSpecUI` (Sources/ScreenSpecUI) is SwiftUI, which Linux has not; its
/// sources are type-checked as Swift 6 against the stand-in SwiftUI module (Apple's
/// signatures, no behaviour) and the runtime module this build made, so a call outside the
/// slice Apple documents, or one the runtime does not offer, fails here. The macOS workflow
/// builds it against the real SDK.

/// The module's sources.
private let sources = Fixtures.files(
  in: Fixtures.root.appendingPathComponent("Sources/ScreenSpecUI"), suffix: ".swift"
).map(\.path)

@Test func screenSpecUITypeChecksAgainstTheStandInAndTheRuntime() throws {
  #expect(sources.count >= 5)
  #expect(try StandIn.typecheck(module: "ScreenSpecUI", paths: sources) == nil)
}

/// The check bites: the same sources with a call SwiftUI does not have fail.
@Test func aCallOutsideTheStandInFailsTheCheck() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "screenspec-ui-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  var paths = sources
  let extra = folder.appendingPathComponent("Extra.swift")
  try """
  #if canImport(SwiftUI)
    import SwiftUI
    @available(iOS 16.0, macOS 13.0, *)
    @MainActor func extra(_ view: ScreenSpecView<InMemoryStateStore>) -> some View {
      view.listRowSeparatorTint(.red)
    }
  #endif
  """.write(to: extra, atomically: true, encoding: .utf8)
  paths.append(extra.path)
  let errors = try StandIn.typecheck(module: "ScreenSpecUI", paths: paths)
  #expect(errors?.contains("listRowSeparatorTint") == true, "\(errors ?? "no errors")")
}

/// The example app (Examples/FeedApp) type-checks against `ScreenSpecUI` as the stand-in
/// builds it, with `Bundle.module` (which SwiftPM generates for its resource) stubbed.
@Test func theExampleAppTypeChecksAgainstScreenSpecUI() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "screenspec-ui-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  #expect(try StandIn.typecheck(module: "ScreenSpecUI", paths: sources, emitting: folder) == nil)
  let stub = folder.appendingPathComponent("BundleModule.swift")
  try "import Foundation\nextension Bundle { static let module = Bundle.main }\n".write(
    to: stub, atomically: true, encoding: .utf8)
  let example = Fixtures.files(
    in: Fixtures.root.appendingPathComponent("Examples/FeedApp/Sources/FeedApp"), suffix: ".swift"
  ).map(\.path)
  #expect(example.count >= 2)
  let errors = try StandIn.typecheck(
    module: "FeedApp", paths: example + [stub.path], including: [folder])
  #expect(errors == nil, "\(errors ?? "")")
}
