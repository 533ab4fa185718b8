import PropertyList
import ScreenModel

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
