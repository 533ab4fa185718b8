import Fixtures
import Foundation
import Testing

@testable import ScreenFormat
@testable import SettingsBundle

/// The real bundles of a corpus folder (`SCREENSPEC_CORPUS`, which `.ci/run` sets to
/// `../shared/settings-bundles`): `ScreenEncoder` writes every file import writes in the same
/// bytes. The corpus stays outside the repository; without the variable the
/// test does not run.
let corpus = ProcessInfo.processInfo.environment["SCREENSPEC_CORPUS"]

/// Each app folder's first `.bundle` folder, in name order, read into memory.
func corpusBundles(_ folder: String) -> [(name: String, bundle: MemoryBundle)] {
  let manager = FileManager.default
  let apps = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  return apps.compactMap { app in
    let base = folder + "/" + app
    let walker = manager.enumerator(atPath: base)
    var found: String?
    while found == nil, let path = walker?.nextObject() as? String {
      if path.hasSuffix(".bundle") { found = base + "/" + path }
    }
    guard let found else { return nil }
    var files: [String: [UInt8]] = [:]
    let inside = manager.enumerator(atPath: found)
    while let path = inside?.nextObject() as? String {
      if let data = manager.contents(atPath: found + "/" + path) { files[path] = [UInt8](data) }
    }
    return (app, MemoryBundle(files))
  }
}

@Test(.enabled(if: corpus != nil)) func theEncoderWritesTheCorpusImportsInTheWritersBytes() {
  var matched = 0
  var total = 0
  var report: [String] = []
  for (name, bundle) in corpusBundles(corpus ?? "") {
    guard let both = bothWritings(bundle) else { continue }
    let byPath = Dictionary((both.encoder ?? []).map { ($0.path, $0.text) }) { first, _ in first }
    for file in both.writer {
      total += 1
      if let difference = firstDifference(file.text, byPath[file.path] ?? "") {
        report.append("\(name)/\(file.path): \(difference)")
      } else {
        matched += 1
      }
    }
  }
  print("encoder corpus: \(matched)/\(total) files in import's bytes")
  if let path = ProcessInfo.processInfo.environment["SCREENSPEC_CORPUS_REPORT"] {
    try? report.joined(separator: "\n\n").write(toFile: path, atomically: true, encoding: .utf8)
  }
  #expect(total > 0, "no bundle imported from \(corpus ?? "")")
  // Every file, so that import can write through the encoder (3 of 783 at first).
  #expect(matched == total, "\(matched)/\(total); first: \(report.first ?? "")")
}
