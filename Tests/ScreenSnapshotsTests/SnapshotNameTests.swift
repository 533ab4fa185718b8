import ScreenModel
import ScreenSnapshots
import Testing

/// A snapshot's name is made in one place: base, then the variant in a fixed order, then the
/// format; the defaults add nothing, so declaring a variant never renames a reference.
@Suite struct SnapshotNames {
  @Test func theDefaultsAddNothing() {
    let name = SnapshotName("home")
    #expect(name.text == "home")
    #expect(name.reference(in: "Screens/__snapshots__") == "Screens/__snapshots__/home.snap")
    #expect(name.pending(in: "Screens/__snapshots__") == "Screens/__snapshots__/home.snap.new")
  }

  @Test func everyPartInOneOrder() {
    let variant = Variant(
      device: .pad, host: .app, locale: "de", appearance: .dark, textSize: .ax3)
    #expect(variant.nameSuffix == "@pad@app@de@dark@ax3")
    let transcript = SnapshotName("posts.scenario", variant: variant, format: .voiceover)
    #expect(transcript.text == "posts.scenario@pad@app@de@dark@ax3.voiceover")
    #expect(transcript.reference(in: "S") == "S/posts.scenario@pad@app@de@dark@ax3.voiceover.snap")
    let picture = SnapshotName("home", variant: Variant(appearance: .dark), format: .svg)
    #expect(picture.reference(in: "S") == "S/home@dark.svg")
    #expect(picture.pending(in: "S") == "S/home@dark.svg.new")
  }

  @Test func aDeclaredVariantReplacesOnlyWhatItNames() {
    let base = Variant(device: .pad, locale: "fr")
    let declared = SnapshotVariant(locale: "de", appearance: .dark)
    #expect(base.applying(declared) == Variant(device: .pad, locale: "de", appearance: .dark))
  }
}

/// Which pending files a word names, as `review`, `accept` and `reject` take them.
@Suite struct PendingNames {
  @Test func aNameNamesItsVariantsAndTranscriptAndAPictureAlone() {
    let inbox = PendingSnapshot(path: "S/inbox@dark.snap.new")
    #expect(inbox.isNamed(by: "inbox"))
    #expect(inbox.isNamed(by: "inbox@dark"))
    #expect(!inbox.isNamed(by: "in"))
    #expect(PendingSnapshot(path: "S/inbox.voiceover.snap.new").isNamed(by: "inbox"))
    let picture = PendingSnapshot(path: "S/inbox.svg.new")
    #expect(picture.isNamed(by: "inbox.svg"))
    #expect(!PendingSnapshot(path: "S/inbox.snap.new").isNamed(by: "inbox.svg"))
  }

  @Test func aFileNameSuggestsItsStemElseTheNearestName() {
    let names = ["inbox", "settings"]
    #expect(PendingSnapshot.suggestedName("S/inbox.snap.new", among: names) == "inbox")
    #expect(PendingSnapshot.suggestedName("setings", among: names) == "settings")
  }

  @Test func aWordNamingNothingIsAProblemThatSuggests() {
    #expect(throws: PendingSnapshot.SelectionProblem.self) {
      try PendingSnapshot.selected(by: ["nothing-here/x.snap.new"], under: ["."])
    }
  }
}
