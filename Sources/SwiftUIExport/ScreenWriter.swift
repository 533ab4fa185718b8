import ScreenModel

/// Writes one screen as a SwiftUI view: its stored keys, then its list of sections.
struct ScreenWriter {
  let app: App
  let screen: Screen
  var keys: StateKeys
  let options: SwiftUIExport.Options
  var problems: [SwiftUIProblem] = []
  /// The keys this view reads and writes, in the order first used.
  var used: [String] = []
  /// The confirmation flags of its buttons (`confirmingResetSettings`).
  var confirmations: [String] = []
  /// Whether it dismisses itself (a picker that pops on a pick).
  var dismisses = false
  /// The section and row being written, for a problem's place.
  var place: (section: Int?, row: Int?) = (nil, nil)

  init(app: App, screen: Screen, keys: StateKeys, options: SwiftUIExport.Options) {
    self.app = app
    self.screen = screen
    self.keys = keys
    self.options = options
  }

  /// The type's name: `fight-card` → `FightCardView`.
  var typeName: String { SwiftNames.typeName(screen.id) + "View" }

  mutating func problem(_ key: String, _ message: String) {
    problems.append(
      SwiftUIProblem(
        screen: screen.id, section: place.section, row: place.row, key: key, message))
  }

  /// The whole file.
  mutating func file() -> String {
    checkScreenKeys()
    let body = screen.isPicker ? pickerBody() : listBody()
    var out = SwiftUIExport.header("\(screen.id).yaml") + "\nimport SwiftUI\n\n"
    let access = options.module == nil ? "" : "public "
    out += "\(access)struct \(typeName): View {\n"
    if options.module != nil { out += "  public init() {}\n\n" }
    for dotted in used {
      guard let key = keys.keys[dotted] else { continue }
      out += "  @AppStorage(\(SwiftNames.literal(key.stored))) private var \(key.property)"
      out += key.type == "Double" || key.type == "Int" ? ": \(key.type)" : ""
      out += " = \(key.literal)\n"
    }
    for flag in confirmations { out += "  @State private var \(flag) = false\n" }
    if dismisses { out += "  @Environment(\\.dismiss) private var dismiss\n" }
    if screen.isPicker, screen.groups.first?.bind == nil {
      out += "  @State private var selected = \(screen.selected ?? -1)\n"
    }
    if !used.isEmpty || !confirmations.isEmpty || dismisses || screen.isPicker { out += "\n" }
    out += "  \(access)var body: some View {\n" + body + "  }\n"
    out += pickerHelpers()
    return out + "}\n"
  }

  /// Screen keys with no SwiftUI form written yet.
  mutating func checkScreenKeys() {
    let unwritten: [(String, Bool)] = [
      ("paging", screen.paging != nil), ("searchable", screen.search != nil),
      ("addRow", screen.addRow != nil), ("reorderable", screen.reorderable),
      ("deletable", screen.deletable), ("editing", screen.editing),
      ("unreadTitle", screen.unreadTitle != nil), ("empty", screen.empty != nil),
    ]
    for (key, used) in unwritten where used {
      problem(key, SwiftUIMessages.notYet("'\(key)'"))
    }
    // The theme's is told once, at app.yaml (``SwiftUIExport/generate(_:options:)``).
    if case .custom? = screen.selectionStyle {
      problem("selectionStyle", SwiftUIMessages.notYet("a custom selection style"))
    }
  }

  /// `List { sections }` with the table style and the title.
  mutating func listBody() -> String {
    var out = "    List {\n"
    for index in screen.sections.indices {
      place = (index, nil)
      out += section(index)
    }
    place = (nil, nil)
    out += "    }\n"
    out += "    .listStyle(\(listStyle))\n"
    out += "    .navigationTitle(\(text(screen.title, key: "title")))\n"
    return out
  }

  var listStyle: String {
    switch screen.style {
    case .plain: ".plain"
    case .grouped: ".grouped"
    case .insetGrouped: ".insetGrouped"
    }
  }

  /// One section: its rows, its header (the screen's prompt on the first) and footer (the
  /// screen's footer on the last).
  mutating func section(_ index: Int) -> String {
    let section = screen.sections[index]
    if section.accessibilityLabel != nil {
      problem("accessibilityLabel", SwiftUIMessages.notYet("a section's accessibility label"))
    }
    if section.rowsFrom != nil {
      problem("rowsFrom", SwiftUIMessages.notYet("a list held in state"))
    }
    var rows = ""
    for row in section.rows.indices {
      place = (index, row)
      rows += self.row(section.rows[row])
    }
    place = (index, nil)
    let header = section.header ?? (index == 0 ? screen.prompt : nil)
    let footer = section.footer ?? (index == screen.sections.count - 1 ? screen.footer : nil)
    var out = "      Section {\n" + rows + "      }"
    if let header { out += " header: {\n        Text(\(text(header, key: "header")))\n      }" }
    if let footer { out += " footer: {\n        Text(\(text(footer, key: "footer")))\n      }" }
    out += "\n"
    guard let condition = section.visibleIf else { return out }
    guard let test = self.condition(condition, key: "visibleIf") else { return out }
    return "      if \(test) {\n" + indent(out) + "      }\n"
  }

  /// Lines moved two spaces in.
  func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "  " + $0
    }.joined(separator: "\n")
  }
}
