import ScreenModel

/// The comments `screenspec import` writes on the first line of the files of an app, which
/// the loader reads back as facts the keys do not hold (``ImportNote``,
/// ``StringsTable/importedFrom``) and the encoder writes again.
///
/// ```yaml
/// # Imported from Licences/Alamofire.plist. It names no StringsTable: Settings looks its texts up in Root.strings.
/// ```
package enum ImportComment {
  /// The first line of an imported app's `app.yaml`.
  package static let appLine =
    "# Imported from a Settings.bundle by 'screenspec import': each key's DefaultValue."

  static let prefix = "# Imported from "
  static let plistSuffix = ".plist."
  static let tableSuffix = " by 'screenspec import'."
  static let impliedMarker = " It names no StringsTable: Settings looks its texts up in "

  /// The first line of a file, when it is a comment.
  static func firstComment(_ bytes: [UInt8]) -> String? {
    guard bytes.first == UInt8(ascii: "#") else { return nil }
    return String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self)
  }

  /// The comment that says a pane's table is the one named like its plist, which names no
  /// `StringsTable`.
  package static func impliedTable(_ table: String) -> String {
    "It names no StringsTable: Settings looks its texts up in \(table).strings."
  }

  /// The table a screen file's first line says its plist implies (``impliedTable(_:)``).
  package static func impliedTable(inFirstLine line: String) -> String? {
    guard line.hasPrefix("#"), line.hasSuffix(".strings.") else { return nil }
    var rest = Substring(line)
    while !rest.isEmpty, !rest.hasPrefix(impliedMarker) { rest = rest.dropFirst() }
    guard !rest.isEmpty else { return nil }
    return String(rest.dropFirst(impliedMarker.count).dropLast(".strings.".count))
  }

  /// What a screen file's first line says of its pane; nil when it says nothing.
  package static func note(inFirstLine line: String) -> ImportNote? {
    let implied = impliedTable(inFirstLine: line)
    var first = Substring(line)
    if let implied { first = first.dropLast(impliedTable(implied).count + 1) }
    var plist: String?
    if first.hasPrefix(prefix), first.hasSuffix(plistSuffix) {
      plist = String(first.dropFirst(prefix.count).dropLast(plistSuffix.count))
    }
    return ImportNote(plist: plist, impliedTable: implied)
  }

  /// What a screen file's bytes say of its pane on their first line.
  static func note(in bytes: [UInt8]) -> ImportNote? {
    firstComment(bytes).flatMap(note(inFirstLine:))
  }

  /// A screen file's first line for its note.
  package static func line(_ note: ImportNote) -> String {
    let implied = note.impliedTable.map { " " + impliedTable($0) } ?? ""
    guard let plist = note.plist else { return "#" + implied }
    return prefix + plist + plistSuffix + implied
  }

  /// The `.strings` file a strings table's first line says it was imported from.
  static func tableSource(in bytes: [UInt8]) -> String? {
    guard let line = firstComment(bytes), line.hasPrefix(prefix), line.hasSuffix(tableSuffix)
    else { return nil }
    let path = line.dropFirst(prefix.count).dropLast(tableSuffix.count)
    return path.isEmpty ? nil : String(path)
  }

  /// A strings table's first line for the `.strings` file it was imported from.
  package static func tableLine(_ path: String) -> String {
    prefix + path + tableSuffix
  }
}
