import ScreenFormat
import Testing

/// The clock of changes told to kept loads: whether a file other than a load's own changed
/// since it was kept, answered from the two latest changes alone, agrees with keeping every
/// change told.
@Suite struct KeptLoadsChangesTests {
  @Test func aLoadIsStaleOnlyWhenAnotherFileChangedSinceItWasKept() {
    var changes = KeptLoads.Changes()
    let kept = changes.now
    changes.tell(["a.yaml"])
    changes.tell(["a.yaml"])
    #expect(!changes.otherChanged(than: "a.yaml", after: kept))
    #expect(changes.otherChanged(than: "b.yaml", after: kept))
    changes.tell(["b.yaml"])
    #expect(changes.otherChanged(than: "a.yaml", after: kept))
    let later = changes.now
    changes.tell(["a.yaml", "a.yaml"])
    #expect(!changes.otherChanged(than: "a.yaml", after: later))
    changes.tell(["c.yaml", "a.yaml"])
    #expect(changes.otherChanged(than: "a.yaml", after: later))
    #expect(changes.otherChanged(than: "c.yaml", after: later))
  }

  /// Random sequences of changes, each answer checked against the whole history.
  @Test func theClockAgreesWithTheWholeHistory() {
    var generator = SystemRandomNumberGenerator()
    let files = ["a", "b", "c", "d"]
    for _ in 0..<200 {
      var changes = KeptLoads.Changes()
      var history: [(path: String, at: Int)] = []
      for _ in 0..<Int.random(in: 1...12, using: &generator) {
        let told = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
          files.randomElement(using: &generator) ?? "a"
        }
        changes.tell(told)
        history += told.map { ($0, changes.now) }
        for own in files {
          for time in 0...changes.now {
            let expected = history.contains { $0.path != own && $0.at > time }
            #expect(changes.otherChanged(than: own, after: time) == expected)
          }
        }
      }
    }
  }
}
