import ScreenModel

/// The field tables of every mapping in the format.
package enum FieldTable {
  /// A screen file.
  package static let screen: [Field] = [
    Field("id", .text, "overrides the screen's id (the file name without .yaml)"),
    Field("title", .interpolated, required: true, "navigation-bar title; may interpolate {name}"),
    Field(
      "unreadTitle", .interpolated,
      "title while some loaded rows are unread, e.g. \"Posts ({unread} unread)\""),
    Field("style", .oneOf(TableStyle.allCases.map(\.rawValue)), "table style; default plain"),
    Field("prompt", .interpolated, "header text of the first section (a picker's prompt)"),
    Field("footer", .interpolated, "text under the last section"),
    Field(
      "selectionStyle", .definition(.selectionStyle),
      "how the last tapped row is drawn; default: the theme's, else blue"),
    Field("choices", .list(.definition(.choice)), "makes the screen a single-choice picker").with(
      .content),
    Field(
      "selected",
      .anyOf([
        .text, .integer(0...ScreenDecoder.maxCount), .null,
        .list(.anyOf([.text, .integer(0...ScreenDecoder.maxCount)])),
      ]),
      "the current choice: its title, its 0-based index, or null for none (a list with allowsMultipleSelection)"
    ).with(.pickerGroup),
    Field(
      "allowsMultipleSelection", .boolean, "a picker whose taps check and uncheck several choices"
    ).with(.multiplePickerGroup),
    Field(
      "minSelected", .integer(0...ScreenDecoder.maxCount),
      "the fewest choices a multiple picker keeps"
    ).with(.multiplePickerGroup),
    Field(
      "maxSelected", .integer(0...ScreenDecoder.maxCount),
      "the most choices a multiple picker takes"
    ).with(.multiplePickerGroup),
    Field(
      "sortedByTitle", .boolean,
      "the picker's choices are drawn sorted by their shown (translated) titles"
    ).with(.multiplePickerGroup),
    Field(
      "bind", .text, "a state key the picker reads its current value from and writes the new one to"
    ).with(.pickerGroup),
    Field("rows", .list(.definition(.row)), "the rows of a one-section list").with(.content),
    Field("sections", .list(.definition(.section)), "several sections, each with rows or choices")
      .with(.content),
    Field(
      "deletable", .boolean, "rows can be swiped to delete (never the load-more row); default false"
    ),
    Field("editing", .boolean, "start in editing mode"),
    Field(
      "paging", .definition(.paging),
      "show the first pageSize rows and a load-more row while rows remain hidden"),
    Field("empty", .interpolated, "text shown when there are no rows"),
    Field("rowsFrom", .text, "draw one row per item of this state list").with(.content),
    Field(
      "row", .definition(.rowTemplate), "how a list item becomes a row: {title: \"{item.name}\"}"
    ).with(.listRow),
    Field(
      "addRow", .definition(.addRow), "an insert row in editing mode; 'add TEXT' appends an item"),
    Field("reorderable", .boolean, "list rows can be moved in editing mode ('move ROW to N')"),
    Field("searchable", .boolean, "a search field under the navigation bar filters the rows"),
    Field("searchPrompt", .interpolated, "the search field's placeholder; default Search"),
    Field("searchEmpty", .interpolated, "shown when no row matches; default No Results"),
    Field(
      "settings", .definition(.settings),
      "plist keys the screens do not model, kept in their plist types and written back by export"
        + " into the pane's root"),
    Field(
      "preferenceSpecifiers", .boolean,
      "false: export writes the pane's plist without PreferenceSpecifiers (its bundle's has none); the screen has no rows"
    ),
    Field(
      "stringsTable", .text,
      "the strings table the screen's texts are looked up in first (strings/TABLE/LANG.yaml), then the default table; Root names the default table"
    ),
    Field(
      "plists", .list(.anyOf([.text, .definition(.plistFile)])),
      "the plists export writes the pane as (Root.plist, Root~ipad.plist, Root.inApp.plist): each holds the rows its device and host show"
    ),
  ]

  /// One of a screen's `plists` written as a mapping.
  package static let plistFile: [Field] = [
    Field(
      "file", .text, required: true,
      "the plist's name: NAME.plist, NAME~iphone.plist, NAME~ipad.plist, NAME.inApp.plist, NAME~iphone.inApp.plist or NAME~ipad.inApp.plist"
    ),
    Field(
      "settings", .definition(.settings),
      "the plist root's keys the screens do not model, in place of the screen's settings"),
    Field(
      "writesStringsTable", .boolean,
      "false: export writes no StringsTable into this plist though the screen names one (default true)"
    ),
    Field(
      "stringsTable", .text,
      "the StringsTable export writes into this plist in place of the screen's stringsTable"),
  ]

  /// A row written as a mapping.
  package static let row: [Field] = [
    Field("title", .interpolated, "the row's title; required except on a slider"),
    Field("detail", .interpolated, "secondary text on the right"),
    Field("subtitle", .interpolated, "secondary text under the title"),
    Field(
      "accessory", .oneOf(Accessory.allCases.map(\.rawValue)),
      "default disclosure when push or body is set, else none"),
    Field(
      "read", .boolean,
      "absent: no read state; false: unread (bold, counted in {unread}); true: read"),
    Field("deletable", .boolean, "overrides the screen's deletable"),
    Field("push", .text, "the id of the screen a tap pushes"),
    Field(
      "body", .interpolated, "a tap pushes a detail screen with the title, detail and this body"),
    Field("badge", .interpolated, "a count pill before the accessory; empty or 0 is not drawn"),
    Field("icon", .definition(.icon), "an SF Symbol on a tinted rounded square before the title"),
    Field(
      "settings", .definition(.settings),
      "plist keys the screens do not model, kept in their plist types and written back by export"
        + " into the row's specifier"),
    Field(
      "pickerStyle", .oneOf(PickerStyle.allCases.map(\.rawValue)),
      "segmented: draw the pushed picker's choices on the row; default navigationLink"
    ).owned(by: .push),
    Field(
      "toggle", .text, "a switch bound to this state key (true/false, or trueValue/falseValue)"),
    Field("trueValue", .text, "a switch's stored value when on (with falseValue)").owned(
      by: .toggle),
    Field("falseValue", .text, "a switch's stored value when off (with trueValue)").owned(
      by: .toggle),
    Field("textField", .text, "a text field bound to this state key"),
    Field(
      "textView", .text,
      "a multi-line text view bound to this state key, drawn across the whole cell (IASK's text"
        + " view)"),
    Field("placeholder", .interpolated, "a text field's or text view's text while it is empty")
      .owned(
        by: .textField, .textView),
    Field("secure", .boolean, "a text field that masks its text").owned(by: .textField),
    Field(
      "keyboard", .oneOf(Keyboard.allCases.map(\.rawValue)),
      "what a text field's or text view's keyboard can type (UIKeyboardType)"
    ).owned(by: .textField, .textView),
    Field(
      "autocapitalization", .oneOf(Autocapitalization.allCases.map(\.rawValue)),
      "how typed text is capitalised; default none"
    ).owned(by: .textField, .textView),
    Field("autocorrection", .boolean, "a text field's autocorrection (drawn nowhere)").owned(
      by: .textField, .textView),
    Field("maxLength", .integer(1...ScreenDecoder.maxCount), "a text field's longest text").owned(
      by: .textField),
    Field("slider", .text, "a slider bound to this state key (needs min and max)"),
    Field("stepper", .text, "a stepper bound to this state key (needs min and max)"),
    Field("min", .definition(.number), "a slider's or stepper's smallest value").owned(
      by: .slider, .stepper),
    Field("max", .definition(.number), "a slider's or stepper's largest value").owned(
      by: .slider, .stepper),
    Field("step", .definition(.number), "a slider's or stepper's step, counted from min").owned(
      by: .slider, .stepper),
    Field("valueFormat", .interpolated, "how a slider or stepper prints its value: \"{value} min\"")
      .owned(by: .slider, .stepper),
    Field(
      "minImage", .text,
      "a slider's image at its minimum end, by name (Settings' MinimumValueImage), drawn at"
        + " that end of a slider without a title"
    ).owned(by: .slider),
    Field(
      "maxImage", .text,
      "a slider's image at its maximum end, by name (Settings' MaximumValueImage), drawn at"
        + " that end of a slider without a title"
    ).owned(by: .slider),
    Field(
      "writesDefault", .boolean,
      "false: export writes no DefaultValue for this control (its bundle has none); default true"
    ).owned(by: .toggle, .textField, .slider, .titleValue, .push, .datePicker, .textView),
    Field("button", .boolean, "true: the row is a button"),
    Field(
      "id", .text, "the name the app tells a button by (an IASK button's Key); tap it as @ID"
    ).owned(by: .button),
    Field("role", .oneOf(["destructive"]), "a destructive button is drawn red and marked").owned(
      by: .button),
    Field("sets", .stateMapping, "state values a button writes when tapped").owned(by: .button),
    Field("confirm", .definition(.confirm), "an action sheet a button shows first").owned(
      by: .button),
    Field("url", .text, "a link: https://, http://, mailto:, tel: or sms:"),
    Field(
      "custom", .text,
      "a row of the app's own view by this name, drawn as a framed placeholder (IASK's custom"
        + " view)"),
    Field("height", .integer(1...1000), "a custom view's height in points; default 44").owned(
      by: .custom),
    Field(
      "mail", .definition(.mail),
      "a row that opens a mail sheet to these recipients (IASK's mail compose row)"),
    Field(
      "titleValue", .text,
      "a read-only row showing this state key's value on the right (Settings' title value)"),
    Field(
      "choices", .list(.definition(.choice)),
      "a title value's stored values and the titles shown for them"
    ).owned(by: .titleValue),
    Field(
      "datePicker", .text,
      "a date picker bound to this state key, which holds an ISO 8601 text (IASK's date picker)"),
    Field(
      "mode", .oneOf(DatePicker.Mode.allCases.map(\.rawValue)),
      "what a date picker picks: date (2026-12-01), time (09:30) or dateAndTime"
        + " (2026-12-01T09:30); default dateAndTime"
    ).owned(by: .datePicker),
    Field(
      "style", .oneOf(DatePicker.Style.allCases.map(\.rawValue)),
      "how an opened date picker is drawn: wheels, or inline (a calendar for a date); default"
        + " wheels"
    ).owned(by: .datePicker),
    Field(
      "minuteInterval", .integer(1...30), "the minutes a date picker's time wheel steps by"
    ).owned(by: .datePicker),
    Field("visibleIf", .definition(.condition), "the row shows only while this holds"),
    Field(
      "enabledIf", .definition(.condition),
      "the row is dimmed and refuses actions unless this holds"),
    Field(
      "accessibilityLabel", .interpolated,
      "what VoiceOver reads as the row's name instead of its title; nothing drawn changes"),
    Field(
      "accessibilityHint", .interpolated,
      "what VoiceOver reads as the row's hint instead of the standard one"),
  ]

  /// A row's icon.
  package static let icon: [Field] = [
    Field("symbol", .text, required: true, "the SF Symbol's name: wifi, bell.badge.fill"),
    Field("background", .definition(.colour), "the square's colour; default gray"),
  ]

  /// A list's row template.
  package static let rowTemplate: [Field] = [
    Field("title", .interpolated, "the row's title, e.g. \"{item.name}\""),
    Field("detail", .interpolated, "the row's detail"),
    Field("subtitle", .interpolated, "the row's subtitle"),
    Field("badge", .interpolated, "the row's badge"),
  ]

  /// A list's insert row.
  package static let addRow: [Field] = [
    Field("title", .interpolated, required: true, "the insert row's title"),
    Field("placeholder", .interpolated, "what a new item looks like"),
  ]

  /// A button's action sheet.
  package static let confirm: [Field] = [
    Field("title", .interpolated, "the sheet's title"),
    Field("message", .interpolated, "the sheet's message"),
    Field("button", .interpolated, required: true, "the confirming button's title"),
  ]

  /// A mail row's message (IASK's `IASKMailCompose…` keys).
  package static let mail: [Field] = [
    Field("to", .list(.text), "the mail's recipients"),
    Field("cc", .list(.text), "the mail's copied recipients"),
    Field("bcc", .list(.text), "the mail's blind-copied recipients"),
    Field("subject", .interpolated, "the mail's subject"),
    Field("body", .interpolated, "the mail's body"),
    Field("html", .boolean, "whether the mail's body is HTML (drawn as written)"),
  ]

  /// A plural text: the number it is chosen by and its CLDR forms.
  package static let plural: [Field] =
    [
      Field(
        "plural", .text, required: true,
        "the number the form is chosen by: a state key, count, unread, count:SCREEN or unread:SCREEN"
      )
    ]
    + PluralCategory.allCases.map { category in
      Field(
        category.rawValue, .text, required: category == .other,
        category == .other
          ? "the form drawn for every number no other form takes (the text's key in strings tables)"
          : category == .zero
            ? "the form drawn for 0, in every language (as Apple's .stringsdict does)"
            : "the form for the numbers the language's CLDR rules put in '\(category.rawValue)'")
    }
}
