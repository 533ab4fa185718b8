import Basics

/// What InAppSettingsKit needs of a list group (``ListGroupShape``).
extension BundleMessages {
  /// A list group without the `ItemSpecifier` IASK draws its items with.
  static func listGroupLacks(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .missingKey,
      "IASKListGroupSpecifier has no '\(key)'; InAppSettingsKit shows none of the list's items without one (a debug build stops at an assertion)"
    )
  }
  /// A list group's `ItemSpecifier` or `AddSpecifier` without a `Type`.
  static func listGroupUntyped(_ key: String, types: [String]) -> Diagnostic.Message {
    Diagnostic.Message(
      .missingKey,
      "this \(key) has no 'Type'; InAppSettingsKit shows \(drawn(key)) only as one of \(types.joined(separator: ", ")) (a debug build stops at an assertion)"
    )
  }
  /// A list group's `ItemSpecifier` or `AddSpecifier` of a `Type` IASK does not draw there.
  static func listGroupType(_ key: String, _ type: String, types: [String]) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownValue,
      "this \(key)'s 'Type' is '\(type)'; InAppSettingsKit shows \(drawn(key)) only as one of \(types.joined(separator: ", ")) (a debug build stops at an assertion)"
    )
  }
  private static func drawn(_ key: String) -> String {
    key == "ItemSpecifier" ? "the list's items" : "an add row"
  }
}
