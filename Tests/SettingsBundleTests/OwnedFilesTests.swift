import Testing

@testable import SettingsBundle

/// The list of the bundle's files ScreenSpec owns (``OwnedFiles``): its format, old and
/// new, which files it owns in which bundle, and which of them changed since.
struct OwnedFilesTests {
  static let new = OwnedFiles.List(
    bundle: "../Settings.bundle",
    entries: [
      OwnedFiles.Entry("de.lproj/Root.strings", fingerprint: 0x0b6e_55a1_c9d3_f812),
      OwnedFiles.Entry("Root.plist", fingerprint: 0x0000_0000_0000_00ff),
    ])

  @Test func aListIsTheBundleThenAFingerprintAndAPathALine() {
    let text = String(decoding: OwnedFiles.bytes(Self.new), as: UTF8.self)
    #expect(
      text == "# The files of the bundle that 'screenspec import' read and 'export' wrote.\n"
        + "bundle: ../Settings.bundle\n00000000000000ff  Root.plist\n"
        + "0b6e55a1c9d3f812  de.lproj/Root.strings\n")
    #expect(OwnedFiles.list(OwnedFiles.bytes(Self.new)) == Self.new)
  }

  @Test func anOlderListIsPathsOfNoBundleAndNoFingerprint() {
    let old =
      "# The files of the bundle that 'screenspec import' read and 'export' wrote.\n"
      + "Root.plist\nde.lproj/Root.strings\n../out\n/etc/passwd\n\n"
    let list = OwnedFiles.list(Array(old.utf8))
    #expect(list.bundle == nil)
    #expect(
      list.entries == [OwnedFiles.Entry("Root.plist"), OwnedFiles.Entry("de.lproj/Root.strings")],
      "a path out of the bundle is dropped")
    // Owned in whatever bundle export writes into, as before.
    #expect(list.owned(inBundle: "../Other.bundle") == list.entries)
    #expect(list.owned(inBundle: nil) == list.entries)
  }

  @Test func aListOwnsFilesOnlyInItsBundle() {
    #expect(Self.new.owned(inBundle: "../Settings.bundle") == Self.new.entries)
    #expect(Self.new.owned(inBundle: "../Other.bundle").isEmpty)
    #expect(Self.new.owned(inBundle: nil).isEmpty, "a new folder is not the bundle")
  }

  @Test func aLineThatOnlyLooksLikeAFingerprintIsAPath() {
    let list = OwnedFiles.list(Array("bundle: B\n00000000000000FF  Root.plist\nabc  x\n".utf8))
    #expect(list.paths == ["00000000000000FF  Root.plist", "abc  x"])
  }

  /// The fingerprint is the list's format: the same bytes give the same value in every
  /// version (pinned), and any one byte changed anywhere, in a word or in the tail, or a
  /// byte more, gives another.
  @Test func theFingerprintIsStableAndSeesEveryByte() {
    let bytes = Array("<plist><dict><key>Title</key><string>Sound</string></dict></plist>".utf8)
    let value = OwnedFiles.fingerprint(bytes)
    #expect(value == 0x83bc_c810_0523_ac46)
    var seen: Set<UInt64> = [value, OwnedFiles.fingerprint(bytes + [0])]
    for index in bytes.indices {
      var changed = bytes
      changed[index] ^= 0x20
      seen.insert(OwnedFiles.fingerprint(changed))
    }
    #expect(seen.count == bytes.count + 2)
  }

  @Test func theBundleIsNamedFromTheAppFolderByCommonComponents() {
    #expect(OwnedFiles.relative("/w/Settings.bundle", from: "/w/App") == "../Settings.bundle")
    #expect(OwnedFiles.relative("/w/App/Settings.bundle", from: "/w/App") == "Settings.bundle")
    #expect(OwnedFiles.relative("/x/y/B.bundle", from: "/w/App") == "../../x/y/B.bundle")
    #expect(OwnedFiles.relative("/w", from: "/w") == ".")
    #expect(OwnedFiles.relative("/w", from: "/") == "w")
  }

  @Test func aFileChangedSinceIsOneExportWouldOverwriteOrRemove() {
    let old = Array("old".utf8)
    let owned = [
      OwnedFiles.Entry("a.plist", fingerprint: OwnedFiles.fingerprint(old)),
      OwnedFiles.Entry("b.plist", fingerprint: OwnedFiles.fingerprint(old)),
      OwnedFiles.Entry("c.plist", fingerprint: OwnedFiles.fingerprint(old)),
      OwnedFiles.Entry("d.plist", fingerprint: OwnedFiles.fingerprint(old)),
      OwnedFiles.Entry("e.plist"),
      OwnedFiles.Entry("f.plist", fingerprint: OwnedFiles.fingerprint(old)),
    ]
    let disk: [String: [UInt8]] = [
      "a.plist": old, "b.plist": Array("edited".utf8), "c.plist": Array("new".utf8),
      "d.plist": Array("edited".utf8), "e.plist": Array("edited".utf8),
    ]
    let changed = OwnedFiles.changed(
      owned,
      writing: [
        "a.plist": Array("new".utf8), "b.plist": Array("new".utf8), "c.plist": Array("new".utf8),
        "e.plist": Array("new".utf8), "f.plist": Array("new".utf8),
      ], removing: ["d.plist"]
    ) { disk[$0] }
    // a: as last written; c: what export writes; e: no fingerprint; f: gone.
    #expect(changed == ["b.plist", "d.plist"])
  }
}

/// A second trial: a hand edit in a bundle was lost when the app was exported into another
/// bundle in between (the list named only the last); each bundle keeps a list of its own.
@Test func eachBundleKeepsAListOfItsOwn() {
  let a = OwnedFiles.List(
    bundle: "../A.bundle", entries: [OwnedFiles.Entry("Root.plist", fingerprint: 1)])
  let b = OwnedFiles.List(
    bundle: "../B.bundle", entries: [OwnedFiles.Entry("Root.plist", fingerprint: 2)])
  let both = OwnedFiles.merged(b, into: [a])
  #expect(OwnedFiles.lists(OwnedFiles.bytes(both)) == [a, b])
  #expect(OwnedFiles.owned(in: both, bundle: "../A.bundle") == a.entries)
  #expect(OwnedFiles.owned(in: both, bundle: "../B.bundle") == b.entries)
  #expect(OwnedFiles.owned(in: both, bundle: "../C.bundle").isEmpty)
  let a2 = OwnedFiles.List(bundle: "../A.bundle", entries: [OwnedFiles.Entry("More.plist")])
  #expect(OwnedFiles.merged(a2, into: both) == [a2, b])
  // An older list of no bundle named owns in any bundle until one is named.
  let old = OwnedFiles.List(bundle: nil, entries: [OwnedFiles.Entry("Root.plist")])
  #expect(OwnedFiles.owned(in: [old], bundle: "../C.bundle") == old.entries)
  #expect(OwnedFiles.merged(a, into: [old]) == [a])
}
