import Fixtures
import Foundation
import Testing

/// The stand-in `SwiftUI` module (`Tests/StandIns/SwiftUI`), built once a test run, and a
/// type-check of Swift files against it with the toolchain's `swiftc`, as Swift 6 code.
enum StandIn {
  /// `swiftc` on PATH (the toolchain that runs the tests has one).
  static let swiftc: String? = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// The folder the module for iOS 16 is built into, or the error of building it: the slice
  /// `export --swiftui` may emit (`SwiftUI.swift` alone, as Docs/SwiftUI.md tells users to
  /// check their export), so API outside it fails.
  static let module16 = build(minimumIOS: 16)
  /// The module for iOS 17 and later (`-D STANDIN_IOS17`: API introduced in iOS 17).
  static let module17 = build(minimumIOS: 17)
  /// The module `ScreenSpecUI` is checked against: every file of the stand-in (the
  /// runtime's slice, `SwiftUI+Runtime.swift`, beside the export's).
  static let runtimeModule = build(minimumIOS: 16, files: nil)

  /// The module for a minimum iOS version.
  static func module(minimumIOS: Int) -> Result<URL, StandInError> {
    minimumIOS >= 17 ? module17 : module16
  }

  /// Builds the module for a minimum iOS version.
  /// `files` are the stand-in's files it is built of (nil: every one).
  static func build(minimumIOS: Int, files: [String]? = ["SwiftUI.swift"]) -> Result<
    URL, StandInError
  > {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swiftui-stand-in-\(UUID().uuidString)")
    let standIns = Fixtures.root.appendingPathComponent("Tests/StandIns/SwiftUI")
    let sources =
      files.map { $0.map { standIns.appendingPathComponent($0).path } }
      ?? Fixtures.files(in: standIns, suffix: ".swift").map(\.path)
    let conditions = minimumIOS >= 17 ? ["-D", "STANDIN_IOS17"] : []
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let printed = try run(
        ["-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6"]
          + sources + [
            "-emit-module-path", folder.appendingPathComponent("SwiftUI.swiftmodule").path,
          ] + conditions)
      if let printed {
        return .failure(StandInError(text: "the stand-in did not build:\n" + printed))
      }
      return .success(folder)
    } catch {
      return .failure(StandInError(text: "\(error)"))
    }
  }

  /// What went wrong.
  struct StandInError: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
  }

  /// Runs `swiftc`; nil when it succeeded, else what it printed.
  static func run(_ arguments: [String]) throws -> String? {
    guard let swiftc else { throw StandInError(text: "no swiftc on PATH") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = errors
    try process.run()
    let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : printed
  }

  /// The folder of the package's built modules (`.build/<triple>/debug/Modules`), found
  /// beside the running test bundle, so the runtime's own module is what is checked against.
  static let builtModules: URL? = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for _ in 0..<4 {
      folder = folder.deletingLastPathComponent()
      let modules = folder.appendingPathComponent("Modules")
      let runtime = modules.appendingPathComponent("ScreenSpecRuntime.swiftmodule")
      if FileManager.default.fileExists(atPath: runtime.path) { return modules }
    }
    let fallback = Fixtures.root.appendingPathComponent(".build/debug/Modules")
    let runtime = fallback.appendingPathComponent("ScreenSpecRuntime.swiftmodule")
    return FileManager.default.fileExists(atPath: runtime.path) ? fallback : nil
  }()

  /// Type-checks source files on disk as one module against the stand-in and the
  /// package's built modules; nil when they check, else the compiler's errors.
  /// With `emitting` a folder, the module is written there (`NAME.swiftmodule`) for other
  /// sources to import; `including` folders are searched first.
  static func typecheck(
    module name: String, paths: [String], including: [URL] = [], emitting folder: URL? = nil
  ) throws -> String? {
    let module = try runtimeModule.get()
    guard let built = builtModules else {
      throw StandInError(text: "the package's built modules were not found")
    }
    let output =
      folder.map {
        [
          "-emit-module", "-emit-module-path",
          $0.appendingPathComponent(name + ".swiftmodule").path,
        ]
      } ?? ["-typecheck"]
    let searched = (including + [module, built]).flatMap { ["-I", $0.path] }
    return try run(
      output + ["-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", name]
        + searched + paths)
  }

  /// Type-checks files (by name and text) against the stand-in; nil when they check, else
  /// the compiler's errors. A warning is an error: what `export --swiftui` writes compiles
  /// quietly (a data-race warning of Swift 6 is an error-to-be).
  static func typecheck(_ files: [(name: String, text: String)], minimumIOS: Int = 16) throws
    -> String?
  {
    let module = try module(minimumIOS: minimumIOS).get()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swiftui-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for file in files {
      let url = folder.appendingPathComponent(file.name)
      try file.text.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    return try run(
      ["-typecheck", "-wmo", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"]
        + ["-I", module.path] + paths)
  }
}
