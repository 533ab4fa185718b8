import Basics
import Fixtures
import Foundation
import Testing

@testable import ScreenFormat
@testable import ScreenModel
@testable import SettingsBundle

/// Issue #50, step 3: what compares the files import writes with `ScreenEncoder`'s writing
/// of the app they load as, for bundles of our own (EncoderBytesTests).

/// Where two texts first differ: the line number, the line each holds, and the line before.
func firstDifference(_ expected: String, _ written: String) -> String? {
  guard expected != written else { return nil }
  let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let got = written.split(separator: "\n", omittingEmptySubsequences: false)
  var line = 0
  while line < min(want.count, got.count), want[line] == got[line] { line += 1 }
  let before = line > 0 ? "  \(want[line - 1])\n" : ""
  let wanted = line < want.count ? String(want[line]) : "(end)"
  let wrote = line < got.count ? String(got[line]) : "(end)"
  return "line \(line + 1):\n\(before)- \(wanted)\n+ \(wrote)"
}

/// An imported bundle's files as import writes them, and as `ScreenEncoder` writes the app
/// they load as (nil when they do not load).
func bothWritings(_ source: some BundleSource) -> (
  writer: [(path: String, text: String)], encoder: [(path: String, text: String)]?
)? {
  guard let document = BundleImport.read(source, title: "Settings").app else { return nil }
  let files = document.files
  let sources = files.map { SourceFile(path: $0.path, text: $0.text) }
  let loaded = AppAssembler.load(
    sources.filter { !$0.path.hasPrefix("strings/") },
    strings: sources.filter { $0.path.hasPrefix("strings/") })
  return (files, loaded.app.map(ScreenEncoder.files))
}
