import ScreenBehavior
import ScreenCompiled
import ScreenModel
import ScreenSpecRuntime

extension FuzzChecks {
  /// The runtime's reader (`App(compiled:)`): any bytes are an app or a thrown
  /// `CompiledAppError`, never a trap or a hang. An app read writes bytes that read back as
  /// the same app, and its start screen (if it has one and it starts) maps to the runtime's
  /// list, every row's tap applying or failing without changing the session. Returns what
  /// broke, if anything.
  public static func compiled(_ bytes: [UInt8]) -> [String] {
    guard let app = try? App(compiled: bytes) else { return [] }
    var findings: [String] = []
    let written = app.compiled
    if (try? App(compiled: written)) != app {
      findings.append("an app read from compiled bytes does not read back from its own")
    }
    guard let session = try? Session(app: app) else { return findings }
    for row in ListModel(session).rows {
      guard let tap = row.tap else { continue }
      var next = session
      do {
        try next.apply(tap)
      } catch {
        if next != session { findings.append("a failed \(tap) changed the session") }
      }
    }
    return findings
  }
}
