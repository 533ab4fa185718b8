/// The screens side of the mapping: an app folder as typed values, before it is written as
/// YAML (``AppWriter``) and after export reads it back.
///
/// Texts are as Settings holds them (a `{` is a brace, not an interpolation); the writer
/// doubles braces.
public struct AppDocument: Sendable, Equatable {
  /// The start screen's id (`root`).
  public var start: String
  /// Every key's default, in the order the bundle first names the keys; a key with dots
  /// is a path into nested state.
  public var state: [StateEntry]
  /// The screens: panes in the order reached, then pickers.
  public var screens: [ScreenDocument]
  /// One translation table per language, languages in byte order.
  public var tables: [TranslationTable]

  /// Creates an app.
  public init(
    start: String, state: [StateEntry] = [], screens: [ScreenDocument] = [],
    tables: [TranslationTable] = []
  ) {
    self.start = start
    self.state = state
    self.screens = screens
    self.tables = tables
  }

  /// The screen with an id.
  public func screen(_ id: String) -> ScreenDocument? { screens.first { $0.id == id } }
}

/// One key of the state and its default.
public struct StateEntry: Sendable, Equatable {
  /// The key as Settings names it.
  public var key: String
  /// Its default value.
  public var value: SettingValue

  /// Creates an entry.
  public init(key: String, value: SettingValue) {
    self.key = key
    self.value = value
  }
}

/// A language's translations: source text → translated text, in the order found.
public struct TranslationTable: Sendable, Equatable {
  /// The language (`de`, `pt-BR`, `Base`).
  public var language: String
  /// The entries.
  public var entries: [(source: String, translation: String)]

  /// Creates a table.
  public init(language: String, entries: [(source: String, translation: String)]) {
    self.language = language
    self.entries = entries
  }

  /// Equal when language and entries are.
  public static func == (a: TranslationTable, b: TranslationTable) -> Bool {
    a.language == b.language && a.entries.elementsEqual(b.entries) { $0 == $1 }
  }
}

/// The device a row or section is limited to (`visibleIf: {device: …}`).
public enum DeviceLimit: String, Sendable, Hashable {
  /// `{device: phone}` (`SupportedUserInterfaceIdioms: [Phone]`, or a `~iphone` file).
  case phone
  /// `{device: pad}`.
  case pad
}

/// One screen: a pane (sections of rows) or a picker (a multi-value specifier's choices).
public struct ScreenDocument: Sendable, Equatable {
  /// The id, made safe for a file name.
  public var id: String
  /// The navigation title.
  public var title: String
  /// For a pane: the plist's name as the child pane's `File` wrote it (export writes it back).
  public var file: String?
  /// What it holds.
  public var content: Content

  /// A screen's content.
  public enum Content: Sendable, Equatable {
    /// A pane's sections.
    case sections([SectionDocument])
    /// A picker.
    case picker(ChoiceGroupDocument)
  }

  /// Creates a screen.
  public init(id: String, title: String, file: String? = nil, content: Content) {
    self.id = id
    self.title = title
    self.file = file
    self.content = content
  }
}

/// A bound group of choices: a picker screen, or an inline group (a radio group).
public struct ChoiceGroupDocument: Sendable, Equatable {
  /// The state key it reads and writes.
  public var bind: String
  /// The choices.
  public var choices: [ChoiceDocument]
  /// Whether the choices are drawn sorted by their shown titles (`DisplaySortedByTitle`).
  public var sortedByTitle = false
  /// A header (a radio group's `Title`).
  public var header: String?
  /// A footer (a picker's or radio group's `FooterText`).
  public var footer: String?

  /// Creates a group.
  public init(bind: String, choices: [ChoiceDocument]) {
    self.bind = bind
    self.choices = choices
  }
}

/// One choice: its title, the value stored, and the short title a parent row shows.
public struct ChoiceDocument: Sendable, Equatable {
  /// The title.
  public var title: String
  /// The value stored.
  public var value: SettingValue
  /// The short title (`ShortTitles`).
  public var shortTitle: String?

  /// Creates a choice.
  public init(title: String, value: SettingValue, shortTitle: String? = nil) {
    self.title = title
    self.value = value
    self.shortTitle = shortTitle
  }
}

/// A section: rows under an optional header, or an inline choice group.
public struct SectionDocument: Sendable, Equatable {
  /// The header (`PSGroupSpecifier` `Title`).
  public var header: String?
  /// The footer (`FooterText`).
  public var footer: String?
  /// The rows, or the inline group.
  public var content: Content
  /// The device it shows on, if only one.
  public var device: DeviceLimit?

  /// A section's content.
  public enum Content: Sendable, Equatable {
    /// Rows.
    case rows([RowDocument])
    /// A radio group's choices.
    case choices(ChoiceGroupDocument)
  }

  /// Creates a section.
  public init(
    header: String? = nil, footer: String? = nil, content: Content, device: DeviceLimit? = nil
  ) {
    self.header = header
    self.footer = footer
    self.content = content
    self.device = device
  }

  /// The rows, when it has rows.
  public var rows: [RowDocument] {
    if case .rows(let rows) = content { return rows }
    return []
  }
}

/// One row.
public struct RowDocument: Sendable, Equatable {
  /// The title (nil: a slider, which has none).
  public var title: String?
  /// What the row is.
  public var kind: Kind
  /// The device it shows on, if only one.
  public var device: DeviceLimit?
  /// Text under the title (IASK's `IASKSubtitle`).
  public var subtitle: String?

  /// A row's kind.
  public enum Kind: Sendable, Equatable {
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
    /// An IASK button.
    case button
    /// An IASK link.
    case url(String)
  }

  /// Creates a row.
  public init(title: String?, kind: Kind, device: DeviceLimit? = nil, subtitle: String? = nil) {
    self.title = title
    self.kind = kind
    self.device = device
    self.subtitle = subtitle
  }
}

/// A text field's settings, in the screens' words.
public struct TextFieldDocument: Sendable, Equatable {
  /// The state key.
  public var key: String
  /// `IsSecure` (`secure`), nil when not written (not secure).
  public var secure: Bool?
  /// `keyboard` (`emailAddress`), nil for the default keyboard.
  public var keyboard: String?
  /// `autocapitalization` (`words`), nil for none.
  public var autocapitalization: String?
  /// `autocorrection`, nil for the default.
  public var autocorrection: Bool?
  /// IASK's placeholder.
  public var placeholder: String?

  /// Creates a text field.
  public init(key: String) { self.key = key }
}
