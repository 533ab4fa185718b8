import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// The field table is the one source of the decoders' key lists: what its roles say is
/// what loading accepts and refuses.
@Test(arguments: FieldTable.ownKeys.flatMap { kind, keys in keys.map { (kind.key, $0) } })
func aKeyOwnedByAKindIsRefusedOnAPlainRow(kind: String, key: String) {
  let found = diagnostics("title: S\nrows:\n  - {title: A, \(key): x}\n")
  #expect(
    found.contains { $0.contains("error: '\(key)' belongs to") && $0.contains(kind) }, "\(found)")
}

@Test func everyRowKindHasItsOwnKeysAndEveryOwnedKeyIsARowField() {
  #expect(Set(FieldTable.ownKeys.keys) == Set(RowKind.Name.allCases))
  let rowFields = Set(FieldTable.row.map(\.name))
  for (kind, keys) in FieldTable.ownKeys {
    for key in keys { #expect(rowFields.contains(key), "\(kind): \(key)") }
  }
  #expect(FieldTable.ownKeys[.slider]?.contains("minImage") == true)
  #expect(FieldTable.ownKeys[.stepper]?.contains("minImage") == false)
}

@Test func aScreenHasOneOfTheContentKeysTheTableNames() {
  for key in FieldTable.contentKeys {
    let other = key == "rows" ? "choices" : "rows"
    let found = diagnostics("title: S\n\(other): [a]\n\(key): [b]\n", app: "state: {b: []}\n")
    #expect(
      found.contains {
        $0.contains("error:") && $0.contains("'\(key)'") && $0.contains("'\(other)'")
      },
      "\(key): \(found)")
  }
  #expect(FieldTable.templateContentKeys.isSuperset(of: FieldTable.contentKeys))
  #expect(FieldTable.templateContentKeys.contains("row"))
}

@Test func pickerGroupKeysNeedChoices() {
  for key in FieldTable.pickerGroupKeys {
    let found = diagnostics(
      "title: S\nsections:\n  - rows: [a]\n    \(key): x\n", app: "state: {x: a}\n")
    #expect(found.contains { $0.contains("error:") && $0.contains("'\(key)'") }, "\(key): \(found)")
  }
}

@Test func aListUnderRowIsTakenForRowsMistyped() {
  func rowError(_ text: String) -> Diagnostic? {
    AppAssembler.load([SourceFile(path: "s.yaml", text: text)]).reports.flatMap(\.diagnostics)
      .first { $0.message == "'row' needs 'rowsFrom'" }
  }
  let typo = rowError("title: Inbox\nrow:\n  - One\n  - Two\n")
  #expect(typo?.mark == Mark(line: 2, column: 1))
  #expect(typo?.notes.first?.message.hasPrefix("did you mean 'rows'?") == true)
  // A row template without rowsFrom is not taken for rows.
  let template = rowError("title: Inbox\nrows: [a]\nrow: {title: x}\n")
  #expect(template != nil)
  #expect(template?.notes.isEmpty == true)
}

@Test func aMisspeltRequiredKeyIsOneError() {
  let found = diagnostics("title: P\nchoices:\n  - {titel: Dark, value: dark}\n  - Light\n")
  #expect(found == ["screen 3:6: error: unknown key 'titel'; did you mean 'title'?"])
  let missing = diagnostics("title: P\nchoices:\n  - {value: dark}\n")
  #expect(missing == ["screen 3:5: error: the choice is missing required key 'title'"])
}
