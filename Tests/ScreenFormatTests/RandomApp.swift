import Fixtures
import ScreenFormat
import Testing

@testable import ScreenModel

/// Makes random apps of what the format can say, valid so that they load without errors:
/// every row kind and its keys, sections with conditions, pickers (single, multiple, bound,
/// inline groups), lists from state, paging, search, plural texts and tricky spellings.
struct RandomApp {
  var random: SeededGenerator
  private(set) var state: [StateEntry] = []
  private(set) var types: [String: ValueType] = ["name": .text]
  var keys = 0
  var ids = 0

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  /// Texts that need quoting, escaping or doubling, and ones that do not.
  static let spellings = [
    "Sound", "5 min", "true", "NO", "null", "~", "a: b", "#hashtag", "x & <y>", "Ünïcode “quotes”",
    "Line\nbreak", "Tab\there", " leading", "trailing ", "{{braces}}", "- dash", "[list]",
    "'single'",
    "\"double\"", "back\\slash", "1.5", "-3", "@at", "%percent", "*star", "!bang", "|pipe", ">gt",
    "A {b}", "zero\u{200B}width", "",
  ]

  mutating func flip() -> Bool { Bool.random(using: &random) }

  mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &random)]
  }

  mutating func maybe<T>(_ make: (inout RandomApp) -> T) -> T? {
    flip() ? make(&self) : nil
  }

  /// A literal text (braces doubled where it has them), an interpolation or a plural text.
  mutating func text() -> InterpolatedText {
    switch Int.random(in: 0..<8, using: &random) {
    case 0: return InterpolatedText(source: "{name} and {count}")
    case 1:
      let forms: [PluralCategory: InterpolatedText] = [
        .one: InterpolatedText(source: "{count} row"),
        .other: InterpolatedText(source: "{count} rows"),
      ]
      return PluralText(number: .count, forms: forms).map(InterpolatedText.init(plural:))
        ?? InterpolatedText(literal: "rows")
    default:
      let spelling = pick(Self.spellings)
      return InterpolatedText(literal: spelling == "A {b}" ? "A {b}" : spelling)
    }
  }

  /// A text that is not empty (a title where one is required to mean something).
  mutating func title() -> InterpolatedText {
    let made = text()
    return made.isEmpty ? InterpolatedText(literal: "Title") : made
  }

  /// A new state key holding `value`, as a path.
  mutating func key(_ value: String) -> [String] {
    keys += 1
    let name = "k\(keys)"
    state.append(StateEntry(key: name, value: .text(value)))
    types[name] = Self.type(of: value)
    return [name]
  }

  /// The type a value is meant in: what a plain scalar of its text reads as.
  static func type(of value: String) -> ValueType {
    if value == "true" || value == "false" { return .boolean }
    return Double(value) != nil ? .number : .text
  }

  mutating func condition(depth: Int = 0) -> Condition {
    switch Int.random(in: 0..<(depth > 1 ? 6 : 9), using: &random) {
    case 0: return .key(["name"])
    case 1: return .equals(["name"], pick(["Ann", "5", "true"]))
    case 2: return .notEquals(["name"], "Bob")
    case 3: return .oneOf(["name"], ["Ann", "Bob"])
    case 4: return .contains(["tags"], "a")
    case 5: return .host(pick(Host.allCases))
    case 6: return .not(condition(depth: depth + 1))
    case 7: return .all([condition(depth: depth + 1), .device(.phone)])
    default: return .any([condition(depth: depth + 1), .key(["name"])])
    }
  }

  mutating func row(screens: [String]) -> Row {
    var row = Row(title: title())
    row.detail = maybe { $0.text() }
    row.subtitle = maybe { $0.text() }
    row.badge = maybe { _ in InterpolatedText(literal: "3") }
    row.accessibilityHint = maybe { _ in InterpolatedText(literal: "Opens it") }
    row.icon = maybe {
      $0.pick([RowIcon(symbol: "wifi", background: .named(.blue)), RowIcon(symbol: "bell")])
    }
    row.visibleIf = maybe { $0.condition() }
    row.enabledIf = maybe { $0.condition() }
    row.read = maybe { $0.flip() }
    row.kind = kind(screens: screens)
    row.accessory = maybe { $0.pick(Accessory.allCases) }
    row.deletable = maybe { $0.flip() }
    // None of the keys its kind refuses: a control and a title-value row show their value
    // where a detail would be, a button is its title, subtitle and badge.
    for key in row.kind.name?.refusedKeys ?? [] {
      switch key {
      case "detail": row.detail = nil
      case "accessory": row.accessory = nil
      case "deletable": row.deletable = nil
      case "read": row.read = nil
      case "badge": row.badge = nil
      default: Issue.record("the random app does not know the refused key '\(key)'")
      }
    }
    if case .slider = row.kind, flip() { row.title = InterpolatedText([]) }
    if flip() { row.settings = passthrough() }
    switch row.kind {
    case .toggle, .textField, .slider: if flip() { row.writesDefault = false }
    default: break
    }
    return row
  }

  mutating func choices(_ count: Int) -> [Row] {
    (0..<count).map { index in
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        return Row(
          choiceTitled: InterpolatedText(literal: "\(pick(["Choice", "5 min", "true"])) \(index)"))
      case 1:
        var row = Row(
          title: InterpolatedText(literal: "Choice \(index)"), choiceValue: "\(index * 5)")
        row.choiceValueType = .number
        return row
      default:
        var row = Row(title: InterpolatedText(literal: "Option \(index)"), choiceValue: "o\(index)")
        row.choiceValueType = .text
        row.shortTitle = maybe { _ in "O\(index)" }
        return row
      }
    }
  }

  mutating func section(rows: [Row]) -> Section {
    var section = Section(header: maybe { $0.text() }, footer: maybe { $0.text() }, rows: rows)
    section.visibleIf = maybe { $0.condition() }
    section.accessibilityLabel = maybe { _ in InterpolatedText(literal: "Group") }
    section.settings = maybe { $0.passthrough() }
    section.groupSpecifier = flip()
    return section
  }

  /// A screen of rows in sections.
  mutating func rowsScreen(_ id: String, screens: [String]) -> Screen {
    let sections = (0..<Int.random(in: 1...3, using: &random)).map { _ in
      section(rows: (0..<Int.random(in: 0...4, using: &random)).map { _ in row(screens: screens) })
    }
    var screen = Screen(
      id: id, title: title(), style: pick(TableStyle.allCases), sections: sections)
    screen.footer = maybe { $0.text() }
    screen.selectionStyle = maybe {
      $0.pick([
        .blue, .gray, SelectionStyle.none,
        .custom(background: .named(.red), text: .rgb(red: 1, green: 2, blue: 255)),
      ])
    }
    if flip() {
      screen.search = Search(prompt: maybe { $0.title() }, empty: maybe { $0.title() })
    }
    return screen
  }

  /// A picker: one group over the screen, or a group per section.
  mutating func pickerScreen(_ id: String) -> Screen {
    var screen = Screen(id: id, title: title(), sections: [])
    screen.prompt = maybe { $0.text() }
    let rows = choices(Int.random(in: 1...5, using: &random))
    var group = ChoiceGroup(sections: [0])
    group.multiple = flip()
    if flip() {
      let values = rows.compactMap(\.choiceValue)
      group.bind = key(group.multiple ? values[0] : pick(values))
      if group.multiple, let bind = group.bind {
        // A multiple picker binds a list, which has no scalar type.
        state[state.count - 1].value = .list([.text(values[0])])
        types[bind[0]] = nil
      }
    } else {
      group.selected = group.multiple ? [0] : [Int.random(in: 0..<rows.count, using: &random)]
    }
    if group.multiple {
      group.minSelected = maybe { _ in 1 }
      group.maxSelected = maybe { _ in rows.count }
      group.sortedByTitle = flip()
    }
    if flip() {
      screen.sections = [section(rows: rows)]
      screen.inlineGroups = true
    } else {
      screen.sections = [Section(rows: rows)]
      screen.bind = group.bind
      screen.selected = group.multiple ? nil : group.selected.first
    }
    screen.groups = [group]
    return screen
  }

  /// A list drawn from state, with editing, or a long feed that pages.
  mutating func listScreen(_ id: String) -> Screen {
    var screen = Screen(id: id, title: title(), sections: [])
    if flip() {
      screen.sections = (0..<12).map { _ in Section(rows: []) }.prefix(1).map { _ in
        Section(
          rows: (0..<12).map {
            Row(title: InterpolatedText(literal: "Post \($0)"), read: $0 % 3 == 0)
          })
      }
      screen.paging = Paging(
        pageSize: 5, loadMoreTitle: pick([Paging.defaultLoadMoreTitle, "More"]))
      screen.unreadTitle = InterpolatedText(source: "Posts ({unread} unread)")
      screen.deletable = flip()
      return screen
    }
    var list = RowsFrom(key: ["items"])
    if flip() {
      list.template = RowTemplate(
        title: InterpolatedText(source: "{item.name}"),
        detail: maybe { _ in InterpolatedText(source: "{item.note}") })
      screen.sections = [Section(rows: [])]
      screen.sections[0].rowsFrom = list
    } else {
      screen.sections = [Section(rows: [])]
      screen.sections[0].rowsFrom = RowsFrom(key: ["notes"])
      screen.addRow = AddRow(
        title: InterpolatedText(literal: "Add Item"), placeholder: maybe { $0.title() })
      screen.reorderable = flip()
    }
    screen.deletable = flip()
    screen.editing = flip()
    screen.empty = maybe { $0.title() }
    return screen
  }

  /// Plist keys kept as they were, of every plist type.
  mutating func passthrough() -> [PassthroughKey] {
    [
      PassthroughKey(key: "Kind", value: .string(pick(["Custom", "true", "12", "date"]))),
      PassthroughKey(key: "Count", value: .integer("-3")),
      PassthroughKey(key: "Ratio", value: .real("0.25")),
      PassthroughKey(key: "On", value: .boolean(flip())),
      PassthroughKey(key: "When", value: .date("2026-12-01T09:30:00Z")),
      PassthroughKey(key: "Blob", value: .data("AAEC")),
      PassthroughKey(key: "List", value: .array([.string("a"), .integer("1")])),
      PassthroughKey(
        key: "Nested",
        value: .dictionary([PassthroughKey(key: pick(["date", "x"]), value: .string("y"))])),
    ]
  }

  /// A strings table of a few entries, one a plural translation.
  mutating func table(_ locale: String) -> StringsTable {
    var table = StringsTable(locale: locale, strings: ["Sound": "Ton", "A {{b}}": "Ein {{b}}"])
    if flip() { table.encoding = pick(StringsEncoding.allCases) }
    if flip() { table.rightToLeft = true }
    table.plurals["{count} rows"] = [.one: "{count} Zeile", .other: "{count} Zeilen"]
    return table
  }

  /// An app of a few screens of each kind, with the state they bind.
  mutating func app() -> App {
    let count = Int.random(in: 1...4, using: &random)
    let ids = (0..<count).map { "screen\($0)" } + ["picker", "list"]
    var screens = (0..<count).map { rowsScreen("screen\($0)", screens: ids) }
    screens.append(pickerScreen("picker"))
    screens.append(listScreen("list"))
    var shared: [StateEntry] = [
      StateEntry(key: "name", value: .text("Ann")),
      StateEntry(key: "tags", value: .list([.text("a"), .text("b")])),
      StateEntry(
        key: "items",
        value: .list([
          .mapping(
            StateMapping([
              StateEntry(key: "name", value: .text("One")),
              StateEntry(key: "note", value: .text("x")),
            ]))
        ])),
    ]
    shared.append(StateEntry(key: "notes", value: .list([.text("first"), .text("5")])))
    var app = App(
      screens: screens, start: "screen0", theme: Theme(selectionStyle: maybe { _ in .gray }),
      state: .mapping(StateMapping(shared + state)))
    app.stateTypes = types
    app.settingsBundle = flip()
    app.settings = maybe { $0.passthrough() }
    if flip() {
      app.snapshotVariants = [
        SnapshotVariant(device: .pad, appearance: .dark),
        SnapshotVariant(locale: "de", textSize: pick(TextSize.allCases), format: .svg),
      ]
      app.tables["de"] = table("de")
    }
    if flip() { app.storedNames = ["name": "user_name"] }
    return app
  }
}
