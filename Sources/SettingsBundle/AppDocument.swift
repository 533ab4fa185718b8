import PropertyList
import ScreenModel

/// The screens side of the mapping: an app folder as typed values, before it is written as
/// YAML (``AppWriter``) and after export reads it back.
///
/// Texts are as Settings holds them (a `{` is a brace, not an interpolation); the writer
/// doubles braces.
package struct AppDocument: Sendable, Equatable {
  /// The start screen's id (`root`).
  package var start: String
  /// Every key's default, in the order the bundle first names the keys; a key with dots
  /// is a path into nested state.
  package var state: [StateEntry]
  /// The screens: panes in the order reached, then pickers.
  package var screens: [ScreenDocument]
  /// The translation tables: the default table (`Root.strings`) of each language, languages
  /// in byte order, then each named table's, names in byte order.
  package var tables: [TranslationTable]
  /// Root.plist's root keys the screens do not model (`app.yaml`'s `settings:`).
  package var settings: [PlistEntry] = []
  /// The state keys of IASK list groups, each holding an empty list (`KEY: []`), in order.
  package var lists: [String] = []
  /// The state keys whose Key in the bundle is another name, with that name, in order
  /// (`app.yaml`'s `storedNames`: a Key such as `count` cannot name a state key).
  package var storedNames: [StoredName] = []
  /// The bundle's files the screens do not hold (a plist Settings cannot read, a strings
  /// file outside a `LANG.lproj` folder, another language's `Root.plist`, an image), byte
  /// for byte, by path in the bundle: the app's `kept/` folder, which export writes back.
  package var keptFiles: [KeptFile] = []

  /// Creates an app.
  package init(
    start: String, state: [StateEntry] = [], screens: [ScreenDocument] = [],
    tables: [TranslationTable] = []
  ) {
    self.start = start
    self.state = state
    self.screens = screens
    self.tables = tables
  }

  /// The screen with an id.
  package func screen(_ id: String) -> ScreenDocument? { screens.first { $0.id == id } }
}

/// Where a state key came from in a bundle: its first specifier's plist, and where its
/// `DefaultValue` and its `Key` are written there.
package struct StateOrigin: Sendable, Equatable {
  /// The plist's path in the bundle.
  package var file: String
  /// Where the default is written (else the specifier).
  package var defaultValue: PlistLocation
  /// Where the `Key` is written.
  package var key: PlistLocation
}

/// One key of the state and its default.
package struct StateEntry: Sendable, Equatable {
  /// The key as Settings names it.
  package var key: String
  /// Its default value.
  package var value: SettingValue

  /// Creates an entry.
  package init(key: String, value: SettingValue) {
    self.key = key
    self.value = value
  }
}

/// A language's translations in one table (one `LANG.lproj/TABLE.strings`): source text →
/// translated text, in the order found, every entry whether a screen shows it or not.
package struct TranslationTable: Sendable, Equatable {
  /// The language (`de`, `pt-BR`, `Base`).
  package var language: String
  /// The entries.
  package var entries: [(source: String, translation: String)]
  /// The table's name (`Acknowledgements`: `strings/Acknowledgements/LANG.yaml`); nil for
  /// the default table, `Root.strings` (`strings/LANG.yaml`).
  package var name: String?
  /// The encoding its `.strings` file was read in; nil for UTF-8 without a byte-order mark.
  package var encoding: StringsEncoding?

  /// Creates a table.
  package init(
    language: String, entries: [(source: String, translation: String)], name: String? = nil,
    encoding: StringsEncoding? = nil
  ) {
    self.language = language
    self.entries = entries
    self.name = name
    self.encoding = encoding
  }

  /// The table's file in a bundle: `LANG.lproj/TABLE.strings`.
  package var bundlePath: String { "\(language).lproj/\(name ?? StringsTable.defaultName).strings" }

  /// The table's file in an app folder: `strings/LANG.yaml` or `strings/TABLE/LANG.yaml`.
  package var appPath: String { "strings/" + (name.map { $0 + "/" } ?? "") + language + ".yaml" }

  /// Equal when language, name, encoding and entries are.
  package static func == (a: TranslationTable, b: TranslationTable) -> Bool {
    a.language == b.language && a.name == b.name && a.encoding == b.encoding
      && a.entries.elementsEqual(b.entries) { $0 == $1 }
  }
}

/// A file of the bundle kept as it is (`kept/PATH` in the app).
package struct KeptFile: Sendable, Equatable {
  /// The path in the bundle.
  package var path: String
  /// The bytes.
  package var bytes: [UInt8]

  /// Creates a kept file.
  package init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// The folder of the app that holds them.
  package static let folder = "kept"
}

/// One of the plists a pane is written as (`plists:`).
package struct PaneFile: Sendable, Equatable {
  /// The file's name (`Root~ipad.plist`).
  package var name: String
  /// Its root's kept keys, when not the screen's `settings:`.
  package var settings: [PlistEntry]?
  /// Whether it is written with the screen's `StringsTable` (`writesStringsTable: false`
  /// for a file that had none beside the pane's plist that had it).
  package var writesStringsTable = true
  /// The `StringsTable` it names in place of the screen's (`stringsTable:`).
  package var stringsTable: String?

  /// Creates a file.
  package init(name: String, settings: [PlistEntry]? = nil, writesStringsTable: Bool = true) {
    self.name = name
    self.settings = settings
    self.writesStringsTable = writesStringsTable
  }
}

/// The device a row or section is limited to (`visibleIf: {device: …}`).
package enum DeviceLimit: String, Sendable, Hashable {
  /// `{device: phone}` (`SupportedUserInterfaceIdioms: [Phone]`, or a `~iphone` file).
  case phone
  /// `{device: pad}`.
  case pad
  /// Neither device (`{all: [{device: phone}, {device: pad}]}`): a specifier of one device's
  /// plist whose `SupportedUserInterfaceIdioms` name only the other device, which Settings
  /// shows nowhere; it is kept for export.
  case neither

  /// The idiom `SupportedUserInterfaceIdioms` names it by (nil for ``neither``).
  var idiom: String? {
    switch self {
    case .phone: "Phone"
    case .pad: "Pad"
    case .neither: nil
    }
  }
}

/// One screen: a pane (sections of rows) or a picker (a multi-value specifier's choices).
package struct ScreenDocument: Sendable, Equatable {
  /// The id, made safe for a file name.
  package var id: String
  /// The navigation title.
  package var title: String
  /// For a pane: the plist's name as the child pane's `File` wrote it (export writes it back).
  package var file: String?
  /// The plist's `StringsTable`, when it has one (`stringsTable:`; export writes it back);
  /// a picker has its pane's.
  package var stringsTable: String?
  /// Whether ``stringsTable`` is the table named like the plist, which has no
  /// `StringsTable` (Settings looks its texts up there): the file's first comment line
  /// says so, and export writes no `StringsTable`.
  package var stringsTableImplied = false
  /// What it holds.
  package var content: Content
  /// The pane root's keys the screens do not model (`settings:`).
  package var settings: [PlistEntry] = []
  /// Whether its plist has `PreferenceSpecifiers` (`preferenceSpecifiers: false` when not).
  package var preferenceSpecifiers = true
  /// The plists it is written as, when not its one `NAME.plist` (`plists:`): a device's
  /// own, or IASK's in-app one, each with its root's kept keys when they differ.
  package var plists: [PaneFile]?
  /// Whether it was imported from a plist no pane opens: nothing pushes it, and its file
  /// names its plist (`# Imported from Debug.plist.`), so that export writes it back.
  package var unopened = false

  /// A screen's content.
  package enum Content: Sendable, Equatable {
    /// A pane's sections.
    case sections([SectionDocument])
    /// A picker.
    case picker(ChoiceGroupDocument)
  }

  /// Creates a screen.
  package init(id: String, title: String, file: String? = nil, content: Content) {
    self.id = id
    self.title = title
    self.file = file
    self.content = content
  }
}

/// A bound group of choices: a picker screen, or an inline group (a radio group).
package struct ChoiceGroupDocument: Sendable, Equatable {
  /// The state key it reads and writes.
  package var bind: String
  /// The choices.
  package var choices: [ChoiceDocument]
  /// Whether the choices are drawn sorted by their shown titles (`DisplaySortedByTitle`).
  package var sortedByTitle = false
  /// A header (a radio group's `Title`).
  package var header: String?
  /// A footer (a picker's or radio group's `FooterText`).
  package var footer: String?

  /// Creates a group.
  package init(bind: String, choices: [ChoiceDocument]) {
    self.bind = bind
    self.choices = choices
  }
}

/// One choice: its title, the value stored, and the short title a parent row shows.
package struct ChoiceDocument: Sendable, Equatable {
  /// The title.
  package var title: String
  /// The value stored.
  package var value: SettingValue
  /// The short title (`ShortTitles`).
  package var shortTitle: String?

  /// Creates a choice.
  package init(title: String, value: SettingValue, shortTitle: String? = nil) {
    self.title = title
    self.value = value
    self.shortTitle = shortTitle
  }
}

/// A section: rows under an optional header, or an inline choice group.
package struct SectionDocument: Sendable, Equatable {
  /// The header (`PSGroupSpecifier` `Title`).
  package var header: String?
  /// The footer (`FooterText`).
  package var footer: String?
  /// The rows, or the inline group.
  package var content: Content
  /// The device it shows on, if only one.
  package var device: DeviceLimit?
  /// Where it shows, if in one host only (a pane's `NAME.inApp.plist` beside its plist).
  package var host: Host?
  /// Its group's keys the screens do not model (`settings:`).
  package var settings: [PlistEntry] = []
  /// Whether a group starts it though it has neither header, footer, device nor kept
  /// keys (a pane's first group, or one that only ends a radio group).
  package var groupSpecifier = false

  /// A section's content.
  package enum Content: Sendable, Equatable {
    /// Rows.
    case rows([RowDocument])
    /// A radio group's choices.
    case choices(ChoiceGroupDocument)
    /// An IASK list group: the items of a list in state.
    case list(ListGroupDocument)
  }

  /// Creates a section.
  package init(
    header: String? = nil, footer: String? = nil, content: Content, device: DeviceLimit? = nil
  ) {
    self.header = header
    self.footer = footer
    self.content = content
    self.device = device
  }

  /// The rows, when it has rows.
  package var rows: [RowDocument] {
    if case .rows(let rows) = content { return rows }
    return []
  }
}

/// An IASK list group (`IASKListGroupSpecifier`) in the screens' words: `rowsFrom: KEY`,
/// `addRow: {title, placeholder}` (the `AddSpecifier`'s `Title` and `IASKPlaceholder`;
/// the rest of it, and the `ItemSpecifier`, stay in the section's `settings:`) and
/// `deletable`.
package struct ListGroupDocument: Sendable, Equatable {
  /// The state key holding the items (`Key`).
  package var key: String
  /// The add row's title and placeholder, when the `AddSpecifier` has a `Title`.
  package var addTitle: String?, addPlaceholder: String?
  /// `Deletable`, nil when not written.
  package var deletable: Bool?

  /// Creates a list group.
  package init(key: String) { self.key = key }
}

/// One row.
package struct RowDocument: Sendable, Equatable {
  /// The title (nil: a slider, which has none).
  package var title: String?
  /// What the row is.
  package var kind: Kind
  /// The device it shows on, if only one.
  package var device: DeviceLimit?
  /// Where it shows, if in one host only (a pane's `NAME.inApp.plist` beside its plist).
  package var host: Host?
  /// Text under the title (IASK's `IASKSubtitle`).
  package var subtitle: String?
  /// Its specifier's keys the screens do not model (`settings:`).
  package var settings: [PlistEntry] = []
  /// Whether its specifier has a `DefaultValue` (`writesDefault: false` when not).
  package var writesDefault = true

  /// A row's kind.
  package enum Kind: Sendable, Equatable {
    /// A row showing its title only (a specifier the screens cannot express).
    case plain
    /// A row that pushes a screen (a child pane or a multi-value picker).
    case push(String)
    /// A switch.
    case toggle(key: String, on: SettingValue?, off: SettingValue?)
    /// A text field.
    case textField(TextFieldDocument)
    /// A slider.
    case slider(
      key: String, min: SettingValue, max: SettingValue, minImage: String?, maxImage: String?)
    /// A read-only row showing a state value (`PSTitleValueSpecifier`); its choices map a
    /// stored value to the title shown (`Titles`/`Values`).
    case titleValue(key: String, choices: [ChoiceDocument])
    /// An IASK button, with its `Key` (the row's `id`).
    case button(id: String?)
    /// An IASK link.
    case url(String)
    /// An IASK date picker.
    case datePicker(DatePickerDocument)
    /// An IASK text view (its field never secure).
    case textView(TextFieldDocument)
    /// An IASK mail row.
    case mail(MailDocument)
    /// An IASK custom view, by its `Key`.
    case custom(String)
  }

  /// Creates a row.
  package init(title: String?, kind: Kind, device: DeviceLimit? = nil, subtitle: String? = nil) {
    self.title = title
    self.kind = kind
    self.device = device
    self.subtitle = subtitle
  }
}

/// A text field's settings, in the screens' words.
package struct TextFieldDocument: Sendable, Equatable {
  /// The state key.
  package var key: String
  /// `IsSecure` (`secure`), nil when not written (not secure).
  package var secure: Bool?
  /// `keyboard` (`emailAddress`), nil for the default keyboard.
  package var keyboard: String?
  /// `autocapitalization` (`words`), nil for none.
  package var autocapitalization: String?
  /// `autocorrection`, nil for the default.
  package var autocorrection: Bool?
  /// IASK's placeholder.
  package var placeholder: String?

  /// Creates a text field.
  package init(key: String) { self.key = key }
}

/// An IASK date picker's settings, in the screens' words.
package struct DatePickerDocument: Sendable, Equatable {
  /// The state key.
  package var key: String
  /// `mode` (`date`, `time`), nil for IASK's default, `dateAndTime`.
  package var mode: String?
  /// `style` (`compact`, `inline`), nil for IASK's default, `wheels`.
  package var style: String?
  /// `minuteInterval`, nil for IASK's default, 1.
  package var minuteInterval: String?

  /// Creates a date picker.
  package init(key: String) { self.key = key }

  /// IASK's `DatePickerMode` and `DatePickerStyle` words in the screens' words: `Date` →
  /// `date`, `DateAndTime` → `dateAndTime`.
  package static func word(_ iask: String) -> String {
    iask.prefix(1).lowercased() + iask.dropFirst()
  }

  /// A screens' word as IASK writes it: `dateAndTime` → `DateAndTime`.
  package static func iaskWord(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }
}

/// An IASK mail row's message, as written in its specifier (each key nil when absent).
package struct MailDocument: Sendable, Equatable {
  /// `to`, `cc` and `bcc`.
  package var to: [String]?, cc: [String]?, bcc: [String]?
  /// `subject` and `body`.
  package var subject: String?, body: String?
  /// `html`.
  package var html: Bool?

  /// Creates a mail row.
  package init() {}
}
