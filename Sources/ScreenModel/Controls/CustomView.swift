/// A row of the app's own view (IASK's `IASKCustomViewSpecifier`, whose cell and height the
/// app's delegate gives): drawn as a framed placeholder with its title, name and height.
///
/// The YAML spelling is `custom: poster` with an optional `height` in points.
public struct CustomView: Sendable, Hashable {
  /// The view's name (IASK's `Key`, by which the app's delegate tells its views apart).
  public package(set) var name: String
  /// The cell's height in points (default 44, a plain row's).
  public package(set) var height = 44

  /// Creates a custom view row.
  package init(name: String) {
    self.name = name
  }

  /// The lines a text drawing gives the placeholder: one for each 22 points, at least three
  /// (its frame's top and bottom and the line with its title).
  public var textLines: Int { max(3, (height + 11) / 22) }
}
