import Basics
import Fixtures
import Foundation
import Testing

@testable import ScreenCompiled
@testable import ScreenFormat
@testable import ScreenModel

/// Issue #53: the compiled form of an app reads back as the very `App` the YAML loads as,
/// and bytes that are not one are a thrown error, never a crash.

@Test(arguments: ["Screens", "Examples/FightcardSettings", "Examples/Plurals"])
func aCompiledAppReadsBackAsTheLoadedApp(_ name: String) throws {
  let app = try Fixtures.app(folder: name)
  let bytes = app.compiled
  let read = try App(compiled: bytes)
  #expect(read == app)
  for screen in app.screens { #expect(read.screen(screen.id) == screen, "\(screen.id)") }
  #expect(read.compiled == bytes)
}

@Test(arguments: 0..<200)
func aRandomAppCompiledReadsBackAsItself(seed: UInt64) throws {
  var maker = RandomApp(seed: seed)
  let app = maker.app()
  let read = try App(compiled: app.compiled)
  #expect(read == app, "seed \(seed)")
}

@Test func bytesThatAreNotACompiledAppAreErrors() throws {
  let bytes = try Fixtures.app(folder: "Examples/FightcardSettings").compiled
  #expect(throws: CompiledAppError.notCompiled) { try App(compiled: Array("title: x\n".utf8)) }
  var newer = bytes
  newer[4] = 9
  #expect(
    throws: CompiledAppError.version(found: 9, known: App.compiledVersion)
  ) { try App(compiled: newer) }
  #expect(throws: CompiledAppError.self) { try App(compiled: bytes + [0]) }
  // Every cut: an error, never a trap.
  for length in 0..<bytes.count {
    #expect(throws: CompiledAppError.self) { try App(compiled: Array(bytes.prefix(length))) }
  }
}

/// Any byte changed: the read throws or gives an app, and never traps or hangs.
@Test(arguments: 0..<40)
func aCorruptedCompiledAppNeverTraps(seed: UInt64) throws {
  var random = SeededGenerator(seed: seed)
  let bytes = random.corrupting(
    try Fixtures.app(folder: "Examples/FightcardSettings").compiled, changes: 1...8, from: 5)
  let read = try? App(compiled: bytes)
  if let read { #expect(!read.compiled.isEmpty) }
}

@Test func deepNestingIsRefused() {
  // A condition nested past the limit: `not` 100 times.
  var writer = CompiledWriter()
  for _ in 0..<100 { writer.byte(7) }
  writer.byte(0)
  writer.strings(["k"])
  var reader = CompiledReader(writer.bytes)
  #expect(throws: CompiledAppError.self) { try reader.condition() }
}
