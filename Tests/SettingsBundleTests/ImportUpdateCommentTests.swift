import Basics
import ScreenFormat
import Testing
import YAMLTree

@testable import SettingsBundle

/// `import --update` and the author's comments: kept on the lines the bundle changed
/// nothing on, carried on a line it changed, and said when one cannot be written back.
private func update(base: String, mine: String, new: String) -> ImportUpdate.Plan {
  ImportUpdate.plan(
    new: [("s.yaml", Array(new.utf8))], base: ["s.yaml": Array(base.utf8)],
    mine: ["s.yaml": Array(mine.utf8)])
}

/// What the earlier import wrote in the trials below: a switch and a text field.
private let wifiAndName =
  "rows:\n  - title: Wi-Fi\n    toggle: wifi\n  - title: Name\n    textField: name\n"

private func written(_ plan: ImportUpdate.Plan) -> [String] {
  plan.changes.map { String(decoding: $0.bytes, as: UTF8.self) }
}

/// A trial: a trailing comment on a row the author rewrote as a flow mapping, one above a
/// section and one on the line the bundle retitled were all lost, and nothing said so.
@Test func trailingCommentsStayAndOneOnAChangedLineIsCarried() {
  let base = wifiAndName
  let mine =
    "rows:\n  - {title: Wireless, toggle: wifi}   # ours\n  # About you\n"
    + "  - title: Name   # the name\n    textField: name\n"
  let new = "rows:\n  - title: Wi-Fi\n    toggle: wifi\n  - title: Full name\n    textField: name\n"
  let plan = update(base: base, mine: mine, new: new)
  #expect(plan.problems.isEmpty)
  #expect(plan.warnings.isEmpty)
  #expect(
    written(plan) == [
      "rows:\n  - {title: Wireless, toggle: wifi}   # ours\n  # About you\n"
        + "  - title: Full name   # the name\n    textField: name\n"
    ])
}

/// A file laid out otherwise is written out whole: each comment it loses is a warning at
/// its place, and the file is written all the same.
@Test func aCommentTheMergeCannotWriteBackIsAWarningAtIt() {
  let base = "title: A\nrows:\n  - title: One\n    toggle: one\n"
  let mine = "# Ours.\ntitle: A\nrows:\n    -   title: One   # first\n        toggle: one\n"
  let new = "title: B\nrows:\n  - title: Uno\n    toggle: one\n"
  let plan = update(base: base, mine: mine, new: new)
  #expect(plan.problems.isEmpty)
  #expect(written(plan) == ["# Ours.\ntitle: B\nrows:\n  - title: Uno\n    toggle: one\n"])
  #expect(
    plan.warnings.map { "\($0.diagnostic.mark) \($0.diagnostic.code)" } == ["4:22 commentDropped"])
  #expect(
    plan.printedWarnings(in: "App").hasPrefix(
      "App/s.yaml:4:22: warning: the comment '# first' is not written back"))
}

/// What is a comment: a `#` after a space or at a line's start, outside quotes.
@Test func aHashInQuotesOrAWordIsNoComment() {
  #expect(YAMLComments.withoutTrailing("  - title: \"A # B\"  # c") == "  - title: \"A # B\"")
  #expect(YAMLComments.withoutTrailing("title: C#") == "title: C#")
  #expect(YAMLComments.withoutTrailing("title: 'it''s # x' # y") == "title: 'it''s # x'")
  #expect(YAMLComments.withoutTrailing("  # alone") == "  # alone")
  #expect(
    YAMLComments.all(["a: 1 # one", "# two", "b: don't # three"]).map(\.column) == [6, 1, 10])
}

/// A trial: a file the app removed and the bundle did not change stayed removed without a
/// word; it is said, and nothing is written.
@Test func aFileTheAppRemovedAndTheBundleLeftIsSaid() {
  let table = Array("strings:\n  Sound: Son\n".utf8)
  let plan = ImportUpdate.plan(
    new: [("strings/fr.yaml", table)], base: ["strings/fr.yaml": table], mine: [:])
  #expect(plan.problems.isEmpty)
  #expect(plan.changes.map(\.change) == [.leftRemoved])
  #expect(plan.changes.map(\.change.word) == ["left removed"])
}

/// A second trial: rows the author only rewrote as flow mappings (one over two lines), with
/// comments, came back in block style with every comment dropped once the bundle changed
/// one of them; the bundle's value is written in the author's styles.
@Test func rowsTheAuthorRewroteAsFlowStayFlow() {
  let base = wifiAndName
  let mine =
    "rows:\n  - {title: Wi-Fi,\n     toggle: wifi}   # two lines\n"
    + "  - {title: Name, textField: name}  # one line\n"
  let new = "rows:\n  - title: Wi-Fi\n    toggle: wifi\n  - title: Nom\n    textField: name\n"
  let plan = update(base: base, mine: mine, new: new)
  #expect(plan.problems.isEmpty && plan.warnings.isEmpty)
  #expect(
    written(plan) == [
      "rows:\n  - {title: Wi-Fi,\n     toggle: wifi}   # two lines\n"
        + "  - {title: Nom, textField: name}  # one line\n"
    ])
}

/// A trial: a file the app removed and the bundle changed was a conflict that did not say
/// where the earlier import's copy is, to restore it from.
@Test func aFileRemovedHereAndChangedInTheBundleNamesTheBasesCopy() {
  let plan = ImportUpdate.plan(
    new: [("strings/fr.yaml", Array("strings:\n  Sound: Son\n".utf8))],
    base: ["strings/fr.yaml": Array("strings:\n  Sound: Bruit\n".utf8)], mine: [:])
  #expect(plan.changes.isEmpty)
  #expect(
    plan.problems.map(\.diagnostic.message) == [
      "this file was removed here, and the bundle changed it; restore it (the earlier import's copy is .screenspec/import-base/strings/fr.yaml), or remove what it came from in the bundle"
    ])
}
