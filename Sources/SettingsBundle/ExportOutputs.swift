import ScreenFormat

/// What one `export` run writes, read from its options: the compiled app (`--compiled`) or
/// the SwiftUI files (`--swiftui`), each alone; else a Settings.bundle (`--out`), a String
/// Catalog (`--catalog`) or both, with the Swift defaults file (`--swift`) beside a bundle.
/// Paths are normalized as given.
package struct ExportOutputs: Equatable, Sendable {
  /// Why the options ask for no export that can be written.
  package enum Refusal: Error, Equatable {
    /// The option (`compiled`, `swiftui`) that is written alone, given with another output.
    case writesAlone(String)
    /// An option of `--swiftui` (`min-ios`, `module`), given without it.
    case needsSwiftUI(String)
    /// Neither a bundle nor a catalog to write.
    case nothingToWrite
    /// A catalog path whose name does not end in `.xcstrings`.
    case notACatalogName(String)
    /// The Swift defaults file (`--swift`) asked for without a bundle to describe.
    case swiftNeedsBundle
    /// The Swift defaults file's path inside the bundle, which export writes whole.
    case swiftInBundle(String)
  }

  /// The bundle folder (`--out`).
  package var out: String?
  /// The String Catalog (`--catalog`).
  package var catalog: String?
  /// The Swift defaults file (`--swift`), written with a bundle only.
  package var swift: String?
  /// The compiled app's file (`--compiled`).
  package var compiled: String?
  /// The folder of the SwiftUI files (`--swiftui`).
  package var swiftUI: String?

  /// The outputs the options ask for, each read by `value` (an option's value by its name,
  /// nil when not given).
  package static func chosen(_ value: (String) -> String?) throws(Refusal) -> ExportOutputs {
    func path(_ name: String) -> String? { value(name).map(FolderPath.normalized) }
    let outputs = ExportOutputs(
      out: path("out"), catalog: path("catalog"), swift: path("swift"),
      compiled: path("compiled"), swiftUI: path("swiftui"))
    let alone = [("swiftui", outputs.swiftUI), ("compiled", outputs.compiled)].filter {
      $0.1 != nil
    }
    if let first = alone.first?.0 {
      let others = [outputs.out, outputs.catalog, outputs.swift].contains { $0 != nil }
      guard alone.count == 1, !others else { throw .writesAlone(first) }
      return outputs
    }
    for option in ["min-ios", "module"] where value(option) != nil {
      throw .needsSwiftUI(option)
    }
    if let swift = outputs.swift {
      guard let out = outputs.out else { throw .swiftNeedsBundle }
      if swift == out || swift.hasPrefix(out == "/" ? out : out + "/") {
        throw .swiftInBundle(swift)
      }
    }
    guard outputs.out != nil || outputs.catalog != nil else { throw .nothingToWrite }
    if let catalog = outputs.catalog, !catalog.hasSuffix(".xcstrings") {
      throw .notACatalogName(catalog)
    }
    return outputs
  }
}
