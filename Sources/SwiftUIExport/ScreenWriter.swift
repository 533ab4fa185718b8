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
  /// The screens that take the app's ``ScreenSpecModel`` (a binding to it).
  let modelScreens: Set<String>
  /// Whether this view reads or writes the model, or pushes a view that does.
  var usesModel = false
  /// Its own `@State` declarations (`search = ""`), in the order first needed.
  var states: [String] = []
  /// Modifiers of its list after the title (`.searchable`, `.toolbar`), one a line.
  var listModifiers: [String] = []
  /// Functions of its own after `body`.
  var helpers: [String] = []
  /// The model's property for the screen's own rows, when the app loads, reads or deletes
  /// them (``ScreenSpecRows``).
  var rowsProperty: String?
  /// The row of those being written (its position in the screen's file).
  var loading: Int?
  /// The cases of `row(_:)`, which draws each row the app holds, as written so far.
  var rowCases = ""
  /// Whether texts are written inside a list's `ForEach`, where `{item.FIELD}` is the
  /// item's field.
  var itemFields = false
  /// The lists a search field searches, each as a Swift test that an item holds the
  /// search text (`model.servers.contains(where: …)`).
  var searchLists: [String] = []
  /// The titles a search field searches, as literals.
  var searchTitles: [String] = []
  /// The key each text that interpolates is looked up by, by its source text.
  var lookups: [String: FormatKey] = [:]

  init(
    app: App, screen: Screen, keys: StateKeys, options: SwiftUIExport.Options,
    modelScreens: Set<String> = []
  ) {
    self.app = app
    self.screen = screen
    self.keys = keys
    self.options = options
    self.modelScreens = modelScreens
  }

  /// `model`, which the view then takes.
  mutating func model() -> String {
    usesModel = true
    return "model"
  }

  /// Declares a `@State` once.
  mutating func state(_ declaration: String) {
    if !states.contains(declaration) { states.append(declaration) }
  }

  /// Adds a list modifier once.
  mutating func listModifier(_ modifier: String) {
    if !listModifiers.contains(modifier) { listModifiers.append(modifier) }
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
    let pickerFunctions = pickerHelpers()
    var out = SwiftUIExport.header("\(screen.id).yaml") + "\nimport SwiftUI\n\n"
    let access = options.module == nil ? "" : "public "
    out += "\(access)struct \(typeName): View {\n"
    if usesModel {
      out += "  /// The state the app holds and passes in: lists, and rows it loads and deletes.\n"
      out += "  @Binding var model: ScreenSpecModel\n"
      if options.module != nil {
        out += "\n  public init(model: Binding<ScreenSpecModel>) {\n    _model = model\n  }\n\n"
      }
    } else if options.module != nil {
      out += "  public init() {}\n\n"
    }
    let secure = Set(
      screen.allRows.compactMap { row -> String? in
        guard case .textField(let field) = row.value.kind, field.secure else { return nil }
        return field.key.joined(separator: ".")
      })
    for dotted in used {
      guard let key = keys.keys[dotted] else { continue }
      if secure.contains(dotted) {
        out +=
          "  /// A secure field's text, kept in `UserDefaults` as Settings keeps it; a password\n"
        out += "  /// the app relies on belongs in the Keychain.\n"
      }
      out += "  @AppStorage(ScreenSpecKeys.\(key.property)) private var \(key.property)"
      out += key.type == "Double" || key.type == "Int" ? ": \(key.type)" : ""
      out += " = \(key.literal)\n"
    }
    for flag in confirmations { out += "  @State private var \(flag) = false\n" }
    for declaration in states { out += "  @State private var \(declaration)\n" }
    if dismisses { out += "  @Environment(\\.dismiss) private var dismiss\n" }
    if screen.isPicker, isOnePicker, let group = screen.groups.first, group.bind == nil,
      !group.multiple
    {
      out += "  @State private var selected = \(screen.selected ?? -1)\n"
    }
    if usesModel || !used.isEmpty || !confirmations.isEmpty || !states.isEmpty || dismisses
      || screen.isPicker
    {
      out += "\n"
    }
    out += "  \(access)var body: some View {\n" + body + "  }\n"
    out += pickerFunctions
    for helper in helpers { out += "\n" + helper }
    return out + "}\n"
  }

  /// Screen keys with no SwiftUI form written yet (a defence: `check` refuses them first).
  mutating func checkScreenKeys() {
    if screen.isPicker, screen.paging != nil {
      problem("paging", SwiftUIMessages.notYet("a picker loaded in pages"))
    }
  }

  /// `List { sections }` with the table style, the title and the list's modifiers.
  mutating func listBody() -> String {
    startRows()
    var out = "    List {\n"
    for index in screen.sections.indices {
      place = (index, nil)
      out += section(index)
    }
    place = (nil, nil)
    out += "    }\n"
    return out + listEnd()
  }

  /// What follows a screen's `List { … }`: its style, title (the unread title while rows
  /// are unread), search field, editing and selection style.
  mutating func listEnd() -> String {
    var out = "    .listStyle(\(listStyle))\n"
    var title = text(screen.title, key: "title")
    if let unreadTitle = screen.unreadTitle {
      let unread = count(of: screen.id, unread: true)
      title = "\(unread) > 0 ? Text(\(text(unreadTitle, key: "unreadTitle"))) : Text(\(title))"
    }
    out += "    .navigationTitle(\(title))\n"
    if let search = screen.search {
      state("search = \"\"")
      let prompt = search.prompt.map { ", prompt: Text(\(text($0, key: "searchPrompt")))" } ?? ""
      out += "    .searchable(text: $search\(prompt))\n"
      let empty = search.empty.map { text($0, key: "searchEmpty") } ?? "\"No Results\""
      var none = "!searched.contains(where: shown)"
      for list in searchLists {
        none += ",\n        !\(list)"
      }
      out += "    .overlay {\n      if !search.isEmpty, \(none) {\n"
      out += "        Text(\(empty)).foregroundStyle(.secondary)\n      }\n    }\n"
      helpers.append(searchHelpers())
    }
    let style = screen.selectionStyle ?? app.theme.selectionStyle
    if let (background, text) = Self.selectionColours(style) {
      out +=
        "    .buttonStyle(ScreenSpecSelectionStyle(background: \(background), text: \(text)))\n"
    }
    for modifier in listModifiers { out += "    " + modifier + "\n" }
    return out
  }

  /// The colours of a tapped row a selection style sets, as Swift: custom ones, UIKit's blue
  /// with white text, or none (no highlight); nil for gray, which is the list's own.
  static func selectionColours(_ style: SelectionStyle?) -> (String, String)? {
    switch style {
    case .custom(let background, let text)?:
      (SwiftColours.color(background), SwiftColours.color(text))
    case .blue?: ("Color.blue", "Color.white")
    case .none?: ("Color.clear", "Color.primary")
    case .gray?, nil: nil
    }
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
    var rows = ""
    if let rowsProperty, !section.rows.isEmpty {
      rows = loadedRows(index, rowsProperty)
    } else {
      for row in section.rows.indices {
        place = (index, row)
        rows += searched(section.rows[row])
      }
    }
    place = (index, nil)
    if let rowsFrom = section.rowsFrom { rows += listRows(index, rowsFrom) }
    // The load-more row ends the last section shown, as `render` draws it.
    if let ends = endsTable(index) {
      let button = loadMore()
      rows +=
        ends.isEmpty || button.isEmpty
        ? button : "        if \(ends) {\n" + indent(button) + "        }\n"
    }
    var out = "      Section {\n" + rows + "      }" + headerAndFooter(index, header: "header")
    if let enabled = section.enabledIf, let test = condition(enabled, key: "enabledIf") {
      out += "      .disabled(\(Self.negated(test)))\n"
    }
    guard let condition = section.visibleIf else { return out }
    guard let test = self.condition(condition, key: "visibleIf"), test != "true" else {
      return out
    }
    if test == "false" { return "" }  // a section only Settings shows
    return "      if \(test) {\n" + indent(out) + "      }\n"
  }

  /// Lines moved two spaces in.
  func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "  " + $0
    }.joined(separator: "\n")
  }
}
