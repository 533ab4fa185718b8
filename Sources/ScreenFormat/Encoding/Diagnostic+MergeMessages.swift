import Basics

/// The messages of the three-way merge of a YAML file (`YAMLMerge`, which `import --update`
/// makes with the bundle's new import as the other side), side by side.
enum MergeMessages {
  static func changedOnBothSides(_ path: String, _ bundle: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .updateConflict,
      "'\(path)' was changed here and in the bundle, which now has \(bundle); make the two agree (here or in the plist), then update again"
    )
  }
  static func removedHereChangedInBundle(_ path: String, _ bundle: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .updateConflict,
      "'\(path)' was removed here, and the bundle changed it to \(bundle); add it back as the bundle has it, or remove it from the plist too"
    )
  }
  static func changedHereRemovedInBundle(_ path: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .updateConflict,
      "'\(path)' was changed here, and the bundle removed it; remove it here too, or add it back to the plist"
    )
  }
}
