/// What `screenspec import` says of a pane in its screen file's first line, which the keys
/// do not hold and export reads back: the plist it was imported from, where the screen's
/// id does not say it, and the strings table its plist implies by naming none.
///
/// ```yaml
/// # Imported from Licences/Alamofire.plist. It names no StringsTable: Settings looks its texts up in Root.strings.
/// ```
public struct ImportNote: Sendable, Hashable {
  /// The plist, without `.plist` (`Licences/Alamofire`); nil when the id names it.
  public package(set) var plist: String?
  /// The table Settings looks the pane's texts up in, its plist naming no `StringsTable`.
  public package(set) var impliedTable: String?

  /// A note; nil when it says nothing.
  package init?(plist: String?, impliedTable: String?) {
    guard plist != nil || impliedTable != nil else { return nil }
    self.plist = plist
    self.impliedTable = impliedTable
  }
}
