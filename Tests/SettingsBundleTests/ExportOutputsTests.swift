import Testing

@testable import SettingsBundle

/// Which outputs one `export` run writes, read from its options.
struct ExportOutputsTests {
  static func chosen(_ options: [String: String]) throws(ExportOutputs.Refusal) -> ExportOutputs {
    try ExportOutputs.chosen { options[$0] }
  }

  @Test func aBundleACatalogOrBothWithTheSwiftFile() throws {
    let both = try Self.chosen([
      "out": "Out/./Settings.bundle/", "catalog": "Texts.xcstrings", "swift": "D.swift",
    ])
    #expect(both.out == "Out/Settings.bundle", "normalized")
    #expect(both.catalog == "Texts.xcstrings" && both.swift == "D.swift")
    #expect(both.compiled == nil && both.swiftUI == nil)
    #expect(try Self.chosen(["catalog": "T.xcstrings"]).out == nil)
    #expect(throws: ExportOutputs.Refusal.swiftNeedsBundle) {
      try Self.chosen(["swift": "D.swift"])
    }
    #expect(throws: ExportOutputs.Refusal.swiftInBundle("S.bundle/Root.plist")) {
      try Self.chosen(["out": "S.bundle/", "swift": "./S.bundle/Root.plist"])
    }
    #expect(
      try Self.chosen(["out": "S.bundle", "swift": "S.bundle.swift"]).swift == "S.bundle.swift")
    #expect(throws: ExportOutputs.Refusal.notACatalogName("T.json")) {
      try Self.chosen(["out": "S.bundle", "catalog": "T.json"])
    }
  }

  @Test func compiledAndSwiftUIAreWrittenAlone() throws {
    #expect(try Self.chosen(["compiled": "app.bin"]).compiled == "app.bin")
    #expect(try Self.chosen(["swiftui": "UI", "min-ios": "17"]).swiftUI == "UI")
    #expect(throws: ExportOutputs.Refusal.writesAlone("compiled")) {
      try Self.chosen(["compiled": "app.bin", "out": "S.bundle"])
    }
    #expect(throws: ExportOutputs.Refusal.writesAlone("swiftui")) {
      try Self.chosen(["compiled": "app.bin", "swiftui": "UI"])
    }
    #expect(throws: ExportOutputs.Refusal.needsSwiftUI("module")) {
      try Self.chosen(["out": "S.bundle", "module": "App"])
    }
  }
}
