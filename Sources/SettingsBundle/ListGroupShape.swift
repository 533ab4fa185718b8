import Basics
import PropertyList

/// What InAppSettingsKit needs of a list group (`IASKListGroupSpecifier`): an
/// `ItemSpecifier` and an `AddSpecifier`, each with a `Type` of its own that IASK draws
/// there (`IASKSpecifier`'s `itemSpecifierForIndex:` and `addSpecifier`; another asserts
/// in a debug build and shows nothing in a release one). A list of the screens' text
/// items is written as IASK's own examples write one: text fields, the items' and the
/// add row's.
enum ListGroupShape {
  /// The `Type` of the items and of the add row of a list of text items: what export
  /// writes when the section keeps none, and what import leaves out of `settings:`.
  static let textType = "PSTextFieldSpecifier"
  /// The types IASK draws an item of a list group as.
  static let itemTypes: Set<String> = [
    "PSTitleValueSpecifier", "PSChildPaneSpecifier", textType, "PSMultiValueSpecifier",
    "IASKButtonSpecifier", "IASKCustomViewSpecifier",
  ]
  /// The types IASK draws a list group's add row as.
  static let addTypes: Set<String> = [
    "PSChildPaneSpecifier", textType, "PSMultiValueSpecifier", "IASKButtonSpecifier",
    "IASKCustomViewSpecifier",
  ]

  /// The `ItemSpecifier` of a list of text items.
  static var textItem: PlistEntry {
    PlistEntry(key: "ItemSpecifier", value: PlistNode(.dictionary([typeEntry])))
  }

  /// `Type: PSTextFieldSpecifier`.
  static var typeEntry: PlistEntry {
    PlistEntry(key: "Type", value: PlistNode(.string(textType)))
  }

  /// Whether `entry` is the `ItemSpecifier` export writes for a list of text items, which
  /// import leaves out of `settings:`.
  static func isTextItem(_ entry: PlistEntry) -> Bool {
    guard entry.key == "ItemSpecifier", let keys = entry.value.dictionary else { return false }
    return keys.count == 1 && keys[0].key == "Type" && keys[0].value.string == textType
  }

  /// A list group's `ItemSpecifier` or `AddSpecifier` that IASK cannot draw, each an
  /// error at its key: none, none with a `Type`, or a `Type` IASK does not draw there (an
  /// `AddSpecifier` may be left out: IASK then shows no add row).
  static func problems(_ specifier: Specifier) -> [PropertyList.Problem] {
    var problems: [PropertyList.Problem] = []
    for (key, types) in [("ItemSpecifier", itemTypes), ("AddSpecifier", addTypes)] {
      guard let entry = specifier.extra.last(where: { $0.key == key }) else {
        if key == "ItemSpecifier" {
          problems.append(
            .init(.error, BundleMessages.listGroupLacks(key), at: specifier.location))
        }
        continue
      }
      let type = entry.value["Type"]?.string
      if let type, types.contains(type) { continue }
      let message =
        type.map { BundleMessages.listGroupType(key, $0, types: types.sorted()) }
        ?? BundleMessages.listGroupUntyped(key, types: types.sorted())
      problems.append(.init(.error, message, at: specifier.location(of: key)))
    }
    return problems
  }
}
