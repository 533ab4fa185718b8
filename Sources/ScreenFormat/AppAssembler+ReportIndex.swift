import Basics

extension AppAssembler {
  /// Where each file's report is among a load's reports, found by binary search: what lets
  /// one file's report be found in an app of thousands without walking them (a keystroke
  /// redone from a kept load, ``reassemble(_:replacing:with:)``, and the language server's
  /// pick of its document's reports, ``Result/indexedReports(of:)``).
  ///
  /// It holds while the reports are in the order of their files (`app.yaml`'s first, then
  /// the others' in the order loaded), as a load without strings tables or templates makes
  /// them and a redone load keeps them; its making checks that.
  package struct ReportIndex: Sendable {
    /// The place of each file in the load, by path (``Kept/positions``).
    private let order: [String: Int]
    /// The folders of the reports' files, each what its path holds before its last `/`
    /// byte (as the language server tells a file directly in a folder); after a report is
    /// taken away, possibly more.
    private(set) var folders: Set<String> = []

    /// The index of `reports`, the reports of the files placed by `order`; nil when they
    /// are not in their files' order, each once.
    init?(_ reports: [FileDiagnostics], order: [String: Int]) {
      self.order = order
      var last = Int.min
      for report in reports {
        guard let key = key(of: report.file.path), key > last else { return nil }
        last = key
        folders.insert(Self.folder(of: report.file.path))
      }
    }

    /// What a path holds before its last `/` byte (`.` when it has none): by byte, since it
    /// is asked of every report of an app of thousands.
    static func folder(of path: String) -> String {
      guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
      return String(Substring(path.utf8[..<slash]))
    }

    /// Where a file's report sorts: `app.yaml`'s first, then by the file's place.
    private func key(of path: String) -> Int? {
      SourceFile.isAppFile(path) ? -1 : order[path]
    }

    /// Where the report of the file at `path` is or would be put: after the reports of the
    /// files before it.
    func place(of path: String, in reports: [FileDiagnostics]) -> Int {
      guard let key = key(of: path) else { return reports.endIndex }
      var low = reports.startIndex
      var high = reports.endIndex
      while low < high {
        let middle = low + (high - low) / 2
        if (self.key(of: reports[middle].file.path) ?? .max) < key {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }

    /// The place of the report of the file at `path`, if it has one.
    func position(of path: String, in reports: [FileDiagnostics]) -> Int? {
      let at = place(of: path, in: reports)
      return at < reports.endIndex && reports[at].file.path == path ? at : nil
    }

    /// Notes a report put in for the file at `path`.
    mutating func added(_ path: String) {
      folders.insert(Self.folder(of: path))
    }
  }
}

extension AppAssembler.Result {
  /// The reports of the file at `path`, spelt so, found by the index of reports
  /// (``reportIndex``) without walking the others, when every report is of a file directly
  /// in `path`'s folder (``FolderPath/folder(of:)``; directly: its path is the folder's, a
  /// `/` and a name with no `/` byte): then no other is `path`'s under another spelling
  /// unless that folder holds a link, which the caller rules out. Nil when there is no
  /// index or a report may be of a file elsewhere (it may be a link to `path`).
  package func indexedReports(of path: String) -> [FileDiagnostics]? {
    let folder = FolderPath.folder(of: path)
    // A path with no folder of its own (`.`, or `/`) is told apart from its folder's files
    // only by resolving them.
    guard let reportIndex, folder != ".", folder != "/",
      reportIndex.folders.isEmpty || reportIndex.folders == [folder]
    else { return nil }
    return reportIndex.position(of: path, in: reports).map { [reports[$0]] } ?? []
  }
}
