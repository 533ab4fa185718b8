import ScreenModel

/// The field tables of sections, choices and paging, and of the files beside the screens:
/// `app.yaml`, strings tables and scenarios.
extension FieldTable {
  /// A section.
  package static let section: [Field] = [
    Field("header", .interpolated, "text above the rows"),
    Field("footer", .interpolated, "text below the rows"),
    Field(
      "settings", .definition(.settings),
      "plist keys the screens do not model, kept in their plist types and written back by export"
        + " into the section's group"),
    Field(
      "groupSpecifier", .boolean,
      "export starts the section with a PSGroupSpecifier though it has no header or footer"),
    Field(
      "accessibilityLabel", .interpolated,
      "what VoiceOver reads for the section's header instead of it"),
    Field("rows", .list(.definition(.row)), "the section's rows"),
    Field("choices", .list(.definition(.choice)), "the section's choices (a picker)"),
    Field("rowsFrom", .text, "the section draws one row per item of this state list"),
    Field("row", .definition(.rowTemplate), "how a list item becomes a row"),
    Field(
      "addRow", .definition(.addRow),
      "an add row always drawn after the list's items (an IASK list group's AddSpecifier);"
        + " 'add TEXT' appends an item"),
    Field(
      "deletable", .boolean,
      "the list's items can be swiped to delete (an IASK list group's Deletable)"),
    Field("visibleIf", .definition(.condition), "the section shows only while this holds"),
    Field(
      "enabledIf", .definition(.condition), "the section's rows refuse actions unless this holds"),
    Field("bind", .text, "an inline group's state key").with(.pickerGroup),
    Field(
      "selected",
      .anyOf([
        .text, .integer(0...ScreenDecoder.maxCount), .null,
        .list(.anyOf([.text, .integer(0...ScreenDecoder.maxCount)])),
      ]), "an inline group's current choice (a list with allowsMultipleSelection)"
    ).with(.pickerGroup),
    Field("allowsMultipleSelection", .boolean, "an inline group that checks several choices").with(
      .multiplePickerGroup),
    Field(
      "minSelected", .integer(0...ScreenDecoder.maxCount), "the fewest choices the group keeps"
    ).with(.multiplePickerGroup),
    Field("maxSelected", .integer(0...ScreenDecoder.maxCount), "the most choices the group takes")
      .with(.multiplePickerGroup),
    Field(
      "sortedByTitle", .boolean,
      "an inline group's choices are drawn sorted by their shown (translated) titles"
    ).with(.multiplePickerGroup),
  ]

  /// A choice written as a mapping.
  package static let choice: [Field] = [
    Field("title", .text, required: true, "the choice's title"),
    Field("value", .text, "the value stored when it is chosen; default the title"),
    Field("shortTitle", .text, "the title a parent row shows for this choice"),
  ]

  /// Paging settings.
  package static let paging: [Field] = [
    Field(
      "pageSize", .integer(1...ScreenDecoder.maxCount), required: true,
      "rows shown at first and added by each load"),
    Field("loadMore", .text, "the load-more row's title; default \"Load More…\""),
  ]

  /// A custom selection style.
  package static let customSelection: [Field] = [
    Field("background", .definition(.colour), required: true, "the highlighted row's background"),
    Field("text", .definition(.colour), required: true, "the highlighted row's text colour"),
  ]

  /// `app.yaml`.
  package static let app: [Field] = [
    Field("start", .text, "the id of the first screen"),
    Field("theme", .definition(.theme), "what every screen shares"),
    Field("state", .stateMapping, "the one store every screen reads and writes"),
    Field(
      "storedNames", .textMapping,
      "the name a state key is stored under when it cannot be the key's own (a bundle Key"
        + " 'count', 'a..b' or holding a tab): {stateKey: StoredName}; export writes it as the Key"),
    Field(
      "snapshotVariants", .list(.definition(.snapshotVariant)),
      "the variants a plain snapshot run verifies beside the default"),
    Field(
      "settings", .definition(.settings),
      "plist keys the screens do not model, kept in their plist types and written back by export"
        + " into Root.plist's root"),
    Field(
      "settingsBundle", .boolean,
      "the screens are a Settings.bundle's (import writes it): under the Settings host a"
        + " multi-value list stays open after a choice, as Settings' does"),
  ]

  /// One of `app.yaml`'s `snapshotVariants`.
  package static let snapshotVariant: [Field] = [
    Field("device", .oneOf(Device.allCases.map(\.rawValue)), "the device drawn for"),
    Field(
      "host", .oneOf(Host.allCases.map(\.rawValue)),
      "where the screens show: settings (default) or app (InAppSettingsKit)"),
    Field("locale", .text, "the locale drawn in (strings/LOCALE.yaml, or pseudo)"),
    Field("appearance", .oneOf(Appearance.allCases.map(\.rawValue)), "light or dark"),
    Field("textSize", .oneOf(TextSize.allCases.map(\.rawValue)), "a Dynamic Type size"),
    Field(
      "format", .oneOf(OutputFormat.snapshotted.map(\.rawValue)),
      "text (default), voiceover or svg"),
  ]

  /// An app's theme.
  package static let theme: [Field] = [
    Field(
      "selectionStyle", .definition(.selectionStyle),
      "the selection style of screens that set none")
  ]

  /// A strings table, `strings/<locale>.yaml`.
  package static let strings: [Field] = [
    Field(
      "strings", .stateMapping, required: true,
      "source texts, as written in the screens, and their translations"),
    Field(
      "direction", .oneOf(["ltr", "rtl"]), "rtl mirrors the layout; default rtl for ar, he, fa, ur"),
    Field(
      "encoding", .oneOf(StringsEncoding.allCases.map(\.rawValue)),
      "the encoding a Settings.bundle's .strings file is written in; default utf-8"),
  ]

  /// A scenario file.
  package static let scenario: [Field] = [
    Field(
      "app", .text, required: true, "the screen file or app folder, relative to the scenario file"),
    Field("screen", .text, "where to start; default the app's start screen"),
    Field("width", .integer(ScenarioLoader.widths), "render width; default 40"),
    Field("ascii", .boolean, "ASCII-only glyphs; default false"),
    Field(
      "device", .oneOf(Device.allCases.map(\.rawValue)),
      "the device to draw for; default the command line's --device, else phone"),
    Field(
      "host", .oneOf(Host.allCases.map(\.rawValue)),
      "where the screens show; default the command line's --host, else settings"),
    Field("locale", .text, "the locale to draw in (strings/LOCALE.yaml, or pseudo)"),
    Field(
      "appearance", .oneOf(Appearance.allCases.map(\.rawValue)),
      "light or dark; default the command line's --appearance, else light"),
    Field(
      "textSize", .oneOf(TextSize.allCases.map(\.rawValue)),
      "a Dynamic Type size; default the command line's --text-size, else large"),
    Field(
      "state", .stateMapping,
      "state values merged over app.yaml's for this scenario (each key must be in app.yaml's state)"
    ),
    Field(
      "steps", .list(.text), required: true,
      "actions: tap ROW, swipe ROW, delete ROW, loadMore, back, edit, done, toggle ROW, type ROW TEXT, clear ROW, slide ROW VALUE, increment ROW, decrement ROW, select ROW CHOICE"
    ),
  ]

  /// The names of a table's fields.
  static func names(_ fields: [Field]) -> [String] { fields.map(\.name) }
}
