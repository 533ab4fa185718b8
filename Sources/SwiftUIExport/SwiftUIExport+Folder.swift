extension SwiftUIExport {
  /// The Swift files of a folder (`names`) that an earlier run wrote and this one does not
  /// (`writing`): each starts as a generated file does (`start` gives a file's first bytes).
  /// A file of the app's own is never among them.
  package static func stale(
    _ names: [String], writing: Set<String>, start: (String) -> [UInt8]
  ) -> [String] {
    names.filter { name in
      name.hasSuffix(".swift") && !writing.contains(name) && isGenerated(start(name))
    }
  }
}
