import ScreenSnapshots
import Testing

/// Issue #54, item 17: `--shard I/N` splits the screens, each with all its variants and
/// formats: every case of one screen (or scenario) falls in one shard.
@Test(arguments: 2...7)
func aScreensVariantsAndFormatsRunInOneShard(count: Int) {
  for screen in ["about", "settings", "fight-card", "login.scenario", "posts", "root"] {
    let names = [
      screen, screen + "@dark", screen + "@pad", screen + "@pad@de", screen + "@ax3",
      screen + ".voiceover", screen + "@dark.voiceover", screen + "@host-app@ar",
    ]
    let shards = Set(
      names.map { name in
        let snapshotCase = SnapshotCase(
          directory: "Screens/__snapshots__", name: name, content: .failure(.init(diagnostics: "")))
        return (1...count).filter { snapshotCase.inShard($0, of: count) }
      })
    #expect(shards.count == 1, "\(screen) in \(shards) of \(count)")
    #expect(shards.first?.count == 1)
  }
}
