import ScreenChecks
import ScreenFiles
import ScreenFormat

extension CheckRun {
  /// `screenspec check PATH...` over files on disk: every path read as `check` reads it,
  /// relative paths against the current directory.
  ///
  /// ```swift
  /// let report = try CheckRun(paths: ["Screens", "Scenarios"]).run()
  /// #expect(report.errors == 0, "\(report)")
  /// ```
  public init(paths: [String], locale: String? = nil, limits: ParseLimits = .default) {
    let settings = AppReader.Settings.check(collectingTexts: locale != nil)
    self.init(
      paths: paths, locale: locale,
      reader: AppReader(files: DiskFiles(), limits: limits, settings: settings))
  }
}
