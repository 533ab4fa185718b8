import Basics
import ScreenModel
import YAMLTree

/// Decodes a screen's `plists:`: each a pane's plist name, or a mapping with its `file`
/// and the `settings` of that file's root, and whether it is written with the screen's
/// `StringsTable` (`writesStringsTable`) or its own (`stringsTable`).
enum PlistFileDecoder {
  static let keys = FieldTable.names(FieldTable.plistFile)

  /// The files, in written order; nil when the key is absent or holds no valid name.
  static func decode(_ node: Node, _ context: inout DecodeContext) -> [PlistFile]? {
    guard let items = node.sequence else {
      context.error(
        Messages.wrongType(expected: Messages.plistsList, found: node.kindDescription),
        at: node.mark)
      return nil
    }
    guard !items.isEmpty else {
      context.error(Messages.plistsEmpty, at: node.mark)
      return nil
    }
    var files: [PlistFile] = []
    for item in items {
      guard let file = self.file(item, &context) else { continue }
      if files.contains(where: { $0.name == file.name }) {
        context.error(Messages.plistTwice(file.name), at: file.mark)
      } else if let first = files.first, first.base != file.base {
        context.error(
          Messages.plistOfAnotherPane(file.name, base: file.base, screens: first.base),
          at: file.mark)
      } else {
        files.append(file)
      }
    }
    return files.isEmpty ? nil : files
  }

  static func file(_ node: Node, _ context: inout DecodeContext) -> PlistFile? {
    var nameNode = node
    var settings: [PassthroughKey]?
    var writesStringsTable = true
    var stringsTable: String?
    if node.scalar == nil {
      guard
        let fields = context.fields(
          node, expected: "a plist's name, or a mapping with 'file'", known: keys),
        let file = context.required(fields, "file", in: "the plist")
      else { return nil }
      nameNode = file
      settings = fields["settings"].flatMap { PassthroughDecoder.decode($0, &context) }
      writesStringsTable = fields["writesStringsTable"].flatMap { context.bool($0) } ?? true
      if let node = fields["stringsTable"], let name = context.text(node, key: "stringsTable") {
        // A folder name of `strings/`, as a screen's `stringsTable:` is.
        if StringsTable.isTableName(name) {
          stringsTable = name
        } else {
          context.error(Messages.badTableName(name), at: node.mark)
        }
      }
    }
    guard let name = context.text(nameNode, key: "file") else { return nil }
    guard let (base, variant) = PlistFile.parse(name) else {
      context.error(Messages.notAPlistName(name), at: nameNode.mark)
      return nil
    }
    var file = PlistFile(
      name: name, base: base, variant: variant, settings: settings,
      writesStringsTable: writesStringsTable, mark: nameNode.mark)
    file.stringsTable = stringsTable
    return file
  }
}
