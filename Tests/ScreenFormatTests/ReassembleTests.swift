import Basics
import Testing
import YAMLTree

@testable import ScreenFormat
@testable import ScreenModel

/// A load redone after an edit of one screen file (``AppAssembler/reassemble(_:replacing:with:)``)
/// gives what loading every file again gives: the same reports, screen ids and app.
@Suite struct ReassembleTests {
  /// Screens with switches, a bound picker, a condition and pushes, and their app.yaml.
  static let files: [SourceFile] = [
    SourceFile(path: "a/app.yaml", text: "start: s0\nstate:\n  k0: 'on'\n  size: m\n  name: Ann\n"),
    SourceFile(
      path: "a/s0.yaml",
      text: "title: Start\nrows:\n  - {title: T, toggle: k0}\n  - {title: Size, push: size}\n"
        + "  - \"Hi {name}\"\n"),
    SourceFile(
      path: "a/size.yaml",
      text: "title: Size\nbind: size\nchoices: [{title: Small, value: s}, {title: Mid, value: m}]\n"
    ),
    SourceFile(
      path: "a/s2.yaml", text: "title: Two\nrows:\n  - {title: T, toggle: k0, visibleIf: k0}\n"),
  ]

  /// Texts of `s0.yaml`, one after another: ones redone alone (a mistake, an unknown name,
  /// mended, a title) and ones that change what others see (a switch's stored value).
  static let edits = [
    "title: Start\nrows:\n  - {title: T, toggle: k0}\n  - {title: Size, push: size}\ntitel: x\n",
    "title: Started\nrows:\n  - {title: T, toggle: k0}\n  - {title: Size, push: size}\n",
    "title: Start\nrows:\n  - {title: T, toggle: k0}\n  - {title: Size, push: size}\n  - \"{nope}\"\n",
    "title: Start 2\nrows:\n  - {title: T, toggle: k0}\n  - {title: Size, push: size}\n",
    "title: Start\nrows:\n  - {title: U, toggle: k0, onValue: yes}\n  - {title: Size, push: size}\n",
    "title: Start 3\nrows:\n  - {title: T, toggle: k0}\n  - {title: Size, push: size}\n",
  ]

  static func load(_ files: [SourceFile], keeping: ((AppAssembler.Kept) -> Void)? = nil)
    -> AppAssembler.Result
  {
    AppAssembler.load(
      decoded: files.map { AppAssembler.decode($0) }, templates: .empty, keeping: keeping)
  }

  @Test func eachEditRedoneAloneGivesWhatAFullLoadGives() throws {
    var kept: AppAssembler.Kept?
    _ = Self.load(Self.files) { kept = $0 }
    var state = try #require(kept)
    var files = Self.files
    var redone = 0
    var madeApps = 0
    for (step, text) in Self.edits.enumerated() {
      files[1] = SourceFile(path: "a/s0.yaml", text: text)
      let full = Self.load(files)
      if let result = AppAssembler.reassemble(
        &state, replacing: 1, with: AppAssembler.decode(files[1]))
      {
        redone += 1
        #expect(result.reports == full.reports, "step \(step)")
        #expect(result.app == full.app, "step \(step)")
        #expect(result.screenIDs == full.screenIDs, "step \(step)")
        // Each file's reports found by path, without walking them, are the full load's.
        for file in files {
          let own = try #require(result.indexedReports(of: file.path), "step \(step)")
          #expect(own == full.reports.filter { $0.file.path == file.path }, "step \(step)")
        }
        if result.app != nil { madeApps += 1 }
      } else {
        _ = Self.load(files) { kept = $0 }
        state = try #require(kept)
      }
    }
    #expect(redone >= 4, "\(redone)")
    #expect(madeApps >= 2, "\(madeApps)")
  }

  /// The index of reports by path holds only while the reports are the ones it was made
  /// with: any change of them drops it, and a report in another folder (which may be a link
  /// to the file asked about) makes it give no answer.
  @Test func theIndexOfReportsGoesWithTheReportsItWasMadeWith() throws {
    var kept: AppAssembler.Kept?
    _ = Self.load(Self.files) { kept = $0 }
    var state = try #require(kept)
    var result = try #require(
      AppAssembler.reassemble(
        &state, replacing: 1,
        with: AppAssembler.decode(SourceFile(path: "a/s0.yaml", text: Self.edits[0]))))
    #expect(result.indexedReports(of: "a/s0.yaml")?.count == 1)
    #expect(result.indexedReports(of: "a/s2.yaml") == [])
    let elsewhere = FileDiagnostics(
      file: SourceFile(path: "b/s0.yaml", text: ""), diagnostics: result.reports[0].diagnostics)
    var moved = result
    var order = state.positions
    order["b/s0.yaml"] = order.count
    moved.reportIndex = AppAssembler.ReportIndex(result.reports + [elsewhere], order: order)
    #expect(moved.indexedReports(of: "a/s0.yaml") == nil)
    result.reports.append(elsewhere)
    #expect(result.reportIndex == nil)
    #expect(result.indexedReports(of: "a/s0.yaml") == nil)
  }
}
