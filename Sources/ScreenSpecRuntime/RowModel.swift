/// A row of a ``ListModel``: what it shows, and the ``Action`` each gesture on it sends.
public struct RowModel: Sendable, Hashable, Identifiable {
  /// The row's place among the screen's drawn rows (0-based), stable while it is shown.
  public internal(set) var id: Int
  /// How actions name the row (`tap 3`), nil for an insert row or a list's add field.
  public internal(set) var reference: RowReference?
  /// The title.
  public internal(set) var title: String
  /// Text under the title (a post's date).
  public internal(set) var subtitle: String?
  /// Text on the right (a picker's current choice).
  public internal(set) var detail: String?
  /// A count pill before the accessory.
  public internal(set) var badge: String?
  /// The icon before the title.
  public internal(set) var icon: RowIcon?
  /// The accessory (a picker's current choice has `.checkmark`).
  public internal(set) var accessory: Accessory
  /// Whether the title is bold: the row is unread.
  public internal(set) var bold: Bool
  /// Whether the row is the highlighted (last tapped) one, drawn in the list's
  /// ``ListModel/highlight``.
  public internal(set) var highlighted: Bool
  /// Whether a condition disables the row (drawn dimmed; it sends nothing).
  public internal(set) var disabled: Bool
  /// Whether tapping the row opens a screen or a detail (drawn with a chevron).
  public internal(set) var opens: Bool
  /// Whether this is the trailing Load More row.
  public internal(set) var isLoadMore: Bool
  /// The control on the row's line.
  public internal(set) var control: RowControl
  /// What a tap on the row sends; nil for a row whose control takes the gesture, a
  /// disabled row and an insert row.
  public internal(set) var tap: Action?
  /// What deleting the row (a swipe's Delete, or editing mode's) sends; nil when it cannot
  /// be deleted.
  public internal(set) var delete: Action?
  /// What the app is told after the tap applies: what only it can do.
  public internal(set) var request: AppRequest?
  /// What the app is told when the confirmation this row's tap opens is confirmed.
  var confirmRequest: AppRequest?
  /// What VoiceOver reads as the row's name, when the screen file says.
  public internal(set) var accessibilityLabel: String?
  /// What VoiceOver reads as the row's hint, when the screen file says.
  public internal(set) var accessibilityHint: String?
  /// A slider's range and step, which ``sliding(to:)`` puts its value on.
  var number: NumberControl?
}

/// What `ScreenSpecView`'s `.onAction` hands the app after an action applied: what only
/// the app can do. Everything else (pushing, picking, toggling, deleting, paging) the
/// session has done already.
public enum AppRequest: Sendable, Hashable {
  /// A link row was tapped: open the address.
  case openURL(String)
  /// The Load More row was tapped on a screen: the app may fetch the next page and append
  /// it to the state list the screen draws (`list`, when it draws one).
  case loadMore(screen: String, list: [String]?)
  /// A row the screens open nothing for (or only its `body`) was tapped: a post the app
  /// opens. `item` is its index in the state list `list` it is drawn from, if any.
  case open(screen: String, title: String, list: [String]?, item: Int?)
  /// A mail row was tapped: compose this mail.
  case mail(Mail)
  /// A row of the app's own view was tapped.
  case custom(name: String)
  /// A button with an `id` (InAppSettingsKit's `IASKButtonSpecifier` `Key`) was tapped, or
  /// its confirmation confirmed: the app does what the id names, after the writes the
  /// screens make themselves (`sets`).
  case button(id: String)
}
