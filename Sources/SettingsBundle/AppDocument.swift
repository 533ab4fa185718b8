import PropertyList
import ScreenModel

/// The screens side of the mapping: an app folder as typed values, before it is written as
/// YAML (``ImportedApp`` makes its typed app, which `ScreenEncoder` writes) and after
/// export reads it back.
///
/// Texts are as Settings holds them (a `{` is a brace, not an interpolation); the typed
/// app holds them with their braces doubled.
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
