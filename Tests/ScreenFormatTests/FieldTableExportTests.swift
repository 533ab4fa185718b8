import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// The export column says, of every key a row can have, what Settings and IASK hold of it,
/// and of no key a row cannot have.
@Test func everyRowKeyHasItsExportColumn() {
  let rowKeys = Set(FieldTable.row.map(\.name))
  for key in rowKeys {
    #expect(FieldTable.settingsHold(ofRowKey: key) != nil, "\(key) has no export column")
  }
  let kindKeys = Set(RowKind.Name.allCases.map(\.key))
  for key in FieldTable.rowKeysHeld.keys {
    #expect(rowKeys.contains(key), "\(key) is no row key")
    #expect(!kindKeys.contains(key), "\(key) is a kind's key: the kind says what holds it")
  }
  #expect(FieldTable.settingsHold(ofRowKey: "nosuchkey") == nil)
}

/// A key a kind owns is not held because the kind is: a slider's `step` and a stepper are
/// refused, a slider's `min` and IASK's date picker's `mode` held.
@Test func theExportColumnSaysWhatAKindsOwnKeysAre() {
  let refused = ["step", "valueFormat", "maxLength", "stepper", "body"]
  for key in refused {
    guard case .neither(let why)? = FieldTable.settingsHold(ofRowKey: key) else {
      Issue.record("\(key) is held")
      continue
    }
    #expect(!why.isEmpty)
  }
  #expect(FieldTable.settingsHold(ofRowKey: "min") == .settings)
  #expect(FieldTable.settingsHold(ofRowKey: "mode") == .iask)
  #expect(FieldTable.settingsHold(ofRowKey: "textView") == .iask)
}
