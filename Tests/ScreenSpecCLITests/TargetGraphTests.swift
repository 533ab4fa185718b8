import Fixtures
import Foundation
import Testing

/// The package's target graph, read from `Package.swift`: what an app links when it takes the
/// values and `Session` (an iOS app, a runtime) must not bring the YAML parser, and what
/// draws a screen needs no format.
@Suite struct TargetGraph {
  /// Each target's dependencies as `Package.swift` lists them, by target name.
  static func dependencies() throws -> [String: [String]] {
    let manifest = try String(
      contentsOf: Fixtures.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var graph: [String: [String]] = [:]
    let pattern =
      #/\.(?:target|testTarget|executableTarget|systemLibrary)\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?/#
    for match in manifest.matches(of: pattern) {
      let names = (match.output.2.map(String.init) ?? "").matches(of: #/"(\w+)"/#)
      graph[String(match.output.1)] = names.map { String($0.output.1) }
    }
    return graph
  }

  /// Every target `name` depends on, directly or through another.
  static func reach(of name: String, in graph: [String: [String]]) -> Set<String> {
    var seen: Set<String> = []
    var next = graph[name] ?? []
    while let target = next.popLast() {
      if seen.insert(target).inserted { next += graph[target] ?? [] }
    }
    return seen
  }

  @Test func theValuesAndSessionLinkWithoutTheParser() throws {
    let graph = try Self.dependencies()
    #expect(graph["ScreenModel"] == ["Basics"], "the values depend on Basics alone")
    for target in [
      "ScreenModel", "ScreenBehavior", "ScreenCompiled", "SwiftUIExport", "ScreenSpecRuntime",
      "ScreenSpecUI",
    ] {
      let reached = Self.reach(of: target, in: graph)
      #expect(graph[target] != nil, "\(target) is in Package.swift")
      #expect(
        reached.isDisjoint(with: ["YAMLTree", "CYAML", "ScreenFormat"]), "\(target): \(reached)")
    }
  }

  @Test func drawingNeedsNoFormat() throws {
    let graph = try Self.dependencies()
    for target in ["ScreenRendering", "ScreenPictures", "ScreenVoiceOver", "ScreenDrawing"] {
      #expect(graph[target] != nil, "\(target) is in Package.swift")
      #expect(!Self.reach(of: target, in: graph).contains("YAMLTree"), "\(target)")
    }
  }

  /// What an iOS 16 app links: no module newer than iOS 16 (`Synchronization`), and no
  /// Foundation, on the values' and `Session`'s path.
  @Test func theValuesAndSessionImportNothingNewerThanIOS16() throws {
    let sources = Fixtures.root.appendingPathComponent("Sources")
    var checked = 0
    for target in [
      "ScreenModel", "ScreenBehavior", "ScreenCompiled", "Basics", "ScreenSpecRuntime",
    ] {
      let folder = sources.appendingPathComponent(target)
      let walker = FileManager.default.enumerator(atPath: folder.path)
      while let path = walker?.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        for module in ["Synchronization", "Foundation", "Dispatch"] {
          #expect(!text.contains("import \(module)\n"), "\(target)/\(path) imports \(module)")
        }
        checked += 1
      }
    }
    #expect(checked > 50, "read the targets' files")
  }
}
