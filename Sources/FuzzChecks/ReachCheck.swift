import Basics
import ScreenBehavior
import ScreenFormat
import ScreenModel

extension FuzzChecks {
  /// What a pull request can reach: the input as a scenario in a repository held in memory
  /// (``ReachFiles``), named by its first bytes (control characters and all), beside an app
  /// whose links lead out of it. Whatever its `app:` names (an absolute path, `..` out of
  /// the repository, a link, a file that is not YAML), nothing outside the repository may
  /// reach a diagnostic, every diagnostic prints safely, and a scenario whose name holds a
  /// control character never runs. Returns what broke, if anything.
  public static func reach(_ bytes: [UInt8]) -> [String] {
    let name =
      "s" + String(decoding: bytes.prefix(8).filter { $0 != 0x2F && $0 != 0 }, as: UTF8.self)
    let files = ReachFiles(scenario: bytes, named: name)
    var findings: [String] = []
    for path in ["/repo/sc/\(name).yaml", "/repo/sc", "/repo/app"] {
      let reader = AppReader(files: files)
      guard let loaded = try? reader.load(path) else { continue }
      for report in loaded.checkReports() {
        let printed = report.formatted
        if printed.contains(ReachFiles.secret) {
          findings.append("a diagnostic shows what lies outside the repository: \(printed)")
        }
        let shown = String(printed.unicodeScalars.filter { $0 != "\t" })
        if VisibleText.escaped(shown, keepNewlines: true) != shown {
          findings.append("a diagnostic prints a raw control character: \(shown.debugDescription)")
        }
      }
      let scenarios =
        if case .scenario(let one) = loaded.kind { [one] } else { loaded.scenarios }
      for scenario in scenarios where scenario.runnable != nil {
        if let folder = scenario.appFolder, let real = files.resolved(folder),
          !real.hasPrefix("/repo/")
        {
          findings.append("a scenario drives an app outside the repository: \(real)")
        }
        if FolderPath.holdsUnsafeCharacter(scenario.file.baseName) {
          findings.append("a scenario named with a control character runs")
        }
      }
    }
    return findings
  }
}
