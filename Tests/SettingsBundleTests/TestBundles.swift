import Fixtures
import PropertyList
import ScreenFormat
import ScreenModel
import Testing

@testable import SettingsBundle

/// Small bundles written for the tests, as plist text.
enum TestBundles {
  /// A plist holding specifiers (each a dict's inner XML) and optional top-level entries.
  static func plist(_ specifiers: [String], extra: String = "") -> [UInt8] {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(extra)\t<key>PreferenceSpecifiers</key>
      \t<array>

      """
    for specifier in specifiers { text += "\t\t<dict>\n\(specifier)\t\t</dict>\n" }
    text += "\t</array>\n</dict>\n</plist>\n"
    return Array(text.utf8)
  }

  /// One specifier's keys: `[("Type", "<string>PSGroupSpecifier</string>"), …]`.
  static func specifier(_ entries: KeyValuePairs<String, String>) -> String {
    entries.map { "\t\t\t<key>\($0.key)</key>\n\t\t\t\($0.value)\n" }.joined()
  }

  static func string(_ text: String) -> String { "<string>\(text)</string>" }

  static func strings(_ values: [String]) -> String {
    "<array>" + values.map(string).joined() + "</array>"
  }

  /// UTF-16LE with a byte-order mark, as Xcode saves many `.strings` files.
  static func utf16(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    return bytes
  }

  /// The imported app loaded by the screens' own loader: its diagnostics, formatted.
  static func check(_ app: ImportedApp) -> (app: App?, diagnostics: String) {
    let files = importedFiles(app)
    let screens = files.filter { !$0.path.hasPrefix("strings/") }.map {
      SourceFile(path: $0.path, text: $0.text)
    }
    let strings = files.filter { $0.path.hasPrefix("strings/") }.map {
      SourceFile(path: $0.path, text: $0.text)
    }
    let result = AppAssembler.load(screens, strings: strings)
    return (result.app, result.reports.map(\.formatted).joined())
  }

  /// Import, then export from the loaded screens (expecting no export problem): the
  /// bundle's files by path, and the app's files by path.
  static func roundTrip(_ bundle: MemoryBundle, iask: Bool = true) throws -> (
    files: [String: [UInt8]], yaml: [String: String]
  ) {
    let app = try #require(BundleImport.read(bundle, title: "Settings").app)
    let written = importedFiles(app)
    let read = AppExport.read(
      written.map { AppExport.File(path: $0.path, bytes: Array($0.text.utf8)) }, iask: iask)
    #expect(read.problems.map(\.diagnostic.message) == [])
    let document = try #require(read.app)
    let files = Dictionary(
      uniqueKeysWithValues: BundleExport.files(document).map { ($0.path, $0.bytes) })
    return (files, Dictionary(uniqueKeysWithValues: written.map { ($0.path, $0.text) }))
  }

  /// A plist's root without the places it was read from, each dictionary's keys in order
  /// (export may order them otherwise).
  static func root(_ bytes: [UInt8]?) -> PlistNode? {
    func sorted(_ node: PlistNode) -> PlistNode {
      var node = node
      if let entries = node.dictionary {
        node.content = .dictionary(
          entries.map { PlistEntry(key: $0.key, value: sorted($0.value)) }.sorted {
            $0.key < $1.key
          })
      } else if let items = node.array {
        node.content = .array(items.map(sorted))
      }
      return node
    }
    return PropertyList.parse(bytes ?? []).root.map(PlistNode.unlocated).map(sorted)
  }

  /// The bundles of our own the encoder's and the typed import's tests read whole: the full
  /// one below and the repository's examples.
  static let ours = [
    "full", "Examples/Fightcard/Settings.bundle", "Examples/Player/Settings.bundle",
  ]

  /// One of ``ours``, by name.
  static func ours(_ name: String) -> MemoryBundle {
    name == "full" ? full : MemoryBundle(Fixtures.files(inFolder: name))
  }

  /// A bundle that uses every specifier of the mapping table.
  static let full = MemoryBundle([
    "Root.plist": plist(
      [
        specifier([
          "Type": string("PSToggleSwitchSpecifier"), "Title": string("Early"),
          "Key": string("early"), "DefaultValue": "<false/>",
        ]),
        specifier([
          "Type": string("PSGroupSpecifier"), "Title": string("Sound"),
          "FooterText": string("Say {name}"),
        ]),
        specifier([
          "Type": string("PSToggleSwitchSpecifier"), "Title": string("Vibrate"),
          "Key": string("vibrate"), "DefaultValue": "<true/>",
        ]),
        specifier([
          "Type": string("PSToggleSwitchSpecifier"), "Title": string("Ring"), "Key": string("ring"),
          "DefaultValue": string("loud"), "TrueValue": string("loud"),
          "FalseValue": string("quiet"),
        ]),
        specifier([
          "Type": string("PSSliderSpecifier"), "Key": string("volume"),
          "DefaultValue": "<real>0.5</real>", "MinimumValue": "<integer>0</integer>",
          "MaximumValue": "<integer>1</integer>", "MinimumValueImage": string("quiet"),
        ]),
        specifier(["Type": string("PSGroupSpecifier"), "Title": string("Account")]),
        specifier([
          "Type": string("PSTextFieldSpecifier"), "Title": string("Name"),
          "Key": string("user.name"), "KeyboardType": string("EmailAddress"),
          "AutocapitalizationType": string("None"), "AutocorrectionType": string("No"),
          "DefaultValue": string(""),
        ]),
        specifier([
          "Type": string("PSTextFieldSpecifier"), "Title": string("Password"),
          "Key": string("password"), "IsSecure": "<true/>", "DefaultValue": string(""),
        ]),
        specifier([
          "Type": string("PSMultiValueSpecifier"), "Title": string("Theme"), "Key": string("theme"),
          "DefaultValue": "<integer>1</integer>", "Titles": strings(["Light", "Dark"]),
          "Values": "<array><integer>0</integer><integer>1</integer></array>",
          "ShortTitles": strings(["L", "D"]),
        ]),
        specifier([
          "Type": string("PSTitleValueSpecifier"), "Title": string("Version"),
          "Key": string("version"), "DefaultValue": string("1.0"),
        ]),
        specifier([
          "Type": string("PSRadioGroupSpecifier"), "Title": string("Size"), "Key": string("size"),
          "DefaultValue": string("m"), "Titles": strings(["Small", "Medium"]),
          "Values": strings(["s", "m"]), "FooterText": string("After the rows"),
        ]),
        specifier([
          "Type": string("PSChildPaneSpecifier"), "Title": string("Licences"),
          "File": string("Licences/Alamofire"),
        ]),
        specifier([
          "Type": string("PSGroupSpecifier"), "Title": string("Pad only"),
          "SupportedUserInterfaceIdioms": strings(["Pad"]),
        ]),
      ], extra: "\t<key>StringsTable</key>\n\t<string>Root</string>\n"),
    "Licences/Alamofire.plist": plist([
      specifier([
        "Type": string("PSGroupSpecifier"), "Title": string("MIT"),
        "FooterText": string("Copyright &amp; co"),
      ])
    ]),
    "en.lproj/Root.strings": Array("\"Sound\" = \"Sound\";\n".utf8),
    "de.lproj/Root.strings": utf16(
      "/* German */\n\"Sound\" = \"Ton\";\n\"Theme\" = \"Thema\";\n\"Dark\" = \"Dunkel\";\n\"Unused\" = \"Nie\";\n"
    ),
  ])
}
